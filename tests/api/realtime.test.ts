import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { RunningServer } from '../../server/app.js';
import { createTokenSigner } from '../../server/auth/tokens.js';
import { domainEvents } from '../../server/db/schema/index.js';
import { inTransaction, publishNow, type EventRecorder, type Tx } from '../../server/events/outbox.js';
import { sharedTestServer } from '../helpers/server.js';
import { sessionIdOf, signUp } from '../helpers/client.js';
import { connectSocket, type TestSocket } from '../helpers/socket.js';
import type { EventEnvelope } from '../../contracts/events.js';

let server: RunningServer;
const open: TestSocket[] = [];
beforeAll(async () => {
  server = await sharedTestServer();
});
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});

async function socketFor(cookieHeader: string): Promise<TestSocket> {
  const s = await connectSocket(server.url, cookieHeader);
  open.push(s);
  return s;
}

const isProfileUpdate = (title?: string) => (e: EventEnvelope) =>
  e.type === 'profile.updated' && (title === undefined || (e as EventEnvelope<'profile.updated'>).payload.profile.title === title);

const countEvents = async () => {
  const [row] = await server.app.db.select({ n: sql<number>`count(*)::int` }).from(domainEvents);
  return Number(row.n);
};

describe('realtime gateway', () => {
  it('refuses a socket without a valid session', async () => {
    const signedUp = await signUp(server.url);
    const user = { ...signedUp.user, sessionId: sessionIdOf(signedUp.client) };
    const foreign = await createTokenSigner('not-the-server-secret-not-the-server-secret').signAccess(user);
    const expired = await server.app.tokens.signAccess(user, -5);
    for (const cookie of ['', 'ss_access=', 'ss_access=garbage', `ss_access=${foreign}`, `ss_access=${expired}`, 'ss_refresh=whatever']) {
      await expect(connectSocket(server.url, cookie), cookie).rejects.toThrow('unauthorized');
    }
  });

  it("delivers profile.updated to both of the user's sockets and not to another workspace", async () => {
    const alice = await signUp(server.url, 'Alice');
    const bob = await signUp(server.url, 'Bob');
    expect(bob.user.workspaceId).not.toBe(alice.user.workspaceId);
    const tab1 = await socketFor(alice.client.cookieHeader);
    const tab2 = await socketFor(alice.client.cookieHeader);
    const bobTab = await socketFor(bob.client.cookieHeader);

    const saved = await alice.client.put('/api/profile', { fullName: 'Alice Updated', title: 'Buyer' });
    expect(saved.status).toBe(200);
    const [e1, e2] = await Promise.all([tab1.waitFor(isProfileUpdate('Buyer')), tab2.waitFor(isProfileUpdate('Buyer'))]);
    for (const e of [e1, e2]) {
      expect(e).toEqual({ id: expect.any(Number), type: 'profile.updated', payload: { profile: saved.body.profile }, at: expect.any(String) });
    }
    expect(e1.id).toBe(e2.id);

    // Bob's own change reaches Bob; Alice's never did (events to one socket arrive in order).
    await bob.client.put('/api/profile', { fullName: 'Bob', title: 'Bob title' });
    await bobTab.waitFor(isProfileUpdate('Bob title'));
    expect(bobTab.events.filter((e) => e.type === 'profile.updated')).toHaveLength(1);
    expect(JSON.stringify(bobTab.events)).not.toContain('Alice');
    // …and Alice's tabs did not get Bob's.
    await alice.client.put('/api/profile', { fullName: 'Alice Updated', title: 'Second' });
    await tab1.waitFor(isProfileUpdate('Second'));
    expect(JSON.stringify(tab1.events)).not.toContain('Bob');
  });

  it('replays exactly the missed events, in order, on resume', async () => {
    const alice = await signUp(server.url, 'Resumer');
    const other = await signUp(server.url, 'Noise');
    const first = await socketFor(alice.client.cookieHeader);
    await alice.client.put('/api/profile', { fullName: 'Resumer', title: 'seen' });
    const seen = await first.waitFor(isProfileUpdate('seen'));
    expect((await first.resume(-1)).head).toBe(seen.id);
    first.close();

    for (const title of ['one', 'two', 'three']) {
      expect((await alice.client.put('/api/profile', { fullName: 'Resumer', title })).status).toBe(200);
      await other.client.put('/api/profile', { fullName: 'Noise', title: `noise ${title}` });
    }

    const again = await socketFor(alice.client.cookieHeader);
    const ack = await again.resume(seen.id);
    expect(ack.more).toBe(false);
    expect(ack.events.map((e) => e.type)).toEqual(['profile.updated', 'profile.updated', 'profile.updated']);
    expect(ack.events.map((e) => (e as EventEnvelope<'profile.updated'>).payload.profile.title)).toEqual(['one', 'two', 'three']);
    const ids = ack.events.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids[0]).toBeGreaterThan(seen.id);
    // Matches the outbox exactly.
    const rows = await server.app.db
      .select({ id: domainEvents.id })
      .from(domainEvents)
      .where(sql`${domainEvents.userId} = ${alice.user.id} and ${domainEvents.id} > ${seen.id}`)
      .orderBy(domainEvents.id);
    expect(rows.map((r) => r.id)).toEqual(ids);
    // Resuming from the newest id returns nothing; from 0 returns everything this user may see.
    expect((await again.resume(ids[2])).events).toEqual([]);
    expect((await again.resume(0)).events.map((e) => e.id)).toEqual([seen.id, ...ids]);
    // Nonsense is answered with nothing, not an error.
    for (const bad of ['abc' as unknown as number, -5, 1.5]) expect((await again.resume(bad)).events).toEqual([]);
  });

  // Only a server with real concurrent transactions can commit out of order (PGlite runs one at a time).
  it.skipIf(!process.env.DATABASE_URL)('numbers events in commit order, so a tab resuming after a newer event still gets a later commit', async () => {
    const alice = await signUp(server.url, 'Late');
    const failed = (name: string) => ({ type: 'job.failed' as const, userId: alice.user.id, payload: { jobId: name, name, message: name, subjectId: null } });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const inside = new Promise<void>((resolve) => (started = resolve));
    // A slow change publishes first and commits last…
    const slow = inTransaction(server.app, async (_tx, publish) => {
      await publish(failed('slow'));
      started();
      await gate;
    });
    await inside;
    // …while a quick one commits and is delivered in between; the tab then drops.
    const tab = await socketFor(alice.client.cookieHeader);
    await publishNow(server.app, failed('quick'));
    const quick = await tab.waitFor((e) => e.type === 'job.failed' && (e as EventEnvelope<'job.failed'>).payload.name === 'quick');
    tab.close();
    release();
    await slow;

    const again = await socketFor(alice.client.cookieHeader);
    const ack = await again.resume(quick.id);
    expect(ack.events.map((e) => (e as EventEnvelope<'job.failed'>).payload.name)).toEqual(['slow']);
    expect(ack.events[0].id).toBeGreaterThan(quick.id);
  });

  it('writes the outbox row in the same transaction as the change', async () => {
    const alice = await signUp(server.url, 'Outbox');
    const tab = await socketFor(alice.client.cookieHeader);
    const before = await countEvents();

    // A refused change writes no event.
    expect((await alice.client.put('/api/profile', { fullName: '', title: '' })).status).toBe(400);
    expect(await countEvents()).toBe(before);

    // A change that fails after publishing rolls its event back with it, and nothing is sent.
    await expect(
      inTransaction(server.app, async (tx, publish) => {
        await publish({ type: 'job.failed', userId: alice.user.id, payload: { jobId: 'x', name: 'rolled.back', message: 'never', subjectId: null } });
        throw new Error('boom after publish');
      }),
    ).rejects.toThrow('boom after publish');
    expect(await countEvents()).toBe(before);

    // A committed change writes exactly one row, and the socket gets that row's id.
    await alice.client.put('/api/profile', { fullName: 'Outbox', title: 'Committed' });
    const event = await tab.waitFor(isProfileUpdate('Committed'));
    expect(await countEvents()).toBe(before + 1);
    const [row] = await server.app.db.select().from(domainEvents).where(eq(domainEvents.id, event.id));
    expect(row).toMatchObject({ type: 'profile.updated', userId: alice.user.id, actorId: alice.user.id });
    expect(tab.events.some((e) => e.type === 'job.failed')).toBe(false);
  });

  it('has the recorder read before the outbox lock and write under it, and sends its events after the ones they came from', async () => {
    const alice = await signUp(server.url, 'Recorder');
    const tab = await socketFor(alice.client.cookieHeader);
    const failed = (name: string) => ({ type: 'job.failed' as const, userId: alice.user.id, payload: { jobId: name, name, message: name, subjectId: null } });
    // Whether this transaction holds the outbox's advisory lock (a bigint key: its low 32 bits are the objid).
    const holdsLock = async (tx: Tx) =>
      Number((await tx.execute(sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = ${0x5357_4147} and granted and pid = pg_backend_pid()`)).rows[0].n) > 0;
    const calls: string[] = [];
    const recorder: EventRecorder = async (tx, events) => {
      calls.push(`read ${events.map((e) => e.type).join()}, locked: ${await holdsLock(tx)}`);
      return async (locked) => {
        calls.push(`write, locked: ${await holdsLock(locked)}`);
        return [failed('follow-up')];
      };
    };
    await inTransaction({ ...server.app, recorder }, (_tx, publish) => publish(failed('change')));
    expect(calls).toEqual(['read job.failed, locked: false', 'write, locked: true']);
    const named = (name: string) => (e: EventEnvelope) => e.type === 'job.failed' && (e as EventEnvelope<'job.failed'>).payload.name === name;
    const followUp = await tab.waitFor(named('follow-up'));
    const change = tab.events.find(named('change'))!;
    expect(change.id).toBeLessThan(followUp.id);
    expect(tab.events.indexOf(change)).toBeLessThan(tab.events.indexOf(followUp));
  });

  it('tells a socket its session expired and disconnects it', async () => {
    const { user, client } = await signUp(server.url, 'Short Session');
    // Expires within 1–2 s (a JWT's exp is in whole seconds).
    const token = await server.app.tokens.signAccess({ ...user, sessionId: sessionIdOf(client) }, 2);
    const tab = await socketFor(`ss_access=${token}`);
    const disconnected = new Promise<string>((resolve) => tab.socket.once('disconnect', (reason) => resolve(reason)));
    const notice = await tab.waitFor((e) => e.type === 'session.expired', 5000);
    expect(notice.payload).toEqual({ reason: 'Your session has expired' });
    expect(await disconnected).toBe('io server disconnect');
    expect(tab.socket.connected).toBe(false);
  });
});
