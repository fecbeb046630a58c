import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { RunningServer } from '../../server/app.js';
import { startTestServer } from '../helpers/server.js';
import { closeBrowserContexts, launchBrowser } from './helpers/browser.js';
import { signInThroughPage, signUpThroughPage } from './helpers/app.js';
import { FAKE_SAGE_CREDENTIALS, FAKE_SAGE_PATH, startFakeSage, type FakeSage } from '../fixtures/fake-sage.js';

let server: RunningServer;
let browser: Browser;
let sage: FakeSage;

beforeAll(async () => {
  // A workspace only asks SAGE once it saved credentials; the last test stops this fake SAGE.
  sage = await startFakeSage();
  // A small built-in catalogue keeps the run short; the seeder is the one a first start uses.
  server = await startTestServer({ serveUi: true, seedCatalogueSize: 2_000, sageBaseUrl: `${sage.baseUrl}${FAKE_SAGE_PATH}` });
  await server.seeded;
  browser = await launchBrowser();
});
afterAll(async () => {
  await closeBrowserContexts(browser);
  await server?.close();
  await sage?.close().catch(() => undefined);
});

describe('product search', () => {
  it("searches 'mug', shows results and opens a product page", async () => {
    const base = server.url;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const email = `buyer-${Date.now()}@example.com`;
    const page = await signUpThroughPage(context, base, 'Morgan Buyer', email);

    await page.getByTestId('sidebar').getByRole('link', { name: 'Product Search' }).click();
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

  it('with SAGE unreachable, says the search failed and searches the built-in catalogue instead, focusing the results', async () => {
    const base = server.url;
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const email = `offline-${Date.now()}@example.com`;
    await context.request.post(`${base}/api/auth/register`, { data: { fullName: 'Offline Buyer', email, password: 'swag-scout-42' } });
    const page = await signInThroughPage(context, base, email, 'swag-scout-42');
    const saved = await context.request.put(`${base}/api/catalogue/credentials`, { data: FAKE_SAGE_CREDENTIALS });
    expect(saved.status()).toBe(200);
    await sage.close();

    await page.goto(`${base}/product-search`);
    await page.getByLabel('Keywords').fill('mug');
    await page.getByRole('button', { name: 'Search Products' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to search products. Please try again.' });
    await alert.waitFor();
    expect(await page.getByText('No search yet.').count()).toBe(0);

    await alert.getByRole('button', { name: 'Search the built-in catalogue instead' }).click();
    const heading = page.getByRole('heading', { name: /^Found \d+ products? matching your criteria\.$/ });
    await heading.waitFor();
    await page.getByText('Built-in catalogue').waitFor();
    // The results heading has focus and is in view.
    await expect(heading.evaluate((h) => document.activeElement === h)).resolves.toBe(true);
    await page.waitForFunction(() => {
      const h = document.activeElement as HTMLElement | null;
      if (!h) return false;
      const r = h.getBoundingClientRect();
      // In view and not under the sticky top bar.
      const atCentre = document.elementFromPoint(r.left + 20, r.top + r.height / 2);
      return r.top >= 0 && r.bottom <= window.innerHeight && !!atCentre && h.contains(atCentre);
    });
    await context.close();
  });
});
