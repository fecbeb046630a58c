import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedE2E, signUpThroughPage, type E2E, waitLive } from './helpers/app.js';

let e2e: E2E;
beforeAll(async () => {
  e2e = await sharedE2E();
  await e2e.server.seeded; // the built-in company directory, for lookalikes
});
afterAll(async () => {
  await e2e?.close();
});


async function signIn(name: string) {
  const base = e2e.server.url;
  const context = await e2e.browser.newContext();
  const email = `${name}-${Date.now()}@example.com`;
  return { context, page: await signUpThroughPage(context, base, 'Pat Batches', email) };
}

describe('company batches', () => {
  it('pastes two companies, processes the batch, and a second page sees them in the pipeline', async () => {
    const base = e2e.server.url;
    const { context, page } = await signIn('paste');
    const pipeline = await context.newPage();
    await pipeline.goto(`${base}/companies`);
    await pipeline.getByRole('heading', { level: 1, name: 'Prospect Pipeline' }).waitFor();
    await waitLive(pipeline);

    await page.goto(`${base}/companies/batch-upload`);
    await page.getByRole('heading', { level: 1, name: 'Batch Upload Companies' }).waitFor();
    await page.getByLabel('Company list').fill('Quokka Quilts, quokkaquilts.com\nZephyr Zinc\tzephyrzinc.io\nNo Domain Here');
    await page.getByRole('button', { name: 'Create Batch' }).click();
    const table = page.getByRole('table', { name: 'Companies in Batch' });
    await table.getByRole('cell', { name: 'quokkaquilts.com' }).waitFor();
    await table.getByRole('cell', { name: 'zephyrzinc.io' }).waitFor();
    await page.getByText('Line 3: "No Domain Here" has no domain').waitFor();
    await expect(table.getByRole('row').count()).resolves.toBe(3);
    expect(page.url()).toMatch(/\/companies\/batch-upload\?batch=[0-9a-f-]{36}$/);

    await page.getByRole('button', { name: 'Process Batch' }).click();
    await page.getByText('Imported 2 companies successfully').waitFor();
    // The batch stays open with what it came to (issue 24), and leads on to the pipeline.
    const summary = page.getByRole('status').filter({ has: page.getByRole('link', { name: 'View pipeline' }) });
    await summary.getByText(/^Imported 2 companies/).waitFor();
    await summary.getByRole('link', { name: 'View pipeline' }).click();
    await page.getByRole('heading', { level: 1, name: 'Prospect Pipeline' }).waitFor();
    await page.getByRole('link', { name: 'View Quokka Quilts' }).waitFor();
    // The other page got them live, from the import's company.created events.
    await pipeline.getByRole('link', { name: 'View Quokka Quilts' }).waitFor();
    await pipeline.getByRole('link', { name: 'View Zephyr Zinc' }).waitFor();

    // The batch is listed as processed.
    await page.goto(`${base}/batches`);
    const row = page.getByRole('table', { name: 'Company batches' }).getByRole('row').filter({ hasText: 'Manual Upload' });
    await row.getByText('Processed').waitFor();
    await context.close();
  });

  it('finds lookalikes from a company page and imports the selected ones', async () => {
    const base = e2e.server.url;
    const { context, page } = await signIn('lookalike');
    const dir = await (await context.request.get(`${base}/api/directory/companies?industry=Education&limit=1`)).json();
    const seed = dir.items[0];
    const created = await context.request.post(`${base}/api/companies`, { data: { name: seed.name, domain: seed.domain, directoryId: seed.id } });
    const company = (await created.json()).company;

    await page.goto(`${base}/companies/${company.id}`);
    await page.getByRole('heading', { level: 1, name: seed.name }).waitFor();
    await page.getByRole('button', { name: 'Find Lookalikes' }).click();
    await page.getByRole('heading', { level: 1, name: 'Select Lookalike Companies to Import' }).waitFor();
    await page.getByText('Source Company').waitFor();
    const list = page.getByRole('list', { name: 'Lookalike companies' });
    const boxes = list.getByRole('checkbox');
    await boxes.first().waitFor();
    const names = (await list.locator('label').allTextContents()).map((s) => s.trim());
    expect(names.length).toBeGreaterThan(1);
    await page.getByRole('checkbox', { name: names[0], exact: true }).check();
    await page.getByRole('checkbox', { name: names[1], exact: true }).check();
    await page.getByRole('button', { name: 'Import Selected' }).click();
    await page.getByText('Imported 2 companies successfully').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Prospect Pipeline' }).waitFor();
    await page.getByRole('link', { name: `View ${names[0]}` }).waitFor();
    await page.getByRole('link', { name: `View ${names[1]}` }).waitFor();
    // Lookalike batches no longer stay "Pending" after their companies are imported.
    await page.goto(`${base}/batches`);
    const row = page.getByRole('table', { name: 'Company batches' }).getByRole('row').filter({ hasText: `Lookalikes of ${seed.name}` });
    await row.getByText('Processed').waitFor();
    await context.close();
  });

  it('a lookalike search with nothing to offer says so and leaves no empty batch', async () => {
    const base = e2e.server.url;
    const { context, page } = await signIn('nolookalike');
    const created = await context.request.post(`${base}/api/companies`, { data: { name: 'Unheard Of Ltd', domain: 'unheard-of-ltd.example' } });
    const company = (await created.json()).company;
    await page.goto(`${base}/companies/${company.id}`);
    await page.getByRole('heading', { level: 1, name: 'Unheard Of Ltd' }).waitFor();
    await page.getByRole('button', { name: 'Find Lookalikes' }).click();
    await page.getByText('No lookalike companies found.').waitFor();
    await page.getByText('Unheard Of Ltd has no industry yet - enrich it or add its industry first').waitFor();
    expect(page.url()).toBe(`${base}/companies/${company.id}`);
    const batches = await (await context.request.get(`${base}/api/company-batches`)).json();
    expect(batches.items).toEqual([]);
    await context.close();
  });

  it('uploads a semicolon-separated CSV, reporting the nameless row by line', async () => {
    const base = e2e.server.url;
    const { context, page } = await signIn('semicolon');
    await page.goto(`${base}/companies/batch-upload`);
    await page.getByRole('heading', { level: 1, name: 'Batch Upload Companies' }).waitFor();
    await page.getByLabel('Company list').fill('Firma;Website;Land\nMüller, Söhne;mueller-soehne.de;DE\n;nameless.de;DE');
    await page.getByRole('button', { name: 'Create Batch' }).click();
    const table = page.getByRole('table', { name: 'Companies in Batch' });
    await table.getByRole('cell', { name: 'Müller, Söhne', exact: true }).waitFor();
    await table.getByRole('cell', { name: 'mueller-soehne.de', exact: true }).waitFor();
    await page.getByText('Line 3: No company name for nameless.de').waitFor();
    await page.getByText('Added 1 company to the batch; 1 line was left out.').waitFor();
    await context.close();
  });
});
