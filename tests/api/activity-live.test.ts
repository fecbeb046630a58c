// docs/product.md#teams: the activity feed is live — every activity row is also an
// `activity.created` event to the whole workspace (as GET /api/activity presents it), and to no
// other workspace; owner changes and clients' approvals are activity like the rest.
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityListResponse, type ActivityItem } from '../../contracts/activity.js';
import { catalogueSearchResponse } from '../../contracts/catalogue.js';
import type { EventEnvelope } from '../../contracts/events.js';
import { shareResponse } from '../../contracts/proposal-sharing.js';
import type { RunningServer } from '../../server/app.js';
import { users, workspaceMembers } from '../../server/db/schema/index.js';
import { sharedCatalogueServer } from '../helpers/server.js';
import { ApiClient, signUp } from '../helpers/client.js';
import { memberOf } from '../helpers/team.js';
import { firstColourOf } from '../helpers/orders.js';
import { connectSocket, expectNoEventBefore, profileBarrier, type TestSocket } from '../helpers/socket.js';

let server: RunningServer;
let owner: Awaited<ReturnType<typeof signUp>>;
let rep: Awaited<ReturnType<typeof memberOf>>;
let stranger: Awaited<ReturnType<typeof signUp>>;
let repTab: TestSocket;
let strangerTab: TestSocket;
let companyId: string;

const isActivity = (e: EventEnvelope): e is EventEnvelope<'activity.created'> => e.type === 'activity.created';
/** The next `activity.created` of this kind on the tab (one received earlier counts). */
const activityOn = async (tab: TestSocket, kind: string): Promise<ActivityItem> =>
  ((await tab.waitFor((e) => isActivity(e) && e.payload.activity.kind === kind)) as EventEnvelope<'activity.created'>).payload.activity;
const feed = async (client: ApiClient, query = '') => {
  const res = await client.get(`/api/activity${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return activityListResponse.parse(res.body).items;
};

beforeAll(async () => {
  server = await sharedCatalogueServer();
  await server.seeded;
  owner = await signUp(server.url, 'Olive Owner');
  rep = await memberOf(server, owner.user.workspaceId, 'member', 'Rita Rep');
  stranger = await signUp(server.url, 'Sam Stranger');
  repTab = await connectSocket(server.url, rep.client.cookieHeader);
  strangerTab = await connectSocket(server.url, stranger.client.cookieHeader);
  const created = await owner.client.post('/api/companies', { name: 'Live Co', domain: 'liveco.example' });
  expect(created.status).toBe(201);
  companyId = created.body.company.id;
}, 120_000);

afterAll(async () => {
  repTab?.close();
  strangerTab?.close();
});

describe('activity.created', () => {
  it("reaches a teammate's socket as the feed presents it, and no other workspace's", async () => {
    const since = strangerTab.events.length;
    expect((await owner.client.patch(`/api/companies/${companyId}`, { stage: 'Qualified' })).status).toBe(200);
    const live = await activityOn(repTab, 'company.stage');
    expect(live).toMatchObject({
      actor: { id: owner.user.id, fullName: 'Olive Owner' },
      subject: { type: 'company', id: companyId, name: 'Live Co' },
      text: 'Stage changed from Lead to Qualified',
    });
    // The same item the feed reads back, id and all.
    expect((await feed(rep.client, '?kind=company.stage'))[0]).toEqual(live);
    expect((await activityOn(repTab, 'company.created')).text).toBe('Added to the pipeline');
    await expectNoEventBefore(strangerTab, isActivity, profileBarrier(stranger.client), { since });
  });

  it('tells an owner change with the new owner’s name, on the feed and the company timeline', async () => {
    expect((await owner.client.patch(`/api/companies/${companyId}`, { ownerId: rep.user.id })).status).toBe(200);
    expect(await activityOn(repTab, 'company.owner')).toMatchObject({ actor: { fullName: 'Olive Owner' }, text: 'Owner changed to Rita Rep' });
    const timeline = await owner.client.get(`/api/companies/${companyId}/timeline`);
    expect(timeline.body.items[0]).toMatchObject({ kind: 'owner', text: 'Owner changed to Rita Rep' });
    // Giving it to the owner it already has is no change.
    const before = (await feed(owner.client)).length;
    expect((await owner.client.patch(`/api/companies/${companyId}`, { ownerId: rep.user.id })).status).toBe(200);
    expect((await feed(owner.client)).length).toBe(before);
  });

  it("tells a client's approval through the link, with no actor, as the proposal family", async () => {
    const products = catalogueSearchResponse.parse((await owner.client.get('/api/catalogue/search?keywords=&maxRecs=2')).body).products;
    const color = await firstColourOf(owner.client, products[0]!.id);
    const created = await owner.client.post('/api/proposals', { title: 'Live Kit', companyId, lines: products.slice(0, 1).map((p) => ({ productId: p.id, tiers: [100], color })) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const proposal = created.body.proposal as { id: string; lines: { id: string }[] };
    expect((await activityOn(repTab, 'company.proposal_created')).text).toBe('Proposal created: Live Kit');
    const { token } = shareResponse.parse((await owner.client.post(`/api/proposals/${proposal.id}/share`, {})).body);
    const approved = await new ApiClient(server.url).post(`/api/public/proposals/${token}/actions`, { name: 'Dana Buyer', email: 'dana@liveco.example', kind: 'approve', lineId: proposal.lines[0].id });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(await activityOn(repTab, 'company.proposal_client_action')).toMatchObject({
      actor: null,
      subject: { type: 'company', id: companyId, name: 'Live Co' },
      text: 'Live Co approved 1 of 1 items — Live Kit',
    });
    expect(new Set((await feed(owner.client, '?kind=proposal')).map((i) => i.kind))).toEqual(new Set(['company.proposal_created', 'company.proposal_client_action']));
    expect((await feed(owner.client, '?kind=company')).some((i) => i.kind.startsWith('company.proposal_'))).toBe(false);
  });

  it('tells a contact added and a message written, about their company', async () => {
    const contact = await owner.client.post('/api/contacts', { firstName: 'Ada', lastName: 'Buyer', companyId, email: 'ada@liveco.example' });
    expect(contact.status).toBe(201);
    expect(await activityOn(repTab, 'contact.added')).toMatchObject({ subject: { type: 'company', id: companyId, name: 'Live Co' }, text: 'Contact added: Ada Buyer' });
    expect((await owner.client.put('/api/branding', { companyName: 'Peak Promo Supply', brandTone: 'formal', primaryColor: '#7E69AB', secondaryColor: '#1EAEDB', servicesOffered: 'Onboarding kits', brandKeywords: 'craft' })).status).toBe(200);
    const written = await owner.client.post('/api/messages/generate', { contactId: contact.body.contact.id, messageType: 'email' });
    expect(written.status, JSON.stringify(written.body)).toBe(202);
    expect(await activityOn(repTab, 'message.requested')).toMatchObject({ actor: { fullName: 'Olive Owner' }, subject: { type: 'company', id: companyId }, text: 'Message written' });

    // A teammate whose sign-in starts in another workspace (their own) writes one here: it is this workspace's news.
    const dee = await memberOf(server, owner.user.workspaceId, 'member', 'Dee Dual');
    const [home] = await server.app.db
      .select({ id: workspaceMembers.workspaceId })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.userId, dee.user.id), ne(workspaceMembers.workspaceId, owner.user.workspaceId)));
    await server.app.db.update(users).set({ workspaceId: home!.id }).where(eq(users.id, dee.user.id));
    expect((await dee.client.post('/api/messages/generate', { contactId: contact.body.contact.id, messageType: 'email' })).status).toBe(202);
    await repTab.waitFor((e) => isActivity(e) && e.payload.activity.kind === 'message.requested' && e.payload.activity.actor?.fullName === 'Dee Dual');
  });

  it('tells the companies a removed member owned handing over to whoever takes them', async () => {
    const cal = await memberOf(server, owner.user.workspaceId, 'member', 'Cal Leaving');
    const theirs = await cal.client.post('/api/companies', { name: 'Cal Co', domain: 'calco.example' });
    expect(theirs.status).toBe(201);
    expect((await owner.client.delete(`/api/workspace/members/${cal.user.id}?reassignTo=${rep.user.id}`)).status).toBe(204);
    const handed = await repTab.waitFor((e) => isActivity(e) && e.payload.activity.kind === 'company.owner' && e.payload.activity.subject.id === theirs.body.company.id);
    expect((handed as EventEnvelope<'activity.created'>).payload.activity).toMatchObject({ actor: { fullName: 'Olive Owner' }, text: 'Owner changed to Rita Rep' });
  });
});
