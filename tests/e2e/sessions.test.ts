import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedE2E, signInThroughPage, type E2E } from './helpers/app.js';

/** Issue 12 item 9 in a real browser: tabs follow a sign-out; a network blip signs nobody out. */
let e2e: E2E;
beforeAll(async () => {
  e2e = await sharedE2E();
});
afterAll(async () => {
  await e2e?.close();
});

async function registered(name: string) {
  const email = `${name.toLowerCase()}-${Date.now()}@example.com`;
  const context = await e2e.browser.newContext();
  await context.request.post(e2e.server.url + '/api/auth/register', { data: { fullName: name, email, password: 'swag-scout-42' } });
  return { context, email };
}

describe('issue 12 item 9: sessions across tabs and network trouble', () => {
  it('signing out in one tab signs out every tab of the browser at once', async () => {
    const { context, email } = await registered('Tabby');
    const first = await signInThroughPage(context, e2e.server.url, email, 'swag-scout-42');
    const second = await context.newPage();
    await second.goto(e2e.server.url + '/settings');
    await second.getByLabel('Job Title').fill('typed but not saved');

    await first.getByRole('button', { name: 'Account menu' }).click();
    const started = Date.now();
    await first.getByRole('menuitem', { name: 'Sign out' }).click();
    await second.waitForURL('**/login', { timeout: 5000 });
    expect(Date.now() - started).toBeLessThan(3000);
    await expect(second.getByTestId('user-name').count()).resolves.toBe(0);
    await context.close();
  });

  it('a few seconds offline and a failed save keep the user signed in, on the page, with what they typed', async () => {
    const { context, email } = await registered('Blip');
    const page = await signInThroughPage(context, e2e.server.url, email, 'swag-scout-42');
    await page.goto(e2e.server.url + '/settings');
    await page.getByTestId('connection-status').and(page.locator('[data-status="live"]')).first().waitFor();
    await page.getByLabel('Job Title').fill('Unsaved title');

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.waitForTimeout(6000);
    await context.setOffline(false);

    expect(new URL(page.url()).pathname).toBe('/settings');
    await expect(page.getByLabel('Job Title').inputValue()).resolves.toBe('Unsaved title');
    await expect(page.getByText('Your session has expired').count()).resolves.toBe(0);
    // Back online: the save goes through, and the tab is live.
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByText('Profile updated successfully').waitFor();
    await page.getByTestId('connection-status').and(page.locator('[data-status="live"]')).first().waitFor({ timeout: 15_000 });
    await context.close();
  });
});
