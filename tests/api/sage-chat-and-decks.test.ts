import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventEnvelope } from '../../contracts/events.js';
import { chatMessageResponse, type ChatMessage } from '../../contracts/chat.js';
import { presentationResponse, type Presentation } from '../../contracts/presentations.js';
import type { RunningServer } from '../../server/app.js';
import { startTestServer } from '../helpers/server.js';
import { signUp, type ApiClient } from '../helpers/client.js';
import { connectSocket, type TestSocket } from '../helpers/socket.js';
import { FAKE_SAGE_CREDENTIALS, startFakeSage, type FakeSage } from '../fixtures/fake-sage.js';
import { summaryRows } from '../helpers/deck-summary.js';

/**
 * The assistant and the deck writer in a workspace connected to SAGE: they show SAGE's products
 * (service 103 to find them, 104 for their price breaks), priced at the asked quantity from SAGE's
 * own breaks, say so when SAGE gives no price or cannot be reached, and never show the workspace's key.
 */

let fake: FakeSage;
let server: RunningServer;
let rep: ApiClient;
let socket: TestSocket;
let companyId: string;

const replyTo = (sid: string) => (e: EventEnvelope) =>
  e.type === 'chat.message.created' && (e.payload as { message: ChatMessage }).message.sessionId === sid && (e.payload as { message: ChatMessage }).message.role === 'assistant';

async function ask(question: string): Promise<ChatMessage> {
  const session = (await rep.post('/api/chat/sessions', { companyId })).body.session.id as string;
  const res = await rep.post(`/api/chat/sessions/${session}/messages`, { message: question });
  expect(res.status).toBe(202);
  chatMessageResponse.parse(res.body);
  return ((await socket.waitFor(replyTo(session), 20_000)).payload as { message: ChatMessage }).message;
}

const sageCalls = (serviceId: number) => fake.requests.filter((r) => (r.body as { serviceId?: number }).serviceId === serviceId);

beforeAll(async () => {
  fake = await startFakeSage();
  // The built-in catalogue is seeded as in production: the assistant knows product types by its vocabulary.
  server = await startTestServer({ seedCatalogueSize: 2_000, sageBaseUrl: `${fake.baseUrl}/ws/ws.dll/ConnectAPI` });
  await server.seeded;
  rep = (await signUp(server.url, 'Sage Rep')).client;
  socket = await connectSocket(server.url, rep.cookieHeader);
  const saved = await rep.put('/api/catalogue/credentials', { acctId: String(FAKE_SAGE_CREDENTIALS.acctId), loginId: FAKE_SAGE_CREDENTIALS.loginId, key: FAKE_SAGE_CREDENTIALS.key });
  expect(saved.status).toBe(200);
  companyId = (await rep.post('/api/companies', { name: 'Lakeview Dental', domain: 'lakeview-dental.example' })).body.company.id as string;
}, 60_000);
afterAll(async () => {
  socket?.close();
  await server?.close();
  await fake?.close();
});

describe('the assistant over SAGE Connect', () => {
  it("recommends SAGE's product priced from its own breaks at the asked quantity", async () => {
    fake.requests.length = 0;
    const reply = await ask('Could you find us 300 white ceramic mugs for the front desk?');
    expect(reply.status, JSON.stringify(sageCalls(103).map((r) => (r.body as { search: unknown }).search))).toBe('ready');
    const mug = (reply.products ?? []).find((p) => p.id === '551234002');
    expect(mug, reply.content).toBeDefined();
    // Its minimum is its first price break (72), not the guess SAGE's search answers leave us (25).
    expect(mug).toMatchObject({ name: '11 oz Ceramic Mug', source: 'sage', minQuantity: 72, fit: { quantity: 300, unitPrice: 2.6 } });
    expect(reply.content).toMatch(/11 oz Ceramic Mug \(Item # MG-11\): \$2\.60 each at 300, min 72,/);
    // Only SAGE's products: none of the built-in catalogue's.
    expect((reply.products ?? []).every((p) => p.source === 'sage')).toBe(true);
    expect(reply.content).toContain('$2.60');
    expect(sageCalls(103).length).toBeGreaterThan(0);
    expect(JSON.stringify(reply)).not.toContain(FAKE_SAGE_CREDENTIALS.key);
  });

  it('keeps to the price break a smaller order falls in, and the minimum', async () => {
    const reply = await ask('We need 150 mugs, the ceramic kind.');
    const mug = (reply.products ?? []).find((p) => p.id === '551234002');
    expect(mug, reply.content).toBeDefined();
    // 150 falls in the 144 break ($2.85), not the 288 one.
    expect(mug!.fit).toMatchObject({ quantity: 150, unitPrice: 2.85 });
  });

  it('answers a request that names no product SAGE can search for, instead of failing the reply', async () => {
    // SAGE refuses a search with nothing but a colour and a quantity (error 10301); the reply was
    // "Sorry, I couldn't process your request" after two attempts.
    const reply = await ask('We want 300 pieces in white for the front desk, something nice');
    expect(reply.status, reply.content).toBe('ready');
    expect(reply.content.length).toBeGreaterThan(20);
  });

  it('says it has no price when SAGE gives none, instead of inventing one', async () => {
    const reply = await ask('Price out 200 cotton tote bags please');
    const tote = (reply.products ?? []).find((p) => p.id === '660000004');
    expect(tote, reply.content).toBeDefined();
    expect(tote!.fit?.unitPrice ?? null).toBeNull();
    expect(reply.content).not.toMatch(/Cotton Tote Bag[^\n]*\$\d/);
  });

  it('finds in SAGE a product the built-in catalogue has no type for, instead of saying the catalogue has none', async () => {
    fake.requests.length = 0;
    const reply = await ask('Can you quote 300 kazoos for the parade?');
    const kazoo = (reply.products ?? []).find((p) => p.id === '660000005');
    expect(kazoo, reply.content).toBeDefined();
    // 300 falls in the 250 break.
    expect(kazoo!.fit).toMatchObject({ quantity: 300, unitPrice: 0.55 });
    expect(reply.content).not.toMatch(/has no kazoo/i);
    expect(reply.content).toContain('300 × kazoos');
    expect(sageCalls(103).some((r) => /kazoo/.test(String((r.body as { search: { keywords?: string } }).search.keywords)))).toBe(true);
    // Only products named so: SAGE's other products are no kazoos.
    expect((reply.products ?? []).every((p) => /kazoo/i.test(p.name))).toBe(true);
  });

  // Beside a product the built-in vocabulary knows, a product it lacks was said to be missing
  // ('The catalogue has no kazoos') without asking SAGE, which has it.
  it('finds in SAGE a product the built-in catalogue lacks, listed beside one it has', async () => {
    fake.requests.length = 0;
    const reply = await ask('For the parade we need 200 ceramic mugs and 300 kazoos');
    expect(reply.status, reply.content).toBe('ready');
    expect(reply.content).not.toMatch(/has no kazoo/i);
    const kazoo = (reply.products ?? []).find((p) => p.id === '660000005');
    expect(kazoo, reply.content).toBeDefined();
    // At its own count (300: the 250 break), not the mugs'.
    expect(kazoo!.fit).toMatchObject({ quantity: 300, unitPrice: 0.55 });
    expect((reply.products ?? []).find((p) => p.id === '551234002')?.fit).toMatchObject({ quantity: 200 });
    expect(reply.content).toContain('300 × kazoos:');
    expect(reply.content).toContain('200 × ceramic mugs:');
  });

  it('still says which listed product SAGE has none of', async () => {
    const reply = await ask('For the parade we need 200 ceramic mugs and 300 snow globes');
    expect(reply.status, reply.content).toBe('ready');
    expect(reply.content).toMatch(/has no snow globes/i);
    expect((reply.products ?? []).some((p) => p.id === '551234002')).toBe(true);
  });

  it('asks SAGE for a few of them at most, however many are listed', async () => {
    fake.requests.length = 0;
    const reply = await ask('For the parade: 200 ceramic mugs, 300 kazoos, 300 blorps, 300 zingers, 300 wobblers, 300 tootlers and 300 quibbles');
    expect(reply.status, reply.content).toBe('ready');
    const asked = new Set(sageCalls(103).map((r) => String((r.body as { search: { keywords?: string } }).search.keywords ?? '')).filter((k) => /kazoo|blorp|zinger|wobbler|tootler|quibble/.test(k)));
    expect(asked.size, [...asked].join(' | ')).toBeGreaterThan(0);
    expect(asked.size, [...asked].join(' | ')).toBeLessThanOrEqual(4);
    // Those it did not look up are not said to be missing (nobody looked): the reply names them as not looked up,
    // and each of the others has its section (found in SAGE) or is said to be missing. (SAGE's answers are kept a while,
    // so a product asked about earlier in this file is looked up without a new call.)
    const words = ['kazoo', 'blorp', 'zinger', 'wobbler', 'tootler', 'quibble'];
    const notLookedUp = /Not looked up yet: ([^(\n]*) \(/.exec(reply.content)?.[1] ?? '';
    const unchecked = words.filter((w) => notLookedUp.includes(`${w}s`));
    expect(unchecked.length, reply.content).toBe(2);
    for (const word of unchecked) {
      expect(reply.content).not.toMatch(new RegExp(`has no[^.\\n]*${word}`, 'i'));
      expect([...asked].some((k) => k.includes(word))).toBe(false);
    }
    for (const word of words.filter((w) => !unchecked.includes(w))) expect(reply.content).toMatch(new RegExp(`300 × ${word}s:|has no[^.\\n]*${word}s`));
    expect(reply.content).toMatch(/Ask about them in another message\./);
  });

  it('asks SAGE for each of several products the built-in catalogue lacks', async () => {
    const reply = await ask('Do you do kazoos and snow globes? About 300 of them for the parade');
    expect(reply.status, reply.content).toBe('ready');
    expect((reply.products ?? []).some((p) => p.id === '660000005'), reply.content).toBe(true);
    expect((reply.products ?? []).every((p) => /kazoo/i.test(p.name))).toBe(true);
    expect(reply.content).not.toMatch(/has no kazoo/i);
    expect(reply.content).toMatch(/has no snow globes/i);
  });

  it('still says the catalogue has none when SAGE has none either', async () => {
    const reply = await ask('Can you quote 300 snow globes for the parade?');
    expect(reply.status).toBe('ready');
    expect(reply.content).toMatch(/has no snow globes/i);
    expect((reply.products ?? []).some((p) => /snow globe/i.test(p.name))).toBe(false);
  });
});

async function deck(prompt: string): Promise<string> {
  fake.requests.length = 0;
  const created = await rep.post('/api/presentations', { title: 'Open house kit' });
  expect(created.status).toBe(201);
  const id = presentationResponse.parse(created.body).presentation.id;
  expect((await rep.post(`/api/presentations/${id}/generate`, { prompt })).status).toBe(202);
  const done = await socket.waitFor(
    (e) => e.type === 'presentation.updated' && (e.payload as { presentation: Presentation }).presentation.id === id && (e.payload as { presentation: Presentation }).presentation.generationStatus !== 'generating',
    30_000,
  );
  const presentation = (done.payload as { presentation: Presentation }).presentation;
  expect(presentation.error).toBeNull();
  return presentation.content!.htmlContent;
}

describe('the deck writer over SAGE Connect', () => {
  // SAGE's search answers a product's whole range ('0.66 - 1.42'); the deck quoted its lowest price,
  // the 1,000-piece break's, for 300 pieces.
  it("quotes SAGE's product at its own price for the deck's quantity", async () => {
    const html = await deck('Deck for Lakeview Dental: 300 flashlight key rings for the open house');
    const row = summaryRows(html).find((r) => /Flashlight Key Ring/.test(r.pick));
    expect(row, JSON.stringify(summaryRows(html))).toBeDefined();
    expect(row).toMatchObject({ quantity: '300', unitPrice: '$1.12' });
    expect(html).not.toContain('$0.66');
  });

  // The deck said 'The catalog has no kazoos' for a product SAGE has, because the built-in vocabulary lacks it.
  it('quotes a product only SAGE has, listed beside one the vocabulary knows, instead of saying the catalogue has none', async () => {
    const html = await deck('Deck for Lakeview Dental: 300 flashlight key rings and 300 kazoos for the parade');
    const rows = summaryRows(html);
    expect(rows.find((r) => /Kazoo/.test(r.pick)), JSON.stringify(rows)).toMatchObject({ quantity: '300', unitPrice: '$0.55' });
    expect(rows.find((r) => /Flashlight Key Ring/.test(r.pick))).toMatchObject({ quantity: '300', unitPrice: '$1.12' });
    expect(html).not.toMatch(/has no kazoo/i);
  });

  it('quotes a product only SAGE has when it is all the brief asks for', async () => {
    const html = await deck('Deck for Lakeview Dental: 300 kazoos for the parade');
    const rows = summaryRows(html);
    expect(rows.find((r) => /Kazoo/.test(r.pick)), JSON.stringify(rows)).toMatchObject({ quantity: '300', unitPrice: '$0.55' });
    expect(html).not.toMatch(/has no kazoo/i);
  });

  it('still says the catalogue has none when SAGE has none either', async () => {
    const html = await deck('Deck for Lakeview Dental: 300 flashlight key rings and 300 snow globes for the parade');
    expect(html).toMatch(/has no snow globes/i);
  });

  // The deck asks SAGE about a few products the vocabulary lacks; it said 'The catalog has no …' of the rest, never asked.
  it('says the products past those it looks up are to be confirmed, not that the catalogue has none', async () => {
    const html = await deck('Deck for Lakeview Dental: 300 flashlight key rings, 300 kazoos, 300 blorps, 300 zingers, 300 wobblers, 300 tootlers and 300 quibbles for the parade');
    const asked = sageCalls(103).map((r) => String((r.body as { search: { keywords?: string } }).search.keywords ?? ''));
    const words = ['kazoo', 'blorp', 'zinger', 'wobbler', 'tootler', 'quibble'];
    const confirmed = words.filter((w) => new RegExp(`We will confirm separately whether we can supply ${w}s`).test(html));
    expect(confirmed, html).toHaveLength(2);
    for (const word of confirmed) {
      expect(html).not.toMatch(new RegExp(`has no ${word}`, 'i'));
      expect(asked.some((k) => k.includes(word))).toBe(false);
    }
    // The four looked up: SAGE's kazoo is on the deck; it has none of the others.
    expect(summaryRows(html).find((r) => /Kazoo/.test(r.pick))).toMatchObject({ quantity: '300', unitPrice: '$0.55' });
    for (const word of words.filter((w) => w !== 'kazoo' && !confirmed.includes(w))) expect(html).toMatch(new RegExp(`has no ${word}s`, 'i'));
  });

  // Without a quantity each product is quoted at its minimum: SAGE's search only guesses it (25),
  // below the key ring's first break (100), and the deck had no product to show.
  it('quotes it at its own minimum when the brief gives no quantity', async () => {
    const html = await deck('Deck for Lakeview Dental: flashlight key rings for the open house');
    const row = summaryRows(html).find((r) => /Flashlight Key Ring/.test(r.pick));
    expect(row, JSON.stringify(summaryRows(html))).toBeDefined();
    expect(row).toMatchObject({ quantity: '100 (minimum)', unitPrice: '$1.42' });
  });
});

// SAGE's search answered but its product detail (service 104, the price breaks) could not be had:
// the assistant said no product fitted and the deck showed 'Not available' for every item, as if
// the catalogue had none.
describe('SAGE answering searches but not product detail', () => {
  let other: ApiClient;
  let otherSocket: TestSocket;
  let otherCompany: string;
  beforeAll(async () => {
    // A workspace of its own: SAGE's answers are cached per workspace, and these products' details must not be.
    other = (await signUp(server.url, 'Sage Rep Two')).client;
    otherSocket = await connectSocket(server.url, other.cookieHeader);
    const { acctId, loginId, key } = FAKE_SAGE_CREDENTIALS;
    expect((await other.put('/api/catalogue/credentials', { acctId: String(acctId), loginId, key })).status).toBe(200);
    otherCompany = (await other.post('/api/companies', { name: 'Harbor Clinic', domain: 'harbor-clinic.example' })).body.company.id as string;
    fake.detailDown = true;
  });
  afterAll(() => {
    fake.detailDown = false;
    otherSocket?.close();
  });

  it('says SAGE could not be asked, rather than that nothing fits', async () => {
    const session = (await other.post('/api/chat/sessions', { companyId: otherCompany })).body.session.id as string;
    expect((await other.post(`/api/chat/sessions/${session}/messages`, { message: 'Could you find us 300 white ceramic mugs for the front desk?' })).status).toBe(202);
    const reply = ((await otherSocket.waitFor(replyTo(session), 20_000)).payload as { message: ChatMessage }).message;
    expect(reply.status, reply.content).toBe('failed');
    expect(reply.content).toMatch(/SAGE catalogue is unavailable right now \(HTTP 503\)/);
  });

  it('fails the deck with that message, rather than showing every product as not available', async () => {
    const id = presentationResponse.parse((await other.post('/api/presentations', { title: 'Front desk' })).body).presentation.id;
    expect((await other.post(`/api/presentations/${id}/generate`, { prompt: 'Deck for Harbor Clinic: 300 flashlight key rings for the open house' })).status).toBe(202);
    const done = await otherSocket.waitFor(
      (e) => e.type === 'presentation.updated' && (e.payload as { presentation: Presentation }).presentation.id === id && (e.payload as { presentation: Presentation }).presentation.generationStatus !== 'generating',
      30_000,
    );
    const presentation = (done.payload as { presentation: Presentation }).presentation;
    expect(presentation.generationStatus).toBe('failed');
    expect(presentation.error).toMatch(/SAGE catalogue is unavailable right now \(HTTP 503\)/);
  });
});

describe('an unreachable SAGE', () => {
  it('says SAGE could not be reached, rather than that the catalogue has no such product', async () => {
    await fake.close();
    const reply = await ask('Looking for 500 retractable ballpoint pens with our logo');
    expect(reply.status).toBe('failed');
    expect(reply.content).toBe('Could not reach the SAGE catalogue; please try again later');
    expect(reply.products ?? []).toEqual([]);
  });

  it('fails the deck with the same message, rather than writing one whose every product is "Not available"', async () => {
    const created = await rep.post('/api/presentations', { title: 'Parade kit' });
    const id = presentationResponse.parse(created.body).presentation.id;
    expect((await rep.post(`/api/presentations/${id}/generate`, { prompt: 'Deck for Lakeview Dental: 250 water bottles for the 5K' })).status).toBe(202);
    const done = await socket.waitFor(
      (e) => e.type === 'presentation.updated' && (e.payload as { presentation: Presentation }).presentation.id === id && (e.payload as { presentation: Presentation }).presentation.generationStatus === 'failed',
      30_000,
    );
    expect((done.payload as { presentation: Presentation }).presentation.error).toBe('Could not reach the SAGE catalogue; please try again later');
  });
});
