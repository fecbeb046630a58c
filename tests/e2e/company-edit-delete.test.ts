import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedE2E, signUpThroughPage, type E2E, waitLive } from './helpers/app.js';

let e2e: E2E;
beforeAll(async () => {
  e2e = await sharedE2E();
});
afterAll(async () => {
  await e2e?.close();
});


describe('A company can be edited and deleted', () => {
  it('edits a company in one tab, the other follows; deleting it reports what went and sends the other tab back to the pipeline', async () => {
    const base = e2e.server.url;
    const context = await e2e.browser.newContext();
    const email = `edit-${Date.now()}@example.com`;
    const page = await signUpThroughPage(context, base, 'Edie Tor', email);
    const created = await context.request.post(`${base}/api/companies`, { data: { name: 'Acme Rockets', domain: 'https://www.acme-rockets-e2e.com/about' }, headers: { origin: base } });
    expect(created.status()).toBe(201);
    const { company } = (await created.json()) as { company: { id: string; domain: string } };
    expect(company.domain).toBe('acme-rockets-e2e.com');
    expect((await context.request.post(`${base}/api/contacts`, { data: { firstName: 'Ann', lastName: 'Lee', companyId: company.id }, headers: { origin: base } })).status()).toBe(201);

    const other = await context.newPage();
    await page.goto(`${base}/companies/${company.id}`);
    await other.goto(`${base}/companies/${company.id}`);
    await page.getByRole('heading', { level: 1, name: 'Acme Rockets' }).waitFor();
    await other.getByRole('heading', { level: 1, name: 'Acme Rockets' }).waitFor();
    await waitLive(page);
    await waitLive(other);

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Company' });
    await dialog.getByLabel('Company name').fill('Acme Rocket Works');
    await dialog.getByLabel('Location').fill('Mojave, CA');
    await dialog.getByLabel('Stage').selectOption('Meeting');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { level: 1, name: 'Acme Rocket Works' }).waitFor();
    // The other tab follows without a reload.
    await other.getByRole('heading', { level: 1, name: 'Acme Rocket Works' }).waitFor();
    await other.getByText('Mojave, CA').first().waitFor();

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete company' });
    await confirm.getByText('Its 1 contact will be kept, without a company.').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Deleted Acme Rocket Works; its contact was kept without a company.').waitFor();
    await page.waitForURL(`${base}/companies`);
    await other.getByText('Acme Rocket Works was deleted in another tab.').waitFor();
    await other.waitForURL(`${base}/companies`);
    await context.close();
  });
});
