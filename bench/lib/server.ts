import { randomUUID } from 'node:crypto';
import { startServer, type RunningServer } from '../../server/app.js';
import { createTestDatabase, TEST_SECRETS } from '../../tests/helpers/server.js';

/**
 * A real SwagScout server for a benchmark: embedded in-memory database, silent logs. `production`
 * runs it as deployed (NODE_ENV=production: responses are not checked against their schemas).
 */
export async function startBenchServer(opts: { production?: boolean; env?: NodeJS.ProcessEnv; postgres?: string } = {}): Promise<RunningServer> {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent', SEED_CATALOGUE_SIZE: '0', AUTH_RATE_PER_IP: '1000000', ...opts.env };
  delete env.DATABASE_URL;
  if (opts.production) env.NODE_ENV = 'production';
  if (opts.postgres) {
    // A fresh database on that PostgreSQL server, dropped when the server closes.
    const db = await createTestDatabase(opts.postgres);
    const server = await startServer({ port: 0, host: '127.0.0.1', serveUi: false, databaseUrl: db.url }, { ...env, ...TEST_SECRETS, DATABASE_URL: db.url });
    await server.seeded;
    const close = server.close;
    server.close = async () => {
      await close();
      await db.drop();
    };
    return server;
  }
  const server = await startServer({ port: 0, host: '127.0.0.1', inMemory: true, serveUi: false, databaseUrl: undefined }, env);
  await server.seeded;
  return server;
}

/** Registers and signs in a user; returns its Cookie header and id. */
export async function benchUser(baseUrl: string, fullName = 'Bench User'): Promise<{ cookie: string; userId: string; workspaceId: string; email: string; password: string }> {
  const email = `bench-${randomUUID().slice(0, 12)}@example.com`;
  const password = 'bench-password';
  const headers = { 'content-type': 'application/json' };
  const reg = await fetch(`${baseUrl}/api/auth/register`, { method: 'POST', headers, body: JSON.stringify({ fullName, email, password }) });
  if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${await reg.text()}`);
  return { ...(await benchLogin(baseUrl, email, password)), email, password };
}

export async function benchLogin(baseUrl: string, email: string, password: string): Promise<{ cookie: string; userId: string; workspaceId: string }> {
  const res = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const { user } = (await res.json()) as { user: { id: string; workspaceId: string } };
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, userId: user.id, workspaceId: user.workspaceId };
}

/** `global.gc`, exposed at run time if node was not started with --expose-gc. */
export async function getGc(): Promise<() => void> {
  const g = globalThis as { gc?: () => void };
  if (g.gc) return g.gc;
  const v8 = await import('node:v8');
  const vm = await import('node:vm');
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}

/** One GET with the session's cookie, read to the end: its time in ms (a non-200 answer throws). */
export async function timedGet(url: string, cookie: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, { headers: { cookie } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url} → ${res.status}`);
  return performance.now() - started;
}
