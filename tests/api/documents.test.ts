import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueSearchResponse, type ProductSummary } from '../../contracts/catalogue.js';
import { documentCreatedResponse, documentResponse, type ProposalDocument } from '../../contracts/documents.js';
import type { RunningServer } from '../../server/app.js';
import { sharedCatalogueServer } from '../helpers/server.js';
import { signUp, type ApiClient } from '../helpers/client.js';
import { connectSocket, type TestSocket, expectNoEventBefore, profileBarrier } from '../helpers/socket.js';
import { fieldErrors } from '../helpers/field-errors.js';

let server: RunningServer;
let a: ApiClient;
let b: ApiClient;
let socketA2: TestSocket;
let socketB: TestSocket;
let products: ProductSummary[];

beforeAll(async () => {
  server = await sharedCatalogueServer();
  await server.seeded;
  a = (await signUp(server.url, 'Doc Writer')).client;
  b = (await signUp(server.url, 'Doc Stranger')).client;
  socketA2 = await connectSocket(server.url, a.cookieHeader);
  socketB = await connectSocket(server.url, b.cookieHeader);
  products = catalogueSearchResponse.parse((await a.get('/api/catalogue/search?keywords=mug&qty=250&maxRecs=5')).body).products;
  expect(products.length).toBeGreaterThanOrEqual(3);
}, 60_000);

afterAll(async () => {
  socketA2?.close();
  socketB?.close();
});

describe('documents', () => {
  let id: string;

  it('creates a document from chosen products and reads it back', async () => {
    const res = await a.post('/api/documents', { title: '  Mug Proposal  ', notes: 'For the gala', products: products.slice(0, 3) });
    expect(res.status).toBe(201);
    id = documentCreatedResponse.parse(res.body).id;
    const { document } = documentResponse.parse((await a.get(`/api/documents/${id}`)).body);
    expect(document).toMatchObject({ title: 'Mug Proposal', notes: 'For the gala', sessionId: null });
    expect(document.products.map((p) => p.id)).toEqual(products.slice(0, 3).map((p) => p.id));
    expect(document.products[0].priceText).toBe(products[0].priceText);
  });

  it('rejects bad input with field messages and writes nothing', async () => {
    expect(fieldErrors((await a.post('/api/documents', { title: '   ', products: products.slice(0, 1) })).body).title).toBe('Title is required');
    expect(fieldErrors((await a.post('/api/documents', { title: 'x', products: [] })).body).products).toBe('Choose at least one product');
    expect(fieldErrors((await a.post('/api/documents', { title: 'x', products: Array(51).fill(products[0]) })).body).products).toMatch(/at most 50/);
    expect(Object.keys(fieldErrors((await a.post('/api/documents', { title: 'x', products: [{ id: 'p1' }] })).body)).some((k) => k.startsWith('products.0'))).toBe(true);
    expect(fieldErrors((await a.post('/api/documents', { title: 'x', sessionId: 'nope', products: products.slice(0, 1) })).body).sessionId).toBe('Invalid session id');
    expect(fieldErrors((await a.patch(`/api/documents/${id}`, { title: '' })).body).title).toBe('Title is required');
    expect((await a.patch(`/api/documents/${id}`, { owner: 'me' })).status).toBe(400);
  });

  it('only links the user\'s own chat session', async () => {
    const company = await b.post('/api/companies', { name: 'Stranger Co', domain: 'stranger.example' });
    const session = await b.post('/api/chat/sessions', { companyId: company.body.company.id });
    expect(session.status).toBe(201);
    expect((await a.post('/api/documents', { title: 'x', sessionId: session.body.session.id, products: products.slice(0, 1) })).status).toBe(404);
    const own = await b.post('/api/documents', { title: 'Theirs', sessionId: session.body.session.id, products: products.slice(0, 1) });
    expect(own.status).toBe(201);
    expect(documentResponse.parse((await b.get(`/api/documents/${own.body.id}`)).body).document.sessionId).toBe(session.body.session.id);
  });

  it('edits title, notes and products live for the user only; another user gets 404', async () => {
    const before = socketB.events.length;
    const res = await a.patch(`/api/documents/${id}`, { title: 'Final Proposal', notes: '', products: [products[2], products[0]] });
    expect(res.status).toBe(200);
    const { document } = documentResponse.parse(res.body);
    expect(document).toMatchObject({ title: 'Final Proposal', notes: null });
    expect(document.products.map((p) => p.id)).toEqual([products[2].id, products[0].id]);
    const e = await socketA2.waitFor((ev) => ev.type === 'document.updated' && (ev.payload as { document: ProposalDocument }).document.id === id);
    expect((e.payload as { document: ProposalDocument }).document.title).toBe('Final Proposal');
    await expectNoEventBefore(socketB, (ev) => ev.type === 'document.updated', profileBarrier(b), { since: before });

    expect((await b.get(`/api/documents/${id}`)).status).toBe(404);
    expect((await b.patch(`/api/documents/${id}`, { title: 'Hijack' })).status).toBe(404);
    expect(documentResponse.parse((await a.get(`/api/documents/${id}`)).body).document.title).toBe('Final Proposal');
    expect((await a.get('/api/documents/not-a-uuid')).status).toBe(400);
    expect((await a.get('/api/documents/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
