// Issue 24: the sample directory's activity is dated relative to the day it is read, so the path
// directory → research → signals → alerts → message works today, in a year and in five years.
// One server per clock (CLOCK_NOW's config field), each over its own fresh database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/app.js';
import type { EventEnvelope } from '../../contracts/events.js';
import type { Alert } from '../../contracts/alerts.js';
import type { GeneratedMessage } from '../../contracts/messages.js';
import { signalNews } from '../../server/writers/signal-news.js';
import { orderQuantityFor, peopleCountOf } from '../../server/writers/order-quantity.js';
import { seedDirectory } from '../../server/directory/seed.js';
import { generateDirectory } from '../../seed/directory/index.js';
import { directoryCompanies } from '../../server/db/schema/index.js';
import { sharedCatalogueServer, startTestServer } from '../helpers/server.js';
import { signUp, type ApiClient } from '../helpers/client.js';
import { connectSocket, type TestSocket } from '../helpers/socket.js';

const DAY = 86_400_000;
const COMPANIES = 8;
type DirectoryItem = { id: string; name: string; domain: string; recentActivity: string | null };

const forCompany = (id: string) => (e: EventEnvelope) => (e.payload as { companyId?: string }).companyId === id;
const messageDone = (id: string) => (e: EventEnvelope) =>
  e.type === 'message.updated' && (e.payload as { message: GeneratedMessage }).message.id === id && (e.payload as { message: GeneratedMessage }).message.status !== 'pending';

describe.each([
  ['today', 0],
  ['a year from now', 365],
  ['five years from now', 5 * 365 + 1],
])('sample data read %s', (_label, aheadDays) => {
  let server: RunningServer;
  let a: ApiClient;
  let socket: TestSocket;
  let today: Date;

  beforeAll(async () => {
    // Today's server keeps the system clock; the others start theirs ahead (as CLOCK_NOW would).
    // Messages quote catalogue products: only today's server (the worker's shared one) has a catalogue, for the quantity test.
    server = aheadDays ? await startTestServer({ clockStartsAt: new Date(Date.now() + aheadDays * DAY) }) : await sharedCatalogueServer();
    await server.seeded;
    today = new Date(Date.now() + aheadDays * DAY);
    a = (await signUp(server.url, 'Clock Rep')).client;
    socket = await connectSocket(server.url, a.cookieHeader);
    expect((await a.put('/api/branding', { companyName: 'Morgan Promo Co', brandTone: 'professional', primaryColor: '#7E69AB', secondaryColor: '#1EAEDB' })).status).toBe(200);
  });
  afterAll(async () => {
    socket?.close();
    if (aheadDays) await server?.close();
  });

  it('directory → research → signals → alerts → a message that tells the signal', async () => {
    const items = (await a.get(`/api/directory/companies?limit=${COMPANIES}`)).body.items as DirectoryItem[];
    expect(items).toHaveLength(COMPANIES);
    // Discover dates each company's activity within the two years before the server's today.
    for (const c of items) {
      for (const line of (c.recentActivity ?? '').split('\n')) {
        const year = Number(/^In [A-Z][a-z]+ (\d{4}),/.exec(line)?.[1]);
        expect(year, line).toBeGreaterThanOrEqual(today.getUTCFullYear() - 2);
        expect(year, line).toBeLessThanOrEqual(today.getUTCFullYear());
      }
    }
    const ids: string[] = [];
    for (const c of items) {
      const created = await a.post('/api/companies', { name: c.name, domain: c.domain, directoryId: c.id });
      expect(created.status).toBe(201);
      ids.push(created.body.company.id as string);
      expect((await a.post(`/api/companies/${created.body.company.id}/research`)).status).toBe(202); // research, then signal detection
    }
    for (const id of ids) await socket.waitFor((e) => e.type === 'company.signals.checked' && forCompany(id)(e), 30_000);

    const all = (await a.get('/api/alerts')).body.items as Alert[];
    const alerts = all.filter((x) => !x.isHistory);
    // Most researched sample companies raise at least one alert about something recent.
    expect(new Set(alerts.map((x) => x.companyId)).size).toBeGreaterThanOrEqual(COMPANIES - 2);
    expect(alerts.length).toBeGreaterThanOrEqual(COMPANIES - 2);
    for (const x of alerts) {
      expect(x.isRead).toBe(false);
      expect(today.getTime() - new Date(x.occurredAt!).getTime()).toBeLessThanOrEqual(90 * DAY);
    }

    // A message built on an alert's signal tells it as recent news.
    const alert = alerts[0];
    const contact = await a.post('/api/contacts', { firstName: 'Pat', lastName: 'Rivera', jobTitle: 'HR Director', companyId: alert.companyId });
    expect(contact.status).toBe(201);
    const res = await a.post('/api/messages/generate', { contactId: contact.body.contact.id, messageType: 'email', buyingSignalId: alert.id });
    expect(res.status).toBe(202);
    const done = (await socket.waitFor(messageDone(res.body.message.id), 30_000)).payload as { message: GeneratedMessage };
    expect(done.message.status).toBe('ready');
    const told = signalNews(alert, today, 90);
    expect(told).not.toBeNull();
    expect(done.message.message).toContain(told!.news);
    expect(done.message.buyingSignalId).toBe(alert.id);
  });

  it.runIf(aheadDays === 0)('quotes a hiring signal at the number of people hired, not the company’s size', async () => {
    const hiring = ((await a.get('/api/alerts')).body.items as Alert[]).find((x) => x.signalType === 'Hiring' && !x.isHistory && peopleCountOf(x.evidence));
    // Not every set of companies has one; the directory's first eight do, whatever the day.
    expect(hiring).toBeDefined();
    const people = peopleCountOf(hiring!.evidence)!;
    const contact = await a.post('/api/contacts', { firstName: 'Sam', lastName: 'Lee', jobTitle: 'Office Manager', companyId: hiring!.companyId });
    const res = await a.post('/api/messages/generate', { contactId: contact.body.contact.id, messageType: 'email', buyingSignalId: hiring!.id });
    const done = (await socket.waitFor(messageDone(res.body.message.id), 30_000)).payload as { message: GeneratedMessage };
    const qty = Number(/each for ([\d,]+) pieces/.exec(done.message.message ?? '')?.[1]?.replace(',', ''));
    // 22 hires → 25 pieces (or the next tier up when no product's minimum order is that low).
    expect([orderQuantityFor(people), 50, 100].filter((q) => q >= orderQuantityFor(people))).toContain(qty);
    expect(qty).toBeLessThan(250);
  });

  it.runIf(aheadDays === 0)('redates a directory stored with fixed dates (an install from before) when the server starts', async () => {
    const fixed = 'In March 2025, Somebody opened a new office in Austin.';
    await server.app.db.update(directoryCompanies).set({ recentActivity: fixed });
    expect(((await a.get('/api/directory/companies?limit=3')).body.items as DirectoryItem[]).map((c) => c.recentActivity)).toEqual([fixed, fixed, fixed]);
    await seedDirectory(server.app.db, generateDirectory); // what start-up runs
    const items = (await a.get('/api/directory/companies?limit=3')).body.items as DirectoryItem[];
    for (const c of items) {
      expect(c.recentActivity).not.toBe(fixed);
      expect(c.recentActivity).toContain(c.name);
      const newest = Number(/^In [A-Z][a-z]+ (\d{4}),/.exec(c.recentActivity!)![1]);
      expect(newest).toBeGreaterThanOrEqual(today.getUTCFullYear() - 1);
    }
  });
});
