import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueSearchResponse, productDetailResponse, type ProductSummary } from '../../contracts/catalogue.js';
import { proposalListResponse, proposalResponse, type Proposal } from '../../contracts/proposals.js';
import type { RunningServer } from '../../server/app.js';
import { costBreaksOf, snapshotOf } from '../../server/proposals/line-product.js';
import { priceLine, proposalTotals } from '../../server/proposals/pricing.js';
import { sharedCatalogueServer } from '../helpers/server.js';
import { signUp, type ApiClient } from '../helpers/client.js';
import { connectSocket, type TestSocket } from '../helpers/socket.js';
import { fieldErrors } from '../helpers/field-errors.js';

let server: RunningServer;
let a: ApiClient;
let b: ApiClient;
let socketA: TestSocket;
let socketB: TestSocket;
let products: ProductSummary[];

const read = async (client: ApiClient, id: string) => proposalResponse.parse((await client.get(`/api/proposals/${id}`)).body).proposal;

beforeAll(async () => {
  // The worker's server with the catalogue: each test signs up workspaces of its own.
  server = await sharedCatalogueServer();
  await server.seeded;
  a = (await signUp(server.url, 'Proposal Seller')).client;
  b = (await signUp(server.url, 'Proposal Stranger')).client;
  socketA = await connectSocket(server.url, a.cookieHeader);
  socketB = await connectSocket(server.url, b.cookieHeader);
  products = catalogueSearchResponse.parse((await a.get('/api/catalogue/search?keywords=mug&maxRecs=5')).body).products;
  expect(products.length).toBeGreaterThanOrEqual(3);
}, 60_000);

afterAll(async () => {
  socketA?.close();
  socketB?.close();
});

describe('proposals', () => {
  let id: string;
  let lineId: string;

  it('creates a draft at the workspace margin and tells the workspace', async () => {
    const res = await a.post('/api/proposals', { title: '  Gala Swag  ' });
    expect(res.status).toBe(201);
    const { proposal } = proposalResponse.parse(res.body);
    id = proposal.id;
    expect(proposal).toMatchObject({ title: 'Gala Swag', status: 'draft', marginPct: 40, lines: [], totals: { grandTotalCents: 0 } });
    const e = await socketA.waitFor((ev) => ev.type === 'proposal.created' && (ev.payload as { proposal: Proposal }).proposal.id === id);
    expect(e).toBeTruthy();
  });

  it('adds a decorated line with three tiers priced on the server from the net cost', async () => {
    const res = await a.post(`/api/proposals/${id}/lines`, {
      productId: products[0].id,
      tiers: [100, 250, 500],
      decoration: { method: 'screen_print', locations: ['Front'], colors: ['PMS 186'], setupCents: 5000, runCents: 40 },
    });
    expect(res.status).toBe(201);
    const { proposal } = proposalResponse.parse(res.body);
    const line = proposal.lines[0];
    lineId = line.id;
    const detail = productDetailResponse.parse((await a.get(`/api/catalogue/products/${products[0].id}`)).body).product;
    const expected = priceLine({ costBreaks: costBreaksOf(snapshotOf(detail)), tiers: [100, 250, 500], decoration: { setupCents: 5000, runCents: 40 }, marginBp: 4000 });
    expect(line.prices.map((p) => p.lineTotalCents)).toEqual(expected.map((p) => p.lineTotalCents));
    expect(line.prices[0].unitCostCents).toBe(expected[0].unitCostCents);
    expect(line.prices[0].unitSellCents).toBeGreaterThan(line.prices[0].unitCostCents);
    expect(line.prices[0].marginPct).toBeCloseTo(40, 0);
    expect(line.product.priceBreaks[0].netCents).toBeLessThan(line.product.priceBreaks[0].listCents);
    expect(line.decoration).toMatchObject({ method: 'screen_print', label: 'Screen print', setupCents: 5000, runCents: 40 });
    expect(proposal.totals.subtotalCents).toBe(expected[0].lineTotalCents);
    expect(proposal.totals.profitCents).toBe(expected[0].profitCents);
  });

  it('defaults decoration charges from the product and totals shipping and tax', async () => {
    const added = proposalResponse.parse((await a.post(`/api/proposals/${id}/lines`, { productId: products[1].id, tiers: [250], decoration: { method: proposalResponse.parse((await a.get(`/api/proposals/${id}`)).body).proposal.lines[0].product.decorationOptions[0].method, locations: ['Front', 'Back'] } })).body).proposal;
    const line = added.lines[1];
    const option = line.product.decorationOptions.find((o) => o.method === line.decoration!.method)!;
    expect(line.decoration).toMatchObject({ setupCents: option.setupCents * 2, runCents: option.runCents * 2 });
    const patched = await a.patch(`/api/proposals/${id}`, { shippingCents: 4500, taxRatePct: 8.25 });
    expect(patched.status).toBe(200);
    const p = proposalResponse.parse(patched.body).proposal;
    const subtotal = p.lines.reduce((s, l) => s + l.prices[0].lineTotalCents, 0);
    const totals = proposalTotals({ lines: p.lines.map((l) => ({ tiers: l.prices.map((t) => ({ ...t, marginBp: 0 })) })), shippingCents: 4500, taxRateBp: 825 });
    expect(p.totals).toMatchObject({ subtotalCents: subtotal, shippingCents: 4500, taxCents: totals.taxCents, grandTotalCents: subtotal + 4500 + totals.taxCents });
  });

  it('overrides the margin or the unit sell price per line', async () => {
    let p = proposalResponse.parse((await a.patch(`/api/proposals/${id}/lines/${lineId}`, { marginPct: 25 })).body).proposal;
    expect(p.lines[0]).toMatchObject({ marginPct: 25, effectiveMarginPct: 25 });
    expect(p.lines[0].prices[0].marginPct).toBeCloseTo(25, 0);
    const cost = p.lines[0].prices[2].unitCostCents;
    p = proposalResponse.parse((await a.patch(`/api/proposals/${id}/lines/${lineId}`, { unitSellCents: cost + 100 })).body).proposal;
    expect(p.lines[0].prices.every((t) => t.unitSellCents === cost + 100)).toBe(true);
    p = proposalResponse.parse((await a.patch(`/api/proposals/${id}/lines/${lineId}`, { unitSellCents: null, marginPct: null })).body).proposal;
    expect(p.lines[0]).toMatchObject({ marginPct: null, effectiveMarginPct: 40, unitSellCents: null });
  });

  it('refuses bad input with clear messages and writes nothing', async () => {
    const before = await read(a, id);
    const line = `/api/proposals/${id}/lines`;
    expect(fieldErrors((await a.post(line, { productId: products[2].id, tiers: [] })).body).tiers).toBe('Give at least one quantity');
    expect(fieldErrors((await a.post(line, { productId: products[2].id, tiers: [1, 2, 3, 4] })).body).tiers).toBe('Give at most 3 quantities');
    expect(fieldErrors((await a.post(line, { productId: products[2].id, tiers: [500, 250] })).body).tiers).toBe('Quantities must increase from one tier to the next');
    expect(fieldErrors((await a.post(line, { productId: products[2].id, tiers: [100, 100] })).body).tiers).toBe('Quantities must increase from one tier to the next');
    expect(fieldErrors((await a.post(line, { productId: products[2].id, tiers: [-5] })).body)['tiers.0']).toBe('Quantities must be at least 1');
    expect(fieldErrors((await a.post(line, { productId: products[2].id, tiers: [1e9] })).body)['tiers.0']).toMatch(/at most 1,000,000/);
    expect(fieldErrors((await a.post(line, { productId: products[2].id, tiers: [100], marginPct: 120 })).body).marginPct).toBe('Margin must be at most 95%');
    expect(fieldErrors((await a.post(line, { productId: products[2].id, tiers: [100], marginPct: -10 })).body).marginPct).toBe('A margin below 0% needs an explicit override');
    expect(fieldErrors((await a.post(line, { productId: products[2].id, tiers: [100], unitSellCents: 1 })).body).unitSellCents).toBe('A margin below 0% needs an explicit override');
    expect(fieldErrors((await a.post(line, { productId: products[2].id, tiers: [100], unitSellCents: -1 })).body).unitSellCents).toBe('Unit sell price cannot be negative');
    expect(fieldErrors((await a.post(line, { productId: products[2].id, tiers: [100], decoration: { method: 'screen_print', locations: ['Front'], setupCents: -100 } })).body)['decoration.setupCents']).toBe('Setup charge cannot be negative');
    expect(fieldErrors((await a.post(line, { productId: products[2].id, tiers: [100], decoration: { method: 'glitter', locations: ['Front'] } })).body)['decoration.method']).toBe('Choose a decoration method');
    expect(fieldErrors((await a.post(line, { productId: products[2].id, tiers: [100], decoration: { method: 'screen_print', locations: [] } })).body)['decoration.locations']).toBe('Choose at least one imprint location');
    expect(fieldErrors((await a.post(line, { productId: '../etc', tiers: [100] })).body).productId).toBe('Invalid product id');
    expect((await a.post(line, { productId: '00000000-0000-4000-8000-000000000000', tiers: [100] })).status).toBe(404);
    expect(fieldErrors((await a.patch(`/api/proposals/${id}`, { title: ' ' })).body).title).toBe('Title is required');
    expect(fieldErrors((await a.patch(`/api/proposals/${id}`, { shippingCents: -1 })).body).shippingCents).toBe('Shipping estimate cannot be negative');
    expect(fieldErrors((await a.patch(`/api/proposals/${id}`, { taxRatePct: 50 })).body).taxRatePct).toBe('Tax rate must be at most 30%');
    expect(fieldErrors((await a.patch(`/api/proposals/${id}`, { marginPct: -5 })).body).marginPct).toBe('A margin below 0% needs an explicit override');
    expect(fieldErrors((await a.patch(`/api/proposals/${id}`, { status: 'won' })).body).status).toBe('Unknown status');
    expect(fieldErrors((await a.patch(`/api/proposals/${id}`, { inHandsDate: 'soon' })).body).inHandsDate).toBe('Use a date like 2026-03-31');
    expect((await a.patch(`/api/proposals/${id}`, { owner: 'me' })).status).toBe(400);
    expect(fieldErrors((await a.post('/api/proposals', { title: 'x', lines: [{ productId: products[2].id, tiers: [100, 50] }] })).body)['lines.0.tiers']).toBe('Quantities must increase from one tier to the next');
    expect(fieldErrors((await a.get('/api/proposals/not-a-uuid')).body)['proposal id']).toBe('Invalid proposal id');
    const after = await read(a, id);
    expect(after.lines).toEqual(before.lines);
    expect(after.totals).toEqual(before.totals);
    expect(proposalListResponse.parse((await a.get('/api/proposals')).body).items.filter((p) => p.title === 'x')).toHaveLength(0);
  });

  it('sells at a loss only with the explicit override', async () => {
    const res = await a.post(`/api/proposals/${id}/lines`, { productId: products[2].id, tiers: [100], marginPct: -10, allowNegativeMargin: true });
    expect(res.status).toBe(201);
    const line = proposalResponse.parse(res.body).proposal.lines[2];
    expect(line.prices[0].profitCents).toBeLessThan(0);
    expect(line.allowNegativeMargin).toBe(true);
    expect((await a.patch(`/api/proposals/${id}/lines/${line.id}`, { tiers: [100, 200] })).status).toBe(200);
    expect((await a.delete(`/api/proposals/${id}/lines/${line.id}`)).status).toBe(200);
  });

  it('lists the workspace\'s proposals with totals, and edits reach the workspace live', async () => {
    const { items } = proposalListResponse.parse((await a.get('/api/proposals')).body);
    const mine = items.find((p) => p.id === id)!;
    expect(mine).toMatchObject({ title: 'Gala Swag', lineCount: 2, status: 'draft' });
    expect(mine.grandTotalCents).toBe((await read(a, id)).totals.grandTotalCents);
    await a.patch(`/api/proposals/${id}`, { title: 'Gala Swag 2026', status: 'closed', inHandsDate: '2026-12-01', internalNotes: 'rush' });
    const e = await socketA.waitFor((ev) => ev.type === 'proposal.updated' && (ev.payload as { proposal: Proposal }).proposal.title === 'Gala Swag 2026');
    expect((e.payload as { proposal: Proposal }).proposal).toMatchObject({ status: 'closed', inHandsDate: '2026-12-01', internalNotes: 'rush' });
  });

  it('keeps every proposal route to its workspace (404 for another workspace)', async () => {
    const line = (await read(a, id)).lines[0].id;
    const attempts = [
      b.get(`/api/proposals/${id}`),
      b.patch(`/api/proposals/${id}`, { title: 'Mine now' }),
      b.post(`/api/proposals/${id}/lines`, { productId: products[0].id, tiers: [100] }),
      b.patch(`/api/proposals/${id}/lines/${line}`, { tiers: [5] }),
      b.delete(`/api/proposals/${id}/lines/${line}`),
      b.post(`/api/proposals/${id}/share`, {}),
      b.delete(`/api/proposals/${id}/share`),
      b.delete(`/api/proposals/${id}`),
    ];
    for (const res of await Promise.all(attempts)) expect(res.status).toBe(404);
    expect(proposalListResponse.parse((await b.get('/api/proposals')).body).items.map((p) => p.id)).not.toContain(id);
    expect(socketB.events.some((e) => e.type.startsWith('proposal.'))).toBe(false);
    expect((await read(a, id)).title).toBe('Gala Swag 2026');
    expect((await new (await import('../helpers/client.js')).ApiClient(server.url).get('/api/proposals')).status).toBe(401);
  });

  it('creates a proposal with lines in one step (the chat\'s picks, for the chat\'s company) and deletes it', async () => {
    const company = (await a.post('/api/companies', { name: 'Chat Co', domain: 'chat-co.example' })).body.company as { id: string };
    const session = (await a.post('/api/chat/sessions', { companyId: company.id })).body.session as { id: string };
    const theirCompany = (await b.post('/api/companies', { name: 'Their Co', domain: 'their-co.example' })).body.company as { id: string };
    const theirSession = (await b.post('/api/chat/sessions', { companyId: theirCompany.id })).body.session as { id: string };
    expect(fieldErrors((await a.post('/api/proposals', { title: 'x', sessionId: theirSession.id })).body).sessionId).toBe('Chat session not found');
    const res = await a.post('/api/proposals', { title: 'From chat', sessionId: session.id, lines: products.slice(0, 2).map((p) => ({ productId: p.id, tiers: [300] })) });
    expect(res.status).toBe(201);
    const p = proposalResponse.parse(res.body).proposal;
    expect(p).toMatchObject({ companyId: company.id, companyName: 'Chat Co', sessionId: session.id });
    const fromChat = proposalListResponse.parse((await a.get(`/api/proposals?sessionId=${session.id}`)).body).items;
    expect(fromChat.map((x) => x.id)).toEqual([p.id]);
    expect(p.lines.map((l) => [l.product.id, l.tiers])).toEqual(products.slice(0, 2).map((x) => [x.id, [300]]));
    expect((await a.delete(`/api/proposals/${p.id}`)).status).toBe(204);
    expect((await a.get(`/api/proposals/${p.id}`)).status).toBe(404);
    await socketA.waitFor((ev) => ev.type === 'proposal.deleted' && (ev.payload as { id: string }).id === p.id);
  });
});
