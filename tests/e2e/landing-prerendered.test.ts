import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedE2E, signInThroughPage, type E2E } from './helpers/app.js';

let e2e: E2E;
beforeAll(async () => {
  e2e = await sharedE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const HEADING = 'Turn Cold Leads into Warm Conversations';

describe('the landing page, rendered at build time (scripts/prerender-landing.ts)', () => {
  it('arrives as HTML with its styles to a visitor without a session, and the app takes it over without a hydration error', async () => {
    const base = e2e.server.url;
    const raw = await fetch(base + '/');
    expect(raw.headers.get('vary')).toMatch(/Cookie/);
    const html = await raw.text();
    expect(html).toContain('data-signed-out');
    expect(html).toContain(HEADING);
    expect(html).toContain('<style>');
    expect(html).not.toContain('rel="stylesheet"');

    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
    });
    page.on('pageerror', (err) => problems.push(err.message));
    // Without JavaScript the page is already there: the heading is in the first HTML.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(base + '/');
    await expect(page.getByRole('heading', { name: HEADING }).isVisible()).resolves.toBe(true);
    await page.unroute('**/assets/*.js');

    await page.reload();
    await page.getByRole('heading', { name: HEADING }).waitFor();
    // The heading is in the first HTML, so it is no sign that the app has taken over. hydrateRoot() puts
    // React's listeners on the root at once but hydrates the tree in slices after it: a click on a link
    // React has not reached yet is a plain link (a full page load; CI saw that with the root's key set).
    // So wait until the link itself is hydrated: React keeps its props on the element from then on.
    const signIn = page.getByRole('link', { name: 'Sign in' }).first();
    await signIn.evaluate((link) => new Promise<void>((done) => {
      const hydrated = () => Object.keys(link).some((key) => key.startsWith('__reactProps$'));
      const check = () => (hydrated() ? done() : requestAnimationFrame(check));
      check();
    }));
    // Hydrated: the client router handles the link (no full page load) and the form works.
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    await signIn.click();
    await page.getByLabel('Email').waitFor();
    await expect(page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).resolves.toBe(true);
    expect(problems.filter((p) => /hydrat|did not match|Minified React error/i.test(p))).toEqual([]);
    await context.close();
  });

  it('is not sent to a signed-in browser: `/` is the app and shows the dashboard', async () => {
    const base = e2e.server.url;
    const context = await e2e.browser.newContext();
    const email = `landing-${Date.now()}@example.com`;
    await context.request.post(base + '/api/auth/register', { data: { fullName: 'Lee Landing', email, password: 'swag-scout-42' } });
    const page = await signInThroughPage(context, base, email, 'swag-scout-42');
    const res = await context.request.get(base + '/');
    expect(await res.text()).not.toContain('data-signed-out');
    await page.goto(base + '/');
    await page.getByTestId('sidebar').waitFor();
    await expect(page.getByRole('heading', { name: HEADING }).count()).resolves.toBe(0);

    // Signed out again, the same browser gets the rendered landing page.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: HEADING }).waitFor();
    expect(await (await context.request.get(base + '/')).text()).toContain('data-signed-out');
    await context.close();
  });
});
