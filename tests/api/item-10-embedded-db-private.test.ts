// Issue 12, item 10: the embedded database was open to every local user (pglite-socket on
// 127.0.0.1 without a password; world-writable data files). Now it is served on a Unix socket
// inside a 0700 DATA_DIR, files 0600, directories 0700, and no TCP port is opened for it.
import { chmodSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/app.js';
import { ApiClient } from '../helpers/client.js';

/** TCP ports this process listens on, from /proc (state 0A = LISTEN), matched by socket inode. */
function listeningTcpPorts(): number[] {
  const inodes = new Set<string>();
  for (const fd of readdirSync('/proc/self/fd')) {
    try {
      const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/self/fd/${fd}`));
      if (m) inodes.add(m[1]);
    } catch {
      // closed meanwhile
    }
  }
  const ports: number[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, 'utf8').trim().split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols[3] === '0A' && inodes.has(cols[9])) ports.push(parseInt(cols[1].split(':')[1], 16));
    }
  }
  return ports.sort();
}

/** Every entry below dir whose permissions differ from 0700 (dirs) / 0600 (files, sockets). */
function tooOpen(dir: string): string[] {
  const bad: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const mode = lstatSync(path).mode & 0o777;
    if (entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) {
      if (mode !== 0o700) bad.push(`${path} ${mode.toString(8)}`);
      bad.push(...tooOpen(path));
    } else if (mode !== 0o600) bad.push(`${path} ${mode.toString(8)}`);
  }
  return bad;
}

const env = (): NodeJS.ProcessEnv => {
  const e: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent', SEED_CATALOGUE_SIZE: '0', AUTH_RATE_PER_IP: '1000' };
  delete e.DATABASE_URL;
  delete e.SESSION_SECRET;
  delete e.ENCRYPTION_KEY;
  return e;
};
const boot = (dataDir: string) => startServer({ port: 0, host: '127.0.0.1', inMemory: false, serveUi: false, dataDir }, env());

describe('item 10: the embedded database is private to its user', () => {
  let root: string;
  let dataDir: string;
  let server: RunningServer | undefined;
  /** TCP ports this test process listened on before (a shared test server's, for one). */
  let before: number[];

  beforeAll(async () => {
    before = listeningTcpPorts();
    root = mkdtempSync(join(tmpdir(), 'ss-item10-'));
    dataDir = join(root, 'data');
    // An existing install with careless permissions: the directory and a secret readable by all.
    mkdirSync(dataDir, { mode: 0o777 });
    chmodSync(dataDir, 0o777);
    writeFileSync(join(dataDir, 'session_secret'), 'a'.repeat(64), { mode: 0o666 });
    chmodSync(join(dataDir, 'session_secret'), 0o666);
    server = await boot(dataDir);
  });
  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('DATA_DIR is 0700 and everything in it is 0600 (files) / 0700 (directories)', () => {
    expect((lstatSync(dataDir).mode & 0o777).toString(8)).toBe('700');
    expect(readdirSync(join(dataDir, 'pglite')).length).toBeGreaterThan(5);
    expect(tooOpen(dataDir)).toEqual([]);
    expect(existsSync(join(dataDir, 'encryption_key'))).toBe(true);
  });

  it('the database is reached through a Unix socket in DATA_DIR; the only TCP listener is the web server', () => {
    const options = (server!.app.database.pool as unknown as { options: { host: string; port: number } }).options;
    expect(options.host).toBe(join(dataDir, 'run'));
    expect(lstatSync(join(dataDir, 'run', `.s.PGSQL.${options.port}`)).isSocket()).toBe(true);
    expect(listeningTcpPorts().filter((port) => !before.includes(port))).toEqual([Number(new URL(server!.url).port)]);
  });

  it('the app still works, and starts again on the same DATA_DIR even over a stale socket file', async () => {
    const client = new ApiClient(server!.url);
    const email = `item10-${Date.now()}@example.com`;
    expect((await client.post('/api/auth/register', { fullName: 'Item Ten', email, password: 'swag-scout-42' })).status).toBe(201);
    await server!.close();
    server = undefined;
    // kill -9 leaves the socket file behind; a plain file stands in for it.
    writeFileSync(join(dataDir, 'run', '.s.PGSQL.5432'), '');
    server = await boot(dataDir);
    const again = new ApiClient(server.url);
    expect((await again.post('/api/auth/login', { email, password: 'swag-scout-42' })).status).toBe(200);
    expect(tooOpen(dataDir)).toEqual([]);
  });
});
