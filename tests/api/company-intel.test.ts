import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../helpers/server.js';
import { signUp, type ApiClient } from '../helpers/client.js';
import { connectSocket, type TestSocket } from '../helpers/socket.js';
import type { RunningServer } from '../../server/app.js';
import type { EventEnvelope } from '../../contracts/events.js';
import { chatReply, errorReply, startFakeOpenAi, type FakeOpenAi } from '../fixtures/fake-openai.js';

let server: RunningServer;
let a: ApiClient;
let b: ApiClient;
let socketA: TestSocket;
let directoryPick: { id: string; name: string; domain: string; industry: string };

const changeOf = (e: EventEnvelope) => (e.payload as { change?: { kind: string } }).change?.kind;
const forCompany = (id: string) => (e: EventEnvelope) => (e.payload as { company?: { id: string }; companyId?: string; alert?: { companyId: string } }).company?.id === id || (e.payload as { companyId?: string }).companyId === id || (e.payload as { alert?: { companyId: string } }).alert?.companyId === id;

beforeAll(async () => {
  // The directory's activity is dated relative to today and only a company's newest event is sure to
  // be inside the 90-day window: a window this wide makes every one a current alert (the window
  // itself is covered in pipeline-signals, the relative dates in sample-data-dates).
  server = await startTestServer({ signalMaxAgeDays: 100_000 });
  await server.seeded;
  a = (await signUp(server.url, 'Intel A')).client;
  b = (await signUp(server.url, 'Intel B')).client;
  socketA = await connectSocket(server.url, a.cookieHeader);
  // A directory company whose activity mentions hiring, so rules find at least one signal.
  const dir = await a.get('/api/directory/companies?q=hiring&limit=50');
  directoryPick = dir.body.items.find((c: { recentActivity: string | null }) => /hiring/i.test(c.recentActivity ?? '')) ?? dir.body.items[0];
});
afterAll(async () => {
  socketA?.close();
  await server?.close();
});

async function addCompany(client: ApiClient, name: string, domain: string) {
  const res = await client.post('/api/companies', { name, domain });
  expect(res.status).toBe(201);
  return res.body.company as { id: string };
}

describe('enrichment', () => {
  it('goes Unenriched → Enriching → Enriched with live progress, and cannot be started twice', async () => {
    const c = await addCompany(a, directoryPick.name, directoryPick.domain);
    const res = await a.post(`/api/companies/${c.id}/enrich`);
    expect(res.status).toBe(202);
    expect(res.body.jobId).toEqual(expect.any(String));
    const again = await a.post(`/api/companies/${c.id}/enrich`);
    expect(again.status).toBe(409);
    const started = await socketA.waitFor((e) => forCompany(c.id)(e) && changeOf(e) === 'enrichment_started');
    expect((started.payload as { company: { enrichmentStatus: string } }).company.enrichmentStatus).toBe('Enriching');
    const done = await socketA.waitFor((e) => forCompany(c.id)(e) && changeOf(e) === 'enriched');
    expect((done.payload as { company: Record<string, unknown> }).company).toMatchObject({
      enrichmentStatus: 'Enriched',
      industry: directoryPick.industry,
      enrichmentSource: 'SwagScout directory',
    });
    await socketA.waitFor((e) => e.type === 'company.enrichment.progress' && forCompany(c.id)(e) && (e.payload as { pct: number }).pct === 100);
    const steps = socketA.events.filter((e) => e.type === 'company.enrichment.progress' && forCompany(c.id)(e)).map((e) => (e.payload as { pct: number }).pct);
    expect(steps).toEqual([10, 40, 80, 100]);
    expect((await a.post(`/api/companies/${c.id}/enrich`)).body.error.message).toBe('This company is already enriched');
  });

  it('says so, never invents facts, and returns to Unenriched when nothing is known about a company', async () => {
    const c = await addCompany(a, 'Zzyzx Nowhere Holdings', 'zzyzx-nowhere-holdings.example');
    await a.post(`/api/companies/${c.id}/enrich`);
    const failed = await socketA.waitFor((e) => forCompany(c.id)(e) && changeOf(e) === 'enrichment_failed');
    // Not in the directory, and its site cannot be read: the domain does not resolve (a reserved
    // name), which is said as such rather than blamed on the company.
    expect((failed.payload as { change: { message: string } }).change.message).toBe(
      "Couldn't reach zzyzx-nowhere-holdings.example (the domain does not resolve). Try again later or enter the details by hand.",
    );
    const detail = await a.get(`/api/companies/${c.id}`);
    expect(detail.body.company).toMatchObject({ enrichmentStatus: 'Unenriched', industry: null, headquarters: null });
  });

  it('never leaves Enriching stuck when the provider keeps failing: back to Unenriched and the user is told', async () => {
    const { client, user } = await signUp(server.url, 'Unlucky');
    const socket = await connectSocket(server.url, client.cookieHeader);
    const original = server.app.providers.enrichment;
    server.app.providers.enrichment = { ...original, enrich: async () => Promise.reject(new Error('Enrichment provider timed out')) };
    try {
      const c = await addCompany(client, 'Timeout Co', 'timeout-co.com');
      await client.post(`/api/companies/${c.id}/enrich`);
      const failed = await socket.waitFor((e) => e.type === 'job.failed', 20_000);
      expect(failed.payload).toMatchObject({ name: 'company.enrich', message: 'Enrichment provider timed out', subjectId: c.id });
      const back = await socket.waitFor((e) => forCompany(c.id)(e) && changeOf(e) === 'enrichment_failed');
      expect((back.payload as { company: { enrichmentStatus: string } }).company.enrichmentStatus).toBe('Unenriched');
      expect(user.id).toBeTruthy();
    } finally {
      server.app.providers.enrichment = original;
      socket.close();
    }
  }, 40_000);
});

describe('research and buyer signals', () => {
  it('researches, saves, then detects signals automatically — each signal stored once', async () => {
    const list = await a.get(`/api/companies?q=${encodeURIComponent(directoryPick.domain)}`);
    const id = list.body.items[0].id as string;
    expect((await a.post(`/api/companies/${id}/research`)).status).toBe(202);
    const researched = await socketA.waitFor((e) => forCompany(id)(e) && changeOf(e) === 'researched');
    const company = (researched.payload as unknown as { company: Record<string, string | null> }).company;
    expect(company.recentActivity).toMatch(/hiring/i);
    expect(company.promoOpportunities).toBeTruthy();
    expect(company.researchSource).toBe('SwagScout directory');
    const checked = await socketA.waitFor((e) => e.type === 'company.signals.checked' && forCompany(id)(e));
    const { created } = checked.payload as { created: number };
    expect(created).toBeGreaterThan(0);
    const alert = await socketA.waitFor((e) => e.type === 'alert.created' && forCompany(id)(e));
    expect((alert.payload as { alert: Record<string, unknown> }).alert).toMatchObject({
      companyId: id,
      isRead: false,
      signalType: expect.any(String),
      productCategories: expect.arrayContaining([expect.any(String)]),
    });
    const hiring = socketA.events.find((e) => e.type === 'alert.created' && forCompany(id)(e) && (e.payload as { alert: { signalType: string } }).alert.signalType === 'Hiring');
    expect((hiring?.payload as { alert: { productCategories: string[] } }).alert.productCategories).toEqual(expect.arrayContaining(['Apparel', 'Drinkware']));

    // Detecting again finds the same signals and stores none of them twice.
    const before = (await a.get(`/api/companies/${id}`)).body.signals.length;
    await a.post(`/api/companies/${id}/signals/detect`);
    const second = await socketA.waitFor((e) => e.type === 'company.signals.checked' && forCompany(id)(e) && e.id > checked.id);
    expect(second.payload).toMatchObject({ created: 0 });
    expect((await a.get(`/api/companies/${id}`)).body.signals.length).toBe(before);

    // The timeline tells the story from the outbox.
    const timeline = await a.get(`/api/companies/${id}/timeline`);
    const kinds = timeline.body.items.map((t: { kind: string }) => t.kind);
    expect(kinds).toEqual(expect.arrayContaining(['created', 'enrichment', 'research', 'signal', 'signals_checked']));
  });

  it('lists alerts, filters them, and marking one read reaches other tabs', async () => {
    const second = await connectSocket(server.url, a.cookieHeader);
    const all = await a.get('/api/alerts');
    expect(all.body.items.length).toBeGreaterThan(0);
    const target = all.body.items[0];
    const res = await a.patch(`/api/alerts/${target.id}`, { isRead: true });
    expect(res.body.alert.isRead).toBe(true);
    const heard = await second.waitFor((e) => e.type === 'alert.updated');
    expect((heard.payload as { alert: { id: string; isRead: boolean } }).alert).toMatchObject({ id: target.id, isRead: true });
    const unread = await a.get('/api/alerts?unread=true');
    expect(unread.body.items.find((x: { id: string }) => x.id === target.id)).toBeUndefined();
    const byName = await a.get(`/api/alerts?company=${encodeURIComponent(directoryPick.name.slice(0, 5).toUpperCase())}`);
    expect(byName.body.items.length).toBeGreaterThan(0);
    expect((await a.get('/api/alerts?company=no-such-company-xyz')).body.items).toEqual([]);
    expect((await a.patch(`/api/alerts/${target.id}`, { isRead: 'yes' })).status).toBe(400);
    second.close();
  });
});

describe('contacts', () => {
  it('needs an enriched company, then adds people of the chosen categories only', async () => {
    const fresh = await addCompany(a, 'Not Yet Enriched', 'not-yet-enriched.com');
    const refused = await a.post(`/api/companies/${fresh.id}/contacts/find`, { categories: ['hr'] });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('Please enrich the company before finding contacts');
    expect((await a.post(`/api/companies/${fresh.id}/contacts/find`, { categories: [] })).body.error.details[0].message).toBe('Choose at least one contact type');

    const id = (await a.get(`/api/companies?q=${encodeURIComponent(directoryPick.domain)}`)).body.items[0].id as string;
    expect((await a.post(`/api/companies/${id}/contacts/find`, { categories: ['executive', 'hr'] })).status).toBe(202);
    const found = await socketA.waitFor((e) => e.type === 'company.contacts.found' && forCompany(id)(e));
    const contacts = (found.payload as { contacts: Array<{ category: string }> }).contacts;
    expect(contacts.length).toBeGreaterThan(0);
    expect(new Set(contacts.map((c) => c.category))).toEqual(new Set(['executive', 'hr'].filter((k) => contacts.some((c) => c.category === k))));
    expect(contacts.every((c) => ['executive', 'hr'].includes(c.category))).toBe(true);
    // Running it again adds nobody twice.
    await a.post(`/api/companies/${id}/contacts/find`, { categories: ['executive', 'hr'] });
    const again = await socketA.waitFor((e) => e.type === 'company.contacts.found' && forCompany(id)(e) && e.id > found.id);
    expect((again.payload as { contacts: unknown[] }).contacts).toEqual([]);
    const detail = await a.get(`/api/companies/${id}`);
    expect(detail.body.contacts.length).toBe(contacts.length);
  });
});

describe('tenant boundaries', () => {
  it("answers 404 for another workspace's company and alert, on every route", async () => {
    const id = (await a.get(`/api/companies?q=${encodeURIComponent(directoryPick.domain)}`)).body.items[0].id as string;
    for (const path of ['enrich', 'research', 'signals/detect']) expect((await b.post(`/api/companies/${id}/${path}`)).status).toBe(404);
    expect((await b.post(`/api/companies/${id}/contacts/find`, { categories: ['hr'] })).status).toBe(404);
    expect((await b.get(`/api/companies/${id}/timeline`)).status).toBe(404);
    const alertId = (await a.get('/api/alerts')).body.items[0].id;
    expect((await b.patch(`/api/alerts/${alertId}`, { isRead: false })).status).toBe(404);
    expect((await b.get('/api/alerts')).body.items).toEqual([]);
    expect((await b.post('/api/companies/not-a-uuid/enrich')).status).toBe(400);
  });
});

describe('OpenAI-compatible provider', () => {
  let fake: FakeOpenAi;
  let llmServer: RunningServer;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    llmServer = await startTestServer({ llm: { baseUrl: fake.baseUrl, apiKey: fake.apiKey, model: 'sonar-test' } });
  });
  afterAll(async () => {
    await llmServer?.close();
    await fake?.close();
  });

  it('does research and signal detection, and the result says which provider produced it', async () => {
    const { client } = await signUp(llmServer.url, 'LLM user');
    const socket = await connectSocket(llmServer.url, client.cookieHeader);
    expect((await client.get('/api/providers')).body).toMatchObject({ research: 'openai:sonar-test', signals: 'openai:sonar-test' });
    fake.reply(
      chatReply(
        JSON.stringify({
          industry: 'Logistics',
          companySize: '201-500',
          headquarters: 'Memphis, TN',
          eventParticipationLikelihood: 'High',
          recentActivity: ['In March 2026, Blue Ox Freight won a contract with the state of Tennessee.'],
          promoOpportunities: ['Driver safety kits'],
          uniqueCharacteristics: ['Family owned since 1972'],
        }),
      ),
      chatReply(JSON.stringify({ signals: [{ signalType: 'Contract Win', summary: 'Won a state contract', evidence: 'won a contract with the state of Tennessee', date: '2026-03' }] })),
    );
    const c = (await client.post('/api/companies', { name: 'Blue Ox Freight', domain: 'blueoxfreight.com' })).body.company;
    await client.post(`/api/companies/${c.id}/research`);
    const researched = await socket.waitFor((e) => forCompany(c.id)(e) && changeOf(e) === 'researched');
    expect((researched.payload as unknown as { company: Record<string, string> }).company).toMatchObject({ industry: 'Logistics', researchSource: 'openai:sonar-test' });
    const alert = await socket.waitFor((e) => e.type === 'alert.created');
    expect((alert.payload as { alert: Record<string, unknown> }).alert).toMatchObject({ signalType: 'Contract Win', provider: 'openai:sonar-test' });
    expect(fake.requests[0].authorization).toBe(`Bearer ${fake.apiKey}`);
    socket.close();
  });

  it('a provider that keeps failing ends in research_failed and job.failed, not a stuck page', async () => {
    const { client } = await signUp(llmServer.url, 'LLM failing');
    const socket = await connectSocket(llmServer.url, client.cookieHeader);
    fake.handle(() => errorReply(500, 'upstream exploded'));
    const c = (await client.post('/api/companies', { name: 'Broken Research', domain: 'broken-research.com' })).body.company;
    await client.post(`/api/companies/${c.id}/research`);
    const failed = await socket.waitFor((e) => e.type === 'job.failed', 30_000);
    expect(failed.payload).toMatchObject({ name: 'company.research', subjectId: c.id });
    expect((failed.payload as { message: string }).message).not.toContain(fake.apiKey);
    await socket.waitFor((e) => forCompany(c.id)(e) && changeOf(e) === 'research_failed');
    fake.handle(null);
    socket.close();
  }, 45_000);
});
