// docs/product.md#teams: presence — teammates viewing the same record see each other, live, from
// the sockets' rooms (nothing stored), and see who is editing it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventEnvelope } from '../../contracts/events.js';
import type { PresenceAck, PresenceSubject, PresenceViewer } from '../../contracts/presence.js';
import type { Profile } from '../../contracts/profile.js';
import type { RunningServer } from '../../server/app.js';
import { domainEvents } from '../../server/db/schema/index.js';
import { PRESENCE_LIMIT } from '../../server/realtime/presence.js';
import { sharedTestServer } from '../helpers/server.js';
import { signUp, type ApiClient } from '../helpers/client.js';
import { connectSocket, type TestSocket } from '../helpers/socket.js';
import { memberOf } from '../helpers/team.js';

let server: RunningServer;
let owner: Awaited<ReturnType<typeof signUp>>;
let workspaceId: string;
const open: TestSocket[] = [];

beforeAll(async () => {
  server = await sharedTestServer();
  owner = await signUp(server.url, 'Olive Owner');
  workspaceId = owner.user.workspaceId;
}, 120_000);

afterAll(async () => {
  for (const s of open) s.close();
});

const tab = async (client: ApiClient) => {
  const s = await connectSocket(server.url, client.cookieHeader);
  open.push(s);
  return s;
};
const send = (s: TestSocket, name: string, payload?: unknown) =>
  s.socket.timeout(10_000).emitWithAck(name, payload) as Promise<PresenceAck>;

const newCompany = async (client: ApiClient) => {
  const tag = randomUUID().slice(0, 8);
  const res = await client.post('/api/companies', { name: `Presence ${tag}`, domain: `presence-${tag}.com` });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { type: 'company', id: res.body.company.id as string } satisfies PresenceSubject;
};

type Changed = EventEnvelope<'presence.changed'>;
const isPresence = (subject: PresenceSubject, pred: (viewers: PresenceViewer[]) => boolean) => (e: EventEnvelope) =>
  e.type === 'presence.changed' &&
  (e as Changed).payload.subject.id === subject.id &&
  (e as Changed).payload.subject.type === subject.type &&
  pred((e as Changed).payload.viewers);
/** The newest list this socket has for the subject. */
const latest = (s: TestSocket, subject: PresenceSubject) =>
  (s.events.filter(isPresence(subject, () => true)).at(-1) as Changed | undefined)?.payload.viewers;
const names = (viewers: PresenceViewer[] | undefined) => viewers?.map((v) => v.fullName);

describe('presence', () => {
  it('a teammate viewing the same company appears once however many tabs they have, with their editing flag', async () => {
    const rep = await memberOf(server, workspaceId, 'member', 'Alex Rep');
    const company = await newCompany(owner.client);
    const ownerTab = await tab(owner.client);
    expect(await send(ownerTab, 'presence:view', company)).toEqual({ ok: true });
    await ownerTab.waitFor(isPresence(company, (v) => names(v)?.join() === 'Olive Owner'));

    const repTabs = [await tab(rep.client), await tab(rep.client), await tab(rep.client)];
    for (const t of repTabs) expect(await send(t, 'presence:view', company)).toEqual({ ok: true });
    await ownerTab.waitFor(isPresence(company, (v) => names(v)?.join() === 'Alex Rep,Olive Owner'));
    // Three tabs, one person; every viewer gets the list, the rep's tabs too.
    await repTabs[2].waitFor(isPresence(company, (v) => v.length === 2));
    expect(latest(ownerTab, company)).toEqual([
      { userId: rep.user.id, fullName: 'Alex Rep', editing: false },
      { userId: owner.user.id, fullName: 'Olive Owner', editing: false },
    ]);

    // One tab edits: the person is editing until that tab stops (another tab's "not editing" does not clear it).
    expect(await send(repTabs[1], 'presence:editing', { ...company, editing: true })).toEqual({ ok: true });
    await ownerTab.waitFor(isPresence(company, (v) => v.some((x) => x.userId === rep.user.id && x.editing)));
    expect(await send(repTabs[0], 'presence:editing', { ...company, editing: false })).toEqual({ ok: true });
    expect(await send(repTabs[1], 'presence:editing', { ...company, editing: false })).toEqual({ ok: true });
    await ownerTab.waitFor(isPresence(company, (v) => v.length === 2 && v.every((x) => !x.editing)));

    // Leaving and closing: the rep is listed while any of their tabs is still there.
    expect(await send(repTabs[0], 'presence:leave', company)).toEqual({ ok: true });
    repTabs[1].close();
    const countBefore = ownerTab.events.length;
    repTabs[2].close();
    await ownerTab.waitFor((e) => ownerTab.events.indexOf(e) >= countBefore && isPresence(company, (v) => names(v)?.join() === 'Olive Owner')(e));
    // Never stored, so never replayed.
    const stored = await server.app.db.select({ type: domainEvents.type }).from(domainEvents);
    expect(stored.map((r) => r.type)).not.toContain('presence.changed');
  });

  it('moving to another record leaves the first; viewers of a proposal and a presentation are told too', async () => {
    const rep = await memberOf(server, workspaceId, 'member', 'Moving Rep');
    const proposal = { type: 'proposal', id: (await owner.client.post('/api/proposals', { title: 'Gala' })).body.proposal.id as string } satisfies PresenceSubject;
    const deck = { type: 'presentation', id: (await owner.client.post('/api/presentations', { title: 'Deck' })).body.presentation.id as string } satisfies PresenceSubject;
    const ownerTab = await tab(owner.client);
    const ownerDeckTab = await tab(owner.client);
    await send(ownerTab, 'presence:view', proposal);
    await send(ownerDeckTab, 'presence:view', deck);
    const repTab = await tab(rep.client);
    expect(await send(repTab, 'presence:view', { ...proposal, editing: true })).toEqual({ ok: true });
    await ownerTab.waitFor(isPresence(proposal, (v) => v.some((x) => x.fullName === 'Moving Rep' && x.editing)));

    expect(await send(repTab, 'presence:view', deck)).toEqual({ ok: true });
    await ownerTab.waitFor(isPresence(proposal, (v) => names(v)?.join() === 'Olive Owner'));
    await ownerDeckTab.waitFor(isPresence(deck, (v) => names(v)?.join() === 'Moving Rep,Olive Owner' && v.every((x) => !x.editing)));
    // A leave naming another record (a page closing after the next one opened) changes nothing.
    expect(await send(repTab, 'presence:leave', proposal)).toEqual({ ok: true });
    expect(await send(repTab, 'presence:editing', { ...deck, editing: true })).toEqual({ ok: true });
    await ownerDeckTab.waitFor(isPresence(deck, (v) => v.some((x) => x.fullName === 'Moving Rep' && x.editing)));
  });

  it('a person of another workspace gets nothing for this workspace’s record, and bad messages are refused', async () => {
    const company = await newCompany(owner.client);
    const ownerTab = await tab(owner.client);
    await send(ownerTab, 'presence:view', company);
    await ownerTab.waitFor(isPresence(company, (v) => v.length === 1));

    const stranger = await signUp(server.url, 'Sly Stranger');
    const strangerTab = await tab(stranger.client);
    expect(await send(strangerTab, 'presence:view', company)).toEqual({ error: { code: 'not_found', message: 'Record not found' } });
    expect(await send(strangerTab, 'presence:editing', { ...company, editing: true })).toMatchObject({ error: { code: 'not_found' } });

    const bad = [
      undefined,
      'company',
      { type: 'company' },
      { type: 'contact', id: company.id },
      { type: 'company', id: 'not-a-uuid' },
      { type: 'company', id: company.id, extra: 1 },
      { type: 'company', id: company.id, editing: 'yes' },
    ];
    for (const payload of bad) expect(await send(ownerTab, 'presence:view', payload)).toMatchObject({ error: { code: 'validation_failed' } });
    expect(await send(ownerTab, 'presence:editing', { ...company })).toMatchObject({ error: { code: 'validation_failed' } });
    expect(await send(ownerTab, 'presence:leave', { type: 'company', id: 7 })).toMatchObject({ error: { code: 'validation_failed' } });
    // Without an ack, nothing breaks either; and the owner's own view still stands.
    ownerTab.socket.emit('presence:view', { type: 'proposal' });

    // The barrier: a teammate's view reaches the owner, and nothing of the stranger came before it.
    const rep = await memberOf(server, workspaceId, 'member', 'Barrier Rep');
    await send(await tab(rep.client), 'presence:view', company);
    await ownerTab.waitFor(isPresence(company, (v) => v.length === 2));
    expect(ownerTab.events.filter((e) => e.type === 'presence.changed').flatMap((e) => (e as Changed).payload.viewers.map((v) => v.fullName))).not.toContain(
      'Sly Stranger',
    );
    expect(strangerTab.events.filter((e) => e.type === 'presence.changed')).toEqual([]);
  });

  it('lists people by their name as it is when they view', async () => {
    const rep = await memberOf(server, workspaceId, 'member', 'Old Name');
    const company = await newCompany(owner.client);
    const repTab = await tab(rep.client);
    await send(repTab, 'presence:view', company);
    await repTab.waitFor(isPresence(company, (v) => names(v)?.join() === 'Old Name'));
    const { id: _id, avatarUrl: _avatar, updatedAt: _at, ...fields } = (await rep.client.get('/api/profile')).body.profile as Profile;
    const renamed = await rep.client.put('/api/profile', { ...fields, fullName: 'New Name', title: 'Rep' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const later = await tab(rep.client);
    await send(later, 'presence:view', company);
    await later.waitFor(isPresence(company, (v) => names(v)?.includes('New Name') === true));
  });

  it('a tab flooding presence messages is refused past its allowance (each costs a query and a recount)', async () => {
    const company = await newCompany(owner.client);
    const flooder = await tab(owner.client);
    const answers = await Promise.all(
      Array.from({ length: PRESENCE_LIMIT.messages + 5 }, (_, i) => send(flooder, 'presence:editing', { ...company, editing: i % 2 === 0 })),
    );
    expect(answers.filter((a) => 'error' in a && a.error.code === 'rate_limited')).toHaveLength(5);
    expect(answers.slice(PRESENCE_LIMIT.messages)).toEqual(Array(5).fill({ error: { code: 'rate_limited', message: 'Too many presence updates: wait a few seconds' } }));
  });

  it('a viewer (read-only role) is listed but cannot mark themselves editing', async () => {
    const company = await newCompany(owner.client);
    const viewer = await memberOf(server, workspaceId, 'viewer', 'Vera Viewer');
    const viewerTab = await tab(viewer.client);
    expect(await send(viewerTab, 'presence:view', company)).toEqual({ ok: true });
    expect(await send(viewerTab, 'presence:editing', { ...company, editing: true })).toMatchObject({ error: { code: 'forbidden' } });
    expect(await send(viewerTab, 'presence:view', { ...company, editing: true })).toMatchObject({ error: { code: 'forbidden' } });
  });

  it('a member removed from the workspace disappears from the list at once', async () => {
    const rep = await memberOf(server, workspaceId, 'member', 'Removed Rep');
    const company = await newCompany(owner.client);
    const ownerTab = await tab(owner.client);
    await send(ownerTab, 'presence:view', company);
    const repTab = await tab(rep.client);
    await send(repTab, 'presence:view', company);
    await ownerTab.waitFor(isPresence(company, (v) => v.length === 2));
    const countBefore = ownerTab.events.length;
    expect((await owner.client.delete(`/api/workspace/members/${rep.user.id}?reassignTo=${owner.user.id}`)).status).toBe(204);
    await ownerTab.waitFor((e) => ownerTab.events.indexOf(e) >= countBefore && isPresence(company, (v) => names(v)?.join() === 'Olive Owner')(e), 2000);
  });

  it('switching workspace takes the person off the old workspace’s record', async () => {
    const rep = await memberOf(server, workspaceId, 'member', 'Switching Rep');
    const company = await newCompany(owner.client);
    const ownerTab = await tab(owner.client);
    await send(ownerTab, 'presence:view', company);
    const repTab = await tab(rep.client);
    await send(repTab, 'presence:view', company);
    await ownerTab.waitFor(isPresence(company, (v) => v.length === 2));
    // The rep's own first workspace (made at registration).
    const own = ((await rep.client.get('/api/workspaces')).body.workspaces as { id: string }[]).find((w) => w.id !== workspaceId)!;
    const countBefore = ownerTab.events.length;
    expect((await rep.client.post(`/api/workspaces/${own.id}/switch`, {})).status).toBe(200);
    await repTab.waitFor((e) => e.type === 'session.switched');
    await ownerTab.waitFor((e) => ownerTab.events.indexOf(e) >= countBefore && isPresence(company, (v) => names(v)?.join() === 'Olive Owner')(e));
  });
});
