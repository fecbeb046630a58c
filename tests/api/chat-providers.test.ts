import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventEnvelope } from '../../contracts/events.js';
import type { ChatMessage } from '../../contracts/chat.js';
import type { RunningServer } from '../../server/app.js';
import { WEBHOOK_MESSAGES, createWebhookAssistant } from '../../server/assistant/providers/webhook.js';
import type { ChatTurn } from '../../server/ports/chat.js';
import { buildVocabulary } from '../../server/assistant/vocabulary.js';
import { startTestServer } from '../helpers/server.js';
import { signUp, type ApiClient } from '../helpers/client.js';
import { connectSocket, type TestSocket } from '../helpers/socket.js';
import { chatReply, errorReply, startFakeOpenAi, type FakeOpenAi } from '../fixtures/fake-openai.js';
import { startFakeChatWebhook, type FakeChatWebhook } from '../fixtures/fake-chat-webhook.js';

let fake: FakeOpenAi;
let webhook: FakeChatWebhook;
let server: RunningServer;
let client: ApiClient;
let socket: TestSocket;
let sessionId: string;

const replyIn = (sid: string, after: number) => (e: EventEnvelope) =>
  e.type === 'chat.message.created' && socket.events.indexOf(e) >= after && (e.payload as { message: ChatMessage }).message.role === 'assistant' && (e.payload as { message: ChatMessage }).message.sessionId === sid;

async function ask(question: string): Promise<ChatMessage> {
  const after = socket.events.length;
  expect((await client.post(`/api/chat/sessions/${sessionId}/messages`, { message: question })).status).toBe(202);
  return ((await socket.waitFor(replyIn(sessionId, after), 20_000)).payload as { message: ChatMessage }).message;
}

beforeAll(async () => {
  fake = await startFakeOpenAi();
  webhook = await startFakeChatWebhook();
  server = await startTestServer({ seedCatalogueSize: 1500, llm: { baseUrl: fake.baseUrl, apiKey: fake.apiKey, model: 'chat-test' } });
  await server.seeded;
  client = (await signUp(server.url, 'Tool User')).client;
  socket = await connectSocket(server.url, client.cookieHeader);
  const company = await client.post('/api/companies', { name: 'Initech', domain: 'initech.example' });
  sessionId = (await client.post('/api/chat/sessions', { companyId: company.body.company.id })).body.session.id;
}, 60_000);

afterAll(async () => {
  socket?.close();
  await server?.close();
  await fake?.close();
  await webhook?.close();
});

describe('OpenAI-compatible chat assistant', () => {
  it('round-trips a search_products tool call through the real catalogue', async () => {
    fake.reset();
    fake.reply(chatReply(null, { toolCalls: [{ id: 'call_1', name: 'search_products', arguments: { keywords: 'mug', quantity: 250, maxUnitPrice: 8 } }] }));
    fake.handle((req) => {
      const tool = req.body?.messages?.find((m) => m.role === 'tool');
      const found = JSON.parse(tool?.content ?? '{}') as { products?: { name: string; unitPrice: string }[] };
      return chatReply(`I found ${found.products?.length ?? 0} mugs; the first is ${found.products?.[0]?.name}.`);
    });
    const reply = await ask('Mugs for 250 people under $8');
    expect(reply.status).toBe('ready');
    expect(reply.provider).toBe('openai:chat-test');
    expect(reply.products!.length).toBeGreaterThan(0);
    expect(reply.content).toContain(`the first is ${reply.products![0].name}`);
    expect(reply.intent).toMatchObject({ quantity: 250, budgetMax: 8 });
    for (const p of reply.products!) expect(p.price.max).toBeLessThanOrEqual(8);

    const first = fake.requests[0].body!;
    expect(first.model).toBe('chat-test');
    expect((first.tools as { function: { name: string } }[])[0].function.name).toBe('search_products');
    const second = fake.requests[1].body!.messages!;
    expect(second.at(-2)).toMatchObject({ role: 'assistant' });
    expect(second.at(-1)).toMatchObject({ role: 'tool', tool_call_id: 'call_1' });
    expect(fake.requests[1].authorization).toBe(`Bearer ${fake.apiKey}`);
  });

  it('shows only products the constraint check accepts, whatever the model searched for or says', async () => {
    fake.reset();
    // The model drops the buyer's budget and colour and searches all mugs up to $50.
    fake.reply(chatReply(null, { toolCalls: [{ id: 'call_2', name: 'search_products', arguments: { keywords: 'mugs', quantity: 250, maxUnitPrice: 50 } }] }));
    fake.handle(() => chatReply('Every mug I found is a perfect fit at $1.00 each.'));
    const reply = await ask('250 ceramic mugs under $5 each in red');
    expect(reply.status).toBe('ready');
    expect(reply.intent).toMatchObject({ productType: 'ceramic mug', quantity: 250, budgetMax: 5, colors: ['Red'] });
    expect(reply.products!.length).toBeGreaterThan(0);
    const relaxed = reply.intent!.relaxed;
    for (const p of reply.products!) {
      expect(p.name.toLowerCase()).toContain('mug');
      expect(p.fit).toBeDefined();
      if (!relaxed.includes('budget')) expect(p.fit!.unitPrice!).toBeLessThanOrEqual(5);
      if (p.fit!.misses.length) expect(relaxed.length).toBeGreaterThan(0);
    }
    // The figures the rep reads are the checked ones, beside the model's words.
    expect(reply.content).toContain('Checked against the catalogue:');
    expect(reply.content).toContain(`${reply.products![0].name} (Item # ${reply.products![0].itemNum}): $${reply.products![0].fit!.unitPrice!.toFixed(2)} each at 250`);
    const tool = JSON.parse(fake.requests[1].body!.messages!.at(-1)!.content!) as { products: { unitPrice: number }[] };
    for (const p of tool.products) if (!relaxed.includes('budget')) expect(p.unitPrice).toBeLessThanOrEqual(5);
  });

  it('ends as a failed reply with a clear message when the model fails', async () => {
    fake.reset();
    fake.handle(() => errorReply(401, 'bad key'));
    const reply = await ask('anything blue?');
    expect(reply.status).toBe('failed');
    expect(reply.content).toBe('The AI provider rejected the API key');
    expect(reply.error).toBe('The AI provider rejected the API key');
  });
});

describe('chat webhook adapter', () => {
  const turn: ChatTurn = {
    message: 'pens', history: [{ role: 'user', content: 'hi' }], previousIntent: null, previousPrices: [], previousProducts: [], company: null,
    userId: 'u1', sessionId: 's1', companyId: 'c1', now: new Date(),
  };
  const noSearch = { search: async () => ({ products: [], total: 0, totalCapped: false }), products: async () => new Map(), vocabulary: buildVocabulary({ products: [] }) };

  it('sends the contract body and reads response/output, productResults, n8n arrays and plain text', async () => {
    const assistant = createWebhookAssistant(webhook.url);
    webhook.reply({ body: JSON.stringify({ response: 'Here you go', productResults: [{ prodEId: 123, name: 'Pen', spc: 'ABC-1', prc: '0.66 - 1.42', thumbPic: 'https://img.example/1.jpg' }, { bogus: true }] }) });
    const a = await assistant.reply(turn, noSearch);
    expect(webhook.requests[0]).toEqual({ message: 'pens', history: [{ role: 'user', content: 'hi' }], userId: 'u1', sessionId: 's1', companyId: 'c1' });
    expect(a.content).toBe('Here you go');
    expect(a.products).toHaveLength(1);
    expect(a.products[0]).toMatchObject({ id: '123', itemNum: 'ABC-1', priceText: '0.66 - 1.42', price: { min: 0.66, max: 1.42 }, thumbUrl: 'https://img.example/1.jpg', productUrl: null });
    webhook.reply({ body: JSON.stringify([{ output: 'From n8n' }]) }, { body: 'Just text' }, { body: JSON.stringify({ response: '' }) });
    expect((await assistant.reply(turn, noSearch)).content).toBe('From n8n');
    expect((await assistant.reply(turn, noSearch)).content).toBe('Just text');
    expect((await assistant.reply(turn, noSearch)).content).toBe(WEBHOOK_MESSAGES.emptyResult);
  });

  it('maps failures to the spec messages', async () => {
    const assistant = createWebhookAssistant(webhook.url, { timeoutMs: 200 });
    webhook.reply({ status: 502, body: 'bad gateway' }, { body: '' }, { body: '{}', delayMs: 1000 });
    await expect(assistant.reply(turn, noSearch)).rejects.toThrow(WEBHOOK_MESSAGES.status(502));
    await expect(assistant.reply(turn, noSearch)).rejects.toThrow(WEBHOOK_MESSAGES.empty);
    await expect(assistant.reply(turn, noSearch)).rejects.toThrow(WEBHOOK_MESSAGES.timeout);
    await expect(createWebhookAssistant('http://127.0.0.1:9/nothing').reply(turn, noSearch)).rejects.toThrow(WEBHOOK_MESSAGES.unreachable);
  });
});
