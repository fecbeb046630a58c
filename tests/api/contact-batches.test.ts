import { beforeAll, describe, expect, it } from 'vitest';
import { sharedTestServer } from '../helpers/server.js';
import { signUp, type ApiClient } from '../helpers/client.js';
import { connectSocket, expectNoEventBefore, profileBarrier } from '../helpers/socket.js';
import type { RunningServer } from '../../server/app.js';
import {
  ALREADY_IMPORTED,
  COMPANY_NOT_ENRICHED,
  MAX_CONTACT_BATCH_ROWS,
  NO_VALID_CONTACTS,
  NOTHING_FOUND,
  batchContactActionResponse,
  contactBatchDetailResponse,
  contactBatchListResponse,
  contactBatchWriteResponse,
  importAllContactsResponse,
} from '../../contracts/contact-batches.js';
import { CONTACT_CATEGORY_KEYS, contactListResponse } from '../../contracts/contacts.js';
import { dashboardResponse } from '../../contracts/dashboard.js';
import type { DirectoryResponse } from '../../contracts/companies.js';
import type { FoundContact } from '../../server/ports/research.js';
import { ProviderError } from '../../server/ports/provider-error.js';
import type { EventEnvelope } from '../../contracts/events.js';
import type { BatchContact, ContactBatch } from '../../contracts/contact-batches.js';

let server: RunningServer;
let a: ApiClient;
let b: ApiClient;
/** A directory company in Alice's pipeline, enriched for real through the enrichment job. */
let enriched: { id: string; name: string; domain: string };
/** The directory's people for it, read from the built-in contact finder. */
let people: FoundContact[];
let plain: { id: string; name: string };

async function addCompany(client: ApiClient, name: string, domain: string) {
  const res = await client.post('/api/companies', { name, domain });
  expect(res.status).toBe(201);
  return res.body.company as { id: string; name: string; domain: string };
}

async function enrich(client: ApiClient, id: string) {
  expect((await client.post(`/api/companies/${id}/enrich`)).status).toBe(202);
  for (let i = 0; i < 200; i++) {
    const status = (await client.get(`/api/companies/${id}`)).body.company.enrichmentStatus;
    if (status === 'Enriched') return;
    if (status === 'Unenriched') throw new Error('enrichment failed');
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('enrichment did not finish');
}

beforeAll(async () => {
  server = await sharedTestServer();
  await server.seeded; // the built-in company directory
  a = (await signUp(server.url, 'Alice Contacts')).client;
  b = (await signUp(server.url, 'Bob Elsewhere')).client;
  const dir = (await a.get('/api/directory/companies?limit=20')).body as DirectoryResponse;
  const pick = dir.items[3];
  enriched = await addCompany(a, pick.name, pick.domain);
  await enrich(a, enriched.id);
  people = await server.app.providers.contacts.findContacts({ name: pick.name, domain: pick.domain }, CONTACT_CATEGORY_KEYS);
  expect(people.length).toBeGreaterThanOrEqual(4);
  plain = await addCompany(a, 'Plain Paste Co', 'plain-paste.example');
}, 60_000);

const paste = (client: ApiClient, companyId: string, text: string) => client.post('/api/contact-batches', { companyId, source: 'paste', text });
const act = (client: ApiClient, batchId: string, rowId: string, action: 'import' | 'skip' | 'enrich') =>
  client.post(`/api/contact-batches/${batchId}/contacts/${rowId}/${action}`);

describe('contact batches: paste', () => {
  it('reads names, titles, LinkedIn URLs and emails, reporting the lines it left out', async () => {
    const text = [
      'Jane Doe, Marketing Director, https://www.linkedin.com/in/jane-doe, jane@plain-paste.example',
      '',
      'Sam\tHR Business Partner',
      'https://www.linkedin.com/in/omar-haddad-4f2a1',
      'Li Wei, Events Manager, not-a-url.example/x',
      'Ana Ruiz, Buyer, , ana@',
      'Jane Doe, Another Title',
      'Chris Park, VP of People, chris.park@plain-paste.example, +1 (555) 010-2000',
      '   ',
    ].join('\n');
    const res = await paste(a, plain.id, text);
    expect(res.status).toBe(201);
    const body = contactBatchWriteResponse.parse(res.body);
    expect(body.batch).toMatchObject({ name: 'Plain Paste Co — pasted contacts', source: 'paste', status: 'pending', companyId: plain.id, company: { id: plain.id, name: 'Plain Paste Co' } });
    expect(body.batch.counts).toEqual({ total: 3, pending: 3, imported: 0, skipped: 0 });
    // Ordered by last name (docs/product.md#contact-batches).
    expect(body.contacts.map((c) => [c.firstName, c.lastName, c.jobTitle, c.linkedinUrl, c.email, c.phone, c.status])).toEqual([
      ['Jane', 'Doe', 'Marketing Director', 'https://www.linkedin.com/in/jane-doe', 'jane@plain-paste.example', null, 'pending'],
      ['Omar', 'Haddad', null, 'https://www.linkedin.com/in/omar-haddad-4f2a1', null, null, 'pending'],
      ['Chris', 'Park', 'VP of People', null, 'chris.park@plain-paste.example', '+1 (555) 010-2000', 'pending'],
    ]);
    expect(body.added).toBe(3);
    expect(body.rejected.map((r) => [r.line, r.message])).toEqual([
      [3, '"Sam" needs a first and a last name'],
      [5, '"not-a-url.example/x" is not a LinkedIn profile URL (like https://www.linkedin.com/in/name)'],
      [6, 'Please enter a valid email address'],
      [7, 'Jane Doe is already on line 1'],
    ]);
  });

  it('takes a header row in any column order, tab separated', async () => {
    const text = ['Email\tLast Name\tTitle\tFirst Name\tLinkedIn', 'kim@x.example\tLee\tCFO\tKim\t', '\tMoss\t\tRay\thttps://linkedin.com/in/ray-moss'].join('\n');
    const res = await a.post('/api/contact-batches', { companyId: plain.id, source: 'csv', text, name: 'people.csv' });
    expect(res.status).toBe(201);
    expect(res.body.batch).toMatchObject({ name: 'people.csv', source: 'csv' });
    expect(res.body.contacts.map((c: { firstName: string; lastName: string; jobTitle: string | null; email: string | null; linkedinUrl: string | null }) => [c.firstName, c.lastName, c.jobTitle, c.email, c.linkedinUrl])).toEqual([
      ['Kim', 'Lee', 'CFO', 'kim@x.example', null],
      ['Ray', 'Moss', null, null, 'https://linkedin.com/in/ray-moss'],
    ]);
    expect(res.body.rejected).toEqual([]);
  });

  it('refuses a paste with no usable line or over the cap, writing nothing', async () => {
    const { client } = await signUp(server.url, 'Cap Tester');
    const co = await addCompany(client, 'Cap Co', 'cap-co.example');
    const none = await paste(client, co.id, 'Madonna\n\nhttps://www.linkedin.com/company/acme');
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe(NO_VALID_CONTACTS);
    expect(none.body.error.details).toEqual([
      { path: 'text', message: NO_VALID_CONTACTS },
      { path: 'line 1', message: '"Madonna" needs a first and a last name' },
      { path: 'line 3', message: 'Could not read a name from "https://www.linkedin.com/company/acme" - add the name before it, like "Jane Doe, https://www.linkedin.com/company/acme"' },
    ]);
    expect((await paste(client, co.id, '')).body.error.message).toBe(NO_VALID_CONTACTS);
    expect((await client.post('/api/contact-batches', { companyId: co.id, source: 'fax', text: 'A B' })).body.error.details[0].message).toBe('Source must be paste, csv or contact_finder');
    expect((await client.post('/api/contact-batches', { companyId: 'nope', source: 'paste', text: 'A B' })).body.error.details[0].message).toBe('Choose a company from your pipeline');

    expect(contactBatchListResponse.parse((await client.get('/api/contact-batches')).body).items).toHaveLength(0);
  });

  it('a list over the row limit keeps the first 200 people and says how many were left out', async () => {
    const { client } = await signUp(server.url, 'Big List');
    const co = await addCompany(client, 'Big Co', 'big-co.example');
    const lines = Array.from({ length: MAX_CONTACT_BATCH_ROWS + 3 }, (_, i) => `Person Number${i}, "VP, Marketing"`).join('\n');
    const exactly = await paste(client, co.id, lines);
    expect(exactly.status).toBe(201);
    expect(exactly.body.contacts.every((c: { jobTitle: string }) => c.jobTitle === 'VP, Marketing')).toBe(true);
    expect(exactly.body).toMatchObject({ added: MAX_CONTACT_BATCH_ROWS, leftOut: 3, notice: 'Added the first 200 people; 3 rows were left out - split the file to add them' });
    expect(exactly.body.rejected[0]).toEqual({ line: 201, text: 'Person Number200', message: 'Over the 200-row limit of one batch - split the file to add it' });
    expect(exactly.body.batch.counts.total).toBe(MAX_CONTACT_BATCH_ROWS);
  });
});

describe('contact batches: the contact finder', () => {
  it('needs an enriched company', async () => {
    const res = await a.post('/api/contact-batches', { companyId: plain.id, source: 'contact_finder', categories: ['hr'] });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(COMPANY_NOT_ENRICHED);
    expect((await a.post('/api/contact-batches', { companyId: enriched.id, source: 'contact_finder', categories: [] })).body.error.details[0].message).toBe('Choose at least one contact type');
  });

  it("answers 202 at once, then the job stores the company's people for review (leaving out its existing contacts) and every tab sees them arrive", async () => {
    const { client } = await signUp(server.url, 'Finder');
    const co = await addCompany(client, enriched.name, enriched.domain);
    await enrich(client, co.id);
    const known = people[0];
    await client.post('/api/contacts', { firstName: known.firstName, lastName: known.lastName, companyId: co.id });
    const tabs = [await connectSocket(server.url, client.cookieHeader), await connectSocket(server.url, client.cookieHeader)];
    // The finder answers only when the test lets it: the request must not wait for it.
    const finder = server.app.providers.contacts;
    let release!: () => void;
    const answered = new Promise<void>((r) => (release = r));
    server.app.providers.contacts = { ...finder, findContacts: async (company, categories) => (await answered, finder.findContacts(company, categories)) };
    try {
      const res = await client.post('/api/contact-batches', { companyId: co.id, source: 'contact_finder', categories: CONTACT_CATEGORY_KEYS });
      expect(res.status).toBe(202);
      const body = contactBatchWriteResponse.parse(res.body);
      expect(body.batch).toMatchObject({ name: `${enriched.name} — found contacts`, source: 'contact_finder', status: 'finding', counts: { total: 0 } });
      expect(body.contacts).toEqual([]);
      expect(contactBatchDetailResponse.parse((await client.get(`/api/contact-batches/${body.batch.id}`)).body).batch.status).toBe('finding');
      release();
      const filled = (e: EventEnvelope) => e.type === 'contact_batch.updated' && (e.payload as { batch: { id: string } }).batch.id === body.batch.id;
      const events = await Promise.all(tabs.map((tab) => tab.waitFor(filled, 20_000)));
      const payload = events[0].payload as { batch: ContactBatch; rows: BatchContact[] };
      expect(payload.batch).toMatchObject({ status: 'pending', counts: { total: people.length - 1, pending: people.length - 1 } });
      const expected = people.slice(1).map((p) => `${p.firstName} ${p.lastName}|${p.title}|${p.email}|${p.category}`).sort();
      expect(payload.rows.map((c) => `${c.firstName} ${c.lastName}|${c.jobTitle}|${c.email}|${c.category}`).sort()).toEqual(expected);
      expect(payload.rows.every((c) => c.status === 'pending')).toBe(true);
      expect(events[1].payload).toEqual(events[0].payload);
      expect(contactBatchDetailResponse.parse((await client.get(`/api/contact-batches/${body.batch.id}`)).body).contacts).toHaveLength(people.length - 1);
      // Nothing was imported: the contacts list still holds the one contact.
      expect(contactListResponse.parse((await client.get('/api/contacts')).body).items).toHaveLength(1);

      const hr = await client.post('/api/contact-batches', { companyId: co.id, source: 'contact_finder', categories: ['hr'] });
      expect(hr.status).toBe(202);
      const hrDone = await tabs[0].waitFor((e) => e.type === 'contact_batch.updated' && (e.payload as { batch: { id: string } }).batch.id === hr.body.batch.id, 20_000);
      const hrPeople = people.slice(1).filter((p) => p.category === 'hr');
      // None new leaves the batch empty, and the page says so.
      expect((hrDone.payload as { rows: BatchContact[] }).rows).toHaveLength(hrPeople.length);
      expect((hrDone.payload as { batch: ContactBatch }).batch.status).toBe('pending');
    } finally {
      server.app.providers.contacts = finder;
      release();
      for (const tab of tabs) tab.close();
    }
  });

  it('a finder that refuses for good fails the batch at once, and the user is told', async () => {
    const { client } = await signUp(server.url, 'Finder Refused');
    const co = await addCompany(client, enriched.name, enriched.domain);
    await enrich(client, co.id);
    const tab = await connectSocket(server.url, client.cookieHeader);
    const finder = server.app.providers.contacts;
    let calls = 0;
    server.app.providers.contacts = { ...finder, findContacts: async () => (calls++, Promise.reject(new ProviderError('people-api', 'The contact provider rejected the API key', { retryable: false }))) };
    try {
      const res = await client.post('/api/contact-batches', { companyId: co.id, source: 'contact_finder', categories: ['hr'] });
      expect(res.status).toBe(202);
      const failed = await tab.waitFor((e) => e.type === 'job.failed', 20_000);
      expect(failed.payload).toMatchObject({ name: 'contact_batch.find', subjectId: res.body.batch.id, message: 'The contact provider rejected the API key' });
      const detail = contactBatchDetailResponse.parse((await client.get(`/api/contact-batches/${res.body.batch.id}`)).body);
      expect(detail.batch.status).toBe('failed');
      expect(calls).toBe(1);
    } finally {
      server.app.providers.contacts = finder;
      tab.close();
    }
  });
});

describe('contact batches: review', () => {
  it('imports a person as a lead of the company, live for the workspace only, and refuses a second import', async () => {
    const other = await connectSocket(server.url, a.cookieHeader);
    const outsider = await connectSocket(server.url, b.cookieHeader);
    try {
      const batch = contactBatchWriteResponse.parse((await paste(a, plain.id, 'Nina Import, Buyer, nina@plain-paste.example\nOscar Skip, Clerk')).body);
      await other.waitFor((e) => e.type === 'contact_batch.created' && (e.payload as { batch: { id: string } }).batch.id === batch.batch.id);
      const nina = batch.contacts.find((c) => c.firstName === 'Nina')!;
      const oscar = batch.contacts.find((c) => c.firstName === 'Oscar')!;

      const res = await act(a, batch.batch.id, nina.id, 'import');
      expect(res.status).toBe(200);
      const imported = batchContactActionResponse.parse(res.body);
      expect(imported.outcome).toBe('imported');
      expect(imported.contact).toMatchObject({ firstName: 'Nina', lastName: 'Import', jobTitle: 'Buyer', email: 'nina@plain-paste.example', contactStatus: 'lead', companyId: plain.id });
      expect(imported.row).toMatchObject({ status: 'imported', contactId: imported.contact!.id });
      expect(imported.batch).toMatchObject({ status: 'pending', counts: { total: 2, pending: 1, imported: 1, skipped: 0 } });

      const created = await other.waitFor((e) => e.type === 'contact.created' && (e.payload as { contact: { id: string } }).contact.id === imported.contact!.id);
      expect((created.payload as { contact: { company: { name: string } } }).contact.company.name).toBe('Plain Paste Co');
      await other.waitFor((e) => e.type === 'contact_batch.updated' && (e.payload as { rows: Array<{ id: string; status: string }> }).rows[0]?.status === 'imported');

      const again = await act(a, batch.batch.id, nina.id, 'import');
      expect(again.status).toBe(409);
      expect(again.body.error.message).toBe(ALREADY_IMPORTED);
      expect((await act(a, batch.batch.id, nina.id, 'skip')).status).toBe(409);
      expect((await act(a, batch.batch.id, nina.id, 'enrich')).status).toBe(409);

      const skipped = batchContactActionResponse.parse((await act(a, batch.batch.id, oscar.id, 'skip')).body);
      expect(skipped.row.status).toBe('skipped');
      expect(skipped.batch).toMatchObject({ status: 'processed', counts: { pending: 0, imported: 1, skipped: 1 } });
      const skippedTwice = await act(a, batch.batch.id, oscar.id, 'skip');
      expect(skippedTwice.status).toBe(200);
      expect(skippedTwice.body.row.status).toBe('skipped');

      const list = contactListResponse.parse((await a.get('/api/contacts?q=Nina')).body);
      expect(list.items.map((c) => [c.firstName, c.contactStatus, c.company?.name])).toEqual([['Nina', 'lead', 'Plain Paste Co']]);
      const detail = contactBatchDetailResponse.parse((await a.get(`/api/contact-batches/${batch.batch.id}`)).body);
      expect(detail.batch.status).toBe('processed');

      await expectNoEventBefore(outsider, (e) => e.type.startsWith('contact'), profileBarrier(b));
    } finally {
      other.close();
      outsider.close();
    }
  });

  it('skips a person whose email the company already has, saying why', async () => {
    await a.post('/api/contacts', { firstName: 'Existing', lastName: 'Person', email: 'Dup@Plain-Paste.example', companyId: plain.id });
    const batch = (await paste(a, plain.id, 'Dupe Twin, Analyst, dup@plain-paste.example')).body;
    const res = await act(a, batch.batch.id, batch.contacts[0].id, 'import');
    expect(res.status).toBe(200);
    expect(res.body.outcome).toBe('duplicate');
    expect(res.body.message).toBe('Plain Paste Co already has a contact with the email dup@plain-paste.example, so Dupe Twin was skipped');
    expect(res.body.row.status).toBe('skipped');
    expect(res.body.contact).toBeNull();
    expect(contactListResponse.parse((await a.get('/api/contacts?q=dup@')).body).items).toHaveLength(1);
  });

  it('enriches only from the directory, and says when nothing more is known', async () => {
    const person = people.find((p) => p.title) ?? people[0];
    const text = `${person.firstName} ${person.lastName}\nMadeup Nobody, Intern`;
    const batch = contactBatchWriteResponse.parse((await paste(a, enriched.id, text)).body);
    const known = batch.contacts.find((c) => c.firstName === person.firstName)!;
    const unknown = batch.contacts.find((c) => c.firstName === 'Madeup')!;

    const res = batchContactActionResponse.parse((await act(a, batch.batch.id, known.id, 'enrich')).body);
    expect(res.outcome).toBe('enriched');
    expect(res.filled.sort()).toEqual(['email', 'jobTitle', 'linkedinUrl', 'phone']);
    expect(res.row).toMatchObject({ email: person.email, phone: person.phone, jobTitle: person.title, linkedinUrl: person.linkedinUrl, status: 'pending' });
    expect(res.row.enrichedAt).not.toBeNull();
    // Again: nothing more to add.
    expect((await act(a, batch.batch.id, known.id, 'enrich')).body.outcome).toBe('nothing_found');

    const none = batchContactActionResponse.parse((await act(a, batch.batch.id, unknown.id, 'enrich')).body);
    expect(none.outcome).toBe('nothing_found');
    expect(none.message).toBe(NOTHING_FOUND);
    expect(none.row).toEqual(unknown);

    // A batch of a company the directory does not know: nothing found either.
    const plainBatch = (await paste(a, plain.id, `${person.firstName} ${person.lastName}`)).body;
    expect((await act(a, plainBatch.batch.id, plainBatch.contacts[0].id, 'enrich')).body.outcome).toBe('nothing_found');
  });

  it('Import all imports every pending person, skips the ones the company has (saying why), and every tab sees the rows change', async () => {
    await a.post('/api/contacts', { firstName: 'Known', lastName: 'Already', email: 'known@plain-paste.example', companyId: plain.id });
    const batch = contactBatchWriteResponse.parse(
      (await paste(a, plain.id, 'Ana Núñez, Buyer, ana@plain-paste.example\nKnown Twin, Clerk, KNOWN@plain-paste.example\nBea Pending, Clerk\nDone Before, Clerk')).body,
    );
    const before = batch.contacts.find((c) => c.firstName === 'Done')!;
    expect((await act(a, batch.batch.id, before.id, 'skip')).status).toBe(200);
    const other = await connectSocket(server.url, a.cookieHeader);
    try {
      const res = await a.post(`/api/contact-batches/${batch.batch.id}/import`);
      expect(res.status).toBe(200);
      const result = importAllContactsResponse.parse(res.body);
      expect(result.imported).toBe(2);
      expect(result.skipped.map((s) => [s.name, s.reason])).toEqual([
        ['Known Twin', 'Plain Paste Co already has a contact with the email KNOWN@plain-paste.example'],
      ]);
      expect(result.batch).toMatchObject({ status: 'processed', counts: { total: 4, pending: 0, imported: 2, skipped: 2 } });
      expect(result.rows.map((r) => r.status).sort()).toEqual(['imported', 'imported', 'skipped']);
      const seen = await other.waitFor((e) => e.type === 'contact_batch.updated' && (e.payload as { batch: { id: string } }).batch.id === batch.batch.id);
      expect((seen.payload as { rows: unknown[] }).rows).toHaveLength(3);
      const list = contactListResponse.parse((await a.get('/api/contacts?q=plain-paste.example')).body).items.map((c) => c.email);
      expect(list.filter((e) => e === 'ana@plain-paste.example')).toHaveLength(1);
      // Nothing left: a second Import all changes nothing.
      const again = importAllContactsResponse.parse((await a.post(`/api/contact-batches/${batch.batch.id}/import`)).body);
      expect(again).toMatchObject({ imported: 0, skipped: [], rows: [] });
      expect((await b.post(`/api/contact-batches/${batch.batch.id}/import`)).status).toBe(404);
    } finally {
      other.close();
    }
  });

  it("is a 404 on another workspace's batches, rows and companies", async () => {
    const batch = (await paste(a, plain.id, 'Private Person, Secret Title')).body;
    const row = batch.contacts[0].id;
    expect(contactBatchListResponse.parse((await b.get('/api/contact-batches')).body).items).toEqual([]);
    expect((await b.get(`/api/contact-batches/${batch.batch.id}`)).status).toBe(404);
    for (const action of ['import', 'skip', 'enrich'] as const) expect((await act(b, batch.batch.id, row, action)).status).toBe(404);
    expect((await paste(b, plain.id, 'Jane Doe')).status).toBe(404);
    expect((await b.post('/api/contact-batches', { companyId: enriched.id, source: 'contact_finder', categories: ['hr'] })).status).toBe(404);
    // A row of another batch is not in this one.
    const mine = (await paste(a, plain.id, 'Other Row, Clerk')).body;
    expect((await act(a, batch.batch.id, mine.contacts[0].id, 'skip')).status).toBe(404);
    expect((await a.get('/api/contact-batches/not-a-uuid')).status).toBe(400);
    expect((await act(a, batch.batch.id, 'nope', 'import')).status).toBe(400);
    expect((await a.get(`/api/contact-batches/${batch.batch.id}`)).body.contacts[0].status).toBe('pending');
  });
});

describe('dashboard', () => {
  it('mixes the 3 newest of each type into the 5 newest batches', async () => {
    const { client } = await signUp(server.url, 'Dash');
    const co = await addCompany(client, 'Dash Co', 'dash-co.example');
    const names: string[] = [];
    for (let i = 0; i < 4; i++) {
      names.push((await client.post('/api/company-batches', { text: `Co ${i}, co${i}.example` })).body.batch.name);
      const res = await client.post('/api/contact-batches', { companyId: co.id, source: 'paste', text: `Person ${i}, Title`, name: `contacts ${i}` });
      expect(res.status).toBe(201);
    }
    const dash = dashboardResponse.parse((await client.get('/api/dashboard')).body);
    expect(dash.recentBatches.map((x) => [x.type, x.name])).toEqual([
      ['contact', 'contacts 3'],
      ['company', 'Manual Upload'],
      ['contact', 'contacts 2'],
      ['company', 'Manual Upload'],
      ['contact', 'contacts 1'],
    ]);
    const times = dash.recentBatches.map((x) => x.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
