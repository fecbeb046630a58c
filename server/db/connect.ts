import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import * as schema from './schema/index.js';
import { ensurePrivateDir, restrictTree } from './private-files.js';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction of that database (what Db['transaction'] hands its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  pool: pg.Pool;
  db: Db;
  /** The connection string other components can use (embedded: the Unix socket directory, %-encoded). */
  url: string;
  embedded: boolean;
  close(): Promise<void>;
};

/** PGlite runs one transaction at a time; the socket server multiplexes this many clients. */
const EMBEDDED_CONNECTIONS = 8;

// Return bigint counts and numerics as JS numbers where they fit (ids of domain_events, counts).
pg.types.setTypeParser(20, (v) => Number(v));

/**
 * PGlite is one PostgreSQL session shared by every socket connection, so a *named* prepared
 * statement made on one connection collides with the same name on another. Embedded pools
 * send every statement unnamed (libraries such as rate-limiter-flexible name theirs).
 */
class Pool extends pg.Pool {
  // pg's overloads are many; forward them untyped after dropping the statement name.
  query(...args: unknown[]): never {
    const [config] = args;
    if (config && typeof config === 'object' && 'name' in config) {
      const { name: _name, ...unnamed } = config as { name?: string };
      args[0] = unnamed;
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

/** Extended-query messages that leave the backend mid-batch (the batch ends at Sync). */
const MID_BATCH = new Set(['P', 'B', 'D', 'E', 'C', 'H'].map((c) => c.charCodeAt(0)));
/** Of those, the ones whose answers can wait for the rest of the batch (Flush asks for them now). */
const ANSWER_LATER = new Set(['P', 'B', 'D', 'E', 'C'].map((c) => c.charCodeAt(0)));

/**
 * pglite-socket interleaves its connections one protocol message at a time, keeping a connection
 * to itself only inside a transaction block. node-postgres sends every parameterised query as
 * Parse/Bind/Describe/Execute/Sync on the unnamed statement and portal, so two connections' batches
 * interleaved on the single backend clobber each other ("bind message supplies 4 parameters, but
 * prepared statement requires 5", "portal does not exist", or another query's rows). Its queue
 * treats `isInTransaction()` as "serve only the last connection", so report true from the first
 * message of a batch until its Sync.
 *
 * It also writes every piece of every answer to the socket as it comes (a write and a wake-up of
 * the client per piece: ParseComplete, BindComplete, the row description, rows, CommandComplete,
 * ReadyForQuery). A batch's answers are held here and written once, at its Sync or Flush — what
 * a PostgreSQL server does too (its output is buffered until the client must wait).
 */
function keepExtendedQueriesTogether(server: PGLiteSocketServer, lite: PGlite) {
  const queue = (server as unknown as { queryQueue?: { db: PGlite } }).queryQueue;
  if (!queue) throw new Error('pglite-socket changed: no queryQueue to guard');
  let midBatch = false;
  // The answers held for the connection whose batch is under way (the queue serves only it until Sync).
  let held: Uint8Array[] = [];
  const hold = (chunk: Uint8Array) => {
    // A copy: the chunk may be a view of PGlite's memory, reused by its next answer.
    held.push(chunk.slice());
  };
  queue.db = new Proxy(lite, {
    get(target, prop) {
      if (prop === 'isInTransaction') return () => midBatch || target.isInTransaction();
      if (prop === 'execProtocolRawStream')
        return async (message: Uint8Array, opts: NonNullable<Parameters<PGlite['execProtocolRawStream']>[1]>) => {
          const deliver = opts.onRawData;
          const later = ANSWER_LATER.has(message[0]!);
          try {
            return await target.execProtocolRawStream(message, { ...opts, onRawData: hold });
          } finally {
            midBatch = MID_BATCH.has(message[0]!);
            if (!later && held.length > 0) {
              const answer = held.length === 1 ? held[0]! : Buffer.concat(held);
              held = [];
              deliver(answer);
            }
          }
        };
      if (prop === 'exec')
        // Used by the queue to roll back after a client vanished mid-transaction or mid-batch.
        return async (...args: Parameters<PGlite['exec']>) => {
          held = [];
          try {
            return await target.exec(...args);
          } finally {
            midBatch = false;
          }
        };
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Names the socket file (`.s.PGSQL.5432`, as pg expects); no TCP port is opened. */
const SOCKET_PORT = 5432;
/** sun_path holds 108 bytes on Linux, 104 on macOS. */
const MAX_SOCKET_PATH = 100;

/**
 * Where the embedded database's Unix socket lives: `DATA_DIR/run` (0700) — or, for an in-memory
 * database or a DATA_DIR too deep for a socket path, a fresh 0700 temporary directory.
 */
function socketDirectory(opts: { dataDir: string; inMemory?: boolean }): { dir: string; temporary: boolean } {
  if (!opts.inMemory) {
    const dir = join(opts.dataDir, 'run');
    if (join(dir, `.s.PGSQL.${SOCKET_PORT}`).length <= MAX_SOCKET_PATH) {
      ensurePrivateDir(dir);
      return { dir, temporary: false };
    }
  }
  return { dir: mkdtempSync(join(tmpdir(), 'swagscout-db-')), temporary: true };
}

/** Runs `fn` with umask 077 (files it creates are the owner's alone); worker threads cannot set it. */
async function withPrivateUmask<T>(fn: () => Promise<T>): Promise<T> {
  let previous: number | undefined;
  try {
    previous = process.umask(0o077);
  } catch {
    // ERR_WORKER_UNSUPPORTED_OPERATION: the 0700 directories still keep others out.
  }
  try {
    return await fn();
  } finally {
    if (previous !== undefined) process.umask(previous);
  }
}

/**
 * External PostgreSQL via DATABASE_URL, or embedded PGlite served to a pg pool over a Unix socket
 * inside the 0700 DATA_DIR: no TCP listener, so no other local user can reach the database.
 */
/**
 * A connection that breaks while nobody is querying on it (a failover, a restart, an operator ending
 * backends) emits `error`; with no listener that is an uncaught exception and the process exits.
 * pg-pool listens only while a client is idle in the pool, so every client gets a listener of its
 * own for the time it is checked out (a LISTEN connection, a held advisory lock): the holder learns
 * of the loss from its next query, and the pool drops the client when it is released.
 */
function survivesLostConnections(pool: pg.Pool, onLost: (err: Error) => void) {
  pool.on('error', () => undefined); // an idle client: already reported by its own listener below
  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_err, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.on('error', onLost);
    // A holder may never release a client whose connection died: drizzle's transaction sends BEGIN
    // before its try/finally, so a BEGIN that fails leaks the client — a pool slot lost for good
    // and pool.end() waiting forever. The pool takes such a client back itself (and drops it);
    // the holder's own release, if it comes later, does nothing.
    client.once('end', () => {
      if (!checkedOut.has(client)) return;
      const release = client.release.bind(client);
      client.release = () => undefined;
      release(new Error('Connection terminated'));
    });
  });
}

/** How long a request waits for a new connection when the database does not answer (then: 503). */
const CONNECT_TIMEOUT_MS = 10_000;

/** Where the embedded cluster lives in DATA_DIR. */
const clusterDir = (dataDir: string) => join(dataDir, 'pglite');

/** Whether DATA_DIR already holds an embedded cluster (a first start creates it: PGlite's initdb). */
export const embeddedDatabaseExists = (dataDir: string): boolean => existsSync(join(clusterDir(dataDir), 'PG_VERSION'));

export type ConnectOptions = {
  databaseUrl?: string;
  /** The PostgreSQL pool's size (DATABASE_POOL_SIZE); 20 when not said. */
  poolSize?: number;
  dataDir: string;
  inMemory?: boolean;
  onConnectionLost?: (err: Error) => void;
  /**
   * A data directory (a PGlite `dumpDataDir()` tarball, e.g. an already migrated one) that a new
   * embedded cluster — in memory, or on disk where DATA_DIR holds none yet — starts as, instead of
   * running initdb (seconds of CPU). For test runs, which start many servers.
   */
  template?: Blob;
};

export async function connectDatabase(opts: ConnectOptions): Promise<Database> {
  const onLost = opts.onConnectionLost ?? (() => undefined);
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 20, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    survivesLostConnections(pool, onLost);
    return { pool, db: drizzle(pool, { schema }), url: opts.databaseUrl, embedded: false, close: () => pool.end() };
  }
  let dataDir = 'memory://';
  if (!opts.inMemory) {
    ensurePrivateDir(opts.dataDir);
    dataDir = clusterDir(opts.dataDir);
    ensurePrivateDir(dataDir);
  }
  const socket = socketDirectory(opts);
  const socketPath = join(socket.dir, `.s.PGSQL.${SOCKET_PORT}`);
  // A socket file left behind by a killed process would make listen() fail with EADDRINUSE.
  rmSync(socketPath, { force: true });
  const { lite, server } = await withPrivateUmask(async () => {
    // (A template is loaded without a dataDir: PGlite names the tarball's root after the dataDir.)
    const lite = await PGlite.create(
      opts.template && opts.inMemory
        ? { loadDataDir: opts.template, extensions: { pg_trgm } }
        : opts.template && !embeddedDatabaseExists(opts.dataDir)
          ? { dataDir, loadDataDir: opts.template, extensions: { pg_trgm } }
          : { dataDir, extensions: { pg_trgm } },
    );
    const server = new PGLiteSocketServer({ db: lite, path: socketPath, maxConnections: EMBEDDED_CONNECTIONS });
    keepExtendedQueriesTogether(server, lite);
    await server.start();
    return { lite, server };
  });
  chmodSync(socketPath, 0o600);
  if (!opts.inMemory) restrictTree(opts.dataDir);
  const pool = new Pool({ host: socket.dir, port: SOCKET_PORT, user: 'postgres', database: 'postgres', max: EMBEDDED_CONNECTIONS - 2 });
  survivesLostConnections(pool, onLost);
  return {
    pool,
    db: drizzle(pool, { schema }),
    url: `postgres://postgres@${encodeURIComponent(socket.dir)}:${SOCKET_PORT}/postgres`,
    embedded: true,
    async close() {
      await pool.end();
      await server.stop();
      await lite.close();
      if (socket.temporary) rmSync(socket.dir, { recursive: true, force: true });
    },
  };
}
