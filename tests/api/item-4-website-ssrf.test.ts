// Issue 12, item 4: a company "domain" whose name rebinds to 127.0.0.1 must not make the server read
// a local service into the company. The server runs with the production address rule; tests only
// inject the resolver, the local port and one stand-in "public" address (127.0.0.2).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../helpers/server.js';
import { signUp, type ApiClient } from '../helpers/client.js';
import { connectSocket, type TestSocket } from '../helpers/socket.js';
import type { RunningServer } from '../../server/app.js';
import type { EventEnvelope } from '../../contracts/events.js';
import { loadConfig } from '../../server/config.js';
import { isPublicAddress } from '../../server/research/sources/public-network.js';
import { KELPWOOD, startFakeWebsite, type FakeWebsite } from '../fixtures/fake-website.js';

const STAND_IN = '127.0.0.2';
const INTERNAL_HOME =
  '<html><head><title>Internal admin console</title><meta name="description" content="Internal: every tenant\'s data"></head></html>';

let internal: FakeWebsite;
let publicSite: FakeWebsite;
let server: RunningServer;
let client: ApiClient;
let socket: TestSocket;
const asked = new Map<string, number>();

/** rebinds.example: the stand-in public address once, then 127.0.0.1; internal.example: always 127.0.0.1. */
async function resolve(host: string): Promise<string[]> {
  const n = (asked.get(host) ?? 0) + 1;
  asked.set(host, n);
  if (host === 'rebinds.example') return [n === 1 ? STAND_IN : '127.0.0.1'];
  if (host === 'internal.example') return ['127.0.0.1'];
  throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
}

beforeAll(async () => {
  internal = await startFakeWebsite({ '/home': { body: INTERNAL_HOME } });
  publicSite = await startFakeWebsite({}, { host: STAND_IN, port: internal.port });
  server = await startTestServer({
    websiteFetchForTests: {
      startUrls: (host) => [`http://${host}:${internal.port}/home`],
      network: { resolve, allowAddress: (ip) => ip === STAND_IN || isPublicAddress(ip) },
      timeoutMs: 3000,
    },
  });
  client = (await signUp(server.url, 'SSRF Probe')).client;
  socket = await connectSocket(server.url, client.cookieHeader);
});
afterAll(async () => {
  socket?.close();
  await server?.close();
  await internal?.close();
  await publicSite?.close();
});

const changeOf = (id: string, kind: string) => (e: EventEnvelope) => {
  const p = e.payload as { company?: { id: string }; change?: { kind: string } };
  return p.company?.id === id && p.change?.kind === kind;
};

async function enrich(name: string, domain: string) {
  const created = await client.post('/api/companies', { name, domain });
  expect(created.status).toBe(201);
  const id = created.body.company.id as string;
  expect((await client.post(`/api/companies/${id}/enrich`)).status).toBeLessThan(300);
  return id;
}

describe('item 4: SSRF by DNS rebinding through enrichment', () => {
  it('a name that answers public then 127.0.0.1 never reaches the local service; only the checked address is read', async () => {
    const id = await enrich('Rebinding Paddle Co', 'rebinds.example');
    await socket.waitFor(changeOf(id, 'enriched'), 15_000);
    const company = (await client.get(`/api/companies/${id}`)).body.company;
    expect(internal.requests).toEqual([]);
    expect(company.description).toBe(KELPWOOD.description);
    expect(JSON.stringify(company)).not.toContain('Internal');
    expect(asked.get('rebinds.example')).toBe(1);
  });

  it('a name that resolves to 127.0.0.1 is refused and nothing is saved into the company', async () => {
    const id = await enrich('Internal Only Co', 'internal.example');
    await socket.waitFor(changeOf(id, 'enrichment_failed'), 15_000);
    const company = (await client.get(`/api/companies/${id}`)).body.company;
    expect(internal.requests).toEqual([]);
    expect(company).toMatchObject({ enrichmentStatus: 'Unenriched', description: null });
  });

  it('no environment variable can point the reader elsewhere (the old WEBSITE_FETCH_OVERRIDE_URL)', () => {
    const config = loadConfig({ WEBSITE_FETCH_OVERRIDE_URL: internal.baseUrl, SESSION_SECRET: 'x'.repeat(32), ENCRYPTION_KEY: 'y'.repeat(32), DATABASE_URL: 'postgres://u@h/d' });
    expect(config.websiteFetchForTests).toBeUndefined();
    expect(JSON.stringify(config)).not.toContain(internal.baseUrl);
  });
});
