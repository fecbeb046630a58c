import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sharedTestServer } from '../helpers/server.js';
import { signUp, type ApiClient } from '../helpers/client.js';
import { connectSocket } from '../helpers/socket.js';
import type { RunningServer } from '../../server/app.js';
import { buyerSignalAlerts, contacts } from '../../server/db/schema/index.js';

let server: RunningServer;
let a: ApiClient;
let workspaceId: string;

beforeAll(async () => {
  server = await sharedTestServer();
  const s = await signUp(server.url, 'Edit Seller');
  a = s.client;
  workspaceId = s.user.workspaceId;
});

describe('Pasted URLs create duplicates', () => {
  it('stores the registrable domain, so a later gitlab.com is the same company (409 naming it)', async () => {
    const first = await a.post('/api/companies', { name: 'GitLab', domain: 'https://about.gitlab.com/company/' });
    expect(first.status).toBe(201);
    expect(first.body.company.domain).toBe('gitlab.com');
    const again = await a.post('/api/companies', { name: 'GitLab Inc', domain: 'gitlab.com' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('A company with the domain gitlab.com is already in your pipeline');
    expect(again.body.error.details[0]).toMatchObject({ path: 'domain', existing: { id: first.body.company.id, name: 'GitLab', domain: 'gitlab.com' } });
    const idn = await a.post('/api/companies', { name: 'Stadt München', domain: 'https://www.münchen.de/rathaus' });
    expect(idn.body.company.domain).toBe('xn--mnchen-3ya.de');
  });

  it('warns about a same-name company on another domain (case and accents ignored) until confirmed', async () => {
    await a.post('/api/companies', { name: 'Café Núñez', domain: 'cafenunez.com' });
    const warned = await a.post('/api/companies', { name: 'CAFE NUNEZ', domain: 'cafe-nunez.es' });
    expect(warned.status).toBe(409);
    expect(warned.body.error.message).toBe('A company named Café Núñez already exists (cafenunez.com). Add anyway?');
    expect(warned.body.error.details[0]).toMatchObject({ path: 'name', existing: { name: 'Café Núñez', domain: 'cafenunez.com' } });
    const confirmed = await a.post('/api/companies', { name: 'CAFE NUNEZ', domain: 'cafe-nunez.es', confirmDuplicateName: true });
    expect(confirmed.status).toBe(201);
  });
});

describe('A company can be edited and deleted', () => {
  it('edits name, domain, industry, size, location, website, notes and stage, live in other tabs', async () => {
    const c = (await a.post('/api/companies', { name: 'Edit Me', domain: 'edit-me.com' })).body.company;
    const tab = await connectSocket(server.url, a.cookieHeader);
    const res = await a.patch(`/api/companies/${c.id}`, {
      name: 'Edited Co',
      domain: 'https://www.edited-co.com/about',
      industry: 'Healthcare',
      companySize: '51-200',
      location: 'Austin, TX',
      website: 'https://edited-co.com',
      notes: 'Met at the Expo',
      stage: 'Meeting',
    });
    expect(res.status).toBe(200);
    expect(res.body.company).toMatchObject({ name: 'Edited Co', domain: 'edited-co.com', industry: 'Healthcare', companySize: '51-200', location: 'Austin, TX', notes: 'Met at the Expo', stage: 'Meeting' });
    expect(res.body.company.factSources.industry).toEqual({ source: 'manual' });
    const heard = await tab.waitFor((e) => e.type === 'company.updated' && (e.payload as { company: { id: string } }).company.id === c.id);
    expect((heard.payload as { company: { name: string } }).company.name).toBe('Edited Co');
    tab.close();
    expect((await a.patch(`/api/companies/${c.id}`, { domain: 'gitlab.com' })).status).toBe(409);
  });

  it('deletes a company with its alerts, keeps its contacts unlinked, reports the counts and tells other tabs', async () => {
    const c = (await a.post('/api/companies', { name: 'Acme', domain: 'acme-delete.com' })).body.company;
    for (const n of ['Ann', 'Ben', 'Cy']) expect((await a.post('/api/contacts', { firstName: n, lastName: 'Lee', companyId: c.id })).status).toBe(201);
    await server.app.db.insert(buyerSignalAlerts).values([
      { workspaceId, companyId: c.id, signalKey: 'x', signalType: 'Hiring', summary: 'Hiring' },
      { workspaceId, companyId: c.id, signalKey: 'y', signalType: 'Funding', summary: 'Funding' },
    ]);
    const tab = await connectSocket(server.url, a.cookieHeader);
    const res = await a.delete(`/api/companies/${c.id}`);
    expect(res.status).toBe(200);
    expect(res.body.deleted).toEqual({ id: c.id, name: 'Acme', contacts: 3, alerts: 2 });
    const heard = await tab.waitFor((e) => e.type === 'company.deleted' && (e.payload as { id: string }).id === c.id);
    expect(heard.payload).toMatchObject({ name: 'Acme', removed: { contacts: 3, alerts: 2 } });
    tab.close();
    expect(await server.app.db.select().from(buyerSignalAlerts).where(eq(buyerSignalAlerts.companyId, c.id))).toEqual([]);
    const kept = await server.app.db.select().from(contacts).where(eq(contacts.workspaceId, workspaceId));
    expect(kept.filter((k) => k.lastName === 'Lee' && k.companyId === null)).toHaveLength(3);
    expect((await a.delete(`/api/companies/${c.id}`)).status).toBe(404);
  });
});
