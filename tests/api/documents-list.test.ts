import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductSummary } from '../../contracts/catalogue.js';
import { chatSessionListResponse, chatSessionResponse } from '../../contracts/chat.js';
import { documentCreatedResponse, documentListResponse } from '../../contracts/documents.js';
import { errorEnvelope } from '../../contracts/errors.js';
import type { RunningServer } from '../../server/app.js';
import { sharedTestServer } from '../helpers/server.js';
import { signUp, type ApiClient } from '../helpers/client.js';

// Issue 8: documents can be found again (GET /api/documents), and chats are told apart by client.

let server: RunningServer;
let a: ApiClient;
let b: ApiClient;

function product(n: number): ProductSummary {
  const price = 3 + n;
  return {
    id: randomUUID(), name: `Desk Clock ${n}`, imageUrl: null, thumbUrl: null, keySellingPoint: 'Tells the time',
    price: { min: price, max: price }, priceText: `$${price.toFixed(2)}`, supplier: { name: 'Harbor Promo', location: 'USA', rating: 4.5 },
    minQuantity: 25, leadTime: '5 business days', categories: ['Desk'], itemNum: `DC-${n}`, source: 'builtin', productUrl: null,
  };
}

async function companyChat(client: ApiClient, name: string, domain: string, projectName?: string) {
  const company = await client.post('/api/companies', { name, domain });
  expect(company.status).toBe(201);
  const res = await client.post('/api/chat/sessions', { companyId: company.body.company.id, ...(projectName ? { projectName } : {}) });
  expect(res.status).toBe(201);
  return chatSessionResponse.parse(res.body).session;
}

beforeAll(async () => {
  server = await sharedTestServer();
  a = (await signUp(server.url, 'List Writer')).client;
  b = (await signUp(server.url, 'List Stranger')).client;
}, 60_000);


describe('GET /api/documents (issue 8: documents cannot be found again)', () => {
  it("lists the user's documents newest first with title, company, created date and item count, a page at a time", async () => {
    const acme = await companyChat(a, 'Acme Corp', 'acme-corp.example');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await a.post('/api/documents', { title: `Acme proposal ${i}`, sessionId: acme.id, products: [product(i), product(i + 10)].slice(0, i + 1) });
      ids.push(documentCreatedResponse.parse(res.body).id);
    }
    const loose = documentCreatedResponse.parse((await a.post('/api/documents', { title: 'No chat', products: [product(99)] })).body).id;
    await b.post('/api/documents', { title: 'Someone else', products: [product(1)] });

    const first = documentListResponse.parse((await a.get('/api/documents?limit=2')).body);
    expect(first.items.map((d) => d.id)).toEqual([loose, ids[2]]);
    expect(first.items[0]).toMatchObject({ title: 'No chat', sessionId: null, companyName: null, itemCount: 1 });
    expect(first.items[1]).toMatchObject({ title: 'Acme proposal 2', sessionId: acme.id, companyName: 'Acme Corp', itemCount: 2 });
    expect(Date.parse(first.items[1].createdAt)).not.toBeNaN();
    expect(first.nextCursor).toBeTruthy();
    const second = documentListResponse.parse((await a.get(`/api/documents?limit=2&cursor=${first.nextCursor}`)).body);
    expect(second.items.map((d) => d.id)).toEqual([ids[1], ids[0]]);
    expect(second.nextCursor).toBeNull();
    // No product bodies in the list.
    expect(second.items[0]).not.toHaveProperty('products');
  });

  it("filters to one chat's documents and never shows another user's", async () => {
    const globex = await companyChat(a, 'Globex Outfitters', 'globex-outfitters.example');
    const id = documentCreatedResponse.parse((await a.post('/api/documents', { title: 'Globex kit', sessionId: globex.id, products: [product(5)] })).body).id;
    const own = documentListResponse.parse((await a.get(`/api/documents?sessionId=${globex.id}`)).body);
    expect(own.items.map((d) => d.id)).toEqual([id]);
    const stranger = documentListResponse.parse((await b.get(`/api/documents?sessionId=${globex.id}`)).body);
    expect(stranger.items).toEqual([]);
    expect(documentListResponse.parse((await b.get('/api/documents')).body).items.map((d) => d.title)).toEqual(['Someone else']);
  });

  it('answers bad paging input with the error envelope', async () => {
    for (const q of ['limit=0', 'limit=101', 'limit=abc', 'cursor=not-a-cursor', 'sessionId=nope']) {
      const res = await a.get(`/api/documents?${q}`);
      expect(res.status, q).toBe(400);
      expect(errorEnvelope.parse(res.body).error.code).toBe('validation_failed');
    }
  });
});

describe("chat titles (issue 8: every client's chat showed as 'General Chat')", () => {
  it("gives each session its company and first question, so the label tells clients apart", async () => {
    const initech = await companyChat(a, 'Initech Supplies', 'initech.example');
    const hooli = await companyChat(a, 'Hooli Events', 'hooli-events.example', 'Spring Fair');
    expect(initech.firstQuestion).toBeNull();
    expect((await a.post(`/api/chat/sessions/${initech.id}/messages`, { message: '300 desk clocks under $12' })).status).toBe(202);
    expect((await a.post(`/api/chat/sessions/${initech.id}/messages`, { message: 'in black please' })).status).toBe(202);
    const { items } = chatSessionListResponse.parse((await a.get('/api/chat/sessions')).body);
    expect(items.find((s) => s.id === initech.id)).toMatchObject({ companyName: 'Initech Supplies', firstQuestion: '300 desk clocks under $12' });
    expect(items.find((s) => s.id === hooli.id)).toMatchObject({ companyName: 'Hooli Events', projectName: 'Spring Fair', firstQuestion: null });
    const one = (await a.get(`/api/chat/sessions/${initech.id}`)).body as { session: { firstQuestion: string } };
    expect(one.session.firstQuestion).toBe('300 desk clocks under $12');
  });
});
