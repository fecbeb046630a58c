import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

// Test databases on the PostgreSQL server of DATABASE_URL. Nothing of the server is imported here:
// the evaluations' server (tests/eval/server.ts), a process of its own, is given one too.

export const TEST_SECRETS = {
  SESSION_SECRET: 'test-session-secret-0123456789abcdef0123',
  ENCRYPTION_KEY: 'test-encryption-key-0123456789abcdef012',
};

export type TestDatabase = { url: string; drop(): Promise<void> };

/** Creates a database, from `template` when given, and answers its name. */
async function createDatabase(adminUrl: string, template: string | undefined): Promise<string> {
  // Tagged with the run (tests/helpers/db-template.ts): its teardown drops whatever a test left.
  const tag = injected('testRunTag');
  const dbName = `swagscout_test_${tag ? `${tag}_` : ''}${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${dbName}${template ? ` template ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  return dbName;
}

/** A copy of the run's template made ahead of time, for the next test database of this process. */
let spare: Promise<string> | undefined;

/**
 * A fresh database on the PostgreSQL server named by DATABASE_URL, for tests that start several
 * servers on one database (pass `{ databaseUrl: db.url }` to each). Drop it when done (in a vitest
 * run that leaves it to the run's teardown).
 *
 * Copied from the migrated template of this run (tests/helpers/db-template.ts) when there is one:
 * a copy is about a quarter of a second, so each one taken starts the next in the background.
 */
export async function createTestDatabase(adminUrl = process.env.DATABASE_URL): Promise<TestDatabase> {
  if (!adminUrl) throw new Error('createTestDatabase needs DATABASE_URL');
  const template = adminUrl === process.env.DATABASE_URL ? injected('pgTemplateDatabase') : undefined;
  let dbName: string;
  if (template) {
    const ready = spare;
    spare = createDatabase(adminUrl, template);
    // Not awaited until the next test database is asked for (a failure then is retried there).
    spare.catch(() => undefined);
    dbName = (await ready?.catch(() => null)) ?? (await createDatabase(adminUrl, template));
  } else {
    dbName = await createDatabase(adminUrl, template);
  }
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return {
    url: url.toString(),
    // A database of a vitest run is left for the run's teardown, which drops them all side by side
    // (tests/helpers/db-template.ts): DROP DATABASE makes PostgreSQL take a checkpoint and wait for
    // it, about a second each under the suite's writes, and a test file waited for every one
    // (dropping in the background instead was slower: the checkpoints slowed every other test).
    drop: injected('testRunTag') ? async () => undefined : () => dropDatabase(adminUrl, dbName),
  };
}

/** Drops a database, ending whatever connections it still has. */
async function dropDatabase(adminUrl: string, dbName: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${dbName} with (force)`);
  } finally {
    await client.end();
  }
}

/** A value from the api project's globalSetup; undefined in projects without it (e2e). */
export function injected<K extends 'pgliteTemplate' | 'pgTemplateDatabase' | 'testRunTag'>(key: K) {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
}

