import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { RunningServer } from '../../server/app.js';
import { startTestServer } from '../helpers/server.js';
import { launchBrowser } from './helpers/browser.js';
import { signInThroughPage } from './helpers/app.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // A small built-in catalogue keeps the run short; the seeder is the one a first start uses.
  server = await startTestServer({ serveUi: true, seedCatalogueSize: 2_000 });
  await server.seeded;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('product search', () => {
  it("searches 'mug', shows results and opens a product page", async () => {
    const base = server.url;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const email = `buyer-${Date.now()}@example.com`;
    const reg = await context.request.post(`${base}/api/auth/register`, { data: { fullName: 'Morgan Buyer', email, password: 'swag-scout-42' } });
    expect(reg.status()).toBe(201);
    const page = await signInThroughPage(context, base, email, 'swag-scout-42');

    await page.getByRole('link', { name: 'Product Search' }).click();
    await page.getByRole('heading', { name: 'Advanced Promo Product Search' }).waitFor();
    await page.getByLabel('Keywords').fill('mug');
    await page.getByLabel('Quantity').fill('144');
    await page.getByRole('button', { name: 'Search Products' }).click();

    const found = page.getByText(/^Found \d+ products matching your criteria\.$/);
    await found.waitFor();
    const count = Number((await found.textContent())!.match(/\d+/)![0]);
    expect(count).toBeGreaterThan(0);
    expect(page.url()).toContain('keywords=mug');
    const cards = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
    expect(await cards.count()).toBe(Math.min(100, count));
    const first = cards.first();
    const name = (await first.getByRole('heading').textContent())!.trim();
    expect(name).toMatch(/Mug/);
    // The thumbnail is the app's own drawing, and it loaded.
    await expect(first.getByRole('img', { name }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).resolves.toBe(true);

    await first.getByRole('link', { name, exact: true }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('table', { name: 'Price breaks' }).waitFor();
    expect(await page.getByRole('table', { name: 'Price breaks' }).getByRole('row').count()).toBeGreaterThanOrEqual(5);
    await page.getByRole('heading', { name: 'Supplier' }).waitFor();
    await expect(page.getByRole('img', { name }).evaluate((img: HTMLImageElement) => img.naturalWidth)).resolves.toBe(800);

    // Back to the search: the results are still there.
    await page.getByRole('link', { name: 'Back to Product Search' }).click();
    await page.getByText(`Found ${count} products matching your criteria.`).waitFor();
    await expect(page.getByLabel('Keywords').inputValue()).resolves.toBe('mug');
    await context.close();
  });
});
