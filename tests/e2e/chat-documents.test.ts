import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { ProductSummary } from '../../contracts/catalogue.js';
import { chatMessages } from '../../server/db/schema/index.js';
import { startE2E, type E2E } from './helpers/app.js';

// Issue 8, "Chat and documents": a long chat stays inside its pane, chats are told apart by
// client, and what a chat made (now proposals) can be found again.

const PASSWORD = 'Quartz-Lantern-58!';
let e2e: E2E;
let base: string;

beforeAll(async () => {
  e2e = await startE2E({ seedCatalogueSize: 200 });
  await e2e.server.seeded;
  base = e2e.server.url;
});
afterAll(async () => {
  await e2e?.close();
});

function product(n: number): ProductSummary {
  const id = randomUUID();
  const price = 2 + n * 0.75;
  return {
    id, name: `Harbor Tumbler No. ${n}`, imageUrl: null, thumbUrl: null, keySellingPoint: 'Keeps drinks cold',
    price: { min: price, max: price }, priceText: `$${price.toFixed(2)}`, supplier: { name: 'Harbor Promo', location: 'USA', rating: 4.5 },
    minQuantity: 50, leadTime: '7 business days', categories: ['Drinkware'], itemNum: `HT-${1000 + n}`, source: 'builtin', productUrl: null,
  };
}

async function signedIn(viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page; userId: string }> {
  const context = await e2e.browser.newContext({ viewport });
  const email = `chatdocs-${randomUUID().slice(0, 8)}@example.com`;
  expect((await context.request.post(`${base}/api/auth/register`, { data: { fullName: 'Casey Docs', email, password: PASSWORD } })).status()).toBe(201);
  expect((await context.request.post(`${base}/api/auth/login`, { data: { email, password: PASSWORD } })).status()).toBe(200);
  const me = (await (await context.request.get(`${base}/api/auth/me`)).json()) as { user: { id: string } };
  return { context, page: await context.newPage(), userId: me.user.id };
}

async function companyAndChat(context: BrowserContext, name: string, domain: string): Promise<string> {
  const company = await context.request.post(`${base}/api/companies`, { data: { name, domain } });
  expect(company.status()).toBe(201);
  const { company: c } = (await company.json()) as { company: { id: string } };
  const chat = await context.request.post(`${base}/api/chat/sessions`, { data: { companyId: c.id } });
  expect(chat.status()).toBe(201);
  return ((await chat.json()) as { session: { id: string } }).session.id;
}

/** A chat history of `turns` questions, each answered with 12 product cards (as the assistant stores them). */
async function longHistory(sessionId: string, userId: string, turns: number) {
  const start = Date.now() - turns * 120_000;
  const rows = [];
  for (let i = 0; i < turns; i++) {
    rows.push({ sessionId, userId, role: 'user', content: `Question ${i + 1}: tumblers for the spring fair`, status: 'ready', createdAt: new Date(start + i * 120_000) });
    rows.push({
      sessionId, userId, role: 'assistant', content: `Here are twelve tumblers (${i + 1}).`, status: 'ready', provider: 'SwagScout built-in',
      products: Array.from({ length: 12 }, (_, n) => product(i * 12 + n)), createdAt: new Date(start + i * 120_000 + 1_000),
    });
  }
  await e2e.server.app.db.insert(chatMessages).values(rows);
}

const pageHeight = (page: Page) =>
  page.evaluate(() => ({ scroll: document.scrollingElement!.scrollHeight, viewport: window.innerHeight, width: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));

describe('issue 8: chat and documents', () => {
  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    it(`a long chat scrolls inside its own pane, the page stays one screen high (${viewport.width} px)`, async () => {
      const { context, page, userId } = await signedIn(viewport);
      const sessionId = await companyAndChat(context, 'Acme Corp', 'acme-corp.example');
      await longHistory(sessionId, userId, 15);
      await page.goto(`${base}/chat/${sessionId}`);
      await page.getByRole('region', { name: 'Product recommendations' }).nth(14).waitFor({ state: 'attached' });
      await page.waitForTimeout(300);
      const size = await pageHeight(page);
      // Before the fix: 15 × 12 cards' sr-only labels stretched the document far below the fold.
      expect(size.scroll).toBeLessThanOrEqual(size.viewport + 1);
      expect(size.width).toBeLessThanOrEqual(size.innerWidth + 1);
      // The list itself is long and scrolls in its pane.
      const pane = await page.getByTestId('chat-scroll').evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight }));
      expect(pane.scroll).toBeGreaterThan(pane.client * 5);
      await page.screenshot({ path: join(tmpdir(), `chat-long-${viewport.width}.png`) });
      await context.close();
    });
  }

  it("labels each client's chat by its company and first question, not 'General Chat'", async () => {
    const { context, page } = await signedIn({ width: 1280, height: 800 });
    const acme = await companyAndChat(context, 'Acme Corp', 'acme-corp.example');
    await companyAndChat(context, 'Globex Outfitters', 'globex-outfitters.example');
    expect((await context.request.post(`${base}/api/chat/sessions/${acme}/messages`, { data: { message: '250 blue tumblers under $10' } })).status()).toBe(202);
    await page.goto(`${base}/chat/${acme}`);
    const chats = page.getByRole('complementary', { name: 'Chats' });
    await chats.getByRole('link', { name: /Acme Corp - 250 blue tumblers under \$10/ }).waitFor();
    await chats.getByRole('link', { name: /^Globex Outfitters/ }).waitFor();
    expect(await chats.getByText('General Chat').count()).toBe(0);
    await context.close();
  });

  it("links a chat's proposals from the chat; the old /documents addresses lead to the proposals", async () => {
    const { context, page } = await signedIn({ width: 1280, height: 900 });
    const sessionId = await companyAndChat(context, 'Initech Supplies', 'initech-supplies.example');
    const search = await context.request.get(`${base}/api/catalogue/search?keywords=tumbler&maxRecs=2`);
    const { products } = (await search.json()) as { products: ProductSummary[] };
    expect(products.length).toBe(2);
    const created = await context.request.post(`${base}/api/proposals`, {
      data: { title: 'Initech Fair Proposal', internalNotes: 'Blue tumblers for the spring fair.', sessionId, lines: products.map((p) => ({ productId: p.id, tiers: [250] })) },
    });
    expect(created.status()).toBe(201);
    const { proposal } = (await created.json()) as { proposal: { id: string } };

    // The chat links its proposals.
    await page.goto(`${base}/chat/${sessionId}`);
    const fromChat = page.getByRole('navigation', { name: 'Documents from this chat' });
    await fromChat.getByRole('link', { name: 'Initech Fair Proposal' }).click();
    await page.waitForURL(`${base}/proposals/${proposal.id}`);
    expect(await page.getByLabel('Proposal title').inputValue()).toBe('Initech Fair Proposal');
    await page.getByText('Initech Supplies', { exact: true }).waitFor();
    expect(await page.getByRole('table', { name: /^Prices of / }).count()).toBe(2);

    // Documents became proposals: the old list and page addresses lead to the new ones.
    await page.goto(`${base}/documents`);
    await page.waitForURL(`${base}/proposals`);
    await page.getByRole('link', { name: 'Initech Fair Proposal' }).click();
    await page.waitForURL(`${base}/proposals/${proposal.id}`);
    await page.goto(`${base}/documents/${proposal.id}`);
    await page.waitForURL(`${base}/proposals/${proposal.id}`);
    await context.close();
  });
});
