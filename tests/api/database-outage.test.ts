import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/app.js';
import type { EventEnvelope } from '../../contracts/events.js';
import { createTestDatabase, startTestServer, type TestDatabase } from '../helpers/server.js';
import { ApiClient, signUp } from '../helpers/client.js';
import { connectSocket, type TestSocket } from '../helpers/socket.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs `sql` on the PostgreSQL server of DATABASE_URL, from its own database (not the server's). */
async function asAdmin<R extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<R[]> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    return (await admin.query<R>(sql, params)).rows;
  } finally {
    await admin.end();
  }
}

/** Ends every connection to the server's database: what a failover does to the app. */
async function terminateBackends(dbName: string): Promise<number> {
  const rows = await asAdmin<{ ended: boolean }>('select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [dbName]);
  return rows.filter((r) => r.ended).length;
}

/** Polls /readyz until it answers `status` (or fails the test after `timeoutMs`). */
async function readinessBecomes(client: ApiClient, status: number, timeoutMs: number): Promise<{ status: number; body: unknown }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await client.get('/readyz');
    if (res.status === status) return res;
    if (Date.now() > deadline) throw new Error(`/readyz still answers ${res.status} ${JSON.stringify(res.body)}`);
    await sleep(20);
  }
}

/**
 * Server mode loses its PostgreSQL connections (a failover, a restart, an operator ending backends):
 * each process stays up, says it is not ready until its LISTEN connections are back, answers writes
 * it cannot make with a clean 503, and loses nothing it acknowledged — rows, or events on the tabs
 * of this node and of another web node (which hears of them through LISTEN/NOTIFY).
 * Needs a real PostgreSQL server, so it runs only when DATABASE_URL is set (CI does that).
 */
describe.skipIf(!process.env.DATABASE_URL)('a lost PostgreSQL connection (server mode)', () => {
  let db: TestDatabase;
  let server: RunningServer;
  let other: RunningServer;
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    db = await createTestDatabase();
    server = await startTestServer({ databaseUrl: db.url });
    other = await startTestServer({ databaseUrl: db.url, role: 'web' });
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await Promise.all([server, other].map((s) => s?.close()));
    await db?.drop();
  });

  it('survives its backends being terminated, reports not-ready meanwhile, and loses no write or event', async () => {
    const dbName = new URL(db.url).pathname.slice(1);
    const probe = new ApiClient(server.url);
    await readinessBecomes(probe, 200, 15_000);
    await readinessBecomes(new ApiClient(other.url), 200, 15_000);
    const { client } = await signUp(server.url, 'Outage Owner');
    // Tabs on both nodes, resuming after a reconnection as the UI does.
    const here = await connectSocket(server.url, client.cookieHeader, { resumeOnReconnect: true });
    const there = await connectSocket(other.url, client.cookieHeader, { resumeOnReconnect: true });
    sockets.push(here, there);

    const created = (e: EventEnvelope) => e.type === 'company.created';
    const companyOf = (e: EventEnvelope) => (e as EventEnvelope<'company.created'>).payload.company.id;
    const before = await client.post('/api/companies', { name: 'Before Co', domain: 'before.example' });
    expect(before.status).toBe(201);
    const beforeEvent = await here.waitFor((e) => created(e) && companyOf(e) === before.body.company.id);
    await there.waitFor((e) => created(e) && companyOf(e) === before.body.company.id, 15_000);

    // A client creating companies one after another the whole time: each write either succeeds or
    // is refused with a clean 503 (Retry-After) and retried; nothing else is acceptable.
    const acknowledged: string[] = [before.body.company.id as string];
    const refusals: Array<{ status: number; code?: string; retryAfter: string | null }> = [];
    let writing = true;
    const writer = (async () => {
      for (let n = 0; writing; n++) {
        for (;;) {
          const res = await client.post('/api/companies', { name: `Outage Co ${n}`, domain: `outage-${n}.example` });
          if (res.status === 201) {
            acknowledged.push(res.body.company.id as string);
            break;
          }
          refusals.push({ status: res.status, code: res.body?.error?.code, retryAfter: res.headers.get('retry-after') });
          if (res.status !== 503) return;
          await sleep(50);
        }
      }
    })();

    // The outage, three times over (the issue saw the process die 3 times out of 3); the last time
    // the database also refuses new connections for two seconds, as during a restart.
    for (let round = 0; round < 3; round++) {
      await sleep(300);
      const restart = round === 2;
      if (restart) await asAdmin(`alter database ${dbName} allow_connections false`);
      try {
        expect(await terminateBackends(dbName)).toBeGreaterThan(0);
        const notReady = await readinessBecomes(probe, 503, 5_000);
        expect(notReady.body).toMatchObject({ status: 'unavailable' });
        if (restart) await sleep(2_000);
      } finally {
        if (restart) await asAdmin(`alter database ${dbName} allow_connections true`);
      }
      const ready = await readinessBecomes(probe, 200, 30_000);
      expect(ready.body).toEqual({ status: 'ready', role: 'all', database: 'postgres' });
    }
    expect(refusals.length).toBeGreaterThan(0); // the writer did meet the outage
    // Writes go on after the recovery.
    const countAfterRecovery = acknowledged.length;
    while (acknowledged.length < countAfterRecovery + 5 && refusals.every((r) => r.status === 503)) await sleep(20);
    writing = false;
    await writer;

    expect(refusals.filter((r) => r.status !== 503 || r.code !== 'unavailable' || r.retryAfter === null)).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(5);
    const ready = await readinessBecomes(new ApiClient(other.url), 200, 30_000);
    expect(ready.body).toEqual({ status: 'ready', role: 'web', database: 'postgres' });

    // Every acknowledged write is stored…
    for (const id of acknowledged) expect((await client.get(`/api/companies/${id}`)).status, id).toBe(200);

    // …and its event reached the tabs on both nodes (live, or on resuming after a reconnection)…
    const last = acknowledged[acknowledged.length - 1];
    // (After three outages a node's listener and a tab's resume may take longer than 15 s with the rest of the suite
    // on both cores: one CI run of four on a slow machine timed out here. A lost event still fails: it never comes.)
    const AFTER_OUTAGE_MS = 30_000;
    for (const [name, tab] of [['this node', here], ['the other node', there]] as const) {
      await tab.waitFor((e) => created(e) && companyOf(e) === last, AFTER_OUTAGE_MS);
      const seen = tab.events.filter(created).map(companyOf);
      expect(acknowledged.filter((id) => !seen.includes(id)), `missed on ${name}`).toEqual([]);
    }

    // …and a tab that comes back after the outage gets all of them from the outbox, in order.
    const late = await connectSocket(other.url, client.cookieHeader);
    sockets.push(late);
    const replay: EventEnvelope[] = [];
    let from = beforeEvent.id;
    for (;;) {
      const ack = await late.resume(from);
      replay.push(...ack.events);
      if (!ack.more || ack.events.length === 0) break;
      from = ack.events[ack.events.length - 1].id;
    }
    const ids = replay.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(replay.filter(created).map(companyOf)).toEqual(expect.arrayContaining(acknowledged.slice(1)));

    // Both nodes listen again: a new write reaches the other node's tab live.
    const again = await client.post('/api/companies', { name: 'After Co', domain: 'after.example' });
    expect(again.status).toBe(201);
    await Promise.all([here, there].map((tab) => tab.waitFor((e) => created(e) && companyOf(e) === again.body.company.id, AFTER_OUTAGE_MS)));
  });
});
