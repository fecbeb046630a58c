import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedE2E, signUpThroughPage, type E2E } from './helpers/app.js';

let e2e: E2E;
beforeAll(async () => {
  e2e = await sharedE2E();
});
afterAll(async () => {
  await e2e?.close();
});

describe('settings', () => {
  it('saves company branding and a message template', async () => {
    const base = e2e.server.url;
    const context = await e2e.browser.newContext();
    const email = `brand-${Date.now()}@example.com`;
    const page = await signUpThroughPage(context, base, 'Casey Brand', email);
    await page.goto(`${base}/settings`);

    // Company tab: fill and save the branding profile.
    await page.getByRole('tab', { name: 'Company' }).click();
    const company = page.getByRole('tabpanel', { name: 'Company' });
    await company.getByLabel('Company Name').fill('Northwind Promotions');
    await company.getByLabel('Website URL').fill('https://northwind.example.com');
    await company.getByLabel('Brand Tone').selectOption({ label: 'Creative' });
    await company.getByRole('button', { name: 'Green', exact: true }).click();
    await expect(company.getByRole('textbox', { name: 'Primary Color' }).inputValue()).resolves.toBe('#16A34A');
    await company.getByLabel('Brand Keywords').fill('bold, local,  ');
    await company.getByLabel('Industries Served').fill('Education, Healthcare');
    await company.getByRole('button', { name: 'Save Branding Settings' }).click();
    await page.getByText('Company branding settings saved successfully').waitFor();
    await expect(company.getByLabel('Brand Keywords').inputValue()).resolves.toBe('bold, local');

    const saved = await context.request.get(`${base}/api/branding`);
    expect((await saved.json()).branding).toMatchObject({
      companyName: 'Northwind Promotions',
      brandTone: 'creative',
      primaryColor: '#16A34A',
      brandKeywords: ['bold', 'local'],
      industriesServed: ['Education', 'Healthcare'],
      servicesOffered: null,
    });

    // Message Templates tab: save a template, watch the preview, see it in the list.
    await page.getByRole('tab', { name: 'Message Templates' }).click();
    const templates = page.getByRole('tabpanel', { name: 'Message Templates' });
    await templates.getByText('No saved templates yet').waitFor();
    await templates.getByLabel('Template Name').fill('Back-to-school intro');
    await templates.getByLabel('Message Type').selectOption({ label: 'LinkedIn Message' });
    await templates.getByLabel('Subject Line').fill('Merch ideas for {company}');
    await templates.getByLabel('Message Content').fill('Hi {contact}, ideas for the new term.\n{user}');
    await templates.getByRole('region', { name: 'Template preview' }).getByText('Merch ideas for Acme Outdoor Co.').waitFor();
    await templates.getByRole('region', { name: 'Template preview' }).getByText(/Casey Brand/).waitFor();
    await templates.getByRole('button', { name: 'Save Template' }).click();
    await page.getByText('Template saved successfully').waitFor();
    const list = templates.getByRole('list', { name: 'Saved templates' });
    await list.getByRole('heading', { name: 'Back-to-school intro' }).waitFor();
    await list.getByText('LinkedIn Message').first().waitFor();
    await context.close();
  });
});
