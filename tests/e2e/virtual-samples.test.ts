import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { catalogueSearchResponse } from '../../contracts/catalogue.js';
import { companyResponse } from '../../contracts/companies.js';
import { proposalResponse } from '../../contracts/proposals.js';
import { shareResponse } from '../../contracts/proposal-sharing.js';
import type { RunningServer } from '../../server/app.js';
import { pngImage } from '../helpers/images.js';
import { startE2E, signUpThroughPage, type E2E } from './helpers/app.js';

let e2e: E2E;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  e2e = await startE2E({ seedCatalogueSize: 600 });
  ({ server, browser } = e2e);
  await server.seeded;
});
afterAll(async () => {
  await e2e?.close();
});

/** The logo's box as fractions of its picture's box (the picture is square in its frame). */
async function placementIn(logo: Locator, picture: Locator) {
  const l = (await logo.boundingBox())!;
  const p = (await picture.boundingBox())!;
  return { x: (l.x - p.x) / p.width, y: (l.y - p.y) / p.height, w: l.width / p.width, h: l.height / p.height };
}

describe('virtual samples', () => {
  it('the company page uploads the client logo; the proposal and the client’s link show it on each product picture', async () => {
    const base = server.url;
    const seller = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await signUpThroughPage(seller, base, 'Riley Rep', `samples-${Date.now()}@example.com`);
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    const company = companyResponse.parse(await (await seller.request.post(`${base}/api/companies`, { data: { name: 'Acme', domain: 'acme-samples.example' } })).json()).company;

    // The company page: upload through the file picker.
    await page.goto(`${base}/companies/${company.id}`);
    await page.getByText('No logo').waitFor();
    await page.getByLabel('Logo file').setInputFiles({ name: 'acme.png', mimeType: 'image/png', buffer: pngImage(32, [20, 40, 160]) });
    const shown = page.getByAltText('Acme logo');
    await shown.waitFor();
    expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(32);

    const mugs = catalogueSearchResponse.parse(await (await seller.request.get(`${base}/api/catalogue/search?keywords=mug&maxRecs=5`)).json()).products;
    const created = await seller.request.post(`${base}/api/proposals`, { data: { title: 'Acme Kit', companyId: company.id, lines: [{ productId: mugs[0].id, tiers: [100] }] } });
    const proposal = proposalResponse.parse(await created.json()).proposal;
    const area = proposal.lines[0].product.imprintArea;

    // The seller's line card: the logo over the picture at the mug's side panel.
    await page.goto(`${base}/proposals/${proposal.id}`);
    const name = proposal.lines[0].product.name;
    const logo = page.getByAltText(`Acme logo on ${name}`);
    await logo.waitFor();
    const picture = page.getByRole('img', { name, exact: true });
    const at = await placementIn(logo, picture);
    expect(at.x).toBeCloseTo(area.x, 1);
    expect(at.y).toBeCloseTo(area.y, 1);
    await page.getByRole('button', { name: 'Make logo larger' }).click();
    await expect.poll(async () => (await placementIn(logo, picture)).w).toBeCloseTo(area.w * 1.1, 1);

    // The client's link, in a browser with no account.
    const { token } = shareResponse.parse(await (await seller.request.post(`${base}/api/proposals/${proposal.id}/share`, { data: {} })).json());
    const client = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const view = await client.newPage();
    await view.goto(`${base}/p/${token}`);
    const clientLogo = view.getByAltText(`Acme logo on ${name}`);
    await clientLogo.waitFor();
    await expect.poll(() => clientLogo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(32);
    expect(await view.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    expect(pageErrors).toEqual([]);
    await client.close();
    await seller.close();
  });
});
