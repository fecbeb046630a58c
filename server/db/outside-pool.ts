import pg from 'pg';

/**
 * A pool-shaped object for a library that holds one connection for LISTEN: `query` is the pool's,
 * but `connect` opens a connection of its own outside the pool, with an `error` listener, and
 * `release` ends it. A LISTEN connection the library loses track of after a failover (Agenda's
 * channel keeps no hold on one whose LISTEN failed) then neither fills a pool slot for good nor
 * keeps `pool.end()` waiting at shutdown.
 */
export function connectionsOutsidePool(pool: pg.Pool, onError: (err: Error) => void): pg.Pool {
  const facade = Object.create(pool) as pg.Pool;
  facade.query = pool.query.bind(pool) as pg.Pool['query'];
  facade.connect = (async () => {
    const client = new pg.Client({ ...pool.options, connectionTimeoutMillis: 10_000 });
    client.on('error', onError);
    try {
      await client.connect();
    } catch (err) {
      client.end().catch(() => undefined);
      throw err;
    }
    (client as unknown as { release: () => void }).release = () => void client.end().catch(() => undefined);
    return client;
  }) as unknown as pg.Pool['connect'];
  return facade;
}
