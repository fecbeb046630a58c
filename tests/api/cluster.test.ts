import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/app.js';
import { publishNow } from '../../server/events/outbox.js';
import type { EventEnvelope } from '../../contracts/events.js';
import { createTestDatabase, startTestServer, type TestDatabase } from '../helpers/server.js';
import { ApiClient, signUp } from '../helpers/client.js';
import { connectSocket, type TestSocket } from '../helpers/socket.js';
import { memberOf } from '../helpers/team.js';

const isJobFailed = (e: EventEnvelope): e is EventEnvelope<'job.failed'> => e.type === 'job.failed';

/**
 * Cluster mode: two web nodes and two workers on one PostgreSQL database. Events cross processes
 * through the Socket.IO PostgreSQL adapter (web → web) and the PostgreSQL emitter (worker → web).
 * Needs a real PostgreSQL server, so it runs only when DATABASE_URL is set (CI does that).
 */
describe.skipIf(!process.env.DATABASE_URL)('cluster: ROLE=web ×2 + ROLE=worker ×2 on one PostgreSQL', () => {
  let db: TestDatabase;
  let webA: RunningServer;
  let webB: RunningServer;
  let worker: RunningServer;
  let worker2: RunningServer;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    // Started together, as a deployment would: schema creation must not race.
    [webA, webB, worker, worker2] = await Promise.all([
      startTestServer({ databaseUrl: db.url, role: 'web' }),
      startTestServer({ databaseUrl: db.url, role: 'web' }),
      startTestServer({ databaseUrl: db.url, role: 'worker' }),
      startTestServer({ databaseUrl: db.url, role: 'worker' }),
    ]);
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await Promise.all([webA, webB, worker, worker2].map((s) => s?.close()));
    await db?.drop();
  });

  const socketOn = async (server: RunningServer, cookie: string) => {
    const s = await connectSocket(server.url, cookie);
    sockets.push(s);
    return s;
  };

  it('runs each role as configured', async () => {
    expect(worker.url).toBe('');
    for (const web of [webA, webB]) {
      const ready = await new ApiClient(web.url).get('/readyz');
      expect(ready.body).toEqual({ status: 'ready', role: 'web', database: 'postgres' });
    }
  });

  it('a session from node A works on node B (shared secret, shared database)', async () => {
    const { client } = await signUp(webA.url, 'Roaming');
    const onB = new ApiClient(webB.url);
    onB.setCookie('ss_access', client.cookie('ss_access')!);
    expect((await onB.get('/api/auth/me')).status).toBe(200);
  });

  it('an event published by a request to A reaches a socket connected to B, and only the right user', async () => {
    const alice = await signUp(webA.url, 'Alice Cluster');
    const bob = await signUp(webA.url, 'Bob Cluster');
    const aliceOnB = await socketOn(webB, alice.client.cookieHeader);
    const aliceOnA = await socketOn(webA, alice.client.cookieHeader);
    const bobOnB = await socketOn(webB, bob.client.cookieHeader);

    const saved = await alice.client.put('/api/profile', { fullName: 'Alice Cluster', title: 'Across nodes' });
    expect(saved.status).toBe(200);
    const [onB, onA] = await Promise.all([
      aliceOnB.waitFor((e) => e.type === 'profile.updated', 15_000),
      aliceOnA.waitFor((e) => e.type === 'profile.updated', 15_000),
    ]);
    expect(onB).toEqual(onA);
    expect((onB as EventEnvelope<'profile.updated'>).payload.profile).toEqual(saved.body.profile);

    // Bob's socket on B gets Bob's own event but never saw Alice's.
    await bob.client.put('/api/profile', { fullName: 'Bob Cluster', title: 'Mine' });
    await bobOnB.waitFor((e) => e.type === 'profile.updated', 15_000);
    expect(JSON.stringify(bobOnB.events)).not.toContain('Alice');

    // A tab on B that missed events resumes from the shared outbox.
    const resumed = await aliceOnB.resume(0);
    expect(resumed.events.map((e) => e.id)).toContain(onB.id);
  });

  it('an event published by the worker reaches a socket connected to A', async () => {
    const carol = await signUp(webB.url, 'Carol Cluster');
    const carolOnA = await socketOn(webA, carol.client.cookieHeader);
    await publishNow(worker.app, {
      type: 'job.failed',
      userId: carol.user.id,
      payload: { jobId: 'job-from-worker', name: 'company.enrich', message: 'The provider is unreachable', subjectId: 'company-1' },
    });
    const event = (await carolOnA.waitFor((e) => e.type === 'job.failed', 15_000)) as EventEnvelope<'job.failed'>;
    expect(event.payload).toEqual({ jobId: 'job-from-worker', name: 'company.enrich', message: 'The provider is unreachable', subjectId: 'company-1' });
    expect(event.id).toBeGreaterThan(0);

    // Larger than a NOTIFY payload may be (8000 bytes): it travels through the attachments table.
    const long = 'x'.repeat(12_000);
    await publishNow(worker.app, { type: 'job.failed', userId: carol.user.id, payload: { jobId: 'big', name: 'big.payload', message: long, subjectId: null } });
    const big = (await carolOnA.waitFor((e) => isJobFailed(e) && e.payload.jobId === 'big', 15_000)) as EventEnvelope<'job.failed'>;
    expect(big.payload.message).toBe(long);

    // Several in a row arrive in outbox order.
    for (let i = 0; i < 10; i++)
      await publishNow(worker.app, { type: 'job.failed', userId: carol.user.id, payload: { jobId: `seq-${i}`, name: 'seq', message: String(i), subjectId: null } });
    await carolOnA.waitFor((e) => isJobFailed(e) && e.payload.jobId === 'seq-9', 15_000);
    const seq = carolOnA.events.filter(isJobFailed).filter((e) => e.payload.name === 'seq');
    expect(seq.map((e) => e.payload.jobId)).toEqual(Array.from({ length: 10 }, (_, i) => `seq-${i}`));
    expect(seq.map((e) => e.id)).toEqual([...seq.map((e) => e.id)].sort((a, b) => a - b));
  });

  /** Resolves once a worker has finished the job (fails the test after 20 s). */
  const finished = async (id: string) => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const { rows } = await worker.app.database.pool.query<{ n: number }>(
        `select count(*)::int as n from agenda_jobs where id::text = $1 and last_finished_at is null`,
        [id],
      );
      if (rows[0].n === 0) return;
      if (Date.now() > deadline) throw new Error('no worker ran the job');
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  it('a job scheduled through a web node wakes the workers at once and runs on one', async () => {
    // A web node never listens, and used to wake nobody: the job waited for a worker's next poll (up to 2 s).
    const listener = new pg.Client({ connectionString: db.url });
    await listener.connect();
    const woken: string[] = [];
    listener.on('notification', (n) => woken.push(String(JSON.parse(n.payload ?? '{}').jobId)));
    try {
      await listener.query('LISTEN "agenda:jobs"');
      const id = await webA.app.jobs.schedule('maintenance.cleanup', {});
      await finished(id);
      await expect.poll(() => woken, { timeout: 5_000 }).toContain(id);
    } finally {
      await listener.end();
    }
  });

  it('a job one worker finishes is not announced to the other processes as Agenda job states', async () => {
    // Agenda re-emitted another process's job states as its own 'start'/'complete' with no Job in
    // them: the other worker's handlers threw on the next tick (an uncaught exception ends a worker).
    const listener = new pg.Client({ connectionString: db.url });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (n) => heard.push(n.channel));
    try {
      await listener.query('LISTEN "agenda:jobs:state"');
      for (let i = 0; i < 3; i++) await finished(await webB.app.jobs.schedule('maintenance.cleanup', {}));
      await new Promise((r) => setTimeout(r, 300));
      expect(heard).toEqual([]);
      const { rows } = await worker.app.database.pool.query<{ by: string }>(`select distinct last_modified_by as by from agenda_jobs where name = 'maintenance.cleanup'`);
      // Each process has its own name, so a job's row says which one ran it (two containers may both be PID 1).
      const names = [worker, worker2].map((w) => w.jobs.agenda.attrs.name);
      expect(new Set(names).size).toBe(2);
      for (const row of rows) expect(names).toContain(row.by);
    } finally {
      await listener.end();
    }
  });

  it('issue 12 item 7: signing out on A closes that session\'s socket on B within a second, and B refuses the cookie', async () => {
    const { client } = await signUp(webA.url, 'Cluster Logout');
    const oldAccess = client.cookie('ss_access')!;
    const onB = new ApiClient(webB.url);
    onB.setCookie('ss_access', oldAccess);
    expect((await onB.get('/api/auth/me')).status).toBe(200); // B now caches the session as live
    const tab = await socketOn(webB, client.cookieHeader);
    const closed = new Promise<number>((resolve) => tab.socket.once('disconnect', () => resolve(Date.now())));
    const started = Date.now();
    expect((await client.post('/api/auth/logout')).status).toBe(204);
    expect((await closed) - started).toBeLessThan(1000);
    expect(tab.events.some((e) => e.type === 'session.expired')).toBe(true);
    // B's short session cache lapses within 5 s.
    await new Promise((r) => setTimeout(r, 5_100));
    expect((await onB.get('/api/auth/me')).status).toBe(401);
  });
  it('presence across nodes: teammates on A and on B see each other on one company, and a tab closing on B leaves A\'s list', async () => {
    const owner = await signUp(webA.url, 'Ann Across');
    const rep = await memberOf(webA, owner.user.workspaceId, 'member', 'Bo Across');
    const created = await owner.client.post('/api/companies', { name: 'Across Co', domain: 'across-nodes.example' });
    expect(created.status).toBe(201);
    const subject = { type: 'company', id: created.body.company.id as string };
    const listed = (names: string) => (e: EventEnvelope) =>
      e.type === 'presence.changed' && (e as EventEnvelope<'presence.changed'>).payload.viewers.map((v) => v.fullName).join() === names;
    const ownerOnA = await socketOn(webA, owner.client.cookieHeader);
    const repOnB = await socketOn(webB, rep.client.cookieHeader);
    expect(await ownerOnA.socket.timeout(10_000).emitWithAck('presence:view', subject)).toEqual({ ok: true });
    await ownerOnA.waitFor(listed('Ann Across'), 15_000);
    expect(await repOnB.socket.timeout(10_000).emitWithAck('presence:view', subject)).toEqual({ ok: true });
    // B counted A's socket through the adapter, and A heard B's list.
    await repOnB.waitFor(listed('Ann Across,Bo Across'), 15_000);
    await ownerOnA.waitFor(listed('Ann Across,Bo Across'), 15_000);
    const before = ownerOnA.events.length;
    repOnB.close();
    await ownerOnA.waitFor((e) => ownerOnA.events.indexOf(e) >= before && listed('Ann Across')(e), 15_000);
  });
});
