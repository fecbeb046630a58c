import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { RunningServer } from '../../server/app.js';
import {
  catalogueSearchResponse,
  categoriesResponse,
  productDetailResponse,
  type ProductSummary,
} from '../../contracts/catalogue.js';
import { PRODUCT_FLAGS, SEARCH_COUNT_LIMIT, type ProductFlag } from '../../contracts/catalogue-search.js';
import { priceForQuantity } from '../../server/catalogue/pricing.js';
import { loadBuiltinCatalogue } from '../../server/catalogue/seed.js';
import { builtinCatalogue } from '../../seed/catalogue/index.js';
import { catalogueProduct, catalogueProducts, searchCatalogue } from '../../server/catalogue/service.js';
import { createTestDatabase, startTestServer } from '../helpers/server.js';
import { ApiClient, signUp } from '../helpers/client.js';

const CATALOGUE_SIZE = 3_000;

let server: RunningServer;
let client: ApiClient;
let workspaceId: string;
let userId: string;

/** Every product with what the filters look at, read straight from the database. */
type Row = {
  id: string; name: string; itemNum: string; spc: string; categories: string[]; themes: string[]; colors: string[];
  lineName: string; supplierId: number; prefGroup: string | null; prodTimeDays: number; rushAvailable: boolean;
  madeIn: string; esg: string[]; oldPricing: boolean; minQuantity: number; priceMin: number; priceMax: number;
  breakQtys: number[]; breakPrices: number[];
} & Record<ProductFlag, boolean>;
let rows: Row[];
let byId: Map<string, Row>;

async function search(params: Record<string, string | number | boolean>) {
  const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const res = await client.get(`/api/catalogue/search?${qs}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return catalogueSearchResponse.parse(res.body);
}

const qtyPrice = (r: Row, qty: number) => priceForQuantity(r.breakQtys.map((minQty, i) => ({ minQty, price: r.breakPrices[i] })), qty)!;

beforeAll(async () => {
  server = await startTestServer({ seedCatalogueSize: CATALOGUE_SIZE });
  await server.seeded;
  const signed = await signUp(server.url, 'Catalogue Buyer');
  client = signed.client;
  workspaceId = signed.user.workspaceId;
  userId = signed.user.id;
  const result = await server.app.db.execute<Row>(sql`
    select p.id, p.name, p.item_num as "itemNum", p.spc, p.categories, p.themes, p.colors, p.line_name as "lineName",
      p.supplier_id as "supplierId", s.pref_group as "prefGroup", p.prod_time_days as "prodTimeDays",
      p.rush_available as "rushAvailable", p.made_in as "madeIn", p.esg, p.old_pricing as "oldPricing",
      p.min_quantity as "minQuantity", p.price_min as "priceMin", p.price_max as "priceMax",
      p.break_qtys as "breakQtys", p.break_prices as "breakPrices", p.verified, p.recyclable,
      p.env_friendly as "envFriendly", p.new_product as "newProduct", p.union_shop as "unionShop",
      p.all_audiences as "allAudiences", p.end_user_only as "endUserOnly", p.popular, p.fresh, p.timely
    from products p join suppliers s on s.id = p.supplier_id`);
  rows = result.rows;
  byId = new Map(rows.map((r) => [r.id, r]));
});
afterAll(async () => {
  await server?.close();
});

describe('built-in catalogue', () => {
  it(`loads ${CATALOGUE_SIZE.toLocaleString('en-US')} products from a few hundred suppliers once, and not again`, async () => {
    expect(rows).toHaveLength(CATALOGUE_SIZE);
    const suppliers = await server.app.db.execute<{ n: number }>(sql`select count(*)::int as n from suppliers`);
    expect(suppliers.rows[0].n).toBe(300);
    const meta = await server.app.db.execute<{ value: { status: string; products: number } }>(sql`select value from catalogue_meta where key = 'builtin'`);
    expect(meta.rows[0].value).toMatchObject({ status: 'complete', products: CATALOGUE_SIZE });
    const again = await loadBuiltinCatalogue(server.app.database.pool, { data: builtinCatalogue, count: CATALOGUE_SIZE });
    expect(again).toEqual({ status: 'skipped', reason: 'already loaded' });
  });

  it('needs a signed-in user to search', async () => {
    const anonymous = new ApiClient(server.url);
    expect((await anonymous.get('/api/catalogue/search?keywords=mug')).status).toBe(401);
    expect((await anonymous.get('/api/catalogue/categories')).status).toBe(401);
  });

  it('lists the categories that have products', async () => {
    const res = await client.get('/api/catalogue/categories');
    expect(res.status).toBe(200);
    const body = categoriesResponse.parse(res.body);
    expect(body).toMatchObject({ fallback: false, provider: 'builtin' });
    expect(body.categories.slice(0, 6)).toEqual(['Apparel', 'Bags', 'Drinkware', 'Office', 'Tech', 'Writing Instruments']);
    expect(body.categories).toHaveLength(16);
  });
});

describe('search without filters', () => {
  it('falls back to the default category, which is the whole built-in catalogue (counted up to 1,000)', async () => {
    const all = await search({});
    expect(all).toMatchObject({ total: SEARCH_COUNT_LIMIT, totalCapped: true, page: 1, provider: 'builtin', warning: null });
    expect(all.products).toHaveLength(100);
    const promo = await search({ categories: 'Promotional Products' });
    expect(promo).toMatchObject({ total: SEARCH_COUNT_LIMIT, totalCapped: true });
    expect(promo.products.map((p) => p.id)).toEqual(all.products.map((p) => p.id));
    // Every product is reachable by paging, past the counted thousand.
    const last = await search({ maxRecs: 500, page: CATALOGUE_SIZE / 500 });
    expect(last.products).toHaveLength(500);
    expect((await search({ maxRecs: 500, page: CATALOGUE_SIZE / 500 + 1 })).products).toHaveLength(0);
  });

  it('maps results with the card fields and our own links', async () => {
    const { products } = await search({ maxRecs: 5, thumbPicRes: 300 });
    for (const p of products) {
      expect(p.source).toBe('builtin');
      expect(p.productUrl).toBe(`/products/${p.id}`);
      expect(p.thumbUrl).toBe(`/api/catalogue/products/${p.id}/image?size=300`);
      expect(p.imageUrl).toBe(`/api/catalogue/products/${p.id}/image?size=800`);
      expect(p.supplier.location).toMatch(/, /);
      expect(p.supplier.rating).toBeGreaterThanOrEqual(3.5);
      expect(p.leadTime).toMatch(/^\d+ business days?$/);
      expect(p.minQuantity).toBe(byId.get(p.id)!.minQuantity);
      expect(p.price).toEqual({ min: byId.get(p.id)!.priceMin, max: byId.get(p.id)!.priceMax });
      expect(p.priceText).toMatch(/^\$\d+\.\d\d( - \$\d+\.\d\d)?$/);
    }
  });
});

describe('each filter narrows the results correctly', () => {
  const contains = (text: string, part: string) => text.toLowerCase().includes(part.toLowerCase());
  const cases: Array<[string, () => Record<string, string | number | boolean>, (r: Row) => boolean]> = [
    ['category', () => ({ categories: 'Drinkware' }), (r) => r.categories.includes('Drinkware')],
    ['category in any case', () => ({ categories: 'writing instruments' }), (r) => r.categories.includes('Writing Instruments')],
    ['themes (any of)', () => ({ themes: 'Outdoor,Travel' }), (r) => r.themes.includes('Outdoor') || r.themes.includes('Travel')],
    ['item number (part)', () => ({ itemNum: rows[7].itemNum.slice(0, 5) }), (r) => contains(r.itemNum, rows[7].itemNum.slice(0, 5)) || contains(r.spc, rows[7].itemNum.slice(0, 5))],
    ['item number (exact)', () => ({ itemNum: rows[7].itemNum.toLowerCase(), itemNumExact: true }), (r) => r.id === rows[7].id],
    ['item name', () => ({ itemName: 'steel' }), (r) => contains(r.name, 'steel')],
    ['colors', () => ({ colors: 'Navy,Red' }), (r) => r.colors.includes('Navy') || r.colors.includes('Red')],
    ['a colour word', () => ({ colors: 'blue' }), (r) => r.colors.some((c) => ['Royal Blue', 'Light Blue'].includes(c))],
    ['price low', () => ({ priceLow: 20 }), (r) => r.priceMax >= 20],
    ['price high', () => ({ priceHigh: 2.5 }), (r) => r.priceMin <= 2.5],
    ['price range', () => ({ priceLow: 3, priceHigh: 4 }), (r) => r.priceMax >= 3 && r.priceMin <= 4],
    ['quantity', () => ({ qty: 40 }), (r) => r.minQuantity <= 40],
    ['quantity with prices', () => ({ qty: 250, priceLow: 1, priceHigh: 5 }), (r) => r.minQuantity <= 250 && qtyPrice(r, 250) >= 1 && qtyPrice(r, 250) <= 5],
    ['supplier id', () => ({ suppId: rows[11].supplierId }), (r) => r.supplierId === rows[11].supplierId],
    ['line name', () => ({ lineName: 'harbor' }), (r) => contains(r.lineName, 'harbor')],
    ['preference groups', () => ({ prefGroups: 'Gold,Platinum' }), (r) => r.prefGroup === 'Gold' || r.prefGroup === 'Platinum'],
    ['production days', () => ({ prodTime: 7 }), (r) => r.prodTimeDays <= 7],
    ['production days with rush', () => ({ prodTime: 5, includeRush: true }), (r) => r.prodTimeDays <= 5 || r.rushAvailable],
    ['made in', () => ({ madeIn: 'US,CA' }), (r) => r.madeIn === 'US' || r.madeIn === 'CA'],
    ['ESG values', () => ({ esg: 'Sustainable,Carbon Neutral' }), (r) => r.esg.includes('Sustainable') || r.esg.includes('Carbon Neutral')],
    ['hide old pricing', () => ({ hideOldPricing: true }), (r) => !r.oldPricing],
    ...PRODUCT_FLAGS.map((flag): [string, () => Record<string, boolean>, (r: Row) => boolean] => [flag, () => ({ [flag]: true }), (r) => r[flag]]),
    ['several together', () => ({ categories: 'Bags', verified: true, priceHigh: 10, madeIn: 'US,CN' }), (r) => r.categories.includes('Bags') && r.verified && r.priceMin <= 10 && ['US', 'CN'].includes(r.madeIn)],
  ];

  const inBags = (r: Row) => r.categories.includes('Bags');

  it.each(cases)('%s', async (_name, params, matches) => {
    // Alone: every product shown matches, and the count is exact up to the counting limit.
    const expected = new Set(rows.filter(matches).map((r) => r.id));
    expect(expected.size).toBeGreaterThan(0);
    expect(expected.size).toBeLessThan(CATALOGUE_SIZE);
    const res = await search({ ...params(), maxRecs: 500 });
    expect(res.total).toBe(Math.min(expected.size, SEARCH_COUNT_LIMIT));
    expect(res.totalCapped).toBe(expected.size > SEARCH_COUNT_LIMIT);
    expect(res.products.length).toBe(Math.min(500, expected.size));
    for (const p of res.products) expect(expected.has(p.id), `${p.name} does not match`).toBe(true);

    // Within one category (a few hundred products): exactly the matching ones, fewer than before.
    if (params().categories) return;
    const base = rows.filter(inBags);
    const narrowed = base.filter(matches);
    const within = await search({ categories: 'Bags', ...params(), maxRecs: 500 });
    expect(within.total).toBe(narrowed.length);
    expect(within.totalCapped).toBe(false);
    expect(new Set(within.products.map((p) => p.id))).toEqual(new Set(narrowed.map((r) => r.id)));
    expect(narrowed.length).toBeLessThan(base.length);
  });
});

describe('relevance', () => {
  const names = (ps: ProductSummary[]) => ps.map((p) => p.name);

  it("corrects misspellings: 'tumblr' finds tumblers", async () => {
    const res = await search({ keywords: 'tumblr', maxRecs: 10 });
    expect(res.total).toBeGreaterThan(0);
    for (const n of names(res.products)) expect(n).toMatch(/Tumbler/);
  });

  it("knows buyers' synonyms: 'tote' finds bags, 'tee' finds t-shirts, 'mug' and 'cup' find each other", async () => {
    const tote = await search({ keywords: 'tote', maxRecs: 500 });
    expect(tote.products[0].name).toMatch(/Tote/);
    expect(tote.products.some((p) => p.categories.includes('Bags') && !/Tote/.test(p.name))).toBe(true);

    const tee = await search({ keywords: 'tee', maxRecs: 500 });
    expect(tee.products.some((p) => /T-Shirt/.test(p.name))).toBe(true);

    const mug = await search({ keywords: 'mug', maxRecs: 500 });
    expect(mug.products[0].name).toMatch(/Mug/);
    const cup = await search({ keywords: 'cup', maxRecs: 500 });
    expect(cup.products.some((p) => /Mug/.test(p.name))).toBe(true);
    expect(mug.products.some((p) => /Cup/.test(p.name))).toBe(true);

    const writing = await search({ keywords: 'writing instrument', maxRecs: 50 });
    expect(writing.products.filter((p) => /\bPen\b/.test(p.name)).length).toBeGreaterThan(0);
    const pen = await search({ keywords: 'pen', maxRecs: 10 });
    expect(pen.products[0].name).toMatch(/\bPen\b/);
  });

  it('puts the product with an exact item number first (keywords) or alone (item number, exact)', async () => {
    const target = rows[42];
    const byKeyword = await search({ keywords: target.itemNum });
    expect(byKeyword.products[0].id).toBe(target.id);
    const bySpc = await search({ keywords: target.spc.toLowerCase() });
    expect(bySpc.products[0].id).toBe(target.id);
    const exact = await search({ itemNum: target.itemNum, itemNumExact: true });
    expect(exact.products.map((p) => p.id)).toEqual([target.id]);
  });

  it('requires every word, and falls back to any word when no product has them all', async () => {
    const both = await search({ keywords: 'stainless tumbler', maxRecs: 500 });
    for (const p of both.products) expect(p.name).toMatch(/Tumbler/);
    const partial = await search({ keywords: 'coffee mug', maxRecs: 20 });
    expect(partial.total).toBeGreaterThan(0);
    const nothing = await search({ keywords: 'xqzvjw' });
    expect(nothing).toMatchObject({ total: 0, products: [] });
  });

  it('keyword searches combine with filters', async () => {
    const res = await search({ keywords: 'mug', colors: 'White', maxRecs: 500 });
    expect(res.total).toBeGreaterThan(0);
    for (const p of res.products) expect(byId.get(p.id)!.colors).toContain('White');
  });
});

describe('quantity-aware pricing and sorting', () => {
  it('shows the price break for the quantity asked', async () => {
    const r = rows.find((x) => x.breakQtys.length >= 4)!;
    for (const qty of [r.breakQtys[0], r.breakQtys[1] + 1, r.breakQtys[r.breakQtys.length - 1] * 3]) {
      const res = await search({ itemNum: r.itemNum, itemNumExact: true, qty });
      const expected = qtyPrice(r, qty);
      expect(res.products[0].price).toEqual({ min: expected, max: expected });
      expect(res.products[0].priceText).toBe(`$${expected.toFixed(2)}`);
    }
  });

  it('sorts by price low to high and high to low, at the quantity when one is given', async () => {
    const low = await search({ categories: 'Bags', sort: 'price-low', maxRecs: 500 });
    const lows = low.products.map((p) => p.price.min);
    expect(lows).toEqual([...lows].sort((a, b) => a - b));
    expect(lows[0]).toBe(Math.min(...rows.filter((r) => r.categories.includes('Bags')).map((r) => r.priceMin)));

    // Pages continue the same order (the category's own products and those listed there too).
    const [first, second] = [await search({ categories: 'Bags', sort: 'price-low', maxRecs: 50 }), await search({ categories: 'Bags', sort: 'price-low', maxRecs: 50, page: 2 })];
    expect([...first.products, ...second.products].map((p) => p.id)).toEqual(low.products.slice(0, 100).map((p) => p.id));
    expect(low.products.some((p) => p.categories[0] !== 'Bags')).toBe(true);

    const high = await search({ categories: 'Bags', sort: 'price-high', maxRecs: 200 });
    const highs = high.products.map((p) => p.price.max);
    expect(highs).toEqual([...highs].sort((a, b) => b - a));

    const atQty = await search({ keywords: 'pen', qty: 500, sort: 'price-low', maxRecs: 200 });
    const prices = atQty.products.map((p) => p.price.min);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const p of atQty.products) expect(p.price.min).toBe(qtyPrice(byId.get(p.id)!, 500));
  });

  it('pages through the results', async () => {
    const one = await search({ categories: 'Apparel', maxRecs: 20 });
    const two = await search({ categories: 'Apparel', maxRecs: 20, page: 2 });
    expect(two.page).toBe(2);
    expect(two.total).toBe(one.total);
    expect(two.products).toHaveLength(20);
    const ids = new Set(one.products.map((p) => p.id));
    for (const p of two.products) expect(ids.has(p.id)).toBe(false);
    const beyond = await search({ categories: 'Apparel', maxRecs: 20, page: Math.ceil(one.total / 20) + 1 });
    expect(beyond).toMatchObject({ products: [], total: one.total });
  });
});

describe('a price written in the keywords', () => {
  // Its own buyer: the searches of this file together pass one user's 120 a minute.
  let buyer: ApiClient;
  beforeAll(async () => {
    buyer = (await signUp(server.url, 'Price Buyer')).client;
  });
  async function searchAs(params: Record<string, string | number | boolean>) {
    const res = await buyer.get(`/api/catalogue/search?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return catalogueSearchResponse.parse(res.body);
  }

  it('"eco friendly water bottle under $10" shows only products whose price is under $10, as the max-price filter does', async () => {
    // Without the price, dearer bottles come first (the tester's $10.63 - $14.92).
    const unpriced = await searchAs({ keywords: 'eco friendly water bottle', maxRecs: 500 });
    expect(unpriced.products.some((p) => p.price.min >= 10)).toBe(true);

    const res = await searchAs({ keywords: 'eco friendly water bottle under $10', maxRecs: 500 });
    expect(res.products.length).toBeGreaterThan(0);
    for (const p of res.products) expect(p.price.min, `${p.name} ${p.priceText}`).toBeLessThan(10);
    expect(res.products.some((p) => /Water Bottle/.test(p.name))).toBe(true);
    // The same products, in the same order, as the form's maximum price with the words alone.
    const filtered = await searchAs({ keywords: 'eco friendly water bottle', priceHigh: 9.99, maxRecs: 500 });
    expect(res.products.map((p) => p.id)).toEqual(filtered.products.map((p) => p.id));
    expect(res.total).toBe(filtered.total);
  });

  it('judges the price at the quantity asked, and reads the other ways of saying it', async () => {
    const atQty = await searchAs({ keywords: 'water bottle under $10', qty: 250, maxRecs: 500 });
    expect(atQty.products.length).toBeGreaterThan(0);
    for (const p of atQty.products) {
      expect(p.price.min).toBe(qtyPrice(byId.get(p.id)!, 250));
      expect(p.price.min).toBeLessThan(10);
    }
    const cases: Array<[string, (price: number) => boolean]> = [
      ['water bottle below 10 dollars', (price) => price < 10],
      ['pens less than $5 each', (price) => price < 5],
      ['mug max $8', (price) => price <= 8],
      ['tote bag $6 or less', (price) => price <= 6],
    ];
    for (const [keywords, fits] of cases) {
      const res = await searchAs({ keywords, maxRecs: 200 });
      expect(res.products.length, keywords).toBeGreaterThan(0);
      for (const p of res.products) expect(fits(p.price.min), `${keywords}: ${p.name} ${p.priceText}`).toBe(true);
    }
    // The form's own maximum still applies when it is the lower one.
    const both = await searchAs({ keywords: 'water bottle under $10', priceHigh: 5, maxRecs: 200 });
    for (const p of both.products) expect(p.price.min).toBeLessThanOrEqual(5);
  });
});

describe('bad input is a 400 with field messages, never a 500', () => {
  const cases: Array<[string, string, string, string]> = [
    ['a non-numeric price', 'priceLow=cheap', 'priceLow', 'Minimum price must be a number'],
    ['a negative quantity', 'qty=-5', 'qty', 'Quantity must be a positive whole number'],
    ['a fractional quantity', 'qty=2.5', 'qty', 'Quantity must be a positive whole number'],
    ['priceLow above priceHigh', 'priceLow=10&priceHigh=2', 'priceLow', 'Minimum price cannot be above maximum price'],
    ['an unknown sort', 'sort=cheapest', 'sort', 'Sort must be relevance, price-low or price-high'],
    ['maxRecs over the cap', 'maxRecs=501', 'maxRecs', 'Max results must be at most 500'],
    ['a 10 KB keyword string', `keywords=${'x'.repeat(10_240)}`, 'keywords', 'Keywords must be at most 200 characters'],
    ['an unknown theme', 'themes=Outdoor,Moonbase', 'themes.1', 'Theme "Moonbase" is not one of the available themes'],
    ['a thumbnail size SAGE does not offer', 'thumbPicRes=64', 'thumbPicRes', 'Thumbnail size must be 100, 150, 200, 300 or 1800'],
    ['page 0', 'page=0', 'page', 'Page must be a positive whole number'],
  ];
  it.each(cases)('%s', async (_name, qs, path, message) => {
    const res = await client.get(`/api/catalogue/search?${qs}`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.details).toContainEqual({ path, message });
  });

  it('answers odd but valid keywords without failing', async () => {
    for (const keywords of ['a'.repeat(200), "'); drop table products; --", '& | ! <-> :*', '100%', 't-shirt_', '   ']) {
      const res = await client.get(`/api/catalogue/search?keywords=${encodeURIComponent(keywords)}`);
      expect(res.status, keywords).toBe(200);
    }
    expect((await search({})).products).toHaveLength(100);
  });
});

describe('product page and images', () => {
  it('returns the product with price breaks, colours, production time, supplier and flags', async () => {
    const r = rows[5];
    const res = await client.get(`/api/catalogue/products/${r.id}`);
    expect(res.status).toBe(200);
    const { product, provider } = productDetailResponse.parse(res.body);
    expect(provider).toBe('builtin');
    expect(product).toMatchObject({ id: r.id, itemNum: r.itemNum, colors: r.colors, prodTimeDays: r.prodTimeDays, madeIn: r.madeIn });
    expect(product.priceBreaks).toEqual(r.breakQtys.map((minQty, i) => ({ minQty, price: r.breakPrices[i] })));
    expect(product.flags.verified).toBe(r.verified);
    expect(product.supplier.prefGroup).toBe(r.prefGroup);
    expect(product.largeImageUrl).toBe(`/api/catalogue/products/${r.id}/image?size=800`);
  });

  it('is a 404 for an unknown product and a 400 for a malformed id', async () => {
    expect((await client.get('/api/catalogue/products/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await client.get('/api/catalogue/products/12345')).status).toBe(404);
    expect((await client.get(`/api/catalogue/products/${encodeURIComponent('bad id!')}`)).status).toBe(400);
  });

  it('serves an SVG drawing at 150 and 800 px with long cache headers, to anyone', async () => {
    const anonymous = new ApiClient(server.url);
    for (const size of [150, 800]) {
      const res = await anonymous.get(`/api/catalogue/products/${rows[0].id}/image?size=${size}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(String(res.body)).toContain(`width="${size}"`);
      const again = await anonymous.request('GET', `/api/catalogue/products/${rows[0].id}/image?size=${size}`, undefined, { 'if-none-match': res.headers.get('etag')! });
      expect(again.status).toBe(304);
    }
    expect((await anonymous.get(`/api/catalogue/products/${rows[0].id}/image?size=64`)).status).toBe(400);
    expect((await anonymous.get('/api/catalogue/products/00000000-0000-4000-8000-000000000000/image')).status).toBe(404);
  });
});

describe('server-side search (for the chat assistant)', () => {
  it('takes the search form as plain values and validates it', async () => {
    const actor = { userId, workspaceId, role: 'owner' as const };
    const res = await searchCatalogue(server.app, actor, { keywords: 'water bottle', qty: 100, priceHigh: 20, maxRecs: 5 });
    expect(res.provider).toBe('builtin');
    expect(res.products.length).toBeGreaterThan(0);
    for (const p of res.products) expect(p.price.max).toBeLessThanOrEqual(20);
    await expect(searchCatalogue(server.app, actor, { qty: -1 })).rejects.toMatchObject({ code: 'validation_failed' });
  });

  it('gives several products at once, as their pages give each, leaving out ids the catalogue has not', async () => {
    const actor = { userId, workspaceId, role: 'owner' as const };
    const ids = rows.slice(0, 12).map((r) => r.id);
    const unknown = ['00000000-0000-4000-8000-000000000000', 'SAGE-123', 'not an id'];
    const found = await catalogueProducts(server.app, actor, [...ids, ...unknown]);
    expect([...found.keys()].sort()).toEqual([...ids].sort());
    for (const id of ids) expect(found.get(id)).toEqual((await catalogueProduct(server.app, actor, id)).product);
    expect((await catalogueProducts(server.app, actor, [])).size).toBe(0);
  });
});

describe('the same search, the same answer', () => {
  // A catalogue the size of the default one: a scan of its products table is large enough for
  // PostgreSQL to start where the previous scan stopped (synchronize_seqscans), which is what
  // made the same keyword search pick different candidates from one call to the next.
  let large: RunningServer;
  let buyer: ApiClient;
  beforeAll(async () => {
    large = await startTestServer({ seedCatalogueSize: 20_000 });
    await large.seeded;
    buyer = (await signUp(large.url, 'Repeat Buyer')).client;
  });
  afterAll(async () => {
    await large?.close();
  });

  async function ids(params: Record<string, string | number>) {
    const res = await buyer.get(`/api/catalogue/search?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return catalogueSearchResponse.parse(res.body).products.map((p) => p.id);
  }

  it.each([
    // No product has every word: any of them, ranked, with many equal scores.
    ['eco friendly water bottle', { keywords: 'eco friendly water bottle' }],
    // The same, by price: many at the same price.
    ['eco friendly water bottle by price', { keywords: 'eco friendly water bottle', sort: 'price-low' }],
  ])('gives %s in the same order every time, and page 2 goes on from page 1', async (_name, params) => {
    const first = await ids({ ...params, maxRecs: 40 });
    expect(first).toHaveLength(40);
    for (let i = 0; i < 4; i++) expect(await ids({ ...params, maxRecs: 40 })).toEqual(first);
    const [one, two] = [await ids({ ...params, maxRecs: 20 }), await ids({ ...params, maxRecs: 20, page: 2 })];
    expect(two.filter((id) => one.includes(id))).toEqual([]);
    expect([...one, ...two]).toEqual(first);
  });
});

describe('loading on first start', () => {
  it('keeps answering while the catalogue loads, then has all of it', async () => {
    // The loop searches as fast as answers come for as long as the load lasts: on a slow machine
    // that passes the per-user limit of 120 searches a minute, which is not what this test is about.
    const loading = await startTestServer({
      seedCatalogueSize: 5_000,
      usageLimits: { generationsPerMinute: 30, chatQuestionsPerMinute: 20, searchesPerMinute: 100_000 },
    });
    try {
      const { client: early } = await signUp(loading.url, 'Early Bird');
      let done = false;
      const loadStarted = performance.now();
      let loadMs = 0;
      void loading.seeded.then(() => {
        loadMs = performance.now() - loadStarted;
        done = true;
      });
      const waits: number[] = [];
      while (!done) {
        const started = performance.now();
        const res = await early.get('/api/catalogue/search?keywords=mug');
        waits.push(performance.now() - started);
        expect(res.status).toBe(200);
        expect((await early.get('/api/catalogue/categories')).status).toBe(200);
      }
      // Answers kept coming during the load, none held back for a large part of it (relative to
      // the load's own length, so a busy machine does not make it fail).
      expect(waits.length).toBeGreaterThan(2);
      expect(Math.max(...waits)).toBeLessThan(loadMs / 2);
      const after = await early.get('/api/catalogue/search?maxRecs=1');
      expect(after.body.totalCapped).toBe(true);
    } finally {
      await loading.close();
    }
  });
});

describe('loading from several processes', () => {
  it.skipIf(!process.env.DATABASE_URL)('loads the catalogue once when two servers start on one empty database', async () => {
    const db = await createTestDatabase();
    const servers: RunningServer[] = [];
    try {
      // Migrations serialise on their lock; the seeders then race for the catalogue's.
      servers.push(...(await Promise.all([startTestServer({ databaseUrl: db.url, seedCatalogueSize: 2_000 }), startTestServer({ databaseUrl: db.url, seedCatalogueSize: 2_000 })])));
      await Promise.all(servers.map((s) => s.seeded));
      const counts = await servers[0].app.db.execute<{ products: number; suppliers: number }>(
        sql`select (select count(*)::int from products) as products, (select count(*)::int from suppliers) as suppliers`,
      );
      expect(counts.rows[0]).toEqual({ products: 2_000, suppliers: 300 });
    } finally {
      await Promise.all(servers.map((s) => s.close()));
      await db.drop();
    }
  });
});
