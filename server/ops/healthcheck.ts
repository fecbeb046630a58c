// The container's HEALTHCHECK (`node dist/app/server/ops/healthcheck.js`): a web or all-in-one
// process must answer /readyz; a worker (ROLE=worker, no HTTP) must have written its heartbeat
// (server/ops/heartbeat.ts) within the last minute. Exit 0 healthy, 1 not.
import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { HEARTBEAT_EVERY_MS, HEARTBEAT_FILE } from './heartbeat.js';

const MAX_AGE_MS = 4 * HEARTBEAT_EVERY_MS;

async function healthy(): Promise<boolean> {
  if (process.env.ROLE === 'worker') {
    try {
      const file = join(resolve(process.env.DATA_DIR ?? './data'), HEARTBEAT_FILE);
      return Date.now() - statSync(file).mtimeMs < MAX_AGE_MS;
    } catch {
      return false;
    }
  }
  const res = await fetch(`http://127.0.0.1:${process.env.PORT ?? 3000}/readyz`).catch(() => null);
  return res?.ok ?? false;
}

process.exit((await healthy()) ? 0 : 1);
