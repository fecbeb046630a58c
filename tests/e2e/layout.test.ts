import { existsSync, readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { RunningServer } from '../../server/app.js';
import { chatMessages } from '../../server/db/schema/index.js';
import { startTestServer } from '../helpers/server.js';
import { closeBrowserContexts, launchBrowser } from './helpers/browser.js';

// Issue 8, "Layout": every route of the UI's areas (ui/areas.ts), at 1280 and 390 px, without horizontal
// overflow and without serious or critical axe-core violations.

const PASSWORD = 'Walnut-Harbor-93!';
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];
const AXE = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
const ids: Record<string, string> = {};

/**
 * The routes the app declares, read from the area files ui/areas.ts lists (ui/pages/<area>/area.ts
 * or .tsx) so a new page is checked without editing this test.
 */
function declaredRoutes(): string[] {
  const folders = [...readFileSync('ui/areas.ts', 'utf8').matchAll(/from '\.\/pages\/([\w-]+)\/area\.js'/g)].map((m) => m[1]);
  const sources = folders.map((folder) => {
    const file = ['ts', 'tsx'].map((ext) => `ui/pages/${folder}/area.${ext}`).find((f) => existsSync(f));
    if (!file) throw new Error(`layout.test.ts: no area file in ui/pages/${folder}`);
    return readFileSync(file, 'utf8');
  });
  const paths = sources.flatMap((source) => [...source.matchAll(/\{\s*path:\s*'([^']+)'/g)].map((m) => m[1]));
  expect(paths.length).toBeGreaterThan(20);
  return ['/', ...paths];
}

/** A route with its parameters filled from the data made in beforeAll. */
function concrete(path: string): string {
  const byRoute: Record<string, string> = {
    '/products/:id': ids.product,
    '/companies/lookalikes/:id': ids.companyBatch,
    '/companies/:id': ids.company,
    '/contacts/batch/:batchId': ids.contactBatch,
    '/contacts/:id': ids.contact,
    '/chat/:id': ids.chat,
    '/documents/:id': ids.proposal,
    '/proposals/:id': ids.proposal,
    '/presentations/:id': ids.presentation,
    '/imports/:id': ids.import,
    '/sequences/:id': ids.sequence,
    '/sequences/:id/edit': ids.sequence,
    '/orders/:id': ids.order,
  };
  if (!path.includes(':')) return path;
  const id = byRoute[path];
  if (!id) throw new Error(`layout.test.ts: no data for route ${path}; add it to concrete()`);
  return path.replace(/:[A-Za-z]+/, encodeURIComponent(id));
}

async function json(res: { status(): number; json(): Promise<unknown> }, status: number): Promise<any> {
  const body = await res.json();
  expect(res.status(), JSON.stringify(body)).toBe(status);
  return body;
}

beforeAll(async () => {
  server = await startTestServer({ serveUi: true, seedCatalogueSize: 300 });
  await server.seeded;
  browser = await launchBrowser();
  // axe-core is injected as an inline script, which the app's Content-Security-Policy (rightly) refuses.
  context = await browser.newContext({ bypassCSP: true });
  const base = server.url;
  const r = context.request;
  const email = `layout-${randomUUID().slice(0, 8)}@example.com`;
  await json(await r.post(`${base}/api/auth/register`, { data: { fullName: 'Lee Layout', email, password: PASSWORD } }), 201);
  await json(await r.post(`${base}/api/auth/login`, { data: { email, password: PASSWORD } }), 200);
  const me = await json(await r.get(`${base}/api/auth/me`), 200);

  const company = await json(await r.post(`${base}/api/companies`, { data: { name: 'Harbor Health Partners International Holdings', domain: 'harbor-health-partners.example' } }), 201);
  ids.company = company.company.id;
  // A long phone number and email: the contacts table once pushed its Message buttons off screen.
  const contact = await json(
    await r.post(`${base}/api/contacts`, {
      data: {
        firstName: 'Dana', lastName: 'Okafor-Whitfield', jobTitle: 'Vice President, Employee Experience and Events',
        email: 'dana.okafor-whitfield.events@harbor-health-partners.example', phone: '+1 (503) 555-0100 ext. 4242, mobile (971) 555-0199',
        companyId: ids.company,
      },
    }),
    201,
  );
  ids.contact = contact.contact.id;
  const lookalikes = await r.post(`${base}/api/company-batches/lookalikes`, { data: { companyId: ids.company } });
  ids.companyBatch = lookalikes.status() === 201
    ? ((await lookalikes.json()) as { batch: { id: string } }).batch.id
    : (await json(await r.post(`${base}/api/company-batches`, { data: { text: 'Acme Corp, acme-corp.example' } }), 201)).batch.id;
  ids.contactBatch = (await json(await r.post(`${base}/api/contact-batches`, { data: { companyId: ids.company, source: 'paste', text: 'Sam Lee, sam@harbor-health-partners.example, Office Manager' } }), 201)).batch.id;

  const search = await json(await r.get(`${base}/api/catalogue/search?keywords=mug&maxRecs=4`), 200);
  const products = search.products as Array<{ id: string }>;
  expect(products.length).toBeGreaterThanOrEqual(2);
  ids.product = products[0].id;

  const chat = await json(await r.post(`${base}/api/chat/sessions`, { data: { companyId: ids.company, projectName: 'Spring Wellness Fair' } }), 201);
  ids.chat = chat.session.id;
  await server.app.db.insert(chatMessages).values([
    { sessionId: ids.chat, userId: me.user.id, role: 'user', content: '250 mugs under $10', status: 'ready', createdAt: new Date(Date.now() - 60_000) },
    { sessionId: ids.chat, userId: me.user.id, role: 'assistant', content: 'Here are some mugs.', status: 'ready', provider: 'SwagScout built-in', products, createdAt: new Date(Date.now() - 59_000) },
  ]);
  ids.proposal = (
    await json(
      await r.post(`${base}/api/proposals`, {
        data: { title: 'Harbor Health Wellness Fair Proposal', internalNotes: 'Mugs for the fair.', sessionId: ids.chat, lines: await Promise.all(products.slice(0, 2).map(async (p: { id: string }) => ({ productId: p.id, tiers: [250, 500], color: ((await json(await r.get(`${base}/api/catalogue/products/${p.id}`), 200)).product.colors as string[])[0] ?? null }))) },
      }),
      201,
    )
  ).proposal.id;
  // The proposal approved on its link with a long ship-to, and its order (/orders/:id, /production).
  const { token } = await json(await r.post(`${base}/api/proposals/${ids.proposal}/share`, { data: {} }), 201);
  await json(
    await r.post(`${base}/api/public/proposals/${token}/actions`, {
      data: {
        kind: 'approve', name: 'Dana Okafor-Whitfield', email: 'dana@harbor-health-partners.example',
        delivery: { shipTo: { name: 'Dana Okafor-Whitfield', company: 'Harbor Health Partners International Holdings', line1: '1200 Northwest Naito Parkway, Building C, Loading Dock 4', city: 'Portland', region: 'OR', postalCode: '97209' }, inHandsDate: '2031-03-14', poNumber: 'HHP-2031-000417-WELLNESS' },
      },
    }),
    200,
  );
  ids.order = (await json(await r.post(`${base}/api/proposals/${ids.proposal}/order`, { data: {} }), 201)).order.id;
  // An import at its mapping step, with long headers and values.
  const csv = 'Company Name (Legal, as registered),Company Domain Name,Billing Country,Description of the account\r\nHarbor Health Partners International Holdings,harbor-health-partners.example,United States of America,"A long description, with commas, that runs on and on and on"\r\n';
  ids.import = (await json(await r.post(`${base}/api/imports?name=harbor-health-partners-international-holdings-export.csv`, { data: Buffer.from(csv), headers: { 'content-type': 'text/csv' } }), 201)).import.id;
  ids.presentation = (await json(await r.post(`${base}/api/presentations`, { data: { title: 'Harbor Health kickoff', description: 'Ideas for the fair' } }), 201)).presentation.id;
  // A sequence with a long name and a contact in it (calls only: no mailbox needed), and a task for /tasks.
  ids.sequence = (
    await json(
      await r.post(`${base}/api/sequences`, {
        data: { name: 'Harbor Health Partners International Holdings spring onboarding follow-up', steps: [{ kind: 'call', delayDays: 2, note: 'Ask about the spring hiring class and the wellness fair booth' }, { kind: 'linkedin_connect', delayDays: 3 }] },
      }),
      201,
    )
  ).sequence.id;
  await json(await r.post(`${base}/api/sequences/${ids.sequence}/enrollments`, { data: { contactIds: [ids.contact] } }), 201);
  await json(await r.post(`${base}/api/tasks`, { data: { title: 'Send Harbor Health Partners International Holdings the hoodie samples and the revised quote', dueAt: '2026-12-01', companyId: ids.company } }), 201);
  // A message (written by the built-in writer in the background) for /messages; it is signed with the branding's company.
  await json(await r.put(`${base}/api/branding`, { data: { companyName: 'Layout Promo', brandTone: 'professional', primaryColor: '#7E69AB', secondaryColor: '#1EAEDB' } }), 200);
  await json(await r.post(`${base}/api/messages/generate`, { data: { contactId: ids.contact, messageType: 'email' } }), 202);
}, 180_000);

afterAll(async () => {
  await context?.close();
  await closeBrowserContexts(browser);
  await server?.close();
});

/**
 * Opens a route: the first one by loading the app, the next ones as a click on a link would (the
 * app's router follows history.pushState), so the app and axe-core are not loaded again for each.
 */
async function open(page: Page, url: string) {
  if (!page.url().startsWith(server.url)) {
    await page.goto(server.url + url);
    await page.waitForLoadState('load');
  } else {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.scrollTo(0, 0);
    }, url);
    // The new route's first render (or its loading state) is committed by the next frames.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  }
}

/** Waits until the page has rendered its data (no spinner left in the main area), briefly. */
async function settle(page: Page) {
  await page
    .waitForFunction(() => !!document.querySelector('main, h1') && !document.querySelector('main .animate-spin'), undefined, { timeout: 6_000 })
    .catch(() => undefined);
  await page.waitForTimeout(150);
}

/** What sticks out past the right edge (elements not clipped by a scrolling ancestor). */
function overflowReport(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width + 1) return null;
    // Clipped by a scrolling ancestor, counting only ancestors from the element's containing
    // block up (an absolutely positioned element escapes scrolling boxes below its containing block).
    const clipped = (el: Element) => {
      const position = getComputedStyle(el).position;
      if (position === 'fixed') return false;
      const start = position === 'absolute' ? (el as HTMLElement).offsetParent : el.parentElement;
      for (let p = start; p && p !== document.body && p !== document.documentElement; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== 'visible') return true;
      }
      return false;
    };
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && !clipped(el))
      .filter((el, _, all) => !all.some((other) => other !== el && el.contains(other)))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String((el as HTMLElement).className).split(' ').slice(0, 4).join('.')} "${(el.textContent ?? '').trim().slice(0, 40)}" right=${Math.round(el.getBoundingClientRect().right)}`);
    return { scrollWidth, width, culprits };
  });
}

async function axeReport(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: Array<{ id: string; impact: string; help: string; nodes: Array<{ target: string[] }> }> }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
  });
}

// One test per route and width: each has its own time limit and names its route when it fails (a walk of
// every route in one test took two minutes at 1280 px on a slow machine, near its limit).
const ROUTES = declaredRoutes();
for (const viewport of WIDTHS) {
  describe(`layout at ${viewport.width} px`, () => {
    let page: Page;
    let pageErrors: string[] = [];

    beforeAll(async () => {
      page = await context.newPage();
      await page.setViewportSize(viewport);
      page.on('pageerror', (e) => pageErrors.push(`${page.url()}: page error ${e.message}`));
    });

    afterAll(async () => {
      await page?.close();
    });

    for (const route of ROUTES) {
      it(`${route} has no horizontal overflow and no serious or critical axe violations`, async () => {
        pageErrors = [];
        const problems: string[] = [];
        const url = concrete(route);
        await open(page, url);
        await settle(page);
        // Each page shows its own data: no 404 or "not found" state (the data above exists).
        const missing = await page.getByRole('heading', { name: /not found|failed to load/i }).count();
        if (missing) problems.push(`${url} @${viewport.width}: shows a not-found or failed state`);
        // LAYOUT_SCREENSHOTS=/some/dir keeps a picture of every route, for looking at.
        if (process.env.LAYOUT_SCREENSHOTS) {
          await page.screenshot({ path: `${process.env.LAYOUT_SCREENSHOTS}/${viewport.width}${url.replace(/\//g, '_').replace(/_[0-9a-f-]{36}/g, '_id') || '_'}.png`, fullPage: true });
        }
        const overflow = await overflowReport(page);
        if (overflow) problems.push(`${url} @${viewport.width}: page is ${overflow.scrollWidth}px wide (> ${overflow.width}); ${overflow.culprits.join(' | ')}`);
        for (const v of await axeReport(page)) problems.push(`${url} @${viewport.width}: ${v}`);
        expect([...pageErrors, ...problems]).toEqual([]);
      }, 30_000);
    }
  });
}

describe('layout of the contacts table', () => {
  it('keeps the contacts table’s Message buttons on screen at 1280 px with a long phone number', async () => {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.url}/contacts`);
    const button = page.getByRole('button', { name: 'Message Dana Okafor-Whitfield' });
    await button.waitFor();
    const box = (await button.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1280);
    // Nothing in the table scrolls sideways to reach it.
    const table = page.getByRole('table', { name: 'Contacts' });
    expect(await table.evaluate((t) => t.parentElement!.scrollWidth <= t.parentElement!.clientWidth + 1)).toBe(true);
    await page.close();
  });
});

describe('layout of the pipeline table', () => {
  it('shows every column of the pipeline table at 1280 px, Buying Signal included, without scrolling sideways', async () => {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.url}/companies`);
    const table = page.getByRole('table').first();
    await table.getByRole('columnheader', { name: 'Buying Signal' }).waitFor();
    expect(await table.evaluate((t) => t.parentElement!.scrollWidth <= t.parentElement!.clientWidth + 1)).toBe(true);
    const signal = (await table.getByRole('columnheader', { name: 'Buying Signal' }).boundingBox())!;
    const actions = (await table.getByRole('columnheader', { name: 'Actions' }).boundingBox())!;
    expect(signal.x + signal.width).toBeLessThanOrEqual(actions.x + 1);
    await page.close();
  });
});

describe('layout of the proposal editor', () => {
  it('gives the title the page’s width and shows the line’s charge fields whole at 1280 px', async () => {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.url}/proposals/${ids.proposal}`);
    const title = page.getByRole('textbox', { name: 'Proposal title' });
    await title.waitFor();
    // The actions sit below the title, not beside it (beside them it was a 130 px column, a word a line).
    expect((await title.boundingBox())!.width).toBeGreaterThan(500);
    expect(await title.evaluate((t) => t.getBoundingClientRect().height)).toBeLessThan(50);
    // Setup and Run each as wide as a field of the first row, their "Default" placeholder not cut.
    for (const name of ['Setup $', 'Run $/unit']) {
      const input = page.getByLabel(name, { exact: true }).first();
      expect((await input.boundingBox())!.width, name).toBeGreaterThan(90);
    }
    await page.close();
  });
});
