import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sharedTestServer } from '../helpers/server.js';
import { signUp, type ApiClient } from '../helpers/client.js';
import { connectSocket } from '../helpers/socket.js';
import { memberOf } from '../helpers/team.js';
import type { RunningServer } from '../../server/app.js';
import { IMPORT_MESSAGES, importDetail as importDetailSchema, importPreview, type ImportDetail, type ImportSummary } from '../../contracts/imports.js';
import { imports } from '../../server/db/schema/index.js';

let server: RunningServer;
let a: ApiClient;
let aUser: { id: string; workspaceId: string };
let b: ApiClient;

const BOM = '\uFEFF';
const crlf = (lines: string[]) => BOM + lines.join('\r\n') + '\r\n';

/** A HubSpot-shaped companies export: its real domain header, quoted commas, quotes and a line break, accents, extra columns. */
const HUBSPOT = crlf([
  'Record ID,Company name,Company Domain Name,Industry,Country/Region,City,Number of Employees,Company owner,Lifecycle Stage,Create Date',
  '101,"Müller Brauerei GmbH",mullerbrauerei.de,Food & Beverages,Germany,München,120,Jo Rep,lead,2026-01-02',
  '102,"Acme, Inc.",https://www.acme-widgets.com/about,Manufacturing,United States,"Portland, OR",45,Jo Rep,customer,2026-01-03',
  '103,"Café ""Lumière""",cafelumiere.fr,Restaurants,France,"Paris\r\n8e arrondissement",12,,lead,2026-01-04',
  '104,No Domain Ltd,,Retail,United Kingdom,Leeds,8,,lead,2026-01-05',
  '105,Bad Domain Co,not a domain,Retail,Canada,Toronto,9,,lead,2026-01-06',
  '106,Acme Again,acme-widgets.com,Manufacturing,United States,Portland,45,,lead,2026-01-07',
  '107,"=HYPERLINK(""http://evil.example"",""Click"")",formula-co.com,Retail,=1+2,Austin,3,,lead,2026-01-08',
]);

async function upload(client: ApiClient, name: string, body: string | Buffer, type = 'text/csv') {
  const res = await fetch(`${server.url}/api/imports?name=${encodeURIComponent(name)}`, { method: 'POST', headers: { cookie: client.cookieHeader, 'content-type': type }, body: typeof body === 'string' ? body : new Uint8Array(body) });
  return { status: res.status, body: (await res.json()) as any };
}

const mappingOf = (detail: ImportDetail) => detail.columns.map((c) => ({ index: c.index, target: c.target }));

async function waitFor(client: ApiClient, id: string, statuses: string[]): Promise<ImportSummary> {
  for (let i = 0; i < 300; i++) {
    const res = await client.get(`/api/imports/${id}`);
    if (statuses.includes(res.body.import.status)) return res.body.import;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`import ${id} did not reach ${statuses.join('/')}`);
}

async function importFile(client: ApiClient, name: string, csv: string, duplicates: 'skip' | 'fill' | 'overwrite' = 'skip') {
  const up = await upload(client, name, csv);
  expect(up.status).toBe(201);
  const preview = await client.put(`/api/imports/${up.body.import.id}/mapping`, { columns: mappingOf(up.body), duplicates });
  expect(preview.status).toBe(200);
  expect((await client.post(`/api/imports/${up.body.import.id}/run`)).status).toBe(202);
  return { id: up.body.import.id as string, preview: preview.body, done: await waitFor(client, up.body.import.id, ['done', 'failed']) };
}

/** The workspace's companies, less the sample company every workspace starts with. */
async function companiesOf(client: ApiClient) {
  const res = await client.get('/api/companies?limit=200');
  return (res.body.items as Array<{ enrichmentSource: string | null; domain: string }>).filter((c) => c.domain !== 'testcustomer.com') as unknown as Array<{ id: string; name: string; domain: string; country: string | null; headquarters: string | null; industry: string | null }>;
}

beforeAll(async () => {
  server = await sharedTestServer();
  const signed = await signUp(server.url, 'Ivy Importer');
  a = signed.client;
  aUser = signed.user;
  b = (await signUp(server.url, 'Bob Elsewhere')).client;
});

describe('importing a HubSpot companies export', () => {
  let detail: ImportDetail;

  it('reads the columns with samples and guesses the fields, including "Company Domain Name" and "Country/Region"', async () => {
    const up = await upload(a, 'hubspot-companies.csv', HUBSPOT);
    expect(up.status).toBe(201);
    detail = importDetailSchema.parse(up.body);
    const target = (header: string) => detail.columns.find((c) => c.header === header)?.target;
    expect(target('Company name')).toBe('companyName');
    expect(target('Company Domain Name')).toBe('companyDomain');
    expect(target('Country/Region')).toBe('country');
    expect(target('City')).toBe('headquarters');
    expect(target('Industry')).toBe('industry');
    expect(detail.columns.find((c) => c.header === 'Company name')?.samples[0]).toBe('Müller Brauerei GmbH');
    expect(detail.import).toMatchObject({ status: 'mapping', rowCount: 7, fileName: 'hubspot-companies.csv', kind: 'companies' });
  });

  it('previews the rows as they will be stored, with every problem row and its line', async () => {
    const res = await a.put(`/api/imports/${detail.import.id}/mapping`, { columns: mappingOf(detail), duplicates: 'skip' });
    expect(res.status).toBe(200);
    const preview = importPreview.parse(res.body);
    expect(preview.totals).toMatchObject({ rows: 7, newCompanies: 4, duplicateCompanies: 0, problems: 3 });
    const reasons = Object.fromEntries(preview.detail.problems.map((p) => [p.line, p.reason]));
    expect(reasons[5]).toMatch(/no company domain/);
    expect(reasons[6]).toMatch(/not a valid company domain/);
    expect(reasons[7]).toBe('acme-widgets.com is already on line 3');
    const cafe = preview.rows.find((r) => r.line === 4)!;
    expect(cafe.company).toMatchObject({ 'Company name': 'Café "Lumière"', 'Company domain or website': 'cafelumiere.fr', City: 'Paris\n8e arrondissement' });
    expect(cafe.outcome).toBe('new');
  });

  it('imports in a job, live in another tab, without losing the country', async () => {
    const tab = await connectSocket(server.url, a.cookieHeader);
    try {
      expect((await a.post(`/api/imports/${detail.import.id}/run`)).status).toBe(202);
      const done = await tab.waitFor((e) => e.type === 'import.updated' && (e.payload as { import: ImportSummary }).import.status === 'done', 10_000);
      const summary = (done.payload as { import: ImportSummary }).import;
      expect(summary.counts).toMatchObject({ companiesCreated: 4, failed: 3, skipped: 0 });
      expect(summary.processed).toBe(7);
      expect(summary.undoableUntil).not.toBeNull();
    } finally {
      tab.close();
    }
    const list = await companiesOf(a);
    const muller = list.find((c) => c.domain === 'mullerbrauerei.de')!;
    expect(muller).toMatchObject({ name: 'Müller Brauerei GmbH', country: 'Germany', headquarters: 'München', industry: 'Food & Beverages' });
    // HubSpot's "Number of Employees" is a head count: the company size as the file has it, and the number of employees.
    expect(muller).toMatchObject({ companySize: '120', employeeCount: 120 });
    expect(list.find((c) => c.domain === 'acme-widgets.com')).toMatchObject({ name: 'Acme, Inc.', country: 'United States' });
    // A formula is stored as the text it is, never run.
    expect(list.find((c) => c.domain === 'formula-co.com')).toMatchObject({ name: '=HYPERLINK("http://evil.example","Click")', country: '=1+2' });
  });

  it('is listed with who ran it, its counts and its file', async () => {
    const res = await a.get('/api/imports');
    expect(res.status).toBe(200);
    expect(res.body.imports[0]).toMatchObject({ id: detail.import.id, fileName: 'hubspot-companies.csv', createdBy: { name: 'Ivy Importer' }, status: 'done' });
  });

  it('exports companies as CSV under the importer’s column names, formulas neutralised', async () => {
    const res = await fetch(`${server.url}/api/exports/companies.csv`, { headers: { cookie: a.cookieHeader } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    const text = await res.text();
    expect(text.split('\r\n')[0].replace(BOM, '')).toBe('Company Name,Company Domain,Industry,Company Size,City,Country,Company LinkedIn,Description,Stage,Notes');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(text).toContain("'=1+2");
    // … and the export reads straight back in, every column recognised, the quotes it added taken off again.
    const again = await upload(a, 'export.csv', text);
    expect(again.status).toBe(201);
    const targets = (again.body as ImportDetail).columns.map((c) => c.target);
    expect(targets.slice(0, 8)).toEqual(['companyName', 'companyDomain', 'industry', 'companySize', 'headquarters', 'country', 'companyLinkedin', 'description']);
    const preview = await a.put(`/api/imports/${again.body.import.id}/mapping`, { columns: mappingOf(again.body), duplicates: 'skip' });
    const formulaRow = (preview.body as { rows: Array<{ company: Record<string, string> | null }> }).rows.find((r) => r.company?.['Company domain or website'] === 'formula-co.com');
    expect(formulaRow?.company).toMatchObject({ 'Company name': '=HYPERLINK("http://evil.example","Click")', Country: '=1+2' });
  });
});

describe('duplicates, the remembered mapping and undo', () => {
  const first = crlf(['Company,Website,Industry,Country', 'Delta Print,deltaprint.com,,Canada', 'Echo Bags,echobags.com,Bags,']);
  const second = crlf(['Company,Website,Industry,Country', 'Delta Print Renamed,deltaprint.com,Printing,Mexico', 'Echo Bags,echobags.com,Luggage,Spain', 'Foxtrot Pens,foxtrotpens.com,Pens,Italy']);
  let c: ApiClient;

  beforeAll(async () => {
    c = (await signUp(server.url, 'Dee Duplicates')).client;
    await importFile(c, 'first.csv', first);
  });

  it('remembers the mapping for the next file with the same headers', async () => {
    const up = await upload(c, 'second.csv', second);
    expect(up.body.rememberedMapping).toBe(true);
    expect(up.body.import.duplicates).toBe('skip');
  });

  it('"fill" fills only empty fields, shown in the preview with counts; undo restores them and removes what it created', async () => {
    const { id, preview, done } = await importFile(c, 'second.csv', second, 'fill');
    expect(preview.totals).toMatchObject({ newCompanies: 1, duplicateCompanies: 2 });
    expect(preview.rows.map((r: { outcome: string }) => r.outcome)).toEqual(['duplicate', 'duplicate', 'new']);
    expect(done.counts).toMatchObject({ companiesCreated: 1, companiesUpdated: 2 });
    let list = await companiesOf(c);
    expect(list.find((x) => x.domain === 'deltaprint.com')).toMatchObject({ name: 'Delta Print', industry: 'Printing', country: 'Canada' });
    expect(list.find((x) => x.domain === 'echobags.com')).toMatchObject({ industry: 'Bags', country: 'Spain' });

    const tab = await connectSocket(server.url, c.cookieHeader);
    try {
      expect((await c.post(`/api/imports/${id}/undo`)).status).toBe(202);
      await tab.waitFor((e) => e.type === 'import.updated' && (e.payload as { import: ImportSummary }).import.status === 'undone', 10_000);
    } finally {
      tab.close();
    }
    list = await companiesOf(c);
    expect(list.find((x) => x.domain === 'foxtrotpens.com')).toBeUndefined();
    expect(list.find((x) => x.domain === 'deltaprint.com')).toMatchObject({ name: 'Delta Print', industry: null, country: 'Canada' });
    expect(list.find((x) => x.domain === 'echobags.com')).toMatchObject({ industry: 'Bags', country: null });
    expect((await c.post(`/api/imports/${id}/undo`)).status).toBe(409);
  });

  it('"overwrite" replaces with the file’s values; undo is refused after 24 hours', async () => {
    const { id, done } = await importFile(c, 'second.csv', second, 'overwrite');
    expect(done.counts).toMatchObject({ companiesCreated: 1, companiesUpdated: 2 });
    expect((await companiesOf(c)).find((x) => x.domain === 'deltaprint.com')).toMatchObject({ name: 'Delta Print Renamed', industry: 'Printing', country: 'Mexico' });
    await server.app.db
      .update(imports)
      .set({ finishedAt: new Date(server.app.clock.now().getTime() - 25 * 3_600_000) })
      .where(eq(imports.id, id));
    const late = await c.post(`/api/imports/${id}/undo`);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(IMPORT_MESSAGES.undoExpired);
  });

  it('"skip" leaves duplicates alone', async () => {
    const { done } = await importFile(c, 'second.csv', second, 'skip');
    expect(done.counts).toMatchObject({ companiesCreated: 0, companiesUpdated: 0, skipped: 3 });
  });
});

describe('a file larger than the old 500-company batch', () => {
  it('imports all 1,200 rows', async () => {
    const big = (await signUp(server.url, 'Bea Bulk')).client;
    const lines = ['Company,Website,Country', ...Array.from({ length: 1200 }, (_, i) => `Bulk ${i},bulk-${i}.com,Canada`)];
    const { done } = await importFile(big, 'bulk.csv', crlf(lines));
    expect(done.counts).toMatchObject({ companiesCreated: 1200, failed: 0 });
  });
});

describe('contacts with their companies in one file', () => {
  const apollo = crlf([
    'First Name,Last Name,Title,Company,Company Name for Emails,Email,Website,Company Country,Company City,Person Linkedin Url,Seniority,Departments,Work Direct Phone',
    'Ana,García,Marketing Manager,Golf Co,Golf Co,ana@golfco.com,golfco.com,Spain,Madrid,linkedin.com/in/ana,manager,Marketing,\'+34 600 000 001',
    'Ben,Ode,Buyer,Golf Co,Golf Co,ben@golfco.com,golfco.com,Spain,Madrid,,senior,Purchasing',
    'Cy,Lee,Founder,Hotel Lima,Hotel Lima,cy@hotellima.pe,,Peru,Lima,,owner,',
    'Di,Ray,Consultant,,,di.ray@gmail.com,,,,,,',
    'Ed,Nil,,,,not-an-email,,,,,,',
  ]);

  it('creates or links the companies by domain (or the work email’s), and the contacts by email', async () => {
    const d = (await signUp(server.url, 'Cara Contacts')).client;
    const { done } = await importFile(d, 'apollo-people.csv', apollo);
    expect(done).toMatchObject({ kind: 'contacts', status: 'done' });
    expect(done.counts).toMatchObject({ companiesCreated: 2, contactsCreated: 4, failed: 1 });
    const companies = await companiesOf(d);
    expect(companies.map((x) => x.domain).sort()).toEqual(['golfco.com', 'hotellima.pe']);
    expect(companies.find((x) => x.domain === 'golfco.com')).toMatchObject({ country: 'Spain', headquarters: 'Madrid' });
    const contacts = (await d.get('/api/contacts?limit=50')).body.items as Array<{ firstName: string; lastName: string; email: string; companyId: string | null; jobTitle: string | null; phone: string | null }>;
    const golf = companies.find((x) => x.domain === 'golfco.com')!.id;
    // Apollo writes phone numbers as '+34…, so Excel does not read them as formulas: the quote is not part of the number.
    expect(contacts.find((x) => x.email === 'ana@golfco.com')).toMatchObject({ firstName: 'Ana', lastName: 'García', jobTitle: 'Marketing Manager', companyId: golf, phone: '+34 600 000 001' });
    expect(contacts.find((x) => x.email === 'ben@golfco.com')?.companyId).toBe(golf);
    // A free-mail address makes no company.
    expect(contacts.find((x) => x.email === 'di.ray@gmail.com')?.companyId).toBeNull();
  });
});

describe('bad files get a clear error and write nothing', () => {
  it.each([
    ['empty.csv', '', IMPORT_MESSAGES.empty],
    ['header-only.csv', 'Company,Website\r\n', IMPORT_MESSAGES.noRows],
    ['picture.csv', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]), IMPORT_MESSAGES.notText],
  ])('%s', async (name, body, message) => {
    const before = (await a.get('/api/imports')).body.imports.length;
    const res = await upload(a, name, body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    expect((await a.get('/api/imports')).body.imports.length).toBe(before);
  });

  it('a file over 25 MB is refused with 413', async () => {
    const res = await upload(a, 'huge.csv', Buffer.alloc(26 * 1024 * 1024, 0x41));
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe(IMPORT_MESSAGES.tooLarge);
  });

  it('a mapping with nothing to match records by is refused', async () => {
    const up = await upload(a, 'x.csv', crlf(['Notes,Other', 'a,b']));
    const res = await a.put(`/api/imports/${up.body.import.id}/mapping`, { columns: [{ index: 0, target: 'note' }], duplicates: 'skip' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(IMPORT_MESSAGES.nothingMapped);
  });
});

describe('tenancy and roles', () => {
  it('another workspace cannot see, preview, run or undo an import', async () => {
    const up = await upload(a, 'mine.csv', crlf(['Company,Website', 'Golf Hotel,golfhotel.com']));
    const id = up.body.import.id;
    expect((await b.get(`/api/imports/${id}`)).status).toBe(404);
    expect((await b.put(`/api/imports/${id}/mapping`, { columns: [], duplicates: 'skip' })).status).toBe(404);
    expect((await b.post(`/api/imports/${id}/run`)).status).toBe(404);
    expect((await b.post(`/api/imports/${id}/undo`)).status).toBe(404);
    expect((await b.get('/api/imports')).body.imports.find((i: { id: string }) => i.id === id)).toBeUndefined();
    const exported = await (await fetch(`${server.url}/api/exports/companies.csv`, { headers: { cookie: b.cookieHeader } })).text();
    expect(exported).not.toContain('mullerbrauerei.de');
  });

  it('a viewer may list and export but not upload, run or undo', async () => {
    const viewer = await memberOf(server, aUser.workspaceId, 'viewer');
    expect((await viewer.client.get('/api/imports')).status).toBe(200);
    expect((await upload(viewer.client, 'v.csv', crlf(['Company,Website', 'V,v-co.com']))).status).toBe(403);
    const id = (await a.get('/api/imports')).body.imports[0].id;
    expect((await viewer.client.post(`/api/imports/${id}/run`)).status).toBe(403);
    expect((await viewer.client.post(`/api/imports/${id}/undo`)).status).toBe(403);
  });
});
