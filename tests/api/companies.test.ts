import { beforeAll, describe, expect, it } from 'vitest';
import { sharedTestServer } from '../helpers/server.js';
import { signUp, type ApiClient } from '../helpers/client.js';
import { connectSocket, expectNoEventBefore, profileBarrier } from '../helpers/socket.js';
import type { RunningServer } from '../../server/app.js';
import { companyListResponse, company as companySchema, INDUSTRY_FILTERS } from '../../contracts/companies.js';
import { INDUSTRIES } from '../../contracts/industries.js';

let server: RunningServer;
let a: ApiClient;
let b: ApiClient;

beforeAll(async () => {
  server = await sharedTestServer();
  a = (await signUp(server.url, 'Alice Seller')).client;
  b = (await signUp(server.url, 'Bob Other')).client;
});

describe('companies', () => {
  it('gives a new workspace the sample company Test Customer', async () => {
    const res = await a.get('/api/companies');
    expect(res.status).toBe(200);
    const list = companyListResponse.parse(res.body);
    expect(list.items.map((c) => c.name)).toContain('Test Customer');
    expect(list.items[0]).toMatchObject({ stage: 'Lead', enrichmentStatus: 'Unenriched' });
  });

  it('creates a company with a normalised domain, starting as Lead', async () => {
    const res = await a.post('/api/companies', { name: 'Northwind Traders', domain: 'HTTPS://www.Northwind-Traders.com/about' });
    expect(res.status).toBe(201);
    const c = companySchema.parse(res.body.company);
    expect(c).toMatchObject({ domain: 'northwind-traders.com', stage: 'Lead', enrichmentStatus: 'Unenriched' });
  });

  it('refuses a duplicate domain in the same workspace with a clear 409, but allows it in another', async () => {
    const dup = await a.post('/api/companies', { name: 'Northwind again', domain: 'northwind-traders.com' });
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toBe('A company with the domain northwind-traders.com is already in your pipeline');
    const other = await b.post('/api/companies', { name: 'Northwind Traders', domain: 'northwind-traders.com' });
    expect(other.status).toBe(201);
  });

  it('validates with field messages', async () => {
    const res = await a.post('/api/companies', { name: '', domain: 'not a domain' });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Company name is required' },
        { path: 'domain', message: 'Please enter a valid domain (like acme.com)' },
      ]),
    );
    const missing = await a.post('/api/companies', {});
    expect(missing.body.error.details.map((d: { message: string }) => d.message)).toEqual(['Company name is required', 'Domain is required']);
    const long = await a.post('/api/companies', { name: 'x'.repeat(5000), domain: 'ok.com' });
    expect(long.status).toBe(400);
    const stage = await a.patch(`/api/companies/${(await a.get('/api/companies')).body.items[0].id}`, { stage: 'Closed' });
    expect(stage.status).toBe(400);
    expect(stage.body.error.details[0].message).toBe('Stage must be one of Lead, Qualified, Meeting, Proposal, Opportunity, Won, Lost');
    expect((await a.get('/api/companies/not-a-uuid')).status).toBe(400);
    expect((await a.get('/api/companies?limit=9999')).status).toBe(400);
    expect((await a.get('/api/companies?cursor=garbage')).status).toBe(400);
  });

  it("treats another workspace's company as not found, everywhere", async () => {
    const mine = (await a.post('/api/companies', { name: 'Private Co', domain: 'private-co.com' })).body.company;
    expect((await b.get(`/api/companies/${mine.id}`)).status).toBe(404);
    expect((await b.patch(`/api/companies/${mine.id}`, { stage: 'Meeting' })).status).toBe(404);
    expect((await b.delete(`/api/companies/${mine.id}`)).status).toBe(404);
    const still = await a.get(`/api/companies/${mine.id}`);
    expect(still.body.company.stage).toBe('Lead');
    expect((await b.get('/api/companies?q=private')).body.items).toEqual([]);
  });

  it('searches name or domain case-insensitively and filters by industry', async () => {
    await a.post('/api/companies', { name: 'Helix Medical Group', domain: 'helixmed.org', industry: 'Healthcare' });
    await a.post('/api/companies', { name: 'Cobalt Software', domain: 'cobalt.io', industry: 'Technology' });
    const byName = await a.get('/api/companies?q=HELIX');
    expect(byName.body.items.map((c: { name: string }) => c.name)).toEqual(['Helix Medical Group']);
    const byDomain = await a.get('/api/companies?q=cobalt.io');
    expect(byDomain.body.items).toHaveLength(1);
    const tech = await a.get('/api/companies?industry=Technology');
    expect(tech.body.items.map((c: { name: string }) => c.name)).toEqual(['Cobalt Software']);
    const health = await a.get('/api/companies?industry=Healthcare');
    expect(health.body.items.map((c: { name: string }) => c.name)).toEqual(['Helix Medical Group']);
    const all = await a.get('/api/companies?industry=All%20Industries');
    expect(all.body.items.length).toBeGreaterThan(3);
  });

  it('each industry option lists only companies of exactly that industry (Healthcare is not Hospitality)', async () => {
    const { client } = await signUp(server.url, 'Industry Filter');
    for (const [i, industry] of INDUSTRIES.entries()) {
      expect((await client.post('/api/companies', { name: `Co ${i}`, domain: `industry${i}.com`, industry })).status).toBe(201);
    }
    await client.post('/api/companies', { name: 'Grand Hotel', domain: 'grandhotel.com', industry: 'Hospitality' });
    for (const option of INDUSTRY_FILTERS.slice(1)) {
      const res = await client.get(`/api/companies?industry=${encodeURIComponent(option)}`);
      const list = companyListResponse.parse(res.body);
      expect(list.items.length, option).toBeGreaterThan(0);
      expect(new Set(list.items.map((c) => c.industry)), option).toEqual(new Set([option]));
    }
  });

  it('pages with a cursor, in name order, without repeats', async () => {
    const { client } = await signUp(server.url, 'Pager');
    for (let i = 0; i < 7; i++) await client.post('/api/companies', { name: `Paged ${i}`, domain: `paged${i}.com` });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: { body: { items: Array<{ name: string }>; nextCursor: string | null } } = await client.get(
        `/api/companies?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...res.body.items.map((c) => c.name));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...seen].sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase())));
    expect(new Set(seen).size).toBe(8);
  });

  it('stores the stage, counts it per column, and tells every tab of the workspace', async () => {
    const { client, user } = await signUp(server.url, 'Stage Mover');
    const teammateSocket = await connectSocket(server.url, client.cookieHeader);
    const outsider = await connectSocket(server.url, b.cookieHeader);
    const c = (await client.post('/api/companies', { name: 'Kanban Co', domain: 'kanban.co' })).body.company;
    const res = await client.patch(`/api/companies/${c.id}`, { stage: 'Meeting' });
    expect(res.body.company.stage).toBe('Meeting');
    const event = await teammateSocket.waitFor((e) => e.type === 'company.updated');
    expect(event.payload).toMatchObject({ company: { id: c.id, stage: 'Meeting' }, change: { kind: 'stage', from: 'Lead', to: 'Meeting' } });
    const summary = await client.get('/api/companies/summary');
    expect(summary.body).toMatchObject({ total: 2, stages: { Lead: 1, Qualified: 0, Meeting: 1, Proposal: 0, Opportunity: 0, Won: 0, Lost: 0 } });
    expect((await client.get(`/api/companies/${c.id}`)).body.company.stage).toBe('Meeting');
    await expectNoEventBefore(outsider, (e) => e.type === 'company.updated' && (e.payload as { company: { id: string } }).company.id === c.id, profileBarrier(b));
    expect(user.workspaceId).toBeTruthy();
    teammateSocket.close();
    outsider.close();
  });

  it('deletes a company', async () => {
    const c = (await a.post('/api/companies', { name: 'Short Lived', domain: 'short-lived.com' })).body.company;
    const res = await a.delete(`/api/companies/${c.id}`);
    expect(res.status).toBe(200);
    expect(res.body.deleted).toMatchObject({ id: c.id, name: 'Short Lived', contacts: 0, alerts: 0 });
    expect((await a.get(`/api/companies/${c.id}`)).status).toBe(404);
  });
});

describe('directory (Discover)', () => {
  it('finds built-in companies and adds one to the pipeline in one click', async () => {
    await server.seeded;
    const res = await a.get('/api/directory/companies?industry=Healthcare&limit=5');
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(5);
    expect(res.body.industries).toContain('Healthcare');
    const pick = res.body.items[0];
    expect(pick.pipelineCompanyId).toBeNull();
    const added = await a.post('/api/companies', { name: pick.name, domain: pick.domain, directoryId: pick.id });
    expect(added.status).toBe(201);
    expect(added.body.company).toMatchObject({ industry: 'Healthcare', headquarters: pick.headquarters });
    const again = await a.get(`/api/directory/companies?q=${encodeURIComponent(pick.domain)}`);
    expect(again.body.items[0].pipelineCompanyId).toBe(added.body.company.id);
    expect((await a.get('/api/directory/companies?limit=500')).status).toBe(400);
  });
});
