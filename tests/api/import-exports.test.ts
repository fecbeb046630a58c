import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedTestServer } from '../helpers/server.js';
import { signUp, type ApiClient } from '../helpers/client.js';
import type { RunningServer } from '../../server/app.js';
import type { ImportDetail, ImportSummary } from '../../contracts/imports.js';
import { EXPECTED, type ExpectedCompany, type ExpectedContact } from '../fixtures/imports/expected.js';

/**
 * The exports reps actually have (tests/fixtures/imports: HubSpot, Salesforce, Pipedrive, Zoho,
 * Apollo, Sales Navigator; byte-order mark, CRLF, quoted commas, quotes and line breaks, accents,
 * a dozen extra columns) go in with the guessed mapping untouched and come out as the ground truth
 * (expected.ts, written from the files) says: nothing lost.
 */
let server: RunningServer;
const fixture = (name: string) => readFileSync(new URL(`../fixtures/imports/${name}`, import.meta.url));
const FREE_MAIL = ['gmail.com', 'yahoo.com', 'hotmail.com', 'outlook.com', 'icloud.com', 'aol.com', 'gmx.de', 'web.de', 'orange.fr', 'free.fr', 'btinternet.com'];

async function importWithGuessedMapping(client: ApiClient, name: string, bytes: Buffer, type: string): Promise<ImportSummary> {
  const up = await fetch(`${server.url}/api/imports?name=${name}`, { method: 'POST', headers: { cookie: client.cookieHeader, 'content-type': type }, body: new Uint8Array(bytes) });
  expect(up.status).toBe(201);
  const detail = (await up.json()) as ImportDetail;
  const id = detail.import.id;
  const preview = await client.put(`/api/imports/${id}/mapping`, { columns: detail.columns.map((c) => ({ index: c.index, target: c.target })), duplicates: 'skip' });
  expect(preview.status).toBe(200);
  expect((await client.post(`/api/imports/${id}/run`)).status).toBe(202);
  for (let i = 0; i < 300; i++) {
    const summary = (await client.get(`/api/imports/${id}`)).body.import as ImportSummary;
    if (summary.status !== 'running') return summary;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${name} did not finish`);
}

type StoredCompany = { id: string; name: string; domain: string; country: string | null; headquarters: string | null; industry: string | null };
type StoredContact = { id: string; firstName: string; lastName: string; email: string | null; jobTitle: string | null; companyId: string | null };

beforeAll(async () => {
  server = await sharedTestServer();
});

const files = [...Object.keys(EXPECTED).map((name) => [name, name] as const), ['hubspot-companies.xlsx', 'hubspot-companies.csv'] as const];

describe.each(files)('%s', (file, expectedOf) => {
  let companies: StoredCompany[];
  let summary: ImportSummary;
  let client: ApiClient;

  beforeAll(async () => {
    client = (await signUp(server.url, 'Rita Rep')).client;
    const type = file.endsWith('.xlsx') ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv';
    summary = await importWithGuessedMapping(client, file, fixture(file), type);
    companies = ((await client.get('/api/companies?limit=200')).body.items as StoredCompany[]).filter((c) => c.domain !== 'testcustomer.com');
  });

  it('imports every row with everything it says', async () => {
    const expected = EXPECTED[expectedOf];
    expect(summary.status).toBe('done');
    if (expected.kind === 'companies') {
      const withDomain = expected.rows.filter((r: ExpectedCompany) => r.domain);
      expect(summary.counts.companiesCreated).toBe(withDomain.length);
      // A company without a domain cannot be matched again, so it is a problem row, with its reason.
      expect(summary.counts.failed).toBe(expected.rows.length - withDomain.length);
      for (const row of withDomain) {
        expect(companies.find((c) => c.domain === row.domain), row.name).toMatchObject({ name: row.name, country: row.country, headquarters: row.city, industry: row.industry });
      }
      return;
    }
    const contacts = (await client.get('/api/contacts?limit=200')).body.items as StoredContact[];
    expect(summary.counts.contactsCreated).toBe(expected.rows.length);
    for (const row of expected.rows as ExpectedContact[]) {
      const stored = contacts.find((c) => c.firstName === row.firstName && c.lastName === row.lastName);
      expect(stored, `${row.firstName} ${row.lastName}`).toMatchObject({ email: row.email, jobTitle: row.jobTitle });
      const emailDomain = row.email?.split('@')[1] ?? null;
      const domain = row.companyDomain ?? (emailDomain && !FREE_MAIL.includes(emailDomain) ? emailDomain : null);
      if (row.companyName && !domain) {
        // No domain to make the company by: its name is kept with the contact.
        if (!stored!.companyId) expect((await client.get(`/api/contacts/${stored!.id}`)).body.contact.notes).toContain(`Company: ${row.companyName}`);
        continue;
      }
      if (!row.companyName) continue;
      const company = companies.find((c) => c.id === stored!.companyId);
      expect(company?.name, `${row.firstName} ${row.lastName}'s company`).toBe(row.companyName);
    }
  });
});
