import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { RunningServer } from '../../server/app.js';
import { sharedE2E, signUpThroughPage, waitLive, type E2E } from './helpers/app.js';

let e2e: E2E;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  e2e = await sharedE2E();
  ({ server, browser } = e2e);
});
afterAll(async () => {
  await e2e?.close();
});

describe('sharing a presentation', () => {
  it('the seller shares a deck; a client with no account reads it and comments; the seller sees the comment live', async () => {
    const base = server.url;
    const seller = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const email = `deck-share-${Date.now()}@example.com`;
    const page = await signUpThroughPage(seller, base, 'Riley Rep', email);
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await seller.request.put(`${base}/api/branding`, { data: { companyName: 'Harbor Promo Supply', brandTone: 'friendly', primaryColor: '#DC2626', secondaryColor: '#86EFAC' } });
    const created = await seller.request.post(`${base}/api/presentations`, { data: { title: 'Acme Kickoff Deck' } });
    const { presentation } = (await created.json()) as { presentation: { id: string } };
    await seller.request.patch(`${base}/api/presentations/${presentation.id}`, { data: { htmlContent: '<section><h1>Welcome, Acme</h1><p>Our picks</p></section>' } });

    await page.goto(`${base}/presentations/${presentation.id}`);
    await page.getByRole('heading', { name: 'Acme Kickoff Deck' }).waitFor();
    await page.getByText('No client comments yet.').waitFor();
    await page.getByRole('button', { name: 'Share with client' }).click();
    const share = page.getByRole('dialog', { name: 'Share with client' });
    await share.getByRole('button', { name: 'Create link' }).click();
    const link = await share.getByLabel('Client link').inputValue();
    expect(link).toMatch(/\/deck\/[A-Za-z0-9_-]{43}$/);
    await share.getByRole('button', { name: 'Done' }).click();
    await page.getByText(/A link is active/).waitFor();
    await waitLive(page);

    const client = await browser.newContext({ viewport: { width: 1100, height: 900 } });
    const clientPage = await client.newPage();
    const clientErrors: string[] = [];
    clientPage.on('pageerror', (e) => clientErrors.push(e.message));
    await clientPage.goto(link.replace(/^https?:\/\/[^/]+/, base));
    await clientPage.getByRole('heading', { name: 'Acme Kickoff Deck', level: 1 }).waitFor();
    await clientPage.getByText('Harbor Promo Supply').waitFor();
    await clientPage.frameLocator('iframe[title="Preview of Acme Kickoff Deck"]').getByRole('heading', { name: 'Welcome, Acme' }).waitFor();

    await clientPage.getByLabel('Comment on the presentation').fill('Can we see these in navy?');
    await clientPage.getByRole('button', { name: 'Comment' }).click();
    const who = clientPage.getByRole('dialog', { name: 'Who is responding?' });
    await who.getByLabel('Your name').fill('Dana Buyer');
    await who.getByLabel('Your email').fill('dana@acme.example');
    await who.getByRole('button', { name: 'Continue' }).click();
    await clientPage.getByRole('list', { name: 'Comments' }).getByText('Can we see these in navy?').waitFor();

    // Live in the seller's tab, without a reload.
    await page.getByText('Dana Buyer commented on Acme Kickoff Deck').waitFor();
    await page.getByRole('list', { name: 'Client comments' }).getByText('Can we see these in navy?').waitFor();

    // Revoked: the client's open page says so at once, without a reload.
    await page.getByRole('button', { name: 'Share with client' }).click();
    await page.getByRole('dialog', { name: 'Share with client' }).getByRole('button', { name: 'Revoke link' }).click();
    await page.getByText('The client can no longer open it.').waitFor();
    await clientPage.getByRole('heading', { name: 'Link unavailable' }).waitFor();
    await clientPage.reload();
    await clientPage.getByRole('heading', { name: 'Link unavailable' }).waitFor();

    expect(pageErrors).toEqual([]);
    expect(clientErrors).toEqual([]);
    await client.close();
    await seller.close();
  }, 120_000);
});
