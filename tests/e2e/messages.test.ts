import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '../../contracts/companies.js';
import type { Contact } from '../../contracts/contacts.js';
import { BRAND_NAME_REQUIRED_MESSAGE } from '../../contracts/messages.js';
import { sharedE2E, signInThroughPage, signUpThroughPage, type E2E, waitLive } from './helpers/app.js';

let e2e: E2E;
beforeAll(async () => {
  e2e = await sharedE2E();
});
afterAll(async () => {
  await e2e?.close();
});


describe('messages', () => {
  it('generates a message for a contact, sees it arrive live, in another page’s list, and copies it', async () => {
    const base = e2e.server.url;
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    const email = `messages-${Date.now()}@example.com`;
    const page = await signUpThroughPage(context, base, 'Morgan Writer', email);
    const created = await context.request.post(`${base}/api/companies`, { data: { name: 'Harbor Health Partners', domain: 'harbor-health.example' } });
    const { company } = (await created.json()) as { company: Company };
    const added = await context.request.post(`${base}/api/contacts`, { data: { firstName: 'Dana', lastName: 'Reyes', jobTitle: 'VP Marketing', companyId: company.id } });
    expect(added.status()).toBe(201);
    const { contact } = (await added.json()) as { contact: Contact };

    // A second page on the messages list, empty for now.
    const list = await context.newPage();
    await list.goto(`${base}/messages`);
    await waitLive(list);
    await list.getByText('No messages found').waitFor();

    // Contacts → Message opens the generator for that contact.
    await page.goto(`${base}/contacts`);
    await page.getByRole('button', { name: 'Message Dana Reyes' }).click();
    await page.getByRole('heading', { level: 1, name: 'Message Generator' }).waitFor();
    await page.getByText('How it works').waitFor();
    await page.getByText('For Dana Reyes, VP Marketing at Harbor Health Partners').waitFor();
    await waitLive(page);
    expect(await page.getByLabel('Message Type').inputValue()).toBe('email');

    // Without the rep's company name a message cannot be signed: the generator says so and
    // points at Settings → Company, and nothing is written.
    await page.bringToFront();
    await page.getByRole('button', { name: 'Generate Message' }).click();
    await page.getByRole('alert').filter({ hasText: BRAND_NAME_REQUIRED_MESSAGE }).waitFor();
    await page.getByRole('link', { name: 'Open Settings → Company' }).waitFor();
    const branding = { companyName: 'Summit Promo Supply', websiteUrl: '', brandTone: 'professional', primaryColor: '#2563EB', secondaryColor: '#F59E0B', brandKeywords: '', servicesOffered: '', industriesServed: '' };
    expect((await context.request.put(`${base}/api/branding`, { data: branding })).status()).toBe(200);

    await page.getByRole('button', { name: 'Generate Message' }).click();
    await page.getByText('Request sent').first().waitFor();
    // The written message arrives over the socket and fills the editable fields.
    const subject = page.getByLabel('Subject');
    await subject.waitFor();
    const subjectText = await subject.inputValue();
    expect(subjectText).toContain('Harbor Health Partners');
    const body = await page.getByLabel('Message', { exact: true }).inputValue();
    expect(body).toMatch(/^Hi Dana,/);
    expect(body).toContain('Morgan Writer');
    await page.getByText('Written by SwagScout built-in.').waitFor();

    // The other page got the new message without a reload.
    await list.bringToFront();
    const row = list.getByRole('row').filter({ hasText: 'Harbor Health Partners - Dana' });
    await row.getByText(subjectText).waitFor();
    await row.getByText(`${body.slice(0, 20)}...`).waitFor();
    await row.getByRole('button', { name: 'Show full message' }).click();
    // Issue 8: the full text opens in a row of its own, as wide as the table.
    const full = list.getByTestId('message-expanded').filter({ hasText: 'Morgan Writer' });
    await full.waitFor();
    expect((await full.boundingBox())!.width).toBeGreaterThan(600);

    // Edit and save: the edit is kept and the list follows. (Sending from a connected mailbox: tests/e2e/outreach.test.ts.)
    await page.bringToFront();
    await subject.fill('Onboarding kits for your new nurses');
    await page.getByRole('button', { name: 'Save edits' }).click();
    await list.bringToFront();
    await row.getByText('Onboarding kits for your new nurses').waitFor();
    const saved = await (await context.request.get(`${base}/api/messages`)).json();
    expect(saved.items[0]).toMatchObject({ subject: 'Onboarding kits for your new nurses', contactId: contact.id, status: 'ready' });

    await row.getByRole('button', { name: /^Copy message/ }).click();
    await list.getByText('Copied!').waitFor();
    expect(await list.evaluate(() => navigator.clipboard.readText())).toBe(body);
    await context.close();
  });

  it('without a contact, the generator points to Contacts', async () => {
    const base = e2e.server.url;
    const context = await e2e.browser.newContext({ viewport: { width: 390, height: 800 } });
    const email = `messages-none-${Date.now()}@example.com`;
    await context.request.post(`${base}/api/auth/register`, { data: { fullName: 'Nia None', email, password: 'swag-scout-42' } });
    const page = await signInThroughPage(context, base, email, 'swag-scout-42');
    await page.goto(`${base}/message-generator`);
    await page.getByText('No contact selected').waitFor();
    await page.getByRole('button', { name: 'Go to Contacts' }).click();
    await page.waitForURL(`${base}/contacts`);
    await context.close();
  });
});
