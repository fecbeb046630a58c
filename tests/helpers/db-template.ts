import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { AddressInfo } from 'node:net';
import { drizzle } from 'drizzle-orm/node-postgres';
import { runMigrations } from '../../server/db/migrate.js';
import * as schema from '../../server/db/schema/index.js';
import { seedDirectory } from '../../server/directory/seed.js';
import { generateDirectory } from '../../seed/directory/index.js';
import { mapLimited } from '../eval/limited.js';
import { freshPGlite } from './pglite-initdb.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (dumpDataDir tarball) that in-memory test servers copy. */
    pgliteTemplate?: string;
    /** A migrated database on DATABASE_URL's server that test databases are created from. */
    pgTemplateDatabase?: string;
    /** This run's tag in test database names: the run's teardown drops every database carrying it. */
    testRunTag?: string;
  }
}

/** Connections the teardown leaves free for anyone else on the server (each drop holds one while it waits). */
const CONNECTIONS_SPARED = 10;

/** Migrations, then the built-in company directory every server would otherwise load at start. */
async function prepare(pool: pg.Pool): Promise<void> {
  await runMigrations(pool);
  await seedDirectory(drizzle(pool, { schema }), generateDirectory);
}

/**
 * vitest globalSetup of the api project: runs initdb, the migrations and the directory seed once
 * per run instead of once per test server. Embedded: a migrated PGlite data directory dumped to a file, loaded by
 * every in-memory server (tests/helpers/server.ts). PostgreSQL: a migrated template database that
 * `create database … template` copies. Servers still run their migrations at start (a no-op then),
 * so a template built from today's migrations is always current.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = performance.now();
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const tag = randomUUID().replace(/-/g, '').slice(0, 8);
    project.provide('testRunTag', tag);
    const name = `swagscout_template_${tag}`;
    await adminQuery(adminUrl, `create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
    try {
      await prepare(pool);
    } finally {
      await pool.end();
    }
    project.provide('pgTemplateDatabase', name);
    log(`migrated template database ${name}`, started);
    return async () => {
      // The run's databases: the workers' shared servers' (a worker ends without closing it) and
      // every other test database, which tests leave to this teardown (tests/helpers/test-database.ts).
      const dropStarted = performance.now();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      let names: string[];
      let free: number;
      try {
        const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [`swagscout_test_${tag}_%`]);
        names = rows.map((row) => row.datname);
        const open = await client.query<{ free: number }>(
          "select current_setting('max_connections')::int - current_setting('superuser_reserved_connections')::int - count(*)::int as free from pg_stat_activity",
        );
        free = open.rows[0]?.free ?? 0;
      } finally {
        await client.end();
      }
      // Side by side: each DROP DATABASE asks for a checkpoint and waits for it, and drops waiting at
      // once share one — all of them at once when the server has the connections (70 drops: 2.2 s
      // at once, 4.5 s 32 at a time).
      await mapLimited(names, Math.max(1, free - CONNECTIONS_SPARED), (dbName) => adminQuery(adminUrl, `drop database if exists ${dbName} with (force)`));
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
      log(`dropped the run's ${names.length} test databases`, dropStarted);
    };
  }

  // Without a dataDir: PGlite names the dump's root after it, and loadDataDir expects the default.
  const lite = await freshPGlite({ extensions: { pg_trgm } });
  const server = new PGLiteSocketServer({ db: lite, host: '127.0.0.1', port: 0, maxConnections: 1 });
  await server.start();
  const { port } = (server as unknown as { server: { address(): AddressInfo } }).server.address();
  const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`, max: 1 });
  let tarball: Blob;
  try {
    await prepare(pool);
  } finally {
    await pool.end();
    await server.stop();
  }
  try {
    tarball = await lite.dumpDataDir('none');
  } finally {
    await lite.close();
  }
  const file = join(tmpdir(), `swagscout-pglite-template-${process.pid}-${randomUUID().slice(0, 8)}.tar`);
  await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  log(`migrated PGlite template ${file}`, started);
  return () => rm(file, { force: true });
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function log(what: string, started: number) {
  if (process.env.TEST_LOG_LEVEL) console.log(`${what} in ${Math.round(performance.now() - started)} ms`);
}
