import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventEnvelope } from '../../contracts/events.js';
import { dashboardResponse } from '../../contracts/dashboard.js';
import { presentationListResponse, presentationResponse, type Presentation } from '../../contracts/presentations.js';
import type { RunningServer } from '../../server/app.js';
import { sharedCatalogueServer } from '../helpers/server.js';
import { signUp, type ApiClient } from '../helpers/client.js';
import { connectSocket, type TestSocket, expectNoEventBefore, profileBarrier } from '../helpers/socket.js';
import { fieldErrors } from '../helpers/field-errors.js';
import { summaryRows } from '../helpers/deck-summary.js';

let server: RunningServer;
let a: ApiClient;
let b: ApiClient;
let socketA: TestSocket;
let socketA2: TestSocket;
let socketB: TestSocket;

const presentationEvent = (id: string, pred: (p: Presentation) => boolean = () => true) => (e: EventEnvelope) =>
  e.type === 'presentation.updated' && (e.payload as { presentation: Presentation }).presentation.id === id && pred((e.payload as { presentation: Presentation }).presentation);
const settled = (id: string) => presentationEvent(id, (p) => p.generationStatus !== 'generating');

async function create(client: ApiClient, title: string, description?: string): Promise<Presentation> {
  const res = await client.post('/api/presentations', { title, description });
  expect(res.status).toBe(201);
  return presentationResponse.parse(res.body).presentation;
}

beforeAll(async () => {
  server = await sharedCatalogueServer();
  await server.seeded;
  a = (await signUp(server.url, 'Dana Presenter')).client;
  b = (await signUp(server.url, 'Other Person')).client;
  socketA = await connectSocket(server.url, a.cookieHeader);
  socketA2 = await connectSocket(server.url, a.cookieHeader);
  socketB = await connectSocket(server.url, b.cookieHeader);
});

afterAll(async () => {
  socketA?.close();
  socketA2?.close();
  socketB?.close();
});

describe('presentations CRUD', () => {
  it('creates, lists newest first, reads, updates and deletes, telling the user\'s other tabs', async () => {
    const first = await create(a, '  Q3 Kickoff  ', '');
    expect(first).toMatchObject({ title: 'Q3 Kickoff', description: null, content: null, generationStatus: 'idle', provider: null });
    const second = await create(a, 'Onboarding kits', 'For new hires');
    await socketA2.waitFor((e) => e.type === 'presentation.created' && (e.payload as { presentation: Presentation }).presentation.id === second.id);

    const list = presentationListResponse.parse((await a.get('/api/presentations')).body).items;
    expect(list.map((p) => p.id).slice(0, 2)).toEqual([second.id, first.id]);
    expect(list[0]).toMatchObject({ title: 'Onboarding kits', description: 'For new hires' });
    expect(list[0]).not.toHaveProperty('content');

    const got = presentationResponse.parse((await a.get(`/api/presentations/${first.id}`)).body).presentation;
    expect(got.id).toBe(first.id);

    const patched = await a.patch(`/api/presentations/${first.id}`, { htmlContent: '<h1 style="color: #123456">Hello</h1>', description: 'Updated' });
    expect(patched.status).toBe(200);
    expect(presentationResponse.parse(patched.body).presentation).toMatchObject({ content: { htmlContent: '<h1 style="color:#123456">Hello</h1>' }, description: 'Updated', title: 'Q3 Kickoff' });
    await socketA2.waitFor(presentationEvent(first.id, (p) => p.content?.htmlContent.includes('Hello') ?? false));

    expect((await a.delete(`/api/presentations/${second.id}`)).status).toBe(204);
    await socketA2.waitFor((e) => e.type === 'presentation.deleted' && (e.payload as { id: string }).id === second.id);
    expect((await a.get(`/api/presentations/${second.id}`)).status).toBe(404);
    await expectNoEventBefore(socketB, (e) => e.type.startsWith('presentation.'), profileBarrier(b));
  });

  it('validates input with field messages and never writes a partial row', async () => {
    const before = presentationListResponse.parse((await a.get('/api/presentations')).body).items.length;
    expect(fieldErrors((await a.post('/api/presentations', {})).body)).toEqual({ title: 'Title is required' });
    expect(fieldErrors((await a.post('/api/presentations', { title: '   ' })).body)).toEqual({ title: 'Title is required' });
    expect(fieldErrors((await a.post('/api/presentations', { title: 'x'.repeat(201) })).body).title).toMatch(/at most 200/);
    expect(fieldErrors((await a.post('/api/presentations', { title: 'ok', description: 'd'.repeat(2001) })).body).description).toMatch(/at most 2000/);
    expect(fieldErrors((await a.post('/api/presentations', { title: 42 })).body).title).toBe('Title is required');
    expect(presentationListResponse.parse((await a.get('/api/presentations')).body).items.length).toBe(before);

    const p = await create(a, 'Validation');
    expect(fieldErrors((await a.patch(`/api/presentations/${p.id}`, { title: '' })).body)).toEqual({ title: 'Title is required' });
    expect(fieldErrors((await a.patch(`/api/presentations/${p.id}`, { htmlContent: 'x'.repeat(500_001) })).body).htmlContent).toMatch(/at most/);
    expect(fieldErrors((await a.post(`/api/presentations/${p.id}/generate`, {})).body)).toEqual({ prompt: 'Prompt is required' });
    expect(fieldErrors((await a.post(`/api/presentations/${p.id}/generate`, { prompt: '  ' })).body)).toEqual({ prompt: 'Prompt is required' });
    expect(fieldErrors((await a.get('/api/presentations/not-a-uuid')).body)).toEqual({ 'presentation id': 'Invalid presentation id' });
  });

  it("treats another user's presentation as missing on every route", async () => {
    const p = await create(a, 'Private deck');
    const id = p.id;
    expect((await b.get(`/api/presentations/${id}`)).status).toBe(404);
    expect((await b.patch(`/api/presentations/${id}`, { title: 'Stolen', htmlContent: '<p>x</p>' })).status).toBe(404);
    expect((await b.delete(`/api/presentations/${id}`)).status).toBe(404);
    expect((await b.post(`/api/presentations/${id}/generate`, { prompt: 'anything' })).status).toBe(404);
    expect(presentationListResponse.parse((await b.get('/api/presentations')).body).items.map((x) => x.id)).not.toContain(id);
    const still = presentationResponse.parse((await a.get(`/api/presentations/${id}`)).body).presentation;
    expect(still).toMatchObject({ title: 'Private deck', content: null, generationStatus: 'idle' });
    expect((await new (a.constructor as typeof ApiClient)(server.url).get('/api/presentations')).status).toBe(401);
  });
});

describe('sanitising', () => {
  it('strips scripts, event handlers, javascript: URLs, iframes and forms on save, keeping layout and styles', async () => {
    const p = await create(a, 'Sanitise me');
    const dirty = [
      '<section style="background: #7E69AB; padding: 24px"><h1>Deck</h1>',
      '<script>alert(1)</script>',
      '<img src="x" onerror="alert(2)" alt="broken">',
      '<img src="/api/catalogue/products/abc/image?size=800" alt="ours" style="width: 100px">',
      '<img src="https://cdn.example.com/p.png" alt="remote">',
      '<a href="javascript:alert(3)">bad link</a><a href="https://example.com">good link</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<form action="https://evil.example"><input name="x"><button>Go</button></form>',
      '<div onclick="alert(4)" style="color: red">clickable</div>',
      '<table><tr><td colspan="2">cell</td></tr></table></section>',
    ].join('');
    const res = await a.patch(`/api/presentations/${p.id}`, { htmlContent: dirty });
    expect(res.status).toBe(200);
    const html = presentationResponse.parse(res.body).presentation.content!.htmlContent;
    expect(html).not.toMatch(/<script|alert\(1\)|onerror|onclick|javascript:|<iframe|<form|<input|<button/i);
    expect(html).toContain('<section style="background:#7E69AB;padding:24px">');
    expect(html).toContain('src="/api/catalogue/products/abc/image?size=800"');
    expect(html).toContain('src="https://cdn.example.com/p.png"');
    expect(html).not.toContain('src="x"');
    expect(html).toContain('href="https://example.com"');
    expect(html).toContain('<div style="color:red">clickable</div>');
    expect(html).toContain('<td colspan="2">cell</td>');
    // What was stored is what the next read returns.
    expect(presentationResponse.parse((await a.get(`/api/presentations/${p.id}`)).body).presentation.content!.htmlContent).toBe(html);
  });
});

describe('generating a presentation', () => {
  it('writes a deck that names the company, real catalogue products for every item and the brand colours, live to the user only', async () => {
    const branding = {
      companyName: 'Summit Swag Co',
      brandTone: 'casual',
      primaryColor: '#16A34A',
      secondaryColor: '#FDBA74',
      servicesOffered: 'Kitting, Fulfilment',
      brandKeywords: 'quality, speed',
      industriesServed: 'Technology',
    };
    expect((await a.put('/api/branding', branding)).status).toBe(200);
    const pick = (await a.get('/api/directory/companies?limit=1')).body.items[0] as { name: string; domain: string };
    const companyId = (await a.post('/api/companies', { name: pick.name, domain: pick.domain })).body.company.id as string;
    expect((await a.post(`/api/companies/${companyId}/research`)).status).toBe(202);
    await socketA.waitFor((e) => e.type === 'company.signals.checked' && (e.payload as { companyId: string }).companyId === companyId, 30_000);

    const p = await create(a, 'Trade show proposal');
    const res = await a.post(`/api/presentations/${p.id}/generate`, { prompt: `A trade show kit for ${pick.name.toLowerCase()}: 300 water bottles and tote bags` });
    expect(res.status).toBe(202);
    expect(presentationResponse.parse(res.body).presentation.generationStatus).toBe('generating');
    // A second request while it runs is refused, not queued twice.
    expect((await a.post(`/api/presentations/${p.id}/generate`, { prompt: 'again' })).status).toBe(409);

    const done = (await socketA2.waitFor(settled(p.id), 30_000)).payload as { presentation: Presentation };
    expect(done.presentation).toMatchObject({ generationStatus: 'idle', provider: 'SwagScout built-in', error: null });
    const html = done.presentation.content!.htmlContent;
    expect(html).toContain(pick.name.replace(/&/g, '&amp;'));
    expect(html).toContain('#16A34A');
    expect(html).toContain('#FDBA74');
    expect(html).toContain('Summit Swag Co');
    expect(html).toContain('300 units');
    expect(html).not.toMatch(/<script/i);
    // Real products, named in the summary at the catalogue's price for the item's quantity.
    const rows = summaryRows(html);
    const bottles = rows.find((r) => r.item === 'Water bottle')!;
    expect(bottles).toMatchObject({ quantity: '300' });
    // 'Tote bags' are the catalogue's totes (the second word only names the category). The brief
    // counts no totes: they are quoted at their own minimum order, said so, not at a made-up quantity.
    expect(rows.find((r) => r.item === 'Tote')?.quantity).toMatch(/^\d[\d,]* \(minimum\)$/);
    expect(html).toContain('Tote (quantity to be confirmed)');
    for (const row of rows) {
      const quantity = /^\d[\d,]*/.exec(row.quantity)![0].replace(/,/g, '');
      const found = (await a.get(`/api/catalogue/search?itemName=${encodeURIComponent(row.pick)}&qty=${quantity}&maxRecs=20`)).body as { products: Array<{ name: string; price: { min: number }; supplier: { name: string }; itemNum: string }> };
      const product = found.products.find((x) => x.name.replace(/&/g, "&amp;") === row.pick)!;
      expect(product, `${JSON.stringify(row)} ${JSON.stringify(found.products.map((x) => x.name))}`).toBeDefined();
      expect(`$${product.price.min.toFixed(2)}`).toBe(row.unitPrice);
      expect(html).not.toContain(product.supplier.name);
      expect(html).not.toContain(product.itemNum);
    }
    // Self-contained: pictures are embedded, nothing points back into the app.
    expect(html).not.toContain('/api/catalogue/products/');
    expect([...html.matchAll(/<img [^>]*src="([^"]+)"/g)].every((m) => m[1].startsWith('data:image/svg+xml;base64,'))).toBe(true);
    expect(html).not.toMatch(/Supplier|quality, speed/);
    expect(done.presentation.guidance!.keywords).toEqual(['quality', 'speed']);
    expect(done.presentation.guidance!.pitchNotes.some((n) => n.includes('supplier '))).toBe(true);
    await expectNoEventBefore(socketB, (e) => e.type.startsWith('presentation.'), profileBarrier(b));

    const stored = presentationResponse.parse((await a.get(`/api/presentations/${p.id}`)).body).presentation;
    expect(stored.content!.htmlContent).toBe(html);
  });

  it('says plainly that a kind the catalogue lacks is not offered, beside the products it has, and fills it with no other kind', async () => {
    const p = await create(a, 'Paddle day');
    // 'dry bags': the catalogue has bags, none of them dry bags. Before, the deck quoted other bags for them.
    expect((await a.post(`/api/presentations/${p.id}/generate`, { prompt: 'Deck for a paddling club: 100 dry bags and 100 bucket hats in tan' })).status).toBe(202);
    const done = (await socketA.waitFor(settled(p.id), 30_000)).payload as { presentation: Presentation };
    const html = done.presentation.content!.htmlContent;
    expect(html).toContain('The catalog has no dry bags.');
    const rows = summaryRows(html);
    expect(rows.map((r) => r.item)).toEqual(['Bucket hat']);
    expect(rows.every((r) => /Bucket Hat/.test(r.pick))).toBe(true);
  });

  it('offers the client\'s own name in front of a product as their logo on it, not as a product the catalogue lacks', async () => {
    await a.post('/api/companies', { name: 'Quillfeather Legal', domain: 'quillfeather-legal.example' });
    const p = await create(a, 'Own name');
    expect((await a.post(`/api/presentations/${p.id}/generate`, { prompt: 'Deck for Quillfeather Legal: 150 Quillfeather travel mugs and 150 pens' })).status).toBe(202);
    const done = (await socketA.waitFor(settled(p.id), 30_000)).payload as { presentation: Presentation };
    const html = done.presentation.content!.htmlContent;
    expect(html).not.toContain('The catalog has no');
    expect(summaryRows(html).map((r) => r.item)).toEqual(['Travel mug', 'Pen']);
  });

  it.each([
    ['a total for both', 'Deck for Harbor Legal: 150 padfolios and 150 pens, $2,400 total for both', 240_000],
    ['a price per guest for both', 'Deck for the Alder wedding: 120 tumblers and 120 journals, $20 a guest for both', 240_000],
  ])('shares %s by what each product costs, so that the recommended picks fit it', async (_name, prompt, totalCents) => {
    const p = await create(a, 'Shared budget');
    expect((await a.post(`/api/presentations/${p.id}/generate`, { prompt })).status).toBe(202);
    const done = (await socketA.waitFor(settled(p.id), 30_000)).payload as { presentation: Presentation };
    const html = done.presentation.content!.htmlContent;
    const rows = summaryRows(html);
    expect(rows).toHaveLength(2);
    const cents = rows.reduce((sum, r) => sum + Math.round(Number(r.unitPrice.replace(/[$,]/g, '')) * 100) * Number(r.quantity.replace(/,/g, '')), 0);
    expect(cents).toBeLessThanOrEqual(totalCents);
    expect(html).toMatch(/The recommended picks total \$[\d,.]+(?::| exactly)[^<]* your \$2,400\.00 budget\./);
    expect(html).not.toMatch(/over your \$2,400\.00 budget/);
  });

  it.each([
    ['a budget', 'Deck for Birch Realty: 250 pens, no more than 5 cents each', /top">\$([\d.]+) each</g],
    ['a budget and a date', 'Deck for Birch Realty: 250 pens, no more than 5 cents each, in hand in 3 days', /top">(\d+) business days/g],
  ])('past %s no product meets, recommends the closest of those it shows', async (_name, prompt, figure) => {
    const p = await create(a, 'Closest picks');
    expect((await a.post(`/api/presentations/${p.id}/generate`, { prompt })).status).toBe(202);
    const done = (await socketA.waitFor(settled(p.id), 30_000)).payload as { presentation: Presentation };
    const html = done.presentation.content!.htmlContent;
    expect(html).toContain('these are the closest');
    // Each card's figure (price at the quantity, or production time), in the order the cards are shown.
    const shown = [...html.matchAll(figure)].map((m) => Number(m[1]));
    expect(shown.length).toBeGreaterThanOrEqual(2);
    expect(shown[0]).toBe(Math.min(...shown));
    expect(summaryRows(html)[0]!.pick).toBeTruthy();
  });

  it('names no event from the words of the client’s own name', async () => {
    const p = await create(a, 'Golf towels');
    expect((await a.post(`/api/presentations/${p.id}/generate`, { prompt: 'deck for pine summit golf club, member-guest outing in May: 120 golf towels' })).status).toBe(202);
    const done = (await socketA.waitFor(settled(p.id), 30_000)).payload as { presentation: Presentation };
    const html = done.presentation.content!.htmlContent;
    expect(html).toContain('Pine Summit Golf Club');
    expect(html.toLowerCase()).not.toContain('event: pine summit');
  });

  it('counts the user\'s presentations on the dashboard', async () => {
    const fresh = (await signUp(server.url, 'Counter')).client;
    expect(dashboardResponse.parse((await fresh.get('/api/dashboard')).body).stats.presentations).toBe(0);
    await create(fresh, 'One');
    const two = await create(fresh, 'Two');
    expect(dashboardResponse.parse((await fresh.get('/api/dashboard')).body).stats.presentations).toBe(2);
    await fresh.delete(`/api/presentations/${two.id}`);
    expect(dashboardResponse.parse((await fresh.get('/api/dashboard')).body).stats.presentations).toBe(1);
    // Another user's presentations are not counted.
    expect(dashboardResponse.parse((await b.get('/api/dashboard')).body).stats.presentations).toBe(0);
  });
});
