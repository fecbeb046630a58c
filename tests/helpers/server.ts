import { readFileSync } from 'node:fs';
import { startServer, type RunningServer } from '../../server/app.js';
import type { Config } from '../../server/config.js';
import './db-template.js';
import { BytesBlob, initdbDump } from './pglite-initdb.js';
import { createTestDatabase, injected, TEST_SECRETS, type TestDatabase } from './test-database.js';

export { createTestDatabase, TEST_SECRETS, type TestDatabase };

/**
 * A real SwagScout server on a random port over a fresh database: embedded PGlite in memory by
 * default, or — when DATABASE_URL is set — a new database created on that PostgreSQL server
 * (dropped again on close). With `overrides.databaseUrl` the server joins that database instead
 * (it is neither created nor dropped here: see createTestDatabase).
 */
export async function startTestServer(overrides: Partial<Config> = {}, options: { embedded?: boolean } = {}): Promise<RunningServer> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SEED_CATALOGUE_SIZE: process.env.SEED_CATALOGUE_SIZE ?? '0',
    AUTH_RATE_PER_IP: '1000',
    // argon2 at its smallest cost: signing up and in is ~260 ms of hashing at the standard cost.
    PASSWORD_HASHING: 'test-only-fast',
    // The PostgreSQL suite runs several servers at once (two files, some with servers of their own,
    // the cluster test three) against one server's 100 connections: each test server keeps fewer.
    DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE ?? '10',
  };
  let owned: TestDatabase | undefined;
  if (options.embedded) {
    // Embedded PGlite even in the PostgreSQL run (a test of what only the embedded database does).
    delete env.DATABASE_URL;
  } else if (overrides.databaseUrl) {
    Object.assign(env, TEST_SECRETS, { DATABASE_URL: overrides.databaseUrl });
  } else if (process.env.DATABASE_URL) {
    owned = await createTestDatabase(process.env.DATABASE_URL);
    Object.assign(env, TEST_SECRETS, { DATABASE_URL: owned.url });
  } else {
    delete env.DATABASE_URL;
  }
  const embedded = !env.DATABASE_URL;
  let server: RunningServer;
  try {
    server = await startServer(
      // A new embedded cluster (in memory, or on disk in an empty DATA_DIR) starts as this run's migrated template.
      {
        port: 0,
        host: '127.0.0.1',
        inMemory: embedded,
        serveUi: false,
        embeddedTemplateForTests: embedded ? await pgliteTemplate() : undefined,
        // A job's retries come 50 times sooner than in production (2 s becomes 40 ms): a test of a
        // provider that keeps failing waited seconds for nothing. The delays themselves are
        // tested in tests/unit/job-backoff.test.ts.
        retryDelayScaleForTests: 1 / 50,
        ...overrides,
        databaseUrl: env.DATABASE_URL,
      },
      env,
    );
  } catch (err) {
    await owned?.drop().catch(() => undefined);
    throw err;
  }
  const close = server.close;
  server.close = async () => {
    await close();
    await owned?.drop();
  };
  return server;
}

let shared: Promise<RunningServer> | undefined;

/**
 * One server for every file of a test worker that needs nothing of its own (no settings, no
 * restart, no held jobs, no counts across workspaces): files run one at a time in a worker, and
 * each test signs up its own workspaces, which tenancy keeps apart. Starting a server and its
 * database for each file was about a second and a half of every file. Never close it: the worker's
 * end stops it, and the run's teardown drops its PostgreSQL database.
 */
export function sharedTestServer(): Promise<RunningServer> {
  return (shared ??= startSharedServer({}));
}

let sharedWithCatalogue: Promise<RunningServer> | undefined;

/**
 * The same, with the built-in catalogue's first 2,000 products loaded (product i is the same
 * whatever the size, so a file written against a smaller catalogue finds its products in it).
 */
export function sharedCatalogueServer(): Promise<RunningServer> {
  return (sharedWithCatalogue ??= startSharedServer({ seedCatalogueSize: 2_000 }));
}

/**
 * A server that test files share (its built-in data loaded before it answers): no file closes it,
 * the worker's end stops it.
 */
export async function startSharedServer(overrides: Partial<Config>): Promise<RunningServer> {
  // Every file's sign-ups come from 127.0.0.1: the per-address limit is not what these files test.
  const server = await startTestServer({ authRatePerIp: 1_000_000, ...overrides });
  await server.seeded;
  server.close = () => Promise.reject(new Error('a shared test server is not closed by a test file'));
  return server;
}

let template: Promise<Blob> | undefined;
/**
 * What an embedded test server's cluster starts as: the run's migrated PGlite data directory (the
 * globalSetup of an embedded run makes one), else — the PostgreSQL run's few embedded servers — a
 * cluster fresh from initdb, which the server migrates as a first start does.
 */
export function pgliteTemplate(): Promise<Blob> {
  const file = injected('pgliteTemplate');
  return (template ??= file ? Promise.resolve(new BytesBlob(readFileSync(file))) : initdbDump());
}
