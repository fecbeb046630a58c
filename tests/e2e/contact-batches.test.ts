import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DirectoryResponse } from '../../contracts/companies.js';
import { sharedE2E, signUpThroughPage, type E2E } from './helpers/app.js';

let e2e: E2E;
beforeAll(async () => {
  e2e = await sharedE2E();
  await e2e.server.seeded; // the built-in company directory
});
afterAll(async () => {
  await e2e?.close();
});

describe('contact batches', () => {
  it('finds the people of an enriched directory company, imports one, skips another, and the contact appears on /contacts', async () => {
    const base = e2e.server.url;
    const context = await e2e.browser.newContext();
    const email = `cbatch-${Date.now()}@example.com`;
    const page = await signUpThroughPage(context, base, 'Casey Batches', email);

    // A directory company, enriched through the API (the enrichment job runs for real).
    const dir = (await (await context.request.get(`${base}/api/directory/companies?limit=5`)).json()) as DirectoryResponse;
    const { name, domain } = dir.items[2];
    const added = await context.request.post(`${base}/api/companies`, { data: { name, domain } });
    expect(added.status()).toBe(201);
    const companyId = ((await added.json()) as { company: { id: string } }).company.id;
    expect((await context.request.post(`${base}/api/companies/${companyId}/enrich`)).status()).toBe(202);
    await expect
      .poll(async () => ((await (await context.request.get(`${base}/api/companies/${companyId}`)).json()) as { company: { enrichmentStatus: string } }).company.enrichmentStatus, { timeout: 20_000 })
      .toBe('Enriched');

    // New Contact Batch → the company → Find people.
    await page.goto(`${base}/contacts`);
    await page.getByRole('link', { name: 'Contact Batches' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contact Batches' }).waitFor();
    await page.getByText('No contact batches yet.').waitFor();
    await page.getByRole('button', { name: 'New Contact Batch' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Contact Batch' });
    await dialog.getByLabel('Company').fill(name.slice(0, 6));
    await dialog.getByRole('option', { name }).click();
    await dialog.getByRole('tab', { name: 'Find people' }).click();
    await dialog.getByRole('button', { name: 'Find People' }).click();

    await page.getByRole('heading', { level: 1, name: `${name} — found contacts` }).waitFor();
    expect(page.url()).toMatch(/\/contacts\/batch\/[0-9a-f-]{36}$/);
    const table = page.getByRole('table', { name: 'Batch contacts' });
    const rows = table.locator('tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBeGreaterThanOrEqual(2);
    const firstName = (await rows.nth(0).locator('td').first().locator('span, a').first().textContent())!.trim();
    const secondName = (await rows.nth(1).locator('td').first().locator('span, a').first().textContent())!.trim();

    await page.getByRole('button', { name: `Import ${firstName}` }).click();
    await page.getByText('Contact Imported').waitFor();
    await rows.nth(0).getByRole('button', { name: 'Imported' }).waitFor();
    await page.getByRole('button', { name: `Skip ${secondName}` }).click();
    await page.getByText('Contact Skipped').first().waitFor();
    await rows.nth(1).getByText('Skipped', { exact: true }).waitFor();
    await page.getByRole('button', { name: `Skip ${secondName}` }).waitFor({ state: 'detached' });

    // The imported person is a lead of the company on /contacts; the skipped one is not there.
    await page.getByRole('link', { name: 'Contact Batches' }).click();
    await page.getByRole('link', { name: `Review ${name} — found contacts` }).waitFor();
    await page.goto(`${base}/contacts`);
    const contacts = page.getByRole('table');
    await contacts.getByRole('link', { name: firstName }).waitFor();
    await contacts.getByRole('link', { name }).first().waitFor();
    await expect(contacts.getByRole('link', { name: secondName }).count()).resolves.toBe(0);
    await context.close();
  });
});
