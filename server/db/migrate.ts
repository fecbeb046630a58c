import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const MIGRATION_LOCK = 727_001;

/**
 * Runs `fn` while holding the schema advisory lock, so processes starting together (web
 * replicas, workers) do not race on CREATE TABLE / FUNCTION / TRIGGER statements.
 */
export async function withSchemaLock<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    return await fn(client);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}

/** Applies drizzle-kit's SQL migrations; an advisory lock keeps concurrent processes in line. */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  await withSchemaLock(pool, (client) => migrate(drizzle(client), { migrationsFolder }));
}
