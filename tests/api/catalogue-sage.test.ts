import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { RunningServer } from '../../server/app.js';
import {
  FALLBACK_CATEGORIES,
  catalogueSearchResponse,
  categoriesResponse,
  productDetailResponse,
} from '../../contracts/catalogue.js';
import { CREDENTIALS_UNREADABLE_MESSAGE, credentialsResponse } from '../../contracts/catalogue-credentials.js';
import type { User } from '../../contracts/auth.js';
import { SAGE_MESSAGES } from '../../server/catalogue/providers/sage.js';
import { decryptSecret, deriveKey } from '../../server/auth/secret-box.js';
import { saveCatalogueCredentials } from '../../server/catalogue/service.js';
import { startTestServer } from '../helpers/server.js';
import { signUp, type ApiClient } from '../helpers/client.js';
import { FAKE_SAGE_CREDENTIALS, startFakeSage, type FakeSage } from '../fixtures/fake-sage.js';

const KEY = FAKE_SAGE_CREDENTIALS.key;

let fake: FakeSage;
let server: RunningServer;
let owner: { client: ApiClient; user: User };

const sageCalls = (serviceId: number) => fake.requests.filter((r) => (r.body as { serviceId?: number }).serviceId === serviceId);
const actorOf = (user: User) => ({ userId: user.id, workspaceId: user.workspaceId, role: 'owner' as const });

async function credentialRow(workspaceId: string) {
  const result = await server.app.db.execute<Record<string, unknown>>(sql`select * from catalogue_connections where workspace_id = ${workspaceId}`);
  return result.rows[0];
}

async function cacheRows(workspaceId: string) {
  const result = await server.app.db.execute<{ n: number }>(sql`select count(*)::int as n from catalogue_cache where workspace_id = ${workspaceId}`);
  return result.rows[0].n;
}

beforeAll(async () => {
  fake = await startFakeSage({ slowMs: 500 });
  server = await startTestServer({ sageBaseUrl: `${fake.baseUrl}/ws/ws.dll/ConnectAPI` });
  owner = await signUp(server.url, 'Sage Owner');
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

describe('catalogue credentials', () => {
  it('start unset: searches go to the built-in catalogue', async () => {
    const view = await owner.client.get('/api/catalogue/credentials');
    expect(view.status).toBe(200);
    expect(view.body).toEqual({ credentials: { configured: false } });
    const res = await owner.client.get('/api/catalogue/search?keywords=mug');
    expect(res.body.provider).toBe('builtin');
    expect(fake.requests).toHaveLength(0);
  });

  it('validates the form with field messages', async () => {
    const res = await owner.client.put('/api/catalogue/credentials', { acctId: 'abc', loginId: '', key: '' });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual([
      { path: 'acctId', message: 'Account ID must be a positive whole number' },
      { path: 'loginId', message: 'Login ID is required' },
      { path: 'key', message: 'Key is required' },
    ]);
  });

  it('refuses credentials SAGE rejects, with a clear message, and keeps nothing', async () => {
    const res = await owner.client.put('/api/catalogue/credentials', { acctId: 12345, loginId: 'demo', key: 'wrong-key-987' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'validation_failed', message: SAGE_MESSAGES.auth });
    expect(res.body.error.details).toEqual([{ path: 'key', message: SAGE_MESSAGES.auth }]);
    expect(JSON.stringify(res.body)).not.toContain('wrong-key-987');
    expect(sageCalls(101)).toHaveLength(1);
    expect(await credentialRow(owner.user.workspaceId)).toBeUndefined();
  });

  it('stores good credentials encrypted and never sends the key back', async () => {
    const res = await owner.client.put('/api/catalogue/credentials', { acctId: '12345', loginId: 'demo', key: KEY });
    expect(res.status).toBe(200);
    const body = credentialsResponse.parse(res.body);
    expect(body.verified).toBe(true);
    expect(body.credentials).toMatchObject({ configured: true, acctId: 12345, loginId: 'demo' });
    expect(Object.keys(body.credentials).sort()).toEqual(['acctId', 'configured', 'loginId', 'updatedAt']);
    expect(JSON.stringify(res.body)).not.toContain(KEY);

    const view = await owner.client.get('/api/catalogue/credentials');
    expect(view.body.credentials).toEqual(body.credentials);
    expect(JSON.stringify(view.body)).not.toContain(KEY);

    const row = await credentialRow(owner.user.workspaceId);
    const stored = String(row.key_ciphertext);
    expect(row).toMatchObject({ provider: 'sage', settings: { acctId: 12345, loginId: 'demo' } });
    expect(JSON.stringify(row)).not.toContain(KEY);
    expect(stored).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(stored).not.toContain(Buffer.from(KEY).toString('base64').replace(/(?<!=)=+$/, ''));
    // It opens with the server's key, bound to this workspace only.
    const key = deriveKey(server.app.config.encryptionKey, 'catalogue-credentials');
    expect(decryptSecret(stored, key, owner.user.workspaceId)).toBe(KEY);
    expect(() => decryptSecret(stored, key, '00000000-0000-4000-8000-000000000000')).toThrow();
  });
});

describe('searching SAGE Connect', () => {
  it('sends service 103 with the mapped fields and maps the products back', async () => {
    fake.requests.length = 0;
    const res = await owner.client.get('/api/catalogue/search?keywords=tumbler&qty=48&priceLow=5&colors=Navy,White&verified=true&sort=price-low&maxRecs=10');
    expect(res.status).toBe(200);
    const body = catalogueSearchResponse.parse(res.body);
    expect(body).toMatchObject({ provider: 'sage', cached: false, total: 1, warning: null });
    expect(body.products[0]).toMatchObject({
      id: '551234001', name: '20 oz Stainless Steel Tumbler', source: 'sage', itemNum: 'TM-20',
      productUrl: '/products/551234001', supplier: { name: 'Summit Drinkware Co', location: 'USA', rating: 4.5 },
      minQuantity: 25, leadTime: '2-3 weeks',
    });
    expect(sageCalls(103)).toHaveLength(1);
    expect(sageCalls(103)[0].body).toMatchObject({
      serviceId: 103, apiVer: 130, auth: { acctId: 12345, loginId: 'demo', key: KEY },
      search: { keywords: 'tumbler', qty: 48, priceLow: 5, colors: 'Navy,White', verified: true, sort: 'PRICE', maxRecs: 10, startNum: 1, siteCountry: 'US', thumbPicRes: 150 },
    });
    expect(JSON.stringify(res.body)).not.toContain(KEY);
  });

  it('answers a repeated search from the workspace cache without calling SAGE', async () => {
    const before = fake.requests.length;
    const res = await owner.client.get('/api/catalogue/search?keywords=tumbler&qty=48&priceLow=5&colors=Navy,White&verified=true&sort=price-low&maxRecs=10');
    expect(res.body).toMatchObject({ provider: 'sage', cached: true, total: 1 });
    expect(fake.requests.length).toBe(before);
    expect(await cacheRows(owner.user.workspaceId)).toBeGreaterThan(0);
  });

  it('defaults the category of an empty search', async () => {
    await owner.client.get('/api/catalogue/search');
    expect(sageCalls(103).at(-1)!.body).toMatchObject({ search: { categories: 'Promotional Products' } });
  });

  it('lists SAGE categories (service 101), cached', async () => {
    const first = categoriesResponse.parse((await owner.client.get('/api/catalogue/categories')).body);
    expect(first).toEqual({ categories: ['Bags', 'Drinkware', 'Keychains', 'Writing Instruments'], fallback: false, provider: 'sage' });
    const calls = sageCalls(101).length;
    await owner.client.get('/api/catalogue/categories');
    expect(sageCalls(101).length).toBe(calls);
  });

  it('opens a SAGE product on our product page (service 104)', async () => {
    const res = await owner.client.get('/api/catalogue/products/771822521');
    expect(res.status).toBe(200);
    const { product, provider } = productDetailResponse.parse(res.body);
    expect(provider).toBe('sage');
    expect(product).toMatchObject({ name: 'Mini Flashlight Key Ring W/Push Button Switch', productUrl: '/products/771822521', minQuantity: 100 });
    expect(product.priceBreaks).toHaveLength(4);
    expect(sageCalls(104).at(-1)!.body).toMatchObject({ serviceId: 104, prodEId: 771822521 });
    expect((await owner.client.get('/api/catalogue/products/999999')).status).toBe(404);
  });

  it("maps SAGE's refusals to clear errors, never a crash", async () => {
    const busy = await owner.client.get('/api/catalogue/search?keywords=toomany');
    expect(busy.status).toBe(429);
    expect(busy.body.error.message).toBe(SAGE_MESSAGES.busy);
    const garbage = await owner.client.get('/api/catalogue/search?keywords=garbage');
    expect(garbage.status).toBe(502);
    expect(garbage.body.error).toMatchObject({ code: 'bad_gateway', message: SAGE_MESSAGES.badResponse });
    const rejected = await owner.client.get('/api/catalogue/search?keywords=searcherror');
    expect(rejected.status).toBe(502);
    expect(rejected.body.error.message).toBe('SAGE could not complete the request (error 10302: Search error for key ***)');
    // A SAGE server error is the catalogue being unavailable: an empty result and the toast.
    const down = await owner.client.get('/api/catalogue/search?keywords=http500');
    expect(down.status).toBe(200);
    expect(down.body).toMatchObject({ products: [], total: 0, provider: 'sage', warning: { code: 'catalogue_unavailable' } });
    expect((await owner.client.get('/api/catalogue/search?keywords=mug')).status).toBe(200);
  });

  it('gives a clear 502 when saved credentials stop working', async () => {
    const other = await signUp(server.url, 'Stale Keys');
    await saveCatalogueCredentials(server.app, actorOf(other.user), { acctId: 12345, loginId: 'demo', key: 'revoked-key-55' }, { verify: false });
    const res = await other.client.get('/api/catalogue/search?keywords=mug');
    expect(res.status).toBe(502);
    expect(res.body.error).toEqual({ code: 'bad_gateway', message: SAGE_MESSAGES.auth });
    expect(JSON.stringify(res.body)).not.toContain('revoked-key-55');
    const categories = categoriesResponse.parse((await other.client.get('/api/catalogue/categories')).body);
    expect(categories).toMatchObject({ fallback: true, categories: [...FALLBACK_CATEGORIES] });
  });

  it("never uses another workspace's credentials", async () => {
    const stranger = await signUp(server.url, 'No Keys');
    const before = fake.requests.length;
    const res = await stranger.client.get('/api/catalogue/search?keywords=tumbler&qty=48&priceLow=5&colors=Navy,White&verified=true&sort=price-low&maxRecs=10');
    expect(res.body).toMatchObject({ provider: 'builtin', cached: false });
    expect((await stranger.client.get('/api/catalogue/credentials')).body).toEqual({ credentials: { configured: false } });
    expect(fake.requests.length).toBe(before);
  });

  it("falls back to the built-in catalogue with 'Failed to retrieve SAGE API credentials' when the key cannot be decrypted", async () => {
    const broken = await signUp(server.url, 'Broken Keys');
    await saveCatalogueCredentials(server.app, actorOf(broken.user), { acctId: 12345, loginId: 'demo', key: KEY }, { verify: false });
    // Copy another workspace's ciphertext: it is bound to that workspace and will not open here.
    await server.app.db.execute(sql`update catalogue_connections set key_ciphertext = (select key_ciphertext from catalogue_connections where workspace_id = ${owner.user.workspaceId}) where workspace_id = ${broken.user.workspaceId}`);
    const res = await broken.client.get('/api/catalogue/search?keywords=mug');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ provider: 'builtin', warning: { code: 'credentials_unreadable', message: CREDENTIALS_UNREADABLE_MESSAGE } });
    expect((await broken.client.get('/api/catalogue/credentials')).body.credentials).toMatchObject({ configured: true, unreadable: true });
  });

  it('removes the credentials and the cache, going back to the built-in catalogue', async () => {
    const res = await owner.client.delete('/api/catalogue/credentials');
    expect(res.status).toBe(204);
    expect((await owner.client.get('/api/catalogue/credentials')).body).toEqual({ credentials: { configured: false } });
    expect(await cacheRows(owner.user.workspaceId)).toBe(0);
    expect((await owner.client.get('/api/catalogue/search?keywords=mug')).body.provider).toBe('builtin');
  });
});

describe('an unreachable SAGE', () => {
  it('saves credentials unverified, and searches answer empty with the failure flag; categories fall back', async () => {
    const late = await signUp(server.url, 'Offline Buyer');
    const saved = await late.client.put('/api/catalogue/credentials', { acctId: 12345, loginId: 'demo', key: KEY });
    expect(saved.body.verified).toBe(true);
    await fake.close();
    const res = await late.client.get('/api/catalogue/search?keywords=flashlight');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ provider: 'sage', products: [], total: 0, warning: { code: 'catalogue_unavailable', message: SAGE_MESSAGES.unreachable } });
    const categories = categoriesResponse.parse((await late.client.get('/api/catalogue/categories')).body);
    expect(categories).toEqual({ categories: [...FALLBACK_CATEGORIES], fallback: true, provider: 'sage' });
    const other = await signUp(server.url, 'Offline Saver');
    const unverified = await other.client.put('/api/catalogue/credentials', { acctId: 1, loginId: 'someone', key: 'k-123' });
    expect(unverified.status).toBe(200);
    expect(unverified.body).toMatchObject({ verified: null, credentials: { configured: true } });
  });

  it('with SAGE unreachable, the same search can fall back to the built-in catalogue (source=builtin)', async () => {
    const buyer = await signUp(server.url, 'Fallback Buyer');
    await buyer.client.put('/api/catalogue/credentials', { acctId: 12345, loginId: 'demo', key: KEY });
    // The fake SAGE was stopped above.
    const down = await buyer.client.get('/api/catalogue/search?keywords=mug');
    expect(down.body).toMatchObject({ provider: 'sage', products: [], warning: { code: 'catalogue_unavailable' } });
    const res = await buyer.client.get('/api/catalogue/search?keywords=mug&source=builtin');
    expect(res.status).toBe(200);
    const body = catalogueSearchResponse.parse(res.body);
    expect(body.provider).toBe('builtin');
    expect(body.warning).toBeNull();
    expect(body.products.every((p) => p.source === 'builtin')).toBe(true); // (this server seeds no catalogue)
    const bad = await buyer.client.get('/api/catalogue/search?keywords=mug&source=sage');
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toEqual([{ path: 'source', message: 'Source must be builtin' }]);
  });
});

describe('logs', () => {
  it('never contain the key, at the most detailed log level', async () => {
    const logFake = await startFakeSage();
    // Everything the server logs, at trace: its logger writes to this stream instead of stdout.
    let output = '';
    const logs = new Writable({ write: (chunk, _enc, done) => ((output += String(chunk)), done()) });
    const logged = await startTestServer({ sageBaseUrl: logFake.baseUrl, logLevel: 'trace', logDestinationForTests: logs });
    try {
      const { client } = await signUp(logged.url, 'Log Reader');
      expect((await client.put('/api/catalogue/credentials', { acctId: 12345, loginId: 'demo', key: 'wrong-key-31337' })).status).toBe(400);
      expect((await client.put('/api/catalogue/credentials', { acctId: 12345, loginId: 'demo', key: KEY })).status).toBe(200);
      for (const keywords of ['tumbler', 'searcherror', 'garbage', 'toomany', 'http500']) await client.get(`/api/catalogue/search?keywords=${keywords}`);
      await client.get('/api/catalogue/products/771822521');
      await client.get('/api/catalogue/credentials');
      expect(logFake.requests.length).toBeGreaterThan(5);
      expect(output).toContain('"level":20'); // the detailed lines (each request at debug) were written
      expect(output).toContain('SAGE request failed');
      expect(output).not.toContain('wrong-key-31337');
      expect(output).not.toMatch(new RegExp(`\\b${KEY}\\b`));
    } finally {
      await logged.close();
      await logFake.close();
    }
  });
});
