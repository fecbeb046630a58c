// docs/product.md#deals: a pipeline company is a deal — an amount typed or taken from its latest
// sent or approved proposal, an expected close date, a probability per stage (a workspace setting),
// Won and Lost (with a reason from the workspace's list), a stale flag; the kanban's sums; a
// client's approval offers the owner "Mark as won" and never moves the deal by itself.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyListResponse, companyResponse, pipelineSummaryResponse, type Company } from '../../contracts/companies.js';
import { dealSettingsResponse } from '../../contracts/deals.js';
import { FORBIDDEN_MESSAGES } from '../../contracts/permissions.js';
import { proposalResponse } from '../../contracts/proposals.js';
import { catalogueSearchResponse } from '../../contracts/catalogue.js';
import { taskListResponse } from '../../contracts/tasks.js';
import type { RunningServer } from '../../server/app.js';
import { startTestServer } from '../helpers/server.js';
import { ApiClient, signUp } from '../helpers/client.js';
import { connectSocket, type TestSocket } from '../helpers/socket.js';
import { fieldErrors } from '../helpers/field-errors.js';
import { memberOf } from '../helpers/team.js';
import { firstColourOf } from '../helpers/orders.js';

// The business clock: Wednesday 17 June 2026, noon UTC. Rows the database stamps itself (activity
// history) carry the machine's time, later than this; tests that need old activity age it by hand.
const NOW = new Date('2026-06-17T12:00:00.000Z');
const DAY = 86_400_000;

let server: RunningServer;
let owner: Awaited<ReturnType<typeof signUp>>;
let workspaceId: string;
let ownerTab: TestSocket;
let productId: string;
/** Its colour on the lines: an approval waits for a colour left to the client. */
let productColour: string | null;

beforeAll(async () => {
  server = await startTestServer({ clockStartsAt: NOW, seedCatalogueSize: 20, authRatePerIp: 1_000_000 });
  await server.seeded;
  owner = await signUp(server.url, 'Tess Owner');
  workspaceId = owner.user.workspaceId;
  ownerTab = await connectSocket(server.url, owner.client.cookieHeader);
  productId = catalogueSearchResponse.parse((await owner.client.get('/api/catalogue/search?maxRecs=1')).body).products[0]!.id;
  productColour = await firstColourOf(owner.client, productId);
}, 60_000);

afterAll(async () => {
  ownerTab?.close();
  await server?.close();
});

const addCompany = async (client: ApiClient, name: string) => {
  const res = await client.post('/api/companies', { name, domain: `${name.toLowerCase().replace(/\W+/g, '-')}-${randomUUID().slice(0, 6)}.example` });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return companyResponse.parse(res.body).company;
};
const patch = async (client: ApiClient, id: string, body: Record<string, unknown>) => client.patch(`/api/companies/${id}`, body);
const edit = async (client: ApiClient, id: string, body: Record<string, unknown>): Promise<Company> => {
  const res = await patch(client, id, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return companyResponse.parse(res.body).company;
};
const get = async (client: ApiClient, id: string): Promise<Company> => companyResponse.parse({ company: (await client.get(`/api/companies/${id}`)).body.company }).company;
const summary = async (client: ApiClient, query = '') => pipelineSummaryResponse.parse((await client.get(`/api/companies/summary${query}`)).body);
/** A proposal of one line for `companyId`, shared (Sent); its grand total. */
async function sentProposal(client: ApiClient, companyId: string, title: string) {
  const created = await client.post('/api/proposals', { title, companyId, lines: [{ productId, tiers: [100], color: productColour }] });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const proposal = proposalResponse.parse(created.body).proposal;
  const share = await client.post(`/api/proposals/${proposal.id}/share`, {});
  expect(share.status).toBe(201);
  return { id: proposal.id, token: share.body.token as string, totalCents: proposal.totals.grandTotalCents, costCents: proposal.totals.costCents };
}
const approveAll = (token: string) => new ApiClient(server.url).post(`/api/public/proposals/${token}/actions`, { kind: 'approve', name: 'Dana Buyer', email: 'dana@client.example' });

describe('a deal’s amount, close date and probability', () => {
  it('takes the latest sent proposal’s total until the rep types one, and goes back to it when cleared', async () => {
    const acme = await addCompany(owner.client, 'Amount Acme');
    expect(acme.deal).toMatchObject({ amountCents: null, amountSource: null, weightedCents: null, probability: 10 });

    const draft = await owner.client.post('/api/proposals', { title: 'Draft kit', companyId: acme.id, lines: [{ productId, tiers: [100] }] });
    expect((await get(owner.client, acme.id)).deal.amountCents).toBeNull(); // a draft is no offer yet

    const sent = await sentProposal(owner.client, acme.id, 'Onboarding kit');
    expect(sent.totalCents).toBeGreaterThan(0);
    const fromProposal = await get(owner.client, acme.id);
    expect(fromProposal.deal).toMatchObject({ amountCents: sent.totalCents, amountSource: 'proposal', amountProposal: { id: sent.id, title: 'Onboarding kit', status: 'sent' } });
    expect(fromProposal.deal.weightedCents).toBe(Math.round((sent.totalCents * 10) / 100));
    expect(draft.status).toBe(201);

    const typed = await edit(owner.client, acme.id, { amountCents: 215_000, closeDate: '2026-07-15' });
    expect(typed.deal).toMatchObject({ amountCents: 215_000, amountSource: 'typed', amountProposal: null, closeDate: '2026-07-15', weightedCents: 21_500 });
    const cleared = await edit(owner.client, acme.id, { amountCents: null });
    expect(cleared.deal).toMatchObject({ amountCents: sent.totalCents, amountSource: 'proposal' });

    const timeline = (await owner.client.get(`/api/companies/${acme.id}/timeline`)).body.items.map((i: { text: string }) => i.text);
    expect(timeline).toEqual(expect.arrayContaining(['Amount set to $2,150.00, expected close set to Jul 15, 2026', 'Amount back to the proposal’s total']));
  });

  it('refuses amounts that are not whole, non-negative cents and dates that are not days', async () => {
    const acme = await addCompany(owner.client, 'Bad Input Co');
    for (const amountCents of [-1, 12.5, '100', 1e12]) expect((await patch(owner.client, acme.id, { amountCents })).status).toBe(400);
    const date = await patch(owner.client, acme.id, { closeDate: '2026-02-30' });
    expect(fieldErrors(date.body)).toEqual({ closeDate: 'Use a date like 2026-03-31' });
    expect((await get(owner.client, acme.id)).deal.amountCents).toBeNull();
  });

  it('sums each column’s amounts and weighs them by the workspace’s probabilities', async () => {
    const ws = await signUp(server.url, 'Sum Owner');
    const [a, b, c] = [await addCompany(ws.client, 'Sum A'), await addCompany(ws.client, 'Sum B'), await addCompany(ws.client, 'Sum C')];
    await edit(ws.client, a.id, { amountCents: 100_000 });
    await edit(ws.client, b.id, { amountCents: 50_005 });
    await edit(ws.client, b.id, { stage: 'Proposal' });
    await edit(ws.client, c.id, { amountCents: 30_000 });
    await edit(ws.client, c.id, { stage: 'Won' });
    const sums = (await summary(ws.client)).sums;
    // Test Customer (the sample company) is a Lead without an amount.
    expect(sums.Lead).toEqual({ amountCents: 100_000, weightedCents: 10_000 });
    expect(sums.Proposal).toEqual({ amountCents: 50_005, weightedCents: 30_003 }); // 60% of $500.05, to the cent
    expect(sums.Won).toEqual({ amountCents: 30_000, weightedCents: 30_000 });

    const settings = dealSettingsResponse.parse((await ws.client.get('/api/settings/deals')).body).settings;
    const saved = await ws.client.put('/api/settings/deals', { ...settings, probabilities: { ...settings.probabilities, Lead: 25 } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await summary(ws.client)).sums.Lead).toEqual({ amountCents: 100_000, weightedCents: 25_000 });
    expect((await get(ws.client, a.id)).deal).toMatchObject({ probability: 25, weightedCents: 25_000 });
  });

  it('sorts by amount or close date and filters by amount and close date, a page at a time', async () => {
    const ws = await signUp(server.url, 'Sort Owner');
    const amounts = [5_000, 90_000, 12_000, 40_000, null];
    const made: Company[] = [];
    for (const [i, amountCents] of amounts.entries()) {
      const c = await addCompany(ws.client, `Sort ${i}`);
      made.push(await edit(ws.client, c.id, { amountCents, closeDate: `2026-0${7 + (i % 3)}-1${i}` }));
    }
    const page = async (query: string) => companyListResponse.parse((await ws.client.get(`/api/companies?${query}`)).body);
    const seen: (number | null)[] = [];
    let cursor: string | null = null;
    do {
      const p = await page(`sort=amount&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      seen.push(...p.items.map((c) => c.deal.amountCents));
      cursor = p.nextCursor;
    } while (cursor);
    expect(seen).toEqual([90_000, 40_000, 12_000, 5_000, null, null]); // the sample company has none either
    expect((await page('minAmountCents=12000')).items.map((c) => c.deal.amountCents).sort()).toEqual([12_000, 40_000, 90_000]);
    const byClose = (await page('sort=closeDate&closeFrom=2026-08-01&closeTo=2026-09-30')).items.map((c) => c.deal.closeDate);
    expect(byClose).toEqual(['2026-08-11', '2026-08-14', '2026-09-12']);
    expect((await ws.client.get('/api/companies?sort=size')).status).toBe(400);
  });
});

describe('Won and Lost', () => {
  it('needs a reason from the workspace’s list to lose a deal, and keeps it with the move', async () => {
    const acme = await addCompany(owner.client, 'Lost Co');
    const none = await patch(owner.client, acme.id, { stage: 'Lost' });
    expect(fieldErrors(none.body)).toEqual({ lostReason: 'Choose why the deal was lost' });
    const unknown = await patch(owner.client, acme.id, { stage: 'Lost', lostReason: 'Astrology' });
    expect(unknown.status).toBe(400);
    expect(fieldErrors(unknown.body).lostReason).toMatch(/^Choose one of the workspace's lost reasons: Price, Timing/);
    const stray = await patch(owner.client, acme.id, { stage: 'Won', lostReason: 'Price' });
    expect(stray.status).toBe(400);
    expect((await get(owner.client, acme.id)).stage).toBe('Lead');

    const lost = await edit(owner.client, acme.id, { stage: 'Lost', lostReason: 'price', lostNote: 'Went with the cheaper pens' });
    expect(lost.stage).toBe('Lost');
    expect(lost.deal.closedAt).toMatch(/^2026-06-17T12:/);
    expect(lost.deal).toMatchObject({ lostReason: 'Price', lostNote: 'Went with the cheaper pens', stale: null, probability: 0 });
    const heard = await ownerTab.waitFor((e) => e.type === 'company.updated' && (e.payload as { company: Company }).company.id === acme.id && (e.payload as { company: Company }).company.stage === 'Lost');
    expect((heard.payload as { change: unknown }).change).toEqual({ kind: 'stage', from: 'Lead', to: 'Lost', reason: 'Price', note: 'Went with the cheaper pens' });
    const timeline = (await owner.client.get(`/api/companies/${acme.id}/timeline`)).body.items.map((i: { text: string }) => i.text);
    expect(timeline[0]).toBe('Stage changed from Lead to Lost — Price: Went with the cheaper pens');

    // Still lost, another reason and note (the edit dialog sends the stage with them).
    const relabelled = await edit(owner.client, acme.id, { stage: 'Lost', lostReason: 'Timing', lostNote: 'Budget moved to Q3' });
    expect(relabelled.deal).toMatchObject({ lostReason: 'Timing', lostNote: 'Budget moved to Q3' });
    expect((await patch(owner.client, acme.id, { stage: 'Lost', lostReason: 'Astrology' })).status).toBe(400);
    const reopened = await edit(owner.client, acme.id, { stage: 'Qualified' });
    expect(reopened.deal).toMatchObject({ closedAt: null, lostReason: null, lostNote: null });
  });

  it('offers the owner "Mark as won" when the client approves the whole proposal, and never moves the deal itself', async () => {
    const acme = await addCompany(owner.client, 'Approving Co');
    await edit(owner.client, acme.id, { stage: 'Proposal' });
    const sent = await sentProposal(owner.client, acme.id, 'Gala kit');
    const approved = await approveAll(sent.token);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);

    const offer = await ownerTab.waitFor((e) => e.type === 'deal.won_offered' && (e.payload as { companyId: string }).companyId === acme.id);
    expect(offer.payload).toEqual({ companyId: acme.id, companyName: 'Approving Co', ownerId: owner.user.id, proposalId: sent.id, proposalTitle: 'Gala kit', amountCents: sent.totalCents });
    const still = await get(owner.client, acme.id);
    expect(still.stage).toBe('Proposal');
    expect(still.deal).toMatchObject({ amountCents: sent.totalCents, amountSource: 'proposal', amountProposal: { status: 'approved' } });
    const tasks = taskListResponse.parse((await owner.client.get(`/api/tasks?companyId=${acme.id}`)).body).items;
    const markWon = tasks.find((t) => t.source === 'deal');
    expect(markWon).toMatchObject({ title: 'Mark Approving Co as won', status: 'open', ownerId: owner.user.id });

    const won = await edit(owner.client, acme.id, { stage: 'Won' });
    expect(won.deal.closedAt).toMatch(/^2026-06-17T12:/);
    expect(won.deal).toMatchObject({ probability: 100, weightedCents: sent.totalCents, stale: null });
    const after = taskListResponse.parse((await owner.client.get(`/api/tasks?companyId=${acme.id}&status=done`)).body).items;
    expect(after.find((t) => t.id === markWon!.id)?.status).toBe('done');
  });

  it('offers nothing for a deal already closed', async () => {
    const acme = await addCompany(owner.client, 'Closed Approver');
    const sent = await sentProposal(owner.client, acme.id, 'Late kit');
    await edit(owner.client, acme.id, { stage: 'Lost', lostReason: 'Timing' });
    const before = ownerTab.events.length;
    expect((await approveAll(sent.token)).status).toBe(200);
    await ownerTab.waitFor((e) => e.type === 'proposal.client_action' && (e.payload as { proposal: { id: string } }).proposal.id === sent.id);
    expect(ownerTab.events.slice(before).some((e) => e.type === 'deal.won_offered')).toBe(false);
    expect((await get(owner.client, acme.id)).stage).toBe('Lost');
  });
});

describe('the stale rule', () => {
  it('flags an open deal with no activity for the set days, or with no open task, and the filter agrees', async () => {
    const ws = await signUp(server.url, 'Stale Owner');
    const quiet = await addCompany(ws.client, 'Quiet Co');
    const busy = await addCompany(ws.client, 'Busy Co');
    const taskless = await addCompany(ws.client, 'Taskless Co');
    const won = await addCompany(ws.client, 'Won Co');
    for (const c of [quiet, busy]) expect((await ws.client.post('/api/tasks', { title: `Call ${c.name}`, dueAt: '2026-06-20', companyId: c.id })).status).toBe(201);
    await edit(ws.client, won.id, { stage: 'Won' });
    // Quiet Co: nothing has happened for 20 days.
    const old = new Date(NOW.getTime() - 20 * DAY);
    await server.app.db.execute(sql`update companies set created_at = ${old} where id = ${quiet.id}`);
    await server.app.db.execute(sql`update activities set created_at = ${old} where subject_id = ${quiet.id}`);
    // Busy Co was added long ago but something happened two days ago.
    await server.app.db.execute(sql`update companies set created_at = ${old} where id = ${busy.id}`);
    await server.app.db.execute(sql`update activities set created_at = ${new Date(NOW.getTime() - 2 * DAY)} where subject_id = ${busy.id}`);

    expect((await get(ws.client, quiet.id)).deal.stale).toBe('no_activity');
    expect((await get(ws.client, busy.id)).deal.stale).toBeNull();
    expect((await get(ws.client, taskless.id)).deal.stale).toBe('no_task');
    expect((await get(ws.client, won.id)).deal.stale).toBeNull();
    const staleNames = companyListResponse.parse((await ws.client.get('/api/companies?stale=true')).body).items.map((c) => c.name);
    expect(staleNames.sort()).toEqual(['Quiet Co', 'Taskless Co', 'Test Customer']);
    expect((await summary(ws.client, '?stale=true')).total).toBe(3); // the table's totals, under the same filter

    // Twenty-five days before it counts: Quiet Co is no longer idle (it has an open task).
    const settings = dealSettingsResponse.parse((await ws.client.get('/api/settings/deals')).body).settings;
    expect((await ws.client.put('/api/settings/deals', { ...settings, staleDays: 25 })).status).toBe(200);
    expect((await get(ws.client, quiet.id)).deal.stale).toBeNull();
    const names = companyListResponse.parse((await ws.client.get('/api/companies?stale=true')).body).items.map((c) => c.name);
    expect(names.sort()).toEqual(['Taskless Co', 'Test Customer']);
  });
});

describe('deal settings and who may change deals', () => {
  it('lets owners and admins change the settings, members and viewers read them; viewers change no deal', async () => {
    const admin = await memberOf(server, workspaceId, 'admin');
    const member = await memberOf(server, workspaceId, 'member');
    const viewer = await memberOf(server, workspaceId, 'viewer');
    const current = dealSettingsResponse.parse((await viewer.client.get('/api/settings/deals')).body).settings;
    expect(current.lostReasons).toContain('Price');
    for (const who of [member, viewer]) {
      const res = await who.client.put('/api/settings/deals', current);
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe(FORBIDDEN_MESSAGES['workspace.settings']);
    }
    expect((await admin.client.put('/api/settings/deals', { ...current, lostReasons: [...current.lostReasons, 'Artwork issues'] })).status).toBe(200);
    const bad = await admin.client.put('/api/settings/deals', { ...current, probabilities: { ...current.probabilities, Lead: 140 }, lostReasons: ['Price', 'price'], staleDays: 0 });
    expect(fieldErrors(bad.body)).toEqual({ 'probabilities.Lead': 'Probability must be between 0 and 100', lostReasons: 'Each reason once', staleDays: 'At least 1 day' });

    const acme = await addCompany(member.client, 'Member Deal');
    expect((await patch(member.client, acme.id, { amountCents: 5_000 })).status).toBe(200);
    const refused = await patch(viewer.client, acme.id, { amountCents: 1 });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(FORBIDDEN_MESSAGES['records.write']);
    expect((await get(viewer.client, acme.id)).deal.amountCents).toBe(5_000);
  });

  it('keeps each workspace’s deals and settings to itself', async () => {
    const other = await signUp(server.url, 'Other Owner');
    const mine = await addCompany(owner.client, 'Private Deal');
    expect((await patch(other.client, mine.id, { amountCents: 1 })).status).toBe(404);
    expect((await patch(other.client, mine.id, { stage: 'Lost', lostReason: 'Price' })).status).toBe(404);
    const theirs = dealSettingsResponse.parse((await other.client.get('/api/settings/deals')).body).settings;
    expect(theirs.lostReasons).not.toContain('Artwork issues');
    expect((await summary(other.client)).sums.Lead.amountCents).toBe(0);
  });
});
