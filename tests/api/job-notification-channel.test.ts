import { createServer } from 'node:net';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { PostgresNotificationChannel } from '@agendajs/postgres-backend';
import { BackingOffNotificationChannel } from '../../jobs/notification-channel.js';

/** The production waits (250 ms doubling) scaled down: the same back-off in a test that takes a second. */
const RETRY = { firstMs: 100, maxMs: 2_000 };

/**
 * The job workers' LISTEN connection, while the database is away: the channel as shipped asked
 * again every 100 ms however long the outage lasted; ours waits longer each time and never gives up.
 */

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A port nothing listens on: every connection is refused at once, as when PostgreSQL is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

/** A pool whose connections go to `port` while `down()` says so, else to `url`; counts the attempts. */
function countingPool(port: number, url = 'postgres://127.0.0.1/none', down = () => true) {
  const pool = new pg.Pool({ connectionString: url });
  const downPool = new pg.Pool({ host: '127.0.0.1', port, user: 'x', database: 'x', connectionTimeoutMillis: 1_000 });
  const attempts: number[] = [];
  const started = Date.now();
  const connect = () => {
    attempts.push(Date.now() - started);
    return down() ? downPool.connect() : pool.connect();
  };
  const facade = Object.create(pool) as pg.Pool;
  facade.connect = connect as unknown as pg.Pool['connect'];
  return { pool: facade, attempts, end: () => Promise.all([pool.end(), downPool.end()]) };
}

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0)) await fn();
});

describe('the job notification channel while the database is away', () => {
  it('waits longer after each refused attempt and never gives up', async () => {
    const port = await closedPort();
    const ours = countingPool(port);
    const shipped = countingPool(port);
    const channel = new BackingOffNotificationChannel(ours.pool, RETRY);
    const stock = new PostgresNotificationChannel();
    stock.setPool(shipped.pool);
    const states: string[] = [];
    for (const c of [channel, stock]) c.on('error', () => undefined);
    channel.on('stateChange', (s: string) => states.push(s));
    cleanups.push(async () => {
      await Promise.all([channel.disconnect(), stock.disconnect()]);
      await Promise.all([ours.end(), shipped.end()]);
    });

    await Promise.all([channel.connect().catch(() => undefined), stock.connect().catch(() => undefined)]);
    await sleep(1_100);
    // As shipped: a new attempt every ~100 ms whatever its settings (each attempt resets the back-off).
    // If this fails, the library backs off by itself now and jobs/notification-channel.ts can go.
    expect(shipped.attempts.length).toBeGreaterThan(6);
    // Ours: at 0, 100, 300 and 700 ms — each wait at least double the one before.
    expect(ours.attempts.length).toBeGreaterThanOrEqual(3);
    expect(ours.attempts.length).toBeLessThanOrEqual(5);
    const gaps = ours.attempts.slice(1).map((t, i) => t - ours.attempts[i]!);
    for (const [i, gap] of gaps.entries()) expect(gap).toBeGreaterThanOrEqual(RETRY.firstMs * 2 ** i - 5);
    // Still trying, not given up ('error' is where the shipped channel ends after 10 attempts).
    expect(channel.state).toBe('reconnecting');
    expect(states).not.toContain('error');
  });

  it.skipIf(!process.env.DATABASE_URL)('listens again once the database is back, and starts the back-off afresh at the next loss', async () => {
    let down = true;
    const counted = countingPool(await closedPort(), process.env.DATABASE_URL, () => down);
    const channel = new BackingOffNotificationChannel(counted.pool, RETRY);
    channel.on('error', () => undefined);
    cleanups.push(async () => {
      await channel.disconnect();
      await counted.end();
    });
    await channel.connect().catch(() => undefined);
    await sleep(350); // attempts at 0, 100 and 300 ms: the next wait is 400 ms
    down = false;
    const deadline = Date.now() + 5_000;
    while (channel.state !== 'connected' && Date.now() < deadline) await sleep(20);
    expect(channel.state).toBe('connected');
    const beforeLoss = counted.attempts.length;
    // The connection is lost: the first retry comes after the first wait again, not the last one.
    down = true;
    (channel as unknown as { handleConnectionLoss(): void }).handleConnectionLoss();
    await sleep(RETRY.firstMs + 120);
    expect(counted.attempts.length).toBe(beforeLoss + 1);
  });
});
