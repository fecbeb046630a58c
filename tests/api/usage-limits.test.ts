import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { startTestServer } from '../helpers/server.js';
import { ApiClient, signUp } from '../helpers/client.js';

type Res = Awaited<ReturnType<ApiClient['get']>>;

const expectLimited = (res: Res, limit: number, what: string) => {
  expect(res.status, JSON.stringify(res.body)).toBe(429);
  expect(res.body.error.code).toBe('rate_limited');
  expect(res.body.error.message).toMatch(new RegExp(`^You have reached the limit of ${limit} ${what} per minute\\. Please try again in \\d+ seconds\\.$`));
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
};

describe('issue 12 item 13: costly endpoints have per-user limits', () => {
  let server: RunningServer;
  let a: ApiClient;
  let b: ApiClient;

  /** A workspace with a company, a contact, a chat session and a presentation: every costly route's subject. */
  let made = 0;
  async function subjects(client: ApiClient) {
    made += 1;
    const created = await client.post('/api/companies', { name: `Limits ${made} Ltd`, domain: `limits-${made}.example` });
    expect(created.status).toBe(201);
    const company = created.body.company.id as string;
    const contact = await client.post('/api/contacts', { firstName: 'Lim', lastName: 'Its', email: `lim${made}@limits.example`, companyId: company });
    expect(contact.status).toBe(201);
    const session = await client.post('/api/chat/sessions', { companyId: company, projectName: 'Limits' });
    expect(session.status).toBe(201);
    const presentation = await client.post('/api/presentations', { title: 'Limits deck' });
    expect(presentation.status).toBe(201);
    return { contactId: contact.body.contact.id as string, sessionId: session.body.session.id as string, presentationId: presentation.body.presentation.id as string };
  }

  beforeAll(async () => {
    server = await startTestServer({ usageLimits: { generationsPerMinute: 2, chatQuestionsPerMinute: 2, searchesPerMinute: 3 } });
    a = (await signUp(server.url, 'Busy User')).client;
    b = (await signUp(server.url, 'Other User')).client;
    // Messages are signed with the sender's company (docs/product.md#messages).
    for (const c of [a, b]) expect((await c.put('/api/branding', { companyName: 'Limits Promo', brandTone: 'professional', primaryColor: '#7E69AB', secondaryColor: '#1EAEDB' })).status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('has sensible defaults', () => {
    expect(loadConfig({}, { inMemory: true }).usageLimits).toEqual({ generationsPerMinute: 30, chatQuestionsPerMinute: 20, searchesPerMinute: 120 });
  });

  it('message and presentation generation share one per-user limit', async () => {
    const mine = await subjects(a);
    expect((await a.post('/api/messages/generate', { contactId: mine.contactId, messageType: 'email' })).status).toBe(202);
    expect((await a.post(`/api/presentations/${mine.presentationId}/generate`, { prompt: 'Drinkware for a tech offsite' })).status).toBe(202);
    expectLimited(await a.post('/api/messages/generate', { contactId: mine.contactId, messageType: 'email' }), 2, 'generations');
    expectLimited(await a.post(`/api/presentations/${mine.presentationId}/generate`, { prompt: 'Again' }), 2, 'generations');
    // Another user is unaffected.
    const theirs = await subjects(b);
    expect((await b.post('/api/messages/generate', { contactId: theirs.contactId, messageType: 'email' })).status).toBe(202);
  });

  it('chat questions are limited per user', async () => {
    const mine = await subjects(a);
    for (const q of ['Mugs under $5?', 'And tumblers?']) expect((await a.post(`/api/chat/sessions/${mine.sessionId}/messages`, { message: q })).status).toBe(202);
    expectLimited(await a.post(`/api/chat/sessions/${mine.sessionId}/messages`, { message: 'One more?' }), 2, 'chat questions');
    const theirs = await subjects(b);
    expect((await b.post(`/api/chat/sessions/${theirs.sessionId}/messages`, { message: 'Mugs?' })).status).toBe(202);
  });

  it('catalogue searches are limited per user', async () => {
    for (const k of ['mug', 'pen', 'tote']) expect((await a.get(`/api/catalogue/search?keywords=${k}`)).status).toBe(200);
    expectLimited(await a.get('/api/catalogue/search?keywords=cap'), 3, 'searches');
    expect((await b.get('/api/catalogue/search?keywords=cap')).status).toBe(200);
    // Cheap reads are not counted.
    expect((await a.get('/api/catalogue/categories')).status).toBe(200);
  });
});
