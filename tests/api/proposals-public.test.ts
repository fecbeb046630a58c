import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { catalogueSearchResponse, type ProductSummary } from '../../contracts/catalogue.js';
import { errorEnvelope } from '../../contracts/errors.js';
import { proposalResponse, type Proposal } from '../../contracts/proposals.js';
import {
  LINK_CLOSED_MESSAGE,
  PUBLIC_PROPOSAL_EVENT,
  PUBLIC_PROPOSALS_NAMESPACE,
  publicProposalResponse,
  shareResponse,
  type PublicProposal,
} from '../../contracts/proposal-sharing.js';
import type { RunningServer } from '../../server/app.js';
import { LINK_ACTIONS_PER_MINUTE } from '../../server/proposals/public/limits.js';
import { sharedCatalogueServer } from '../helpers/server.js';
import { ApiClient, signUp } from '../helpers/client.js';
import { connectSocket, type TestSocket } from '../helpers/socket.js';
import { openLinkSocket } from '../helpers/link-socket.js';
import { firstColourOf } from '../helpers/orders.js';

let server: RunningServer;
let seller: ApiClient;
let other: ApiClient;
let sellerTab: TestSocket;
let products: ProductSummary[];
/** Every body and socket message a client link answered with, searched for secrets at the end. */
const publicAnswers: unknown[] = [];

const client = () => new ApiClient(server.url);
const anonymous = () => client();

async function openLink(token: string) {
  const res = await anonymous().get(`/api/public/proposals/${token}`);
  publicAnswers.push(res.body);
  return res;
}
async function act(token: string, body: Record<string, unknown>) {
  const res = await anonymous().post(`/api/public/proposals/${token}/actions`, { name: 'Dana Buyer', email: 'dana@acme.example', ...body });
  publicAnswers.push(res.body);
  return res;
}

const PROPOSAL_CHANNEL = { namespace: PUBLIC_PROPOSALS_NAMESPACE, event: PUBLIC_PROPOSAL_EVENT, key: 'proposal' };
const linkSocket = (token: string, headers: Record<string, string> = {}) =>
  openLinkSocket<PublicProposal>(server.url, PROPOSAL_CHANNEL, token, { headers, seen: (m) => publicAnswers.push(m) });

const proposalOf = async (id: string) => proposalResponse.parse((await seller.get(`/api/proposals/${id}`)).body).proposal;

let id: string;
let token: string;
let seen: Proposal;

beforeAll(async () => {
  // The worker's server with the catalogue: each test signs up workspaces of its own.
  server = await sharedCatalogueServer();
  await server.seeded;
  seller = (await signUp(server.url, 'Link Seller')).client;
  other = (await signUp(server.url, 'Other Seller')).client;
  sellerTab = await connectSocket(server.url, seller.cookieHeader);
  products = catalogueSearchResponse.parse((await seller.get('/api/catalogue/search?keywords=bag&maxRecs=5')).body).products;
  const company = await seller.post('/api/companies', { name: 'Acme', domain: 'acme.example' });
  // Each line in a colour: an approval waits for a colour left to the client.
  const colours = await Promise.all(products.slice(0, 3).map((p) => firstColourOf(seller, p.id)));
  const created = await seller.post('/api/proposals', {
    title: 'Acme Onboarding Kit',
    companyId: company.body.company.id,
    internalNotes: 'SECRET-NOTE-7731 do not show',
    shippingCents: 2500,
    lines: products.slice(0, 3).map((p, i) => ({ productId: p.id, tiers: [100, 250, 500], color: colours[i], decoration: { method: 'full_color', locations: ['Front'], setupCents: 3000, runCents: 50 } })),
  });
  expect(created.status).toBe(201);
  seen = proposalResponse.parse(created.body).proposal;
  id = seen.id;
}, 60_000);

afterAll(async () => {
  sellerTab?.close();
});

describe('client links', () => {
  it('shares an unguessable link, stored only as its hash, and marks the proposal Sent', async () => {
    const res = await seller.post(`/api/proposals/${id}/share`, {});
    expect(res.status).toBe(201);
    const share = shareResponse.parse(res.body);
    token = share.token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits
    expect(share.url).toMatch(new RegExp(`/p/${token}$`));
    expect(share.expiresAt).toBeNull();
    const stored = await server.app.db.execute<{ token_hash: string }>(sql`select token_hash from proposal_shares where proposal_id = ${id}`);
    expect(stored.rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored.rows)).not.toContain(token);
    expect((await proposalOf(id)).status).toBe('sent');
    expect((await proposalOf(id)).share.active).toBe(true);
  });

  it('shows the client sell prices without an account and tells the seller it was viewed', async () => {
    const res = await openLink(token);
    expect(res.status).toBe(200);
    const { proposal } = publicProposalResponse.parse(res.body);
    const full = await proposalOf(id);
    expect(proposal.title).toBe('Acme Onboarding Kit');
    expect(proposal.clientName).toBe('Acme');
    expect(proposal.rep.name).toBe('Link Seller');
    expect(proposal.lines.map((l) => l.tiers.map((t) => t.unitSellCents))).toEqual(full.lines.map((l) => l.prices.map((p) => p.unitSellCents)));
    expect(proposal.totals.grandTotalCents).toBe(full.totals.grandTotalCents);
    expect(full.status).toBe('viewed');
    await sellerTab.waitFor((e) => e.type === 'proposal.updated' && (e.payload as { proposal: Proposal }).proposal.status === 'viewed');
  });

  it('takes the client\'s choices, comments and approvals, and each reaches the seller live', async () => {
    const [l1, l2, l3] = seen.lines;
    expect((await act(token, { kind: 'choose', lineId: l1.id, tierQty: 250 })).status).toBe(200);
    const e = await sellerTab.waitFor((ev) => ev.type === 'proposal.client_action' && (ev.payload as { action: { kind: string } }).action.kind === 'choose');
    expect((e.payload as { proposal: Proposal }).proposal.lines[0].chosenQty).toBe(250);

    const comment = await act(token, { kind: 'comment', lineId: l2.id, text: 'Can we get navy?' });
    expect(publicProposalResponse.parse(comment.body).proposal.actions.at(-1)).toMatchObject({ kind: 'comment', actorName: 'Dana Buyer', text: 'Can we get navy?' });
    await act(token, { kind: 'approve', lineId: l1.id });
    await act(token, { kind: 'approve', lineId: l3.id });
    await sellerTab.waitFor((ev) => ev.type === 'proposal.client_action' && (ev.payload as { summary: string }).summary === 'Acme approved 2 of 3 items');
    const after = await proposalOf(id);
    expect(after.lines.map((l) => l.status)).toEqual(['approved', 'open', 'approved']);
    // The chosen tier is what the total counts.
    expect(after.totals.subtotalCents).toBe(after.lines[0].prices[1].lineTotalCents + after.lines[1].prices[0].lineTotalCents + after.lines[2].prices[0].lineTotalCents);
    expect(after.actions.map((a) => a.kind)).toEqual(['choose', 'comment', 'approve', 'approve']);
    expect(after.actions[0].actorEmail).toBe('dana@acme.example');
  });

  it('refuses what a client may not do, with clear messages', async () => {
    const fields = (body: unknown) => Object.fromEntries((errorEnvelope.parse(body).error.details ?? []).map((d) => [d.path, d.message]));
    // The second line is still open (an approved one takes no choice: see proposals-line-colour.test.ts).
    const line = seen.lines[1].id;
    expect(fields((await act(token, { kind: 'choose', lineId: line, tierQty: 999 })).body).tierQty).toBe('Choose one of the quantities offered');
    expect(fields((await act(token, { kind: 'comment' })).body).text).toBe('Write a comment');
    expect(fields((await act(token, { kind: 'comment', text: 'x'.repeat(2001) })).body).text).toMatch(/at most 2000/);
    expect(fields((await act(token, { kind: 'delete_everything' })).body).kind).toBe('Unknown action');
    expect(fields((await act(token, { kind: 'comment', text: 'hi', email: 'nope' })).body).email).toBe('Enter a valid email');
    expect(fields((await act(token, { kind: 'comment', text: 'hi', name: ' ' })).body).name).toBe('Your name is required');
    expect((await act(token, { kind: 'comment', text: 'hi', extra: 0 })).status).toBe(400);
    const big = await anonymous().post(`/api/public/proposals/${token}/actions`, JSON.stringify({ kind: 'comment', name: 'x', email: 'x@y.z', text: 'y'.repeat(40_000) }));
    expect(big.status).toBe(413);
  });

  it('keeps one link to its own proposal', async () => {
    const theirs = proposalResponse.parse((await other.post('/api/proposals', { title: 'Other deal', lines: [{ productId: products[0].id, tiers: [50] }] })).body).proposal;
    const theirToken = shareResponse.parse((await other.post(`/api/proposals/${theirs.id}/share`, {})).body).token;
    expect((await act(token, { kind: 'approve', lineId: theirs.lines[0].id })).status).toBe(404);
    expect((await proposalOf(id)).actions).toHaveLength(4);
    const view = publicProposalResponse.parse((await openLink(theirToken)).body).proposal;
    expect(view.title).toBe('Other deal');
    expect(JSON.stringify(view)).not.toContain('Acme');
    expect((await openLink('A'.repeat(43))).status).toBe(404);
    expect((await openLink('short')).status).toBe(404);
  });

  it('sends seller edits to every open view of the link, and nothing a client sends on the socket does anything', async () => {
    const view = await linkSocket(token);
    const second = await linkSocket(token);
    view.socket.emit('proposal.updated', { title: 'hacked' });
    const updated = view.next((p) => p.lines[1].tiers[0].quantity === 150);
    const alsoUpdated = second.next((p) => p.lines[1].tiers[0].quantity === 150);
    expect((await seller.patch(`/api/proposals/${id}/lines/${seen.lines[1].id}`, { tiers: [150, 300] })).status).toBe(200);
    expect((await updated).title).toBe('Acme Onboarding Kit');
    await alsoUpdated;
    // A client action reaches the other open views too.
    const commented = second.next((p) => p.actions.some((a) => a.text === 'Looks good'));
    await act(token, { kind: 'comment', text: 'Looks good' });
    await commented;
    view.socket.close();
    second.socket.close();
  });

  it('admits sockets only with a live token from an allowed origin', async () => {
    await expect(linkSocket('B'.repeat(43))).rejects.toThrow(/link closed/);
    await expect(linkSocket(token, { origin: 'https://evil.example' })).rejects.toThrow(/forbidden origin/);
    const ok = await linkSocket(token, { origin: server.app.config.appOrigin });
    ok.socket.close();
  });

  it('a revoked link stops its page, its actions and its sockets; a new link works', async () => {
    const view = await linkSocket(token);
    const disconnected = new Promise<void>((resolve) => view.socket.on('disconnect', () => resolve()));
    expect((await seller.delete(`/api/proposals/${id}/share`)).status).toBe(204);
    expect(await view.closed).toBe(LINK_CLOSED_MESSAGE);
    await disconnected;
    const page = await openLink(token);
    expect(page.status).toBe(404);
    expect(errorEnvelope.parse(page.body).error.message).toBe(LINK_CLOSED_MESSAGE);
    expect((await act(token, { kind: 'comment', text: 'still here?' })).status).toBe(404);
    expect((await proposalOf(id)).share.active).toBe(false);
    token = shareResponse.parse((await seller.post(`/api/proposals/${id}/share`, { expiresInDays: 7 })).body).token;
    expect((await openLink(token)).status).toBe(200);
  });

  it('an expired link shows the closed page and its sockets are closed at expiry', async () => {
    await server.app.db.execute(sql`update proposal_shares set expires_at = now() + interval '1 second' where proposal_id = ${id} and revoked_at is null`);
    const view = await linkSocket(token);
    expect(await view.closed).toBe(LINK_CLOSED_MESSAGE);
    expect((await openLink(token)).status).toBe(404);
    token = shareResponse.parse((await seller.post(`/api/proposals/${id}/share`, {})).body).token;
  });

  it('limits the actions of one link per minute', async () => {
    const results: number[] = [];
    for (let i = 0; i < LINK_ACTIONS_PER_MINUTE + 1; i++) results.push((await act(token, { kind: 'comment', text: `c${i}` })).status);
    expect(results.slice(0, LINK_ACTIONS_PER_MINUTE).every((s) => s === 200)).toBe(true);
    expect(results.at(-1)).toBe(429);
  });

  it('never shows cost, margin, profit, supplier names or internal notes in any public answer', async () => {
    const full = await proposalOf(id);
    const secrets = [
      'SECRET-NOTE-7731',
      ...full.lines.map((l) => l.product.supplierName).filter(Boolean),
      ...full.lines.map((l) => l.product.itemNum).filter(Boolean),
      'unitCostCents', 'costTotalCents', 'profitCents', 'costCents', 'netCents', 'margin', 'supplier', 'internalNotes', 'listCents', 'actorEmail', 'dana@acme.example',
    ];
    expect(publicAnswers.length).toBeGreaterThan(20);
    const text = JSON.stringify(publicAnswers);
    for (const secret of secrets) expect(text, secret).not.toContain(secret);
  });
});
