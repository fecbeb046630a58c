import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppContext } from '../context.js';

export const HEARTBEAT_FILE = 'worker-heartbeat';
export const HEARTBEAT_EVERY_MS = 15_000;

/**
 * A job worker's liveness signal: every 15 s, if the database answers and Agenda is still polling,
 * the worker writes the time into DATA_DIR/worker-heartbeat. `server/ops/healthcheck.ts` (the
 * container's HEALTHCHECK) calls a worker dead when the file is older than a minute.
 */
export function startHeartbeat(app: AppContext, isPolling: () => boolean): () => void {
  const file = join(app.config.dataDir, HEARTBEAT_FILE);
  const beat = async () => {
    if (!isPolling()) return;
    try {
      await app.database.pool.query('select 1');
      // Written aside, then renamed: a reader never sees a half-written file.
      await writeFile(`${file}.tmp`, `${new Date().toISOString()}\n`, { mode: 0o600 });
      await rename(`${file}.tmp`, file);
    } catch (err) {
      app.log.warn({ err }, 'worker heartbeat skipped: the database did not answer');
    }
  };
  void beat();
  const timer = setInterval(() => void beat(), HEARTBEAT_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
