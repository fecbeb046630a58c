import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedE2E, signInThroughPage, type E2E } from './helpers/app.js';

let e2e: E2E;
beforeAll(async () => {
  e2e = await sharedE2E();
});
afterAll(async () => {
  await e2e?.close();
});

describe('first run', () => {
  it('registers, signs in, and a profile edit in one page shows in a second page without a reload', async () => {
    const base = e2e.server.url;
    const context = await e2e.browser.newContext();
    const page = await context.newPage();

    await page.goto(base + '/');
    await page.getByRole('heading', { name: 'Turn Cold Leads into Warm Conversations' }).waitFor();

    // Anonymous visitors are sent to sign in, which will bring them back to the page they asked for.
    await page.goto(base + '/settings');
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/settings');

    await page.goto(base + '/register');
    await page.getByLabel('Full Name').fill('Robin Vega');
    const email = `robin-${Date.now()}@example.com`;
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('swag-scout-42');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Account created! Please sign in.').waitFor();
    await page.waitForURL('**/login');

    const first = await signInThroughPage(context, base, email, 'swag-scout-42');
    const second = await context.newPage();
    await second.goto(base + '/settings');
    await expect(second.getByLabel('Full Name').inputValue()).resolves.toBe('Robin Vega');
    await second.getByTestId('connection-status').and(second.locator('[data-status="live"]')).first().waitFor();

    await first.goto(base + '/settings');
    await first.getByLabel('Job Title').fill('Regional Sales Lead');
    await first.getByLabel('Full Name').fill('Robin Vega-Ortiz');
    await first.getByRole('button', { name: 'Save Profile' }).click();
    await first.getByText('Profile updated successfully').waitFor();

    // The other page updates live, including the name in its top bar.
    await second.waitForFunction(() => (document.querySelector('input[autocomplete="organization-title"]') as HTMLInputElement)?.value === 'Regional Sales Lead');
    await second.getByTestId('user-name').filter({ hasText: 'Robin Vega-Ortiz' }).waitFor();
    await context.close();
  });

  it('shows the 404 page for an unknown route', async () => {
    const page = await e2e.browser.newPage();
    await page.goto(e2e.server.url + '/definitely/not/here');
    await page.getByText('Oops! Page not found').waitFor();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(e2e.server.url + '/');
    await page.close();
  });

  it('opens the sidebar as a sheet on a phone', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 390, height: 800 } });
    const api = context.request;
    const email = `phone-${Date.now()}@example.com`;
    await api.post(e2e.server.url + '/api/auth/register', { data: { fullName: 'Pat Phone', email, password: 'swag-scout-42' } });
    const page = await signInThroughPage(context, e2e.server.url, email, 'swag-scout-42');
    await expect(page.getByTestId('sidebar').isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const sheet = page.getByTestId('mobile-sheet');
    await sheet.waitFor();
    const box = await sheet.boundingBox();
    expect(Math.round(box!.width)).toBe(18 * 16);
    await sheet.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    await context.close();
  });
});
