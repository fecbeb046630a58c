import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  ESG_VALUES,
  FALLBACK_CATEGORIES,
  PREF_GROUPS,
  THEMES,
  catalogueSearchResponse,
  productDetail,
  productSummary,
} from '../../contracts/catalogue.js';
import { catalogueCredentialsInput, catalogueCredentialsView } from '../../contracts/catalogue-credentials.js';
import {
  catalogueSearchQuery,
  emptySearchQuery,
  isEmptySearch,
  toSearchParams,
} from '../../contracts/catalogue-search.js';

function issues(input: unknown): { path: string; message: string }[] {
  const result = catalogueSearchQuery.safeParse(input);
  if (result.success) throw new Error('expected the query to be rejected');
  return result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

function messageFor(input: unknown, path: string): string | undefined {
  return issues(input).find((i) => i.path === path)?.message;
}

describe('catalogueSearchQuery', () => {
  it('fills the spec defaults for an empty query', () => {
    const q = catalogueSearchQuery.parse({});
    expect(q).toMatchObject({
      categories: '', keywords: '', themes: [], colors: [], madeIn: [], prefGroups: [], esg: [],
      priceLow: null, priceHigh: null, qty: null, suppId: null, prodTime: null,
      verified: false, hideOldPricing: false, itemNumExact: false, includeRush: false,
      sort: 'relevance', maxRecs: 100, thumbPicRes: 150, siteCountry: 'US', page: 1,
    });
  });

  it('parses query-string text: numbers or null, comma lists, boolean words', () => {
    const q = catalogueSearchQuery.parse({
      keywords: '  water bottle ', priceLow: '2.50', priceHigh: '', qty: '250', suppId: '', prodTime: '7',
      themes: 'Outdoor, sports,,Outdoor', madeIn: ['us', 'CN,MX'], colors: 'Navy Blue, Red',
      verified: 'true', recyclable: '0', itemNumExact: '1', includeRush: 'false', hideOldPricing: 'on',
      sort: 'price-low', maxRecs: '50', thumbPicRes: '300', page: '2', siteCountry: 'ca',
    });
    expect(q).toMatchObject({
      keywords: 'water bottle', priceLow: 2.5, priceHigh: null, qty: 250, suppId: null, prodTime: 7,
      themes: ['Outdoor', 'Sports'], madeIn: ['US', 'CN', 'MX'], colors: ['Navy Blue', 'Red'],
      verified: true, recyclable: false, itemNumExact: true, includeRush: false, hideOldPricing: true,
      sort: 'price-low', maxRecs: 50, thumbPicRes: 300, page: 2, siteCountry: 'CA',
    });
  });

  it('accepts JSON values as they are', () => {
    const q = catalogueSearchQuery.parse({
      priceLow: 1, priceHigh: 9.99, qty: 100, themes: ['Award', 'Recognition'], esg: ['Sustainable'],
      prefGroups: ['Gold'], popular: true, itemNum: 12345,
    });
    expect(q).toMatchObject({ priceLow: 1, priceHigh: 9.99, qty: 100, themes: ['Award', 'Recognition'], esg: ['Sustainable'], prefGroups: ['Gold'], popular: true, itemNum: '12345' });
  });

  it('takes the last value of a repeated scalar parameter', () => {
    expect(catalogueSearchQuery.parse({ keywords: ['mug', 'tumbler'], verified: ['false', 'true'] })).toMatchObject({ keywords: 'tumbler', verified: true });
  });

  it('rejects bad numbers with human sentences', () => {
    expect(messageFor({ priceLow: 'abc' }, 'priceLow')).toBe('Minimum price must be a number');
    expect(messageFor({ priceHigh: 'ten' }, 'priceHigh')).toBe('Maximum price must be a number');
    expect(messageFor({ priceLow: '-1' }, 'priceLow')).toBe('Minimum price cannot be negative');
    for (const qty of ['2.5', '-3', '0', 'lots']) {
      expect(messageFor({ qty }, 'qty')).toBe('Quantity must be a positive whole number');
    }
    expect(messageFor({ suppId: 'x1' }, 'suppId')).toBe('Supplier ID must be a positive whole number');
    expect(messageFor({ prodTime: '1.5' }, 'prodTime')).toBe('Production time must be a positive whole number of days');
    expect(messageFor({ maxRecs: '501' }, 'maxRecs')).toBe('Max results must be at most 500');
    expect(messageFor({ maxRecs: '0' }, 'maxRecs')).toBe('Max results must be a positive whole number');
    expect(messageFor({ page: '0' }, 'page')).toBe('Page must be a positive whole number');
    expect(messageFor({ thumbPicRes: '123' }, 'thumbPicRes')).toBe('Thumbnail size must be 100, 150, 200, 300 or 1800');
  });

  it('rejects unknown choices with human sentences', () => {
    expect(messageFor({ sort: 'cheapest' }, 'sort')).toBe('Sort must be relevance, price-low or price-high');
    expect(messageFor({ themes: 'Outdoor,Space' }, 'themes.1')).toBe('Theme "Space" is not one of the available themes');
    expect(messageFor({ madeIn: 'ZZ' }, 'madeIn.0')).toBe('Country "ZZ" is not one of the available countries');
    expect(messageFor({ prefGroups: 'Diamond' }, 'prefGroups.0')).toBe('Preference group "Diamond" is not one of the available preference groups');
    expect(messageFor({ esg: 'Green' }, 'esg.0')).toBe('ESG value "Green" is not one of the available ESG values');
    expect(messageFor({ siteCountry: 'ZZ' }, 'siteCountry')).toBe(`Site country must be one of ${COUNTRIES.join(', ')}`);
    expect(messageFor({ verified: 'maybe' }, 'verified')).toBe('Verified must be true or false');
    expect(messageFor({ themes: 42 }, 'themes')).toBe('Themes must be a list');
  });

  it('rejects a 10 KB keyword string and over-long text fields', () => {
    expect(messageFor({ keywords: 'x'.repeat(10_240) }, 'keywords')).toBe('Keywords must be at most 200 characters');
    expect(catalogueSearchQuery.safeParse({ keywords: 'x'.repeat(200) }).success).toBe(true);
    expect(messageFor({ itemName: 'y'.repeat(101) }, 'itemName')).toBe('Item name must be at most 100 characters');
    expect(messageFor({ categories: 'c'.repeat(101) }, 'categories')).toBe('Category must be at most 100 characters');
    expect(messageFor({ colors: Array.from({ length: 30 }, (_, i) => `Color ${i}`).join(',') }, 'colors')).toBe('Colors must be at most 100 characters');
    // A huge list gives a handful of issues, not thousands.
    expect(issues({ themes: Array.from({ length: 5000 }, (_, i) => `t${i}`).join(',') }).length).toBeLessThan(40);
    // A long unknown value is shortened inside the message.
    expect(messageFor({ themes: 'z'.repeat(5000) }, 'themes.0')!.length).toBeLessThan(120);
  });

  it('rejects a minimum price above the maximum price on priceLow', () => {
    expect(issues({ priceLow: '20', priceHigh: '5' })).toEqual([{ path: 'priceLow', message: 'Minimum price cannot be above maximum price' }]);
    expect(catalogueSearchQuery.safeParse({ priceLow: '5', priceHigh: '5' }).success).toBe(true);
    expect(catalogueSearchQuery.safeParse({ priceLow: '20' }).success).toBe(true);
  });
});

describe('isEmptySearch', () => {
  it('is true without filters, whatever the paging, sorting and modifiers', () => {
    expect(isEmptySearch(emptySearchQuery())).toBe(true);
    expect(isEmptySearch({ ...emptySearchQuery(), sort: 'price-high', page: 3, maxRecs: 20, siteCountry: 'CA', hideOldPricing: true, itemNumExact: true, includeRush: true })).toBe(true);
    expect(isEmptySearch({ keywords: '   ' })).toBe(true);
  });

  it('is false as soon as one filter is set', () => {
    const base = emptySearchQuery();
    expect(isEmptySearch({ ...base, keywords: 'mug' })).toBe(false);
    expect(isEmptySearch({ ...base, categories: 'Bags' })).toBe(false);
    expect(isEmptySearch({ ...base, themes: ['Outdoor'] })).toBe(false);
    expect(isEmptySearch({ ...base, priceLow: 0 })).toBe(false);
    expect(isEmptySearch({ ...base, prodTime: 5 })).toBe(false);
    expect(isEmptySearch({ ...base, verified: true })).toBe(false);
    expect(isEmptySearch({ ...base, esg: ['Social'] })).toBe(false);
  });
});

describe('toSearchParams', () => {
  it('comma-joins lists and omits nulls, empty values, false flags and defaults', () => {
    const q = catalogueSearchQuery.parse({ themes: ['Outdoor', 'Sports'], priceLow: 5, priceHigh: '', verified: true, keywords: ' mug ', page: 1 });
    expect(toSearchParams(q).toString()).toBe('themes=Outdoor%2CSports&keywords=mug&priceLow=5&verified=true');
    expect(toSearchParams(emptySearchQuery()).toString()).toBe('');
  });

  it('round-trips through the parser', () => {
    const q = catalogueSearchQuery.parse({
      categories: 'Drinkware', themes: 'Office,Travel', keywords: 'tumbler', itemNum: 'SS-1', itemNumExact: true,
      colors: 'Black,Navy', priceLow: '1.5', priceHigh: '20', qty: 144, suppId: 50123, prodTime: 10, includeRush: true,
      madeIn: 'US,CA', siteCountry: 'CA', prefGroups: 'Gold,Silver', recyclable: true, timely: true, hideOldPricing: true,
      esg: 'Sustainable', lineName: 'Summit Collection', sort: 'price-high', maxRecs: 24, thumbPicRes: 300, page: 4,
    });
    const back = catalogueSearchQuery.parse(Object.fromEntries(toSearchParams(q)));
    expect(back).toEqual(q);
  });
});

describe('results and credentials', () => {
  const summary = {
    id: 'p1', name: 'Mug', imageUrl: null, thumbUrl: null, keySellingPoint: 'Quality promotional product',
    price: { min: 1, max: 2 }, priceText: '$1.00 - $2.00', supplier: { name: 'S', location: 'USA', rating: 4.5 },
    minQuantity: 25, leadTime: '2-3 weeks', categories: ['Drinkware'], itemNum: 'MG-1', source: 'builtin', productUrl: '/products/p1',
  };

  it('parses product summaries, details and search responses', () => {
    expect(productSummary.parse(summary)).toEqual(summary);
    expect(productSummary.safeParse({ ...summary, source: 'other' }).success).toBe(false);
    const detail = productDetail.parse({
      ...summary, description: '', priceBreaks: [{ minQty: 25, price: 2 }], colors: [], materials: [], themes: [],
      prodTimeDays: null, rushAvailable: false, madeIn: null, esg: [], largeImageUrl: null, dimensions: null, lineName: null,
      flags: { verified: false, recyclable: false, envFriendly: false, newProduct: false, unionShop: false, allAudiences: true, endUserOnly: false, popular: false, fresh: false, timely: false },
      supplier: { ...summary.supplier, prefGroup: null },
      imprintArea: { x: 0.25, y: 0.25, w: 0.5, h: 0.5 },
    });
    expect(detail.supplier.prefGroup).toBeNull();
    expect(catalogueSearchResponse.parse({ products: [summary], total: 1, page: 1, tookMs: 3, provider: 'builtin' }).total).toBe(1);
  });

  it('validates credentials and never echoes the key in the view', () => {
    expect(catalogueCredentialsInput.parse({ acctId: '12345', loginId: ' demo ', key: 'secret' })).toEqual({ acctId: 12345, loginId: 'demo', key: 'secret' });
    const bad = catalogueCredentialsInput.safeParse({ acctId: 'abc', loginId: '', key: '  ' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      'Account ID must be a positive whole number', 'Login ID is required', 'Key is required',
    ]);
    expect(catalogueCredentialsInput.safeParse({ acctId: 1, loginId: 'a' }).error?.issues[0].message).toBe('Key is required');
    const view = catalogueCredentialsView.parse({ configured: true, acctId: 1, loginId: 'demo', key: 'secret' });
    expect(view).toEqual({ configured: true, acctId: 1, loginId: 'demo' });
  });
});

describe('spec constants', () => {
  it('has the spec lists', () => {
    expect(THEMES).toHaveLength(28);
    expect(COUNTRIES).toEqual(['US', 'CA', 'MX', 'CN', 'IN', 'GB', 'AU', 'DE', 'FR', 'JP']);
    expect(PREF_GROUPS).toEqual(['Top Suppliers', 'Preferred', 'Platinum', 'Gold', 'Silver', 'Bronze']);
    expect(ESG_VALUES).toHaveLength(9);
    const specLists = [
      ['Apparel', 'Bags', 'Drinkware', 'Office', 'Tech', 'Writing Instruments'],
      ['Drinkware', 'Apparel', 'Tech', 'Office', 'Bags', 'Eco-Friendly', 'Food & Beverage', 'Electronics', 'Headwear'],
    ];
    for (const list of specLists) for (const c of list) expect(FALLBACK_CATEGORIES).toContain(c);
    expect(new Set(FALLBACK_CATEGORIES).size).toBe(10);
  });
});
