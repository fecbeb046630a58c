import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../helpers/server.js';
import { signUp, type ApiClient } from '../helpers/client.js';
import { connectSocket, type TestSocket } from '../helpers/socket.js';
import type { RunningServer } from '../../server/app.js';
import type { EventEnvelope } from '../../contracts/events.js';
import { LOOPBACK_ALLOWED } from '../fixtures/fake-website.js';

// A company website we control: down (503), closed (connection refused) or up with nothing to read.
let mode: 'http-503' | 'empty' = 'http-503';
let site: Server;
let siteUrl: string;
let server: RunningServer;
let a: ApiClient;
let socket: TestSocket;

beforeAll(async () => {
  site = createServer((_req, res) => {
    if (mode === 'http-503') res.writeHead(503).end('down');
    else res.writeHead(200, { 'content-type': 'text/html' }).end('<!DOCTYPE html><html><head></head><body></body></html>');
  });
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
  server = await startTestServer({ websiteFetchForTests: { startUrls: () => [siteUrl], network: LOOPBACK_ALLOWED } });
  await server.seeded;
  a = (await signUp(server.url, 'Offline Rep')).client;
  socket = await connectSocket(server.url, a.cookieHeader);
});
afterAll(async () => {
  socket?.close();
  await server?.close();
  await new Promise((r) => site?.close(r));
});

const failureOf = (id: string, after = 0) =>
  socket.waitFor((e: EventEnvelope) => e.id > after && e.type === 'company.updated' && (e.payload as { company: { id: string }; change?: { kind: string } }).company.id === id && (e.payload as { change?: { kind: string } }).change?.kind === 'enrichment_failed');

describe('Offline enrichment blames the company', () => {
  it("says the site couldn't be reached (and why) instead of 'No public data found', and says nothing was found when the site answered empty", async () => {
    const c = (await a.post('/api/companies', { name: 'Stripe', domain: 'stripe-offline-test.com' })).body.company;
    mode = 'http-503';
    expect((await a.post(`/api/companies/${c.id}/enrich`)).status).toBe(202);
    const down = await failureOf(c.id);
    expect((down.payload as { change: { message: string } }).change.message).toBe(
      "Couldn't reach stripe-offline-test.com (HTTP 503). Try again later or enter the details by hand.",
    );
    mode = 'empty';
    expect((await a.post(`/api/companies/${c.id}/enrich`)).status).toBe(202);
    const empty = await failureOf(c.id, down.id);
    expect((empty.payload as { change: { message: string } }).change.message).toBe('No public data found for stripe-offline-test.com');
  });

  it('reports a refused connection as unreachable', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const other = await startTestServer({ websiteFetchForTests: { startUrls: () => [`http://127.0.0.1:${port}/`], network: LOOPBACK_ALLOWED } });
    try {
      const b = (await signUp(other.url, 'Refused Rep')).client;
      const tab = await connectSocket(other.url, b.cookieHeader);
      const c = (await b.post('/api/companies', { name: 'Nowhere', domain: 'nowhere-refused.com' })).body.company;
      await b.post(`/api/companies/${c.id}/enrich`);
      const failed = await tab.waitFor((e) => e.type === 'company.updated' && (e.payload as { change?: { kind: string } }).change?.kind === 'enrichment_failed');
      expect((failed.payload as { change: { message: string } }).change.message).toBe(
        "Couldn't reach nowhere-refused.com (the connection was refused). Try again later or enter the details by hand.",
      );
      tab.close();
    } finally {
      await other.close();
    }
  });

  it('lets the rep enter the details by hand: the company becomes Enriched (by hand) and Find Contacts unlocks', async () => {
    const c = (await a.post('/api/companies', { name: 'Hand Made', domain: 'hand-made-offline.com' })).body.company;
    expect((await a.post(`/api/companies/${c.id}/contacts/find`, { categories: ['hr'] })).status).toBe(409);
    expect((await a.post(`/api/companies/${c.id}/enrich/manual`, {})).status).toBe(400);
    const res = await a.post(`/api/companies/${c.id}/enrich/manual`, {
      industry: 'Manufacturing',
      companySize: '51-200',
      location: 'Dayton, OH',
      website: 'https://hand-made-offline.com',
      notes: 'Site down; details from a phone call',
    });
    expect(res.status).toBe(200);
    expect(res.body.company).toMatchObject({
      enrichmentStatus: 'Enriched',
      enrichedBy: 'manual',
      enrichmentSource: 'Entered by hand',
      industry: 'Manufacturing',
      companySize: '51-200',
      location: 'Dayton, OH',
      headquarters: 'Dayton, OH',
      notes: 'Site down; details from a phone call',
    });
    expect(res.body.company.factSources.industry).toEqual({ source: 'manual' });
    const heard = await socket.waitFor((e) => e.type === 'company.updated' && (e.payload as { company: { id: string; enrichedBy: string } }).company.id === c.id && (e.payload as { company: { enrichedBy: string } }).company.enrichedBy === 'manual');
    expect((heard.payload as { change: { kind: string; source: string } }).change).toEqual({ kind: 'enriched', source: 'Entered by hand' });
    expect((await a.post(`/api/companies/${c.id}/contacts/find`, { categories: ['hr'] })).status).toBe(202);
  });
});
