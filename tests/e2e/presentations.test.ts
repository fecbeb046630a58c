import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { RunningServer } from '../../server/app.js';
import { startE2E, signUpThroughPage, type E2E } from './helpers/app.js';

let e2e: E2E;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // A small built-in catalogue: the deck recommends real products from it.
  e2e = await startE2E({ seedCatalogueSize: 2_000 });
  ({ server, browser } = e2e);
  await server.seeded;
});
afterAll(async () => {
  await e2e?.close();
});

describe('presentations', () => {
  it('creates a presentation, generates it live in two tabs, edits the HTML, saves, and lists it', async () => {
    const base = server.url;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const email = `presenter-${Date.now()}@example.com`;
    // Signing in lands on the dashboard; the sidebar leads to Your Presentations, empty at first.
    const page = await signUpThroughPage(context, base, 'Avery Presenter', email);
    await page.getByRole('navigation', { name: 'Navigation' }).getByRole('link', { name: 'Presentations' }).click();
    await page.getByText("You don't have any presentations yet.").waitFor();
    await context.request.put(`${base}/api/branding`, {
      data: { companyName: 'Harbor Promo Supply', brandTone: 'friendly', primaryColor: '#DC2626', secondaryColor: '#86EFAC' },
    });
    await context.request.post(`${base}/api/companies`, { data: { name: 'Lighthouse Outfitters', domain: 'lighthouse-outfitters.example' } });

    await page.getByRole('link', { name: 'New Presentation' }).click();
    await page.getByRole('heading', { name: 'New Presentation' }).waitFor();
    await page.getByRole('button', { name: 'Create Presentation' }).click();
    await page.getByText('Title is required').waitFor();
    await page.getByLabel('Title').fill('Lighthouse spring kit');
    await page.getByLabel('Description').fill('Welcome kits for the new store');
    await page.getByRole('button', { name: 'Create Presentation' }).click();
    await page.getByText('Presentation created successfully').waitFor();
    await page.getByRole('heading', { name: 'Lighthouse spring kit' }).waitFor();
    const editorUrl = page.url();
    expect(editorUrl).toMatch(/\/presentations\/[0-9a-f-]{36}$/);

    // A second tab on the same presentation sees the result arrive too.
    const other = await context.newPage();
    await other.goto(editorUrl);
    await other.getByText('No content yet. Describe your presentation above and click Generate.').waitFor();

    await page.getByLabel('Prompt').fill('Store opening gifts for Lighthouse Outfitters: 150 tote bags and mugs');
    await page.getByRole('button', { name: 'Generate' }).click();
    const preview = page.frameLocator('iframe[title="Preview of Lighthouse spring kit"]');
    await preview.getByText('Made with care for Lighthouse Outfitters').waitFor({ timeout: 30_000 });
    await preview.getByText('Price at 150 units').first().waitFor();
    await page.getByText('Written by SwagScout built-in').waitFor();
    await other.frameLocator('iframe[title="Preview of Lighthouse spring kit"]').getByText('Made with care for Lighthouse Outfitters').waitFor({ timeout: 30_000 });

    // The product pictures load inside the sandboxed preview.
    const frame = page.frames().find((f) => f !== page.mainFrame() && f.url().startsWith('about:srcdoc'));
    expect(frame).toBeDefined();
    await frame!.waitForFunction(() => document.images.length > 0 && [...document.images].every((img) => img.complete && img.naturalWidth > 0), undefined, { timeout: 15_000 });

    // On a phone the deck fits its preview: nothing wider than the frame (the summary's six columns
    // scroll inside their slide, a product's picture sits above its details).
    await other.setViewportSize({ width: 390, height: 844 });
    const phoneFrame = other.frames().find((f) => f !== other.mainFrame() && f.url().startsWith('about:srcdoc'));
    expect(phoneFrame).toBeDefined();
    await phoneFrame!.getByText('Price at 150 units').first().waitFor();
    await expect.poll(() => phoneFrame!.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    expect(await other.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

    // Edit the HTML and save; the sandboxed preview shows the saved deck, in both tabs.
    await page.getByRole('tab', { name: 'HTML' }).click();
    const html = page.getByRole('textbox', { name: 'HTML' });
    await html.fill('<section style="background:#DC2626;color:#fff"><h1>Edited deck</h1><script>alert(1)</script></section>');
    await page.getByRole('button', { name: 'Save Presentation' }).click();
    await page.getByText('Presentation content saved successfully').waitFor();
    await expect(html.inputValue()).resolves.toBe('<section style="background:#DC2626;color:#fff"><h1>Edited deck</h1></section>');
    await page.getByRole('tab', { name: 'Preview' }).click();
    await preview.getByRole('heading', { name: 'Edited deck' }).waitFor();
    await other.frameLocator('iframe[title="Preview of Lighthouse spring kit"]').getByRole('heading', { name: 'Edited deck' }).waitFor();

    // The list shows it.
    await page.getByRole('link', { name: 'Back to Presentations' }).click();
    await page.getByRole('heading', { name: 'Your Presentations' }).waitFor();
    const card = page.getByTestId('presentation-card').filter({ hasText: 'Lighthouse spring kit' });
    await card.getByText('Welcome kits for the new store').waitFor();
    await card.getByRole('link', { name: 'View Lighthouse spring kit' }).waitFor();
    await context.close();
  });
});
