import { beforeAll, describe, expect, it } from 'vitest';
import { sharedTestServer } from '../helpers/server.js';
import { signUp, type ApiClient } from '../helpers/client.js';
import { connectSocket, expectNoEventBefore, profileBarrier } from '../helpers/socket.js';
import type { RunningServer } from '../../server/app.js';
import {
  MAX_BATCH_ROWS,
  NO_VALID_COMPANIES,
  NOTHING_SELECTED,
  TOO_MANY_ROWS,
  companyBatchDetailResponse,
  companyBatchListResponse,
  companyBatchWriteResponse,
  importBatchResponse,
} from '../../contracts/company-batches.js';
import { dashboardResponse } from '../../contracts/dashboard.js';
import type { DirectoryResponse } from '../../contracts/companies.js';

let server: RunningServer;
let a: ApiClient;
let b: ApiClient;

beforeAll(async () => {
  server = await sharedTestServer();
  await server.seeded; // the built-in company directory, for lookalikes
  a = (await signUp(server.url, 'Alice Batches')).client;
  b = (await signUp(server.url, 'Bob Elsewhere')).client;
});

const paste = (client: ApiClient, text: string) => client.post('/api/company-batches', { text });

describe('company batches: paste', () => {
  it('creates a Manual Upload batch from pasted lines, reporting the lines it left out', async () => {
    const text = ['Company,Website', '', 'Acme Corp, https://www.Acme-Corp.com/', 'Globex\tglobex.io', 'Nameless Ltd', 'Bad Co, not a domain', 'initech.net', 'Acme dup, acme-corp.com', '   '].join('\n');
    const res = await paste(a, text);
    expect(res.status).toBe(201);
    const body = companyBatchWriteResponse.parse(res.body);
    expect(body.batch).toMatchObject({ name: 'Manual Upload', source: 'paste', status: 'pending', counts: { total: 2, pending: 2, processed: 0, skipped: 0 } });
    expect(body.companies.map((c) => [c.name, c.domain, c.status])).toEqual([
      ['Acme Corp', 'acme-corp.com', 'pending'],
      ['Globex', 'globex.io', 'pending'],
    ]);
    expect(body.added).toBe(2);
    expect(body.rejected.map((r) => [r.line, r.message])).toEqual([
      [5, '"Nameless Ltd" has no domain - add one after a comma, like "Acme, acme.com"'],
      [6, '"not a domain" is not a valid domain (like acme.com)'],
      [7, 'No company name for initech.net - put the name before the domain, like "Acme, initech.net"'],
      [8, 'acme-corp.com is already on line 3'],
    ]);
    const again = companyBatchDetailResponse.parse((await a.get(`/api/company-batches/${body.batch.id}`)).body);
    expect(again.companies.map((c) => c.domain)).toEqual(['acme-corp.com', 'globex.io']);
    expect(again.sourceCompany).toBeNull();
  });

  it('refuses a paste with no usable line, or over the row cap, writing nothing', async () => {
    const { client } = await signUp(server.url, 'Cap Tester');
    const none = await paste(client, 'Only A Name\n\nBad, nope');
    expect(none.status).toBe(400);
    expect(none.body.error.code).toBe('validation_failed');
    expect(none.body.error.message).toBe(NO_VALID_COMPANIES);
    expect(none.body.error.details).toEqual([
      { path: 'text', message: NO_VALID_COMPANIES },
      { path: 'line 1', message: '"Only A Name" has no domain - add one after a comma, like "Acme, acme.com"' },
      { path: 'line 3', message: '"nope" is not a valid domain (like acme.com)' },
    ]);
    expect((await paste(client, '')).body.error.message).toBe(NO_VALID_COMPANIES);
    expect((await client.post('/api/company-batches', {})).status).toBe(400);
    expect((await client.post('/api/company-batches', { text: 'a.com', source: 'fax' })).body.error.details[0].message).toBe('Source must be paste or csv');

    const exactly = await paste(client, Array.from({ length: MAX_BATCH_ROWS }, (_, i) => `Company ${i}, company${i}.com`).join('\n'));
    expect(exactly.status).toBe(201);
    expect(exactly.body.batch.counts.total).toBe(MAX_BATCH_ROWS);
    expect(exactly.body).toMatchObject({ leftOut: 0, notice: null });
    const more = await client.post(`/api/company-batches/${exactly.body.batch.id}/companies`, { text: 'One More, onemore.com' });
    expect(more.status).toBe(400);
    expect(more.body.error.message).toBe(TOO_MANY_ROWS);
    const list = companyBatchListResponse.parse((await client.get('/api/company-batches')).body);
    expect(list.items).toHaveLength(1);
  });

  it('a file over the row limit adds the first 500 and says how many were left out, line by line', async () => {
    const { client } = await signUp(server.url, 'Big File');
    const lines = ['Company;Website', ...Array.from({ length: MAX_BATCH_ROWS + 137 }, (_, i) => `Company ${i};company${i}.com`)].join('\r\n');
    const res = await client.post('/api/company-batches', { text: lines, source: 'csv', name: 'big.csv' });
    expect(res.status).toBe(201);
    const body = companyBatchWriteResponse.parse(res.body);
    expect(body.added).toBe(MAX_BATCH_ROWS);
    expect(body.batch.counts.total).toBe(MAX_BATCH_ROWS);
    expect(body.companies.at(-1)).toMatchObject({ name: `Company ${MAX_BATCH_ROWS - 1}` });
    expect(body.leftOut).toBe(137);
    expect(body.notice).toBe('Added the first 500 companies; 137 rows were left out - split the file to add them');
    expect(body.rejected).toHaveLength(137);
    expect(body.rejected[0]).toEqual({ line: MAX_BATCH_ROWS + 2, text: `Company ${MAX_BATCH_ROWS}, company${MAX_BATCH_ROWS}.com`, message: 'Over the 500-row limit of one batch - split the file to add it' });

    // Adding to a batch that has room keeps what fits.
    const small = companyBatchWriteResponse.parse((await paste(client, Array.from({ length: MAX_BATCH_ROWS - 1 }, (_, i) => `Small ${i}, small${i}.com`).join('\n'))).body);
    const added = await client.post(`/api/company-batches/${small.batch.id}/companies`, { text: 'One, one.com\nTwo, two.com\nThree, three.com' });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ added: 1, leftOut: 2, notice: 'Added the first 1 company; 2 rows were left out - split the file to add them' });
    expect(added.body.rejected.map((r: { line: number }) => r.line)).toEqual([2, 3]);
  });

  it('semicolon-separated CSV is read, and rows with no name are reported by line', async () => {
    const { client } = await signUp(server.url, 'Semicolon Fan');
    const res = await client.post('/api/company-batches', { text: 'Firma;Website;Land\r\nMüller, Söhne;mueller.de;DE\r\n;nameless.de;DE\r\nAlpha;alpha.at;AT\r\n', source: 'csv', name: 'kunden.csv' });
    expect(res.status).toBe(201);
    const body = companyBatchWriteResponse.parse(res.body);
    expect(body.companies.map((c) => [c.name, c.domain, c.country])).toEqual([
      ['Müller, Söhne', 'mueller.de', 'DE'],
      ['Alpha', 'alpha.at', 'AT'],
    ]);
    expect(body.rejected).toEqual([{ line: 3, text: 'nameless.de, DE', message: 'No company name for nameless.de - put the name before the domain, like "Acme, nameless.de"' }]);
  });

  it('takes a CSV upload under the file name', async () => {
    const res = await a.post('/api/company-batches', { text: 'name,domain,industry\nWayne Enterprises,wayne.com,Manufacturing\n', source: 'csv', name: 'prospects.csv' });
    expect(res.status).toBe(201);
    expect(res.body.batch).toMatchObject({ name: 'prospects.csv', source: 'csv' });
    expect(res.body.companies[0]).toMatchObject({ name: 'Wayne Enterprises', domain: 'wayne.com', industry: 'Manufacturing' });
  });

  it('adds rows to a batch and removes one, reporting domains it already holds', async () => {
    const created = (await paste(a, 'Alpha, alpha.dev')).body;
    const added = await a.post(`/api/company-batches/${created.batch.id}/companies`, { text: 'Alpha again, alpha.dev\nBeta, beta.dev' });
    expect(added.status).toBe(200);
    expect(added.body.added).toBe(1);
    expect(added.body.rejected).toEqual([{ line: 1, text: 'Alpha again, alpha.dev', message: 'alpha.dev is already in this batch' }]);
    expect(added.body.companies.map((c: { domain: string }) => c.domain)).toEqual(['alpha.dev', 'beta.dev']);
    const only = await a.post(`/api/company-batches/${created.batch.id}/companies`, { text: 'Alpha, alpha.dev' });
    expect(only.body.error.message).toBe('Every company in the pasted data is already in this batch');

    const rowId = created.companies[0].id;
    expect((await a.delete(`/api/company-batches/${created.batch.id}/companies/${rowId}`)).status).toBe(204);
    expect((await a.delete(`/api/company-batches/${created.batch.id}/companies/${rowId}`)).status).toBe(404);
    const detail = (await a.get(`/api/company-batches/${created.batch.id}`)).body;
    expect(detail.companies.map((c: { domain: string }) => c.domain)).toEqual(['beta.dev']);
    expect(detail.batch.counts.total).toBe(1);
    expect((await a.get('/api/company-batches/not-a-uuid')).status).toBe(400);
    expect((await a.delete(`/api/company-batches/${created.batch.id}/companies/nope`)).status).toBe(400);
  });
});

describe('company batches: import', () => {
  it('processes a batch into the pipeline at stage Lead, skipping domains already there', async () => {
    const { client } = await signUp(server.url, 'Importer');
    await client.post('/api/companies', { name: 'Existing', domain: 'existing.com' });
    const created = (await paste(client, 'Fresh One, fresh-one.com\nExisting Again, EXISTING.com\nFresh Two, fresh-two.org')).body;
    const res = await client.post(`/api/company-batches/${created.batch.id}/import`, {});
    expect(res.status).toBe(200);
    const body = importBatchResponse.parse(res.body);
    expect(body.imported).toBe(2);
    expect(body.skipped).toEqual([{ id: created.companies[1].id, name: 'Existing Again', domain: 'existing.com', reason: 'Already in your pipeline' }]);
    expect(body.batch).toMatchObject({ status: 'processed', counts: { total: 3, pending: 0, processed: 2, skipped: 1 } });
    const pipeline = (await client.get('/api/companies?q=fresh')).body.items;
    expect(pipeline.map((c: { name: string; stage: string; website: string }) => [c.name, c.stage, c.website])).toEqual([
      ['Fresh One', 'Lead', 'https://fresh-one.com'],
      ['Fresh Two', 'Lead', 'https://fresh-two.org'],
    ]);
    const rows = (await client.get(`/api/company-batches/${created.batch.id}`)).body.companies;
    expect(rows.map((r: { status: string }) => r.status)).toEqual(['processed', 'skipped', 'processed']);

    // Nothing is left pending: a second run imports nothing and changes nothing.
    const again = importBatchResponse.parse((await client.post(`/api/company-batches/${created.batch.id}/import`, {})).body);
    expect(again).toMatchObject({ imported: 0, skipped: [] });
    const total = (await client.get('/api/companies/summary')).body.total;
    expect(total).toBe(4); // Test Customer, Existing, Fresh One, Fresh Two
  });

  it('imports only the selected rows and keeps the batch pending while others wait', async () => {
    const created = (await paste(a, 'Sel One, sel-one.com\nSel Two, sel-two.com\nSel Three, sel-three.com')).body;
    const [one, two, three] = created.companies;
    expect((await a.post(`/api/company-batches/${created.batch.id}/import`, { ids: [] })).body.error.message).toBe(NOTHING_SELECTED);
    expect((await a.post(`/api/company-batches/${created.batch.id}/import`, { ids: ['x'] })).status).toBe(400);
    const res = importBatchResponse.parse((await a.post(`/api/company-batches/${created.batch.id}/import`, { ids: [one.id, three.id] })).body);
    expect(res.imported).toBe(2);
    expect(res.batch).toMatchObject({ status: 'pending', counts: { pending: 1, processed: 2 } });
    const repeat = importBatchResponse.parse((await a.post(`/api/company-batches/${created.batch.id}/import`, { ids: [one.id, two.id] })).body);
    expect(repeat.imported).toBe(1);
    expect(repeat.skipped).toEqual([{ id: one.id, name: 'Sel One', domain: 'sel-one.com', reason: 'Already imported' }]);
    expect(repeat.batch.status).toBe('processed');
  });
});

describe('company batches: lookalikes', () => {
  it('finds directory companies of the same industry, deterministically, leaving out the pipeline', async () => {
    const { client } = await signUp(server.url, 'Lookalike Hunter');
    const dir = (await client.get('/api/directory/companies?industry=Healthcare&limit=100')).body as DirectoryResponse;
    const seed = dir.items[0];
    const added = (await client.post('/api/companies', { name: seed.name, domain: seed.domain, directoryId: seed.id })).body.company;
    // Another healthcare company already in the pipeline must never be offered.
    const taken = dir.items[1];
    await client.post('/api/companies', { name: taken.name, domain: taken.domain, directoryId: taken.id });

    const first = await client.post('/api/company-batches/lookalikes', { companyId: added.id });
    expect(first.status).toBe(201);
    const batch1 = companyBatchDetailResponse.parse(first.body);
    expect(batch1.batch).toMatchObject({ name: `Lookalikes of ${seed.name}`, source: 'lookalikes', status: 'pending', sourceCompanyId: added.id });
    expect(batch1.companies.length).toBeGreaterThan(0);
    expect(batch1.companies.length).toBeLessThanOrEqual(12);
    expect(batch1.companies.every((c) => c.industry === 'Healthcare')).toBe(true);
    const domains = batch1.companies.map((c) => c.domain);
    expect(domains).not.toContain(seed.domain);
    expect(domains).not.toContain(taken.domain);
    expect(batch1.sourceCompany).toEqual({ id: added.id, name: seed.name, industry: 'Healthcare', companySize: seed.companySize, headquarters: seed.headquarters, country: seed.country, specialties: seed.specialties });
    // Ranked first: same country.
    expect(batch1.companies[0].country).toBe(seed.country);

    const second = companyBatchDetailResponse.parse((await client.post('/api/company-batches/lookalikes', { companyId: added.id })).body);
    expect(second.batch.id).not.toBe(batch1.batch.id);
    expect(second.companies.map((c) => c.domain)).toEqual(domains);

    // Import two; the next search leaves them out.
    const picked = batch1.companies.slice(0, 2);
    const imported = importBatchResponse.parse((await client.post(`/api/company-batches/${batch1.batch.id}/import`, { ids: picked.map((c) => c.id) })).body);
    expect(imported.imported).toBe(2);
    const company = (await client.get(`/api/companies/${imported.companyIds[0]}`)).body.company;
    expect(company).toMatchObject({ name: picked[0].name, industry: 'Healthcare', stage: 'Lead', specialties: picked[0].specialties });
    const third = companyBatchDetailResponse.parse((await client.post('/api/company-batches/lookalikes', { companyId: added.id })).body);
    expect(third.companies.map((c) => c.domain)).not.toContain(picked[0].domain);
    expect(third.companies.map((c) => c.domain)).not.toContain(picked[1].domain);
    expect(third.companies.map((c) => c.domain).slice(0, 3)).toEqual(domains.slice(2, 5));

    expect((await client.post('/api/company-batches/lookalikes', { companyId: 'nope' })).status).toBe(400);
  });
});

describe('company batches: lookalike status and empty searches', () => {
  it('lookalike batches become processed after their selected companies are imported', async () => {
    const { client } = await signUp(server.url, 'Lookalike Settler');
    const dir = (await client.get('/api/directory/companies?industry=Healthcare&limit=5')).body as DirectoryResponse;
    const added = (await client.post('/api/companies', { name: dir.items[0].name, domain: dir.items[0].domain, directoryId: dir.items[0].id })).body.company;
    const batch = companyBatchDetailResponse.parse((await client.post('/api/company-batches/lookalikes', { companyId: added.id })).body);
    expect(batch.batch.status).toBe('pending');
    const imported = importBatchResponse.parse((await client.post(`/api/company-batches/${batch.batch.id}/import`, { ids: [batch.companies[0].id] })).body);
    expect(imported.imported).toBe(1);
    expect(imported.batch.status).toBe('processed');
    const list = companyBatchListResponse.parse((await client.get('/api/company-batches')).body);
    expect(list.items.find((b) => b.id === batch.batch.id)?.status).toBe('processed');
    // The rows not chosen can still be imported later.
    const later = importBatchResponse.parse((await client.post(`/api/company-batches/${batch.batch.id}/import`, { ids: [batch.companies[1].id] })).body);
    expect(later.imported).toBe(1);
  });

  it('a lookalike search on an unenriched company leaves no empty batch behind', async () => {
    const { client } = await signUp(server.url, 'Empty Lookalikes');
    const co = (await client.post('/api/companies', { name: 'Nowhere Ltd', domain: 'nowhere-ltd.example' })).body.company;
    for (let i = 0; i < 2; i++) {
      const res = await client.post('/api/company-batches/lookalikes', { companyId: co.id });
      expect(res.status).toBe(409);
      expect(res.body.error).toEqual({ code: 'conflict', message: 'No lookalike companies found.', details: [{ path: 'companyId', message: 'Nowhere Ltd has no industry yet - enrich it or add its industry first' }] });
    }
    expect(companyBatchListResponse.parse((await client.get('/api/company-batches')).body).items).toEqual([]);
  });
});

describe('company batches: boundaries and live events', () => {
  it("treats another workspace's batch, rows and companies as not found, on every route", async () => {
    const created = (await paste(a, 'Private Row, private-row.com')).body;
    const id = created.batch.id;
    const rowId = created.companies[0].id;
    expect((await b.get(`/api/company-batches/${id}`)).status).toBe(404);
    expect((await b.post(`/api/company-batches/${id}/companies`, { text: 'Sneaky, sneaky.com' })).status).toBe(404);
    expect((await b.post(`/api/company-batches/${id}/import`, {})).status).toBe(404);
    expect((await b.post(`/api/company-batches/${id}/import`, { ids: [rowId] })).status).toBe(404);
    expect((await b.delete(`/api/company-batches/${id}/companies/${rowId}`)).status).toBe(404);
    // A row of A's batch addressed through B's own batch is not found either.
    const bBatch = (await paste(b, 'Bee, bee.com')).body.batch.id;
    expect((await b.delete(`/api/company-batches/${bBatch}/companies/${rowId}`)).status).toBe(404);
    const aCompany = (await a.get('/api/companies?q=test')).body.items[0];
    expect((await b.post('/api/company-batches/lookalikes', { companyId: aCompany.id })).status).toBe(404);
    expect((await b.get('/api/company-batches')).body.items.map((x: { id: string }) => x.id)).not.toContain(id);
    const still = (await a.get(`/api/company-batches/${id}`)).body;
    expect(still.companies).toHaveLength(1);
    expect(still.batch.status).toBe('pending');
    expect((await new (a.constructor as typeof ApiClient)(server.url).get('/api/company-batches')).status).toBe(401);
  });

  it('tells every tab of the workspace (and no other) about batches and imported companies', async () => {
    const { client } = await signUp(server.url, 'Live Batcher');
    const teammate = await connectSocket(server.url, client.cookieHeader);
    const outsider = await connectSocket(server.url, b.cookieHeader);
    try {
      const created = (await paste(client, 'Live One, live-one.com\nLive Two, live-two.com')).body;
      const createdEvent = await teammate.waitFor((e) => e.type === 'company_batch.created');
      expect(createdEvent.payload).toMatchObject({ batch: { id: created.batch.id, counts: { total: 2 } } });

      await client.delete(`/api/company-batches/${created.batch.id}/companies/${created.companies[1].id}`);
      const removed = await teammate.waitFor((e) => e.type === 'company_batch.updated' && (e.payload as { removedRowIds: string[] }).removedRowIds.length > 0);
      expect(removed.payload).toMatchObject({ removedRowIds: [created.companies[1].id], batch: { counts: { total: 1 } } });

      await client.post(`/api/company-batches/${created.batch.id}/import`, {});
      const companyEvent = await teammate.waitFor((e) => e.type === 'company.created');
      expect(companyEvent.payload).toMatchObject({ company: { name: 'Live One', domain: 'live-one.com', stage: 'Lead' } });
      const processed = await teammate.waitFor((e) => e.type === 'company_batch.updated' && (e.payload as { batch: { status: string } }).batch.status === 'processed');
      expect(processed.payload).toMatchObject({ rows: [{ id: created.companies[0].id, status: 'processed' }], removedRowIds: [] });

      await expectNoEventBefore(outsider, (e) => e.type.startsWith('company_batch.') || (e.type === 'company.created' && JSON.stringify(e.payload).includes('live-one')), profileBarrier(b));
    } finally {
      teammate.close();
      outsider.close();
    }
  });

  it('shows the 3 newest company batches on the dashboard', async () => {
    const { client } = await signUp(server.url, 'Dashboard Batches');
    expect(dashboardResponse.parse((await client.get('/api/dashboard')).body).recentBatches).toEqual([]);
    const ids: string[] = [];
    for (const n of [1, 2, 3, 4]) ids.push((await paste(client, `Dash ${n}, dash${n}.com`)).body.batch.id);
    const recent = dashboardResponse.parse((await client.get('/api/dashboard')).body).recentBatches;
    expect(recent.map((r) => r.id)).toEqual([ids[3], ids[2], ids[1]]);
    expect(recent[0]).toMatchObject({ name: 'Manual Upload', source: 'paste', type: 'company' });
    expect((await b.get('/api/dashboard')).body.recentBatches.map((r: { id: string }) => r.id)).not.toContain(ids[3]);
  });
});
