import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedTestServer } from '../helpers/server.js';
import { signUp, type ApiClient } from '../helpers/client.js';
import { connectSocket, type TestSocket } from '../helpers/socket.js';
import type { RunningServer } from '../../server/app.js';
import { SAMPLE_CONTACT_SOURCE } from '../../contracts/companies.js';

let server: RunningServer;
let a: ApiClient;
let socket: TestSocket;

beforeAll(async () => {
  server = await sharedTestServer();
  await server.seeded;
  a = (await signUp(server.url, 'Sample Rep')).client;
  socket = await connectSocket(server.url, a.cookieHeader);
});
afterAll(async () => {
  socket?.close();
});

describe('Generated sample data is labelled', () => {
  it('marks directory companies and the people found for them as sample data, and keeps each fact with its source', async () => {
    const pick = (await a.get('/api/directory/companies?limit=1')).body.items[0];
    const added = await a.post('/api/companies', { name: pick.name, domain: pick.domain, directoryId: pick.id });
    expect(added.status).toBe(201);
    const id = added.body.company.id;
    expect(added.body.company.isSample).toBe(true);
    expect(added.body.company.factSources.industry).toMatchObject({ source: 'directory' });
    const listed = (await a.get(`/api/companies?q=${encodeURIComponent(pick.domain)}`)).body.items[0];
    expect(listed.isSample).toBe(true);

    const real = (await a.post('/api/companies', { name: 'Real Prospect', domain: 'real-prospect-example.com', industry: 'Retail' })).body.company;
    expect(real.isSample).toBe(false);
    expect(real.factSources.industry).toEqual({ source: 'manual' });

    await a.post(`/api/companies/${id}/enrich`);
    await socket.waitFor((e) => e.type === 'company.updated' && (e.payload as { company: { id: string; enrichmentStatus: string } }).company.id === id && (e.payload as { company: { enrichmentStatus: string } }).company.enrichmentStatus === 'Enriched');
    expect((await a.post(`/api/companies/${id}/contacts/find`, { categories: ['hr', 'marketing', 'membership', 'executive'] })).status).toBe(202);
    const found = await socket.waitFor((e) => e.type === 'company.contacts.found' && (e.payload as { companyId: string }).companyId === id);
    const people = (found.payload as { contacts: Array<{ source: string }> }).contacts;
    expect(people.length).toBeGreaterThan(0);
    expect(people.every((p) => p.source === SAMPLE_CONTACT_SOURCE)).toBe(true);
  });

  it('marks the Test Customer a workspace starts with as sample data', async () => {
    const { client: fresh } = await signUp(server.url, 'Starter Rep');
    const starter = (await fresh.get(`/api/companies?q=${encodeURIComponent('Test Customer')}`)).body.items;
    expect(starter).toHaveLength(1);
    expect(starter[0]).toMatchObject({ name: 'Test Customer', isSample: true });
    expect((await fresh.get(`/api/companies/${starter[0].id}`)).body.company.isSample).toBe(true);
  });
});
