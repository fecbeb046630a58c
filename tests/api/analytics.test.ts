import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventEnvelope } from '../../contracts/events.js';
import type { ChatMessage } from '../../contracts/chat.js';
import type { RunningServer } from '../../server/app.js';
import { analyticsFeatureUsage, analyticsProductInteractions, analyticsSearches } from '../../server/db/schema/index.js';
import { startTestServer } from '../helpers/server.js';
import { signUp, type ApiClient } from '../helpers/client.js';
import { connectSocket, type TestSocket } from '../helpers/socket.js';
import { chatReply, errorReply, startFakeOpenAi, type FakeOpenAi } from '../fixtures/fake-openai.js';
import { fieldErrors } from '../helpers/field-errors.js';

let fake: FakeOpenAi;
let server: RunningServer;
let a: ApiClient;
let b: ApiClient;
let aUser: { id: string; workspaceId: string };
let socket: TestSocket;
let companyId: string;
let sessionA: string;
let sessionB: string;

const interactionsOf = (userId: string) => server.app.db.select().from(analyticsProductInteractions).where(eq(analyticsProductInteractions.userId, userId));
const featuresOf = (userId: string, feature?: string) =>
  server.app.db
    .select()
    .from(analyticsFeatureUsage)
    .where(feature ? and(eq(analyticsFeatureUsage.userId, userId), eq(analyticsFeatureUsage.feature, feature)) : eq(analyticsFeatureUsage.userId, userId));

async function ask(sid: string, question: string): Promise<{ sent: ChatMessage; reply: ChatMessage }> {
  const after = socket.events.length;
  const res = await a.post(`/api/chat/sessions/${sid}/messages`, { message: question });
  expect(res.status).toBe(202);
  const e = await socket.waitFor(
    (ev: EventEnvelope) =>
      socket.events.indexOf(ev) >= after && ev.type === 'chat.message.created' && (ev.payload as { message: ChatMessage }).message.role === 'assistant' && (ev.payload as { message: ChatMessage }).message.sessionId === sid,
    20_000,
  );
  return { sent: res.body.message, reply: (e.payload as { message: ChatMessage }).message };
}

beforeAll(async () => {
  fake = await startFakeOpenAi();
  server = await startTestServer({ seedCatalogueSize: 1500, llm: { baseUrl: fake.baseUrl, apiKey: fake.apiKey, model: 'chat-test' } });
  await server.seeded;
  const signedA = await signUp(server.url, 'Analytics Seller');
  a = signedA.client;
  aUser = { id: signedA.user.id, workspaceId: signedA.user.workspaceId };
  b = (await signUp(server.url, 'Other Seller')).client;
  socket = await connectSocket(server.url, a.cookieHeader);
  companyId = (await a.post('/api/companies', { name: 'Globex', domain: 'globex.example' })).body.company.id;
  sessionA = (await a.post('/api/chat/sessions', { companyId, projectName: 'Gala' })).body.session.id;
  const otherCompany = (await b.post('/api/companies', { name: 'Hooli', domain: 'hooli.example' })).body.company.id;
  sessionB = (await b.post('/api/chat/sessions', { companyId: otherCompany })).body.session.id;
}, 60_000);

afterAll(async () => {
  socket?.close();
  await server?.close();
  await fake?.close();
});

describe('POST /api/analytics/events', () => {
  it('401 when signed out', async () => {
    const res = await fetch(`${server.url}/api/analytics/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ events: [{ kind: 'feature', feature: 'chat_page_view' }] }),
    });
    expect(res.status).toBe(401);
  });

  it('records a valid batch for the signed-in user and workspace (204)', async () => {
    const res = await a.post('/api/analytics/events', {
      events: [
        { kind: 'feature', feature: 'chat_page_view', metadata: { sessionId: sessionA } },
        { kind: 'product_interaction', sessionId: sessionA, productId: 'p-1', productName: 'Blue Mug', interactionType: 'click' },
        { kind: 'product_interaction', productId: 'p-2', interactionType: 'compare' },
        { kind: 'product_interaction', sessionId: sessionA, productId: 'p-3', interactionType: 'document' },
      ],
    });
    expect(res.status).toBe(204);
    const rows = await interactionsOf(aUser.id);
    expect(rows.map((r) => [r.productId, r.interactionType, r.sessionId, r.productName]).sort()).toEqual([
      ['p-1', 'click', sessionA, 'Blue Mug'],
      ['p-2', 'compare', null, null],
      ['p-3', 'document', sessionA, null],
    ]);
    expect(rows.every((r) => r.workspaceId === aUser.workspaceId)).toBe(true);
    const views = await featuresOf(aUser.id, 'chat_page_view');
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ workspaceId: aUser.workspaceId, metadata: { sessionId: sessionA } });
  });

  it('rejects bad kinds, types, features, oversized metadata and too many events with 400, writing nothing', async () => {
    const before = { i: (await interactionsOf(aUser.id)).length, f: (await featuresOf(aUser.id)).length };
    const ok = { kind: 'feature', feature: 'chat_page_view' };
    const bad: [unknown, string][] = [
      [{ events: [ok, { kind: 'pageview' }] }, 'events.1.kind'],
      [{ events: [ok, { kind: 'product_interaction', productId: 'p', interactionType: 'hover' }] }, 'events.1.interactionType'],
      [{ events: [ok, { kind: 'product_interaction', interactionType: 'click' }] }, 'events.1.productId'],
      [{ events: [{ kind: 'feature', feature: 'launch_rockets' }] }, 'events.0.feature'],
      [{ events: [{ kind: 'feature', feature: 'chat_error', metadata: { blob: 'x'.repeat(3000) } }] }, 'events.0.metadata'],
      [{ events: [{ kind: 'feature', feature: 'chat_error', metadata: 'text' }] }, 'events.0.metadata'],
      [{ events: Array.from({ length: 51 }, () => ok) }, 'events'],
      [{ events: [] }, 'events'],
      [{}, 'events'],
    ];
    for (const [body, path] of bad) {
      const res = await a.post('/api/analytics/events', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(fieldErrors(res.body)[path], path).toBeTruthy();
      if (path === 'events.1.kind') expect(fieldErrors(res.body)[path]).toBe('Event kind must be product_interaction or feature');
    }
    expect((await interactionsOf(aUser.id)).length).toBe(before.i);
    expect((await featuresOf(aUser.id)).length).toBe(before.f);
  });

  it('rejects the whole batch when a session is another user\'s or unknown', async () => {
    const before = { i: (await interactionsOf(aUser.id)).length, f: (await featuresOf(aUser.id)).length };
    for (const sid of [sessionB, '00000000-0000-4000-8000-000000000000']) {
      const res = await a.post('/api/analytics/events', {
        events: [
          { kind: 'feature', feature: 'chat_page_view' },
          { kind: 'product_interaction', sessionId: sessionA, productId: 'p-9', interactionType: 'click' },
          { kind: 'product_interaction', sessionId: sid, productId: 'p-9', interactionType: 'click' },
        ],
      });
      expect(res.status).toBe(400);
      expect(fieldErrors(res.body)).toEqual({ 'events.2.sessionId': 'Unknown chat session' });
    }
    expect((await interactionsOf(aUser.id)).length).toBe(before.i);
    expect((await featuresOf(aUser.id)).length).toBe(before.f);
  });
});

describe('server-side chat analytics', () => {
  it('creating a session records new_chat_created', async () => {
    const rows = await featuresOf(aUser.id, 'new_chat_created');
    expect(rows.map((r) => r.metadata)).toEqual([{ sessionId: sessionA, companyId }]);
    expect(rows[0].workspaceId).toBe(aUser.workspaceId);
  });

  it('a sent message records a search; the reply sets product_count and records product_results_received', async () => {
    fake.reset();
    fake.reply(chatReply(null, { toolCalls: [{ id: 'call_1', name: 'search_products', arguments: { keywords: 'mug', quantity: 250, maxUnitPrice: 8 } }] }));
    fake.handle(() => chatReply('Here are some mugs.'));
    const { sent, reply } = await ask(sessionA, 'Mugs for 250 people under $8');
    expect(reply.status).toBe('ready');
    const count = reply.products!.length;
    expect(count).toBeGreaterThan(0);
    const [search] = await server.app.db.select().from(analyticsSearches).where(eq(analyticsSearches.id, sent.id));
    expect(search).toMatchObject({ userId: aUser.id, workspaceId: aUser.workspaceId, query: 'Mugs for 250 people under $8', sessionId: sessionA, companyId, productCount: count });
    const results = await featuresOf(aUser.id, 'product_results_received');
    expect(results.map((r) => r.metadata)).toEqual([{ sessionId: sessionA, count }]);
  });

  it('a failed reply records chat_error and leaves the search product_count unset', async () => {
    fake.reset();
    fake.handle(() => errorReply(401, 'bad key'));
    const { sent, reply } = await ask(sessionA, 'anything blue?');
    expect(reply.status).toBe('failed');
    const [search] = await server.app.db.select().from(analyticsSearches).where(eq(analyticsSearches.id, sent.id));
    expect(search).toMatchObject({ query: 'anything blue?', productCount: null });
    const errors = await featuresOf(aUser.id, 'chat_error');
    expect(errors.map((r) => r.metadata)).toEqual([{ sessionId: sessionA, error: 'The AI provider rejected the API key' }]);
    expect((await featuresOf(aUser.id, 'product_results_received')).length).toBe(1);
  });
});
