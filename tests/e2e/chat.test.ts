import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { RunningServer } from '../../server/app.js';
import { sharedE2E, signUpThroughPage, type E2E } from './helpers/app.js';

let e2e: E2E;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // The assistant searches the built-in catalogue (the shared server's, loaded before it answers).
  e2e = await sharedE2E('catalogue');
  ({ server, browser } = e2e);
});
afterAll(async () => {
  await e2e?.close();
});

describe('chat assistant', () => {
  it('starts a chat for a company, gets live recommendations, compares two and creates a document', async () => {
    const base = server.url;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const email = `chat-${Date.now()}@example.com`;
    const page = await signUpThroughPage(context, base, 'Casey Chat', email);
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    expect((await context.request.post(`${base}/api/companies`, { data: { name: 'Globex Outfitters', domain: 'globex-outfitters.example' } })).status()).toBe(201);

    await page.goto(`${base}/chat`);
    const dialog = page.getByRole('dialog', { name: 'Start a New Chat' });
    await page.getByRole('heading', { name: 'Start a New Chat' }).waitFor();
    const start = dialog.getByRole('button', { name: 'Start Chat' });
    expect(await start.isDisabled()).toBe(true);
    await dialog.getByLabel('Company').fill('Globex');
    await page.getByRole('option', { name: 'Globex Outfitters' }).click();
    await dialog.getByLabel('Project Name').fill('Summer Picnic');
    await start.click();
    await page.getByRole('heading', { name: 'Globex Outfitters - Summer Picnic' }).waitFor();
    expect(page.url()).toMatch(/\/chat\/[0-9a-f-]{36}$/);

    const input = page.getByPlaceholder('Ask about promotional products...');
    await input.fill('250 insulated tumblers under $10 in blue');
    await input.press('Enter');
    await page.getByText('250 insulated tumblers under $10 in blue', { exact: true }).waitFor();
    const block = page.getByRole('region', { name: 'Product recommendations' });
    await block.waitFor({ timeout: 20_000 });
    await page.getByText(/Here's what I understood/).waitFor();
    const title = (await block.getByRole('heading', { name: /^Product Recommendations \(\d+\)$/ }).textContent())!;
    expect(Number(title.match(/\d+/)![0])).toBeGreaterThanOrEqual(2);
    await page.getByText(/Answered by SwagScout built-in/).waitFor();

    const compare = block.getByRole('button', { name: /^Compare \(\d\)$/ });
    expect(await compare.isDisabled()).toBe(true);
    const toggles = block.getByRole('button', { name: /Add to comparison/ });
    await toggles.nth(0).click();
    await block.getByRole('button', { name: /Add to comparison/ }).first().click();
    await block.getByRole('button', { name: 'Compare (2)' }).click();
    const table = block.getByRole('table', { name: 'Product comparison' });
    await table.waitFor();
    for (const row of ['Image', 'Item #', 'Price', 'Action']) await table.getByRole('rowheader', { name: row }).waitFor();

    await block.getByRole('button', { name: 'Create Document' }).click();
    const create = page.getByRole('dialog', { name: 'Create Document from Products' });
    await page.getByRole('heading', { name: 'Create Document from Products' }).waitFor();
    await create.getByText('2 product(s) will be included in this document.').waitFor();
    await create.getByLabel('Document Title').fill('Globex Picnic Proposal');
    await create.getByLabel('Notes').fill('Blue tumblers for the summer picnic.');
    await create.getByRole('button', { name: 'Create Document' }).click();

    // A draft proposal of the two picks, at the quantity the chat understood.
    await page.waitForURL(/\/proposals\/[0-9a-f-]{36}$/);
    await page.getByRole('table', { name: /^Prices of / }).first().waitFor();
    expect(await page.getByLabel('Proposal title').inputValue()).toBe('Globex Picnic Proposal');
    expect(await page.getByLabel('Internal notes (never shown to the client)').inputValue()).toBe('Blue tumblers for the summer picnic.');
    const quantities = page.getByLabel('Quantities');
    expect(await quantities.count()).toBe(2);
    expect(await quantities.first().inputValue()).toBe('250');
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 90_000);
});
