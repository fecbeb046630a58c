import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Company } from '../../contracts/companies.js';
import { sharedE2E, signInThroughPage, signUpThroughPage, type E2E, waitLive } from './helpers/app.js';

let e2e: E2E;
beforeAll(async () => {
  e2e = await sharedE2E();
});
afterAll(async () => {
  await e2e?.close();
});


describe('contacts', () => {
  it('creates a contact for a company, lists it, edits it, and a second page follows live', async () => {
    const base = e2e.server.url;
    const context = await e2e.browser.newContext();
    const email = `contacts-${Date.now()}@example.com`;
    const page = await signUpThroughPage(context, base, 'Casey Contacts', email);
    const created = await context.request.post(`${base}/api/companies`, { data: { name: 'Lighthouse Outfitters', domain: 'lighthouse-outfitters.example' } });
    const { company } = (await created.json()) as { company: Company };

    // A second page on /contacts, live, before anything exists.
    const watcher = await context.newPage();
    await watcher.goto(`${base}/contacts`);
    await watcher.getByText('No contacts found. Create your first contact!').waitFor();
    await waitLive(watcher);

    // Create through the form, choosing the company in the combobox.
    await page.bringToFront();
    await page.goto(`${base}/contacts`);
    await page.getByRole('link', { name: 'Add Contact' }).click();
    await page.getByRole('heading', { name: 'Create Contact' }).waitFor();
    await page.getByRole('button', { name: 'Create Contact' }).click();
    await page.getByText('First name and last name are required').first().waitFor();
    await page.getByLabel('First Name').fill('Robin');
    await page.getByLabel('Last Name').fill('Marsh');
    await page.getByLabel('Email').fill('robin.marsh@lighthouse-outfitters.example');
    await page.getByLabel('Job Title').fill('Events Lead');
    const companyBox = page.getByRole('combobox', { name: 'Company' });
    await companyBox.click();
    await companyBox.fill('lighthouse');
    await page.getByRole('option', { name: company.name }).click();
    await page.getByRole('button', { name: 'Create Contact' }).click();
    await page.getByText('Contact created').waitFor();
    await page.getByRole('heading', { name: 'Contacts' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/contacts');

    const row = (p: Page) => p.getByRole('row').filter({ has: p.getByRole('link', { name: 'Robin Marsh' }) });
    await row(page).getByRole('link', { name: company.name }).waitFor();
    await row(page).getByText('Lead', { exact: true }).waitFor();
    // The other page got it without a reload.
    await row(watcher).getByRole('link', { name: company.name }).waitFor();

    // Edit it.
    await row(page).getByRole('link', { name: 'Robin Marsh' }).click();
    await page.getByRole('heading', { name: 'Edit Contact' }).waitFor();
    await page.getByRole('button', { name: 'Generate Message' }).waitFor();
    await expect(page.getByLabel('First Name').inputValue()).resolves.toBe('Robin');
    await page.getByLabel('Phone').fill('+1 207 555 0142');
    await page.getByLabel('Status').selectOption('customer');
    await page.getByRole('button', { name: 'Update Contact' }).click();
    await page.getByText('Contact updated').waitFor();

    // The second page shows the change live.
    await row(watcher).getByText('Customer', { exact: true }).waitFor();
    await row(watcher).getByText('+1 207 555 0142').waitFor();
    await expect(row(watcher).getByText('Lead', { exact: true }).count()).resolves.toBe(0);
    await context.close();
  });

  it('refuses a second contact with the same email and opens the first; search ignores accents; no hits says so', async () => {
    const base = e2e.server.url;
    const context = await e2e.browser.newContext();
    const email = `dupes-${Date.now()}@example.com`;
    await context.request.post(`${base}/api/auth/register`, { data: { fullName: 'Dana Dupes', email, password: 'swag-scout-42' } });
    const page = await signInThroughPage(context, base, email, 'swag-scout-42');
    const first = await context.request.post(`${base}/api/contacts`, { data: { firstName: 'José', lastName: 'Núñez', email: 'jose@acme.example' } });
    const jose = (await first.json()).contact as { id: string };

    await page.goto(`${base}/contacts/new`);
    await page.getByLabel('First Name').fill('Jose');
    await page.getByLabel('Last Name').fill('Nunez');
    await page.getByLabel('Email').fill('JOSE@acme.example');
    await page.getByRole('button', { name: 'Create Contact' }).click();
    await page.getByRole('alert').filter({ hasText: 'A contact with this email already exists: José Núñez' }).waitFor();
    await page.getByRole('link', { name: 'Open the existing contact' }).click();
    await page.waitForURL(`${base}/contacts/${jose.id}`);
    await expect(page.getByLabel('Last Name').inputValue()).resolves.toBe('Núñez');

    await page.goto(`${base}/contacts`);
    const search = page.getByRole('searchbox', { name: 'Search contacts' });
    await search.fill('NUNEZ');
    await search.press('Enter');
    await page.getByRole('link', { name: 'José Núñez' }).waitFor();
    await expect(page.getByRole('link', { name: /Nunez/ }).count()).resolves.toBe(0);
    await search.fill('zzz');
    await search.press('Enter');
    await page.getByText('No contacts match “zzz”').waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.getByRole('link', { name: 'José Núñez' }).waitFor();
    await context.close();
  });
});
