import { mkdtempSync, utimesSync, writeFileSync, existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../helpers/server.js';
import { HEARTBEAT_FILE } from '../../server/ops/heartbeat.js';

const healthcheck = (env: Record<string, string>) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'server/ops/healthcheck.ts'], { env: { ...process.env, ...env }, encoding: 'utf8' }).status;

describe('worker liveness (Docker HEALTHCHECK)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'swagscout-worker-'));
  let close: (() => Promise<void>) | undefined;
  afterAll(async () => close?.());

  it('a worker writes its heartbeat once its job processor runs', async () => {
    const server = await startTestServer({ role: 'worker', dataDir });
    close = server.close;
    const file = join(dataDir, HEARTBEAT_FILE);
    await expect.poll(() => existsSync(file), { timeout: 10_000 }).toBe(true);
    expect(Date.parse(readFileSync(file, 'utf8').trim())).toBeGreaterThan(Date.now() - 60_000);
    expect(healthcheck({ ROLE: 'worker', DATA_DIR: dataDir })).toBe(0);
  });

  it('the healthcheck calls a worker dead when the heartbeat is stale or missing', () => {
    const stale = mkdtempSync(join(tmpdir(), 'swagscout-stale-'));
    expect(healthcheck({ ROLE: 'worker', DATA_DIR: stale })).toBe(1);
    const file = join(stale, HEARTBEAT_FILE);
    writeFileSync(file, 'old\n');
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    utimesSync(file, twoMinutesAgo, twoMinutesAgo);
    expect(healthcheck({ ROLE: 'worker', DATA_DIR: stale })).toBe(1);
  });

  it('a web process is healthy only while /readyz answers', () => {
    expect(healthcheck({ ROLE: 'web', PORT: '1' })).toBe(1);
  });
});
