import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventEnvelope } from '../../contracts/events.js';
import { errorEnvelope } from '../../contracts/errors.js';
import {
  BRAND_NAME_PATH,
  BRAND_NAME_REQUIRED_MESSAGE,
  CONNECTION_REQUEST_MAX,
  NO_COMPANY_MESSAGE,
  PLACEHOLDER_MESSAGE,
  PLACEHOLDER_SUBJECT,
  composeResponse,
  messageListResponse,
  messageResponse,
  type GeneratedMessage,
} from '../../contracts/messages.js';
import type { RunningServer } from '../../server/app.js';
import { sharedCatalogueServer } from '../helpers/server.js';
import { PASTED_RUN, longestSharedRun } from '../../server/writers/client-text.js';
import { signUp, type ApiClient } from '../helpers/client.js';
import { connectSocket, type TestSocket, expectNoEventBefore, profileBarrier } from '../helpers/socket.js';
import { fieldErrors } from '../helpers/field-errors.js';

let server: RunningServer;
let a: ApiClient;
let b: ApiClient;
let socketA: TestSocket;
let socketA2: TestSocket;
let socketB: TestSocket;
/** Workspace A's prospect: an enriched directory company with found contacts and detected signals. */
let prospect: { companyId: string; companyName: string; contactIds: string[]; contactFirstName: string; signalIds: string[] };

type DirectoryItem = { name: string; domain: string; recentActivity: string | null };
const messageEvent = (id: string, status?: string) => (e: EventEnvelope) =>
  (e.type === 'message.updated' || e.type === 'message.created') &&
  (e.payload as { message: GeneratedMessage }).message.id === id &&
  (!status || (e.payload as { message: GeneratedMessage }).message.status === status);
const forCompany = (id: string) => (e: EventEnvelope) =>
  (e.payload as { company?: { id: string } }).company?.id === id || (e.payload as { companyId?: string }).companyId === id;

async function addProspect(client: ApiClient, socket: TestSocket, pick: DirectoryItem) {
  const created = await client.post('/api/companies', { name: pick.name, domain: pick.domain });
  expect(created.status).toBe(201);
  const id = created.body.company.id as string;
  expect((await client.post(`/api/companies/${id}/enrich`)).status).toBe(202);
  await socket.waitFor((e) => forCompany(id)(e) && (e.payload as { change?: { kind: string } }).change?.kind === 'enriched', 20_000);
  expect((await client.post(`/api/companies/${id}/research`)).status).toBe(202); // research, then signal detection
  await socket.waitFor((e) => e.type === 'company.signals.checked' && forCompany(id)(e), 20_000);
  expect((await client.post(`/api/companies/${id}/contacts/find`, { categories: ['executive', 'hr', 'marketing', 'membership'] })).status).toBe(202);
  await socket.waitFor((e) => e.type === 'company.contacts.found' && forCompany(id)(e), 20_000);
  const detail = (await client.get(`/api/companies/${id}`)).body as { contacts: Array<{ id: string; firstName: string }>; signals: Array<{ id: string }> };
  return { companyId: id, companyName: pick.name, contactIds: detail.contacts.map((c) => c.id), contactFirstName: detail.contacts[0]?.firstName ?? '', signalIds: detail.signals.map((s) => s.id) };
}

/** Requests a message and waits until the job has written it (or failed). */
async function generate(body: Record<string, unknown>, client = a, socket = socketA): Promise<GeneratedMessage> {
  const res = await client.post('/api/messages/generate', body);
  expect(res.status).toBe(202);
  const pending = messageResponse.parse(res.body).message;
  const done = await socket.waitFor((e) => messageEvent(pending.id)(e) && (e.payload as { message: GeneratedMessage }).message.status !== 'pending', 20_000);
  return (done.payload as { message: GeneratedMessage }).message;
}

const BRANDING = { companyName: 'Morgan Promo Co', brandTone: 'professional', primaryColor: '#7E69AB', secondaryColor: '#1EAEDB' };
const words = (text: string | null) => (text ?? '').split(/\s+/).filter(Boolean).length;

beforeAll(async () => {
  server = await sharedCatalogueServer(); // messages quote catalogue products
  await server.seeded;
  a = (await signUp(server.url, 'Morgan Writer')).client;
  b = (await signUp(server.url, 'Other Workspace')).client;
  socketA = await connectSocket(server.url, a.cookieHeader);
  socketA2 = await connectSocket(server.url, a.cookieHeader);
  socketB = await connectSocket(server.url, b.cookieHeader);
  const dir = (await a.get('/api/directory/companies?q=hiring&limit=50')).body.items as DirectoryItem[];
  const pick = dir.find((c) => /hiring/i.test(c.recentActivity ?? '')) ?? dir[0];
  prospect = await addProspect(a, socketA, pick);
  expect((await a.put('/api/branding', BRANDING)).status).toBe(200);
  expect(prospect.contactIds.length).toBeGreaterThan(0);
  expect(prospect.signalIds.length).toBeGreaterThan(0);
});
afterAll(async () => {
  for (const s of [socketA, socketA2, socketB]) s?.close();
});

describe('generating a message', () => {
  it('stores a pending placeholder, then the written message arrives live on the user’s other socket only', async () => {
    const res = await a.post('/api/messages/generate', { contactId: prospect.contactIds[0], messageType: 'email', buyingSignalId: prospect.signalIds[0] });
    expect(res.status).toBe(202);
    const pending = messageResponse.parse(res.body).message;
    expect(pending).toMatchObject({
      status: 'pending',
      subject: PLACEHOLDER_SUBJECT,
      message: PLACEHOLDER_MESSAGE,
      messageType: 'email',
      contactId: prospect.contactIds[0],
      companyId: prospect.companyId,
      buyingSignalId: prospect.signalIds[0],
      company: { id: prospect.companyId, name: prospect.companyName },
    });
    await socketA2.waitFor(messageEvent(pending.id, 'pending'));
    const ready = (await socketA2.waitFor(messageEvent(pending.id, 'ready'), 20_000)).payload as { message: GeneratedMessage };
    expect(ready.message.provider).toBe('SwagScout built-in');
    expect(ready.message.subject).toBeTruthy();
    expect(ready.message.message).toContain(prospect.contactFirstName);
    expect(ready.message.message).toContain(prospect.companyName);
    expect(ready.message.error).toBeNull();
    // The other workspace heard nothing about it.
    await expectNoEventBefore(socketB, (e) => e.type.startsWith('message.'), profileBarrier(b));
    // Stored as written.
    expect(messageResponse.parse((await a.get(`/api/messages/${pending.id}`)).body).message).toEqual(ready.message);
  });

  it('builds on the signal in its own words, quotes a real catalogue product with its price, and keeps the rep’s guidance beside the text', async () => {
    const detail = (await a.get(`/api/companies/${prospect.companyId}`)).body as { signals: Array<{ id: string; summary: string; stepsTaken: string[]; productCategories: string[] }> };
    const signal = detail.signals[0];
    const message = await generate({ contactId: prospect.contactIds[0], buyingSignalId: signal.id });
    expect(message.messageType).toBe('email');
    const text = message.message!;
    expect(longestSharedRun(text, signal.summary)).toBeLessThan(PASTED_RUN);
    for (const step of signal.stepsTaken) expect(text).not.toContain(step);
    expect(text).not.toMatch(/one idea to start|our company/i);
    // The quoted product is the catalogue's, at the catalogue's price for that quantity.
    const quote = /the (.+?) at \$(\d+\.\d{2}) each for (\d+) pieces/.exec(text);
    expect(quote, text).not.toBeNull();
    const [, name, price, qty] = quote!;
    const found = (await a.get(`/api/catalogue/search?keywords=${encodeURIComponent(name)}&qty=${qty}&maxRecs=50`)).body as { products: Array<{ name: string; price: { min: number }; supplier: { name: string } }> };
    const product = found.products.find((p) => p.name === name)!;
    expect(product.price.min.toFixed(2)).toBe(price);
    expect(text).not.toContain(product.supplier.name);
    expect(message.guidance).toMatchObject({ nextSteps: signal.stepsTaken, keywords: [] });
    expect(message.guidance!.pitchNotes.join(' ')).toContain(`supplier ${product.supplier.name}`);
  });

  it('writes all three types within their limits', async () => {
    const email = await generate({ contactId: prospect.contactIds[0], messageType: 'email' });
    expect(email.subject).toBeTruthy();
    expect(words(email.message)).toBeGreaterThanOrEqual(120);
    expect(words(email.message)).toBeLessThanOrEqual(180);

    const connect = await generate({ contactId: prospect.contactIds[0], messageType: 'Connection Request Message', buyingSignalId: prospect.signalIds[0] });
    expect(connect.messageType).toBe('connection_request');
    expect(connect.subject).toBeNull();
    expect(connect.message!.length).toBeLessThanOrEqual(CONNECTION_REQUEST_MAX);
    expect(connect.message).toContain(prospect.contactFirstName);

    const follow = await generate({ contactId: prospect.contactIds[0], messageType: 'post_connection' });
    expect(follow.subject).toBeNull();
    expect(follow.message).toMatch(/connect/i);
    expect(words(follow.message)).toBeGreaterThan(40);
  });

  it('follows the brand tone and branding profile', async () => {
    const branding = { companyName: 'Peak Promo Supply', brandTone: 'formal', primaryColor: '#7E69AB', secondaryColor: '#1EAEDB', servicesOffered: 'Embroidered jackets, Onboarding kits', brandKeywords: 'craftsmanship' };
    expect((await a.put('/api/branding', branding)).status).toBe(200);
    const formal = await generate({ contactId: prospect.contactIds[0] });
    expect((await a.put('/api/branding', { ...branding, brandTone: 'casual' })).status).toBe(200);
    const casual = await generate({ contactId: prospect.contactIds[0] });
    expect(formal.message).toMatch(/^Dear /);
    expect(formal.message).toMatch(/Sincerely,/);
    expect(casual.message).toMatch(/^Hey /);
    expect(casual.message).toMatch(/Cheers,/);
    expect(formal.subject).not.toBe(casual.subject);
    for (const m of [formal, casual]) {
      expect(m.message).toContain('Peak Promo Supply');
      expect(m.message).toContain('embroidered jackets');
    }
  });

  it('fills a template’s {company}, {contact} and {user} placeholders', async () => {
    await a.put('/api/profile', { fullName: 'Morgan Writer', title: 'Account Director' });
    const template = (await a.post('/api/templates', { name: 'Intro', type: 'email', subject: 'Ideas for {company}', content: 'Hello {contact},\n\nA few ideas for {company}.\n\n{user}' })).body.template as { id: string };
    const message = await generate({ contactId: prospect.contactIds[0], templateId: template.id });
    expect(message.templateId).toBe(template.id);
    expect(message.subject).toBe(`Ideas for ${prospect.companyName}`);
    expect(message.message).toMatch(new RegExp(`^Hello ${prospect.contactFirstName} \\S+,\\n\\nA few ideas for ${prospect.companyName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.\\n\\nMorgan Writer$`));
  });

  it('fills {first_name} and {last_name}: a greeting says "Hi Ana,", not the full name', async () => {
    const template = (await a.post('/api/templates', { name: 'First name', type: 'email', subject: 'For {first_name} {last_name}', content: 'Hi {first_name},\n\nIdeas for {company}.' })).body.template as { id: string };
    const message = await generate({ contactId: prospect.contactIds[0], templateId: template.id });
    expect(message.message).toMatch(new RegExp(`^Hi ${prospect.contactFirstName},\\n`));
    expect(message.subject).toMatch(new RegExp(`^For ${prospect.contactFirstName} \\S+$`));
  });

  it('marks the message failed with the reason when the writer keeps failing', async () => {
    const original = server.app.providers.messages;
    server.app.providers.messages = { ...original, write: () => Promise.reject(new Error('The AI provider failed (HTTP 500)')) };
    try {
      const failed = await generate({ contactId: prospect.contactIds[0] });
      expect(failed).toMatchObject({ status: 'failed', error: 'The AI provider failed (HTTP 500)', subject: null, message: null });
    } finally {
      server.app.providers.messages = original;
    }
  });
});

describe('refusals', () => {
  it('asks for the company name in Settings → Company instead of writing "our company"', async () => {
    // Workspace B never saved its branding: nothing to sign the message with.
    const company = (await b.post('/api/companies', { name: 'Unbranded Prospect', domain: 'unbranded-prospect.example' })).body.company as { id: string };
    const contact = (await b.post('/api/contacts', { firstName: 'Pat', lastName: 'Doe', companyId: company.id })).body.contact as { id: string };
    const res = await b.post('/api/messages/generate', { contactId: contact.id });
    expect(res.status).toBe(409);
    expect(errorEnvelope.parse(res.body).error).toEqual({ code: 'conflict', message: BRAND_NAME_REQUIRED_MESSAGE, details: [{ path: BRAND_NAME_PATH, message: BRAND_NAME_REQUIRED_MESSAGE }] });
    expect(messageListResponse.parse((await b.get('/api/messages')).body).items).toEqual([]);
  });

  it("refuses a contact without a company with the spec's message", async () => {
    // A contact whose company was removed from the pipeline keeps living without one.
    const dir = (await a.get('/api/directory/companies?limit=60')).body.items as DirectoryItem[];
    const other = await addProspect(a, socketA, dir.find((c) => c.name !== prospect.companyName)!);
    expect((await a.delete(`/api/companies/${other.companyId}`)).status).toBe(200);
    const before = messageListResponse.parse((await a.get('/api/messages?limit=100')).body).items.length;
    const res = await a.post('/api/messages/generate', { contactId: other.contactIds[0], messageType: 'email' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(NO_COMPANY_MESSAGE);
    expect(fieldErrors(res.body)).toEqual({ contactId: NO_COMPANY_MESSAGE });
    expect(messageListResponse.parse((await a.get('/api/messages?limit=100')).body).items.length).toBe(before);
    const compose = composeResponse.parse((await a.get(`/api/messages/compose?contactId=${other.contactIds[0]}`)).body);
    expect(compose.company).toBeNull();
  });

  it('gives 400 for bad input, with field messages', async () => {
    expect(fieldErrors((await a.post('/api/messages/generate', {})).body)).toEqual({ contactId: 'Contact ID is required' });
    expect(fieldErrors((await a.post('/api/messages/generate', { contactId: 'nope', messageType: 'Fax', buyingSignalId: 7, templateId: 'x' })).body)).toEqual({
      contactId: 'Invalid contact id',
      messageType: 'Message type must be Email, Connection Request Message or Post-Connection Message',
      buyingSignalId: 'Invalid buying signal id',
      templateId: 'Invalid template id',
    });
    expect((await a.post('/api/messages/generate', 'not json')).status).toBe(400);
    expect(fieldErrors((await a.get('/api/messages?limit=0')).body)).toEqual({ limit: 'Limit must be at least 1' });
    expect(fieldErrors((await a.get('/api/messages?cursor=garbage')).body)).toEqual({ cursor: 'Invalid cursor' });
    expect(fieldErrors((await a.get('/api/messages/compose')).body)).toEqual({ contactId: 'Contact ID is required' });
    expect((await a.get('/api/messages/not-a-uuid')).status).toBe(400);
    const some = messageListResponse.parse((await a.get('/api/messages?limit=1')).body).items[0];
    expect(fieldErrors((await a.patch(`/api/messages/${some.id}`, { message: '   ' })).body)).toEqual({ message: 'Message content is required' });
    expect((await a.patch(`/api/messages/${some.id}`, { status: 'ready' })).status).toBe(400);
  });

  it('treats another workspace’s contact, signal, template and messages as not found', async () => {
    const ownContact = prospect.contactIds[0];
    const bTemplate = (await b.post('/api/templates', { name: 'B', type: 'email', subject: 'S', content: 'C' })).body.template.id as string;
    expect((await b.post('/api/messages/generate', { contactId: ownContact })).status).toBe(404);
    expect((await b.get(`/api/messages/compose?contactId=${ownContact}`)).status).toBe(404);
    const signalRes = await a.post('/api/messages/generate', { contactId: ownContact, buyingSignalId: '00000000-0000-4000-8000-000000000000' });
    expect(signalRes.status).toBe(404);
    expect(signalRes.body.error.message).toBe('Buying signal not found');
    const templateRes = await a.post('/api/messages/generate', { contactId: ownContact, templateId: bTemplate });
    expect(templateRes.status).toBe(404);
    expect(templateRes.body.error.message).toBe('Template not found');

    const mine = messageListResponse.parse((await a.get('/api/messages?limit=1')).body).items[0];
    expect((await b.get(`/api/messages/${mine.id}`)).status).toBe(404);
    expect((await b.patch(`/api/messages/${mine.id}`, { message: 'hijacked' })).status).toBe(404);
    expect((await b.delete(`/api/messages/${mine.id}`)).status).toBe(404);
    expect(messageListResponse.parse((await b.get('/api/messages')).body).items).toEqual([]);
    expect(messageResponse.parse((await a.get(`/api/messages/${mine.id}`)).body).message.message).not.toBe('hijacked');
  });
});

describe('the list and edits', () => {
  it('lists newest first with contact and company names, page by page', async () => {
    const all: GeneratedMessage[] = [];
    let cursor: string | null = null;
    do {
      const res = await a.get(`/api/messages?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      const page = messageListResponse.parse(res.body);
      expect(page.items.length).toBeLessThanOrEqual(3);
      all.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    const everything = messageListResponse.parse((await a.get('/api/messages?limit=100')).body).items;
    expect(all.map((m) => m.id)).toEqual(everything.map((m) => m.id));
    expect(new Set(all.map((m) => m.id)).size).toBe(all.length);
    expect(all.length).toBeGreaterThanOrEqual(8);
    const times = all.map((m) => Date.parse(m.createdAt));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    const withParties = all.find((m) => m.contactId === prospect.contactIds[0])!;
    expect(withParties.contact).toMatchObject({ id: prospect.contactIds[0], firstName: prospect.contactFirstName });
    expect(withParties.company).toEqual({ id: prospect.companyId, name: prospect.companyName });
  });

  it('saves edits, tells the other tab, refuses edits while pending, and deletes', async () => {
    const message = await generate({ contactId: prospect.contactIds[0] });
    const res = await a.patch(`/api/messages/${message.id}`, { subject: '  Edited subject ', message: 'Edited body' });
    expect(res.status).toBe(200);
    const edited = messageResponse.parse(res.body).message;
    expect(edited).toMatchObject({ id: message.id, subject: 'Edited subject', message: 'Edited body', status: 'ready' });
    const seen = await socketA2.waitFor((e) => e.type === 'message.updated' && (e.payload as { message: GeneratedMessage }).message.subject === 'Edited subject');
    expect((seen.payload as { message: GeneratedMessage }).message.message).toBe('Edited body');

    const slow = server.app.providers.messages;
    let release!: () => void;
    server.app.providers.messages = { ...slow, write: (brief) => new Promise((r) => (release = () => r(slow.write(brief)))) };
    try {
      const pending = messageResponse.parse((await a.post('/api/messages/generate', { contactId: prospect.contactIds[0] })).body).message;
      const refused = await a.patch(`/api/messages/${pending.id}`, { message: 'too early' });
      expect(refused.status).toBe(409);
      await expect.poll(() => typeof release === 'function').toBe(true);
      release();
      await socketA.waitFor(messageEvent(pending.id, 'ready'), 20_000);
    } finally {
      server.app.providers.messages = slow;
    }

    expect((await a.delete(`/api/messages/${message.id}`)).status).toBe(204);
    await socketA2.waitFor((e) => e.type === 'message.deleted' && (e.payload as { id: string }).id === message.id);
    expect((await a.get(`/api/messages/${message.id}`)).status).toBe(404);
  });

  it('gives the generator the contact, company facts and its signals', async () => {
    const res = await a.get(`/api/messages/compose?contactId=${prospect.contactIds[0]}`);
    expect(res.status).toBe(200);
    const compose = composeResponse.parse(res.body);
    expect(compose.contact.id).toBe(prospect.contactIds[0]);
    expect(compose.company).toMatchObject({ id: prospect.companyId, name: prospect.companyName });
    expect(compose.signals.map((s) => s.id).sort()).toEqual([...prospect.signalIds].sort());
  });
});
