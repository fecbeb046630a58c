import pg from 'pg';
import type { Logger } from 'pino';

/** Back-off between attempts to reopen a lost LISTEN connection (on top of the adapter's own ~2 s). */
const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;

export type ListenConnection = {
  /** Given to @socket.io/postgres-adapter in place of the pool: `query` is the pool's, `connect` opens the LISTEN connection. */
  pool: pg.Pool;
  /** The adapter is listening: notifications from the other nodes and the workers arrive. */
  listening(): boolean;
  /** Resolves when the adapter listens for the first time (or after `timeoutMs`, still not listening). */
  firstListen(timeoutMs: number): Promise<void>;
  /** Called each time listening resumes after a loss: notifications sent meanwhile were missed. */
  onRestored(fn: () => void): void;
  close(): void;
};

/**
 * The Socket.IO PostgreSQL adapter's LISTEN connection, made safe to lose. The adapter (0.5) takes
 * a client from the pool and never releases it, attaches no `error` listener (a failover was an
 * uncaught exception: the process exited), and when the connection dies during its LISTEN it
 * schedules two reconnections (two live listeners would deliver every message twice). So it gets
 * its own connection outside the pool: errors are logged, at most one connection is alive (a new
 * one ends the previous), and repeated failures back off exponentially up to 30 s.
 */
export function listenConnection(pool: pg.Pool, log: Logger): ListenConnection {
  let current: pg.Client | undefined;
  let isListening = false;
  let everListened = false;
  let failures = 0;
  let closed = false;
  const restoredListeners: Array<() => void> = [];
  const firstListeners: Array<() => void> = [];

  const drop = (client: pg.Client) => {
    client.removeAllListeners('end'); // the adapter must not schedule a reconnection for a client we retire
    client.end().catch(() => undefined);
  };

  const markListening = (client: pg.Client) => {
    if (client !== current || isListening) return;
    isListening = true;
    failures = 0;
    if (everListened) {
      log.info('realtime fan-out is listening again');
      for (const fn of restoredListeners) fn();
    }
    everListened = true;
    for (const fn of firstListeners.splice(0)) fn();
  };

  async function connect(): Promise<pg.Client> {
    if (failures > 0) {
      const wait = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** (failures - 1));
      await new Promise((r) => setTimeout(r, wait * (0.5 + Math.random() / 2)).unref());
    }
    if (closed) throw new Error('closed');
    if (current) drop(current);
    const client = new pg.Client({ ...pool.options, connectionTimeoutMillis: 10_000 });
    current = client;
    isListening = false;
    client.on('error', (err) => {
      if (client !== current) return;
      if (isListening) log.warn({ err }, 'realtime fan-out lost its database connection: reconnecting');
      isListening = false;
    });
    client.on('end', () => {
      if (client !== current) return;
      isListening = false;
      current = undefined;
    });
    try {
      await client.connect();
    } catch (err) {
      failures += 1;
      if (failures === 1 || failures % 10 === 0) log.warn({ err, failures }, 'realtime fan-out cannot reach the database: retrying');
      if (client === current) current = undefined;
      drop(client);
      throw err;
    }
    // The adapter LISTENs right after connecting; listening starts when that succeeds.
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const result = query(...args);
      if (typeof args[0] === 'string' && args[0].startsWith('LISTEN ') && result instanceof Promise)
        result.then(
          () => markListening(client),
          () => {
            // The connection died under it: its 'end' makes the adapter reconnect (backing off).
            failures += 1;
          },
        );
      return result;
    };
    (client as unknown as { release: () => void }).release = () => {
      if (client === current) current = undefined;
      isListening = false;
      drop(client);
    };
    return client;
  }

  const facade = Object.create(pool) as pg.Pool;
  facade.connect = connect as unknown as pg.Pool['connect'];
  facade.query = pool.query.bind(pool) as pg.Pool['query'];

  return {
    pool: facade,
    listening: () => isListening,
    firstListen: (timeoutMs) =>
      everListened
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, timeoutMs);
            timer.unref();
            firstListeners.push(() => (clearTimeout(timer), resolve()));
          }),
    onRestored: (fn) => void restoredListeners.push(fn),
    close() {
      closed = true;
      isListening = false;
      if (current) drop(current);
      current = undefined;
    },
  };
}
