import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../../server/db/connect.js';
import { isConnectionLost } from '../../server/db/connection-lost.js';
import { createTestDatabase, type TestDatabase } from '../helpers/server.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function terminate(pid: number): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query('select pg_terminate_backend($1)', [pid]);
  } finally {
    await admin.end();
  }
}

async function within<T>(ms: number, work: Promise<T>): Promise<T | 'timed out'> {
  return Promise.race([work, sleep(ms).then(() => 'timed out' as const)]);
}

/**
 * A pooled connection that dies while checked out, held by code that never releases it (drizzle's
 * transaction sends BEGIN before its try/finally, so a BEGIN that meets a dead connection leaks its
 * client): the pool must take the client back itself, or the slot is lost for good and closing
 * the server waits forever (the database-outage test's afterAll hung for its 120 s limit).
 * Needs a real PostgreSQL server (DATABASE_URL), as CI's PostgreSQL suite has.
 */
describe.skipIf(!process.env.DATABASE_URL)('a pooled connection lost while checked out', () => {
  let db: TestDatabase;
  let database: Database;
  beforeAll(async () => {
    db = await createTestDatabase();
    database = await connectDatabase({ databaseUrl: db.url, dataDir: '/nonexistent' });
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('is dropped from the pool even if its holder never releases it, and the pool still ends', async () => {
    const { pool } = database;
    const held = await pool.connect();
    const { rows } = await held.query<{ pid: number }>('select pg_backend_pid() as pid');
    const ended = new Promise<void>((resolve) => held.once('end', () => resolve()));
    await terminate(rows[0].pid);
    await ended;
    await sleep(50);
    // The holder never calls release(): the pool has let the dead client go all the same.
    expect(pool.totalCount).toBe(0);
    // A statement after the loss still reads as a lost connection (503), not a refused statement.
    const late = await held.query('select 1').then(() => null, (err: unknown) => err);
    expect(isConnectionLost(late)).toBe(true);
    // The holder's own release, when it comes, changes nothing (no double-release error).
    expect(() => held.release()).not.toThrow();
    // The pool keeps serving, and ends without waiting for the lost client.
    const [{ one }] = (await database.db.execute<{ one: number }>(sql`select 1 as one`)).rows;
    expect(one).toBe(1);
    expect(await within(5_000, database.close())).not.toBe('timed out');
  });
});
