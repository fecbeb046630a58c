import { describe, expect, it } from 'vitest';
import { COUNTRIES, ESG_VALUES, FALLBACK_CATEGORIES, PREF_GROUPS, THEMES } from '../../contracts/catalogue.js';
import { PRODUCT_COLORS } from '../../contracts/product-colors.js';
import {
  CATEGORY_NAMES,
  createProductFactory,
  generateProductChunks,
  generateProducts,
  generateSuppliers,
  type SeedProduct,
} from '../../seed/catalogue/index.js';

const SEED = 4242;
const take = (count: number, seed = SEED): SeedProduct[] => [...generateProducts(count, seed)];
const sample = take(5000);
const rate = (items: SeedProduct[], pick: (p: SeedProduct) => boolean) => items.filter(pick).length / items.length;

describe('generateSuppliers', () => {
  const suppliers = generateSuppliers();

  it('makes 300 distinct, plausible suppliers', () => {
    expect(suppliers).toHaveLength(300);
    expect(new Set(suppliers.map((s) => s.id)).size).toBe(300);
    expect(new Set(suppliers.map((s) => s.name)).size).toBe(300);
    for (const s of suppliers) {
      expect(s.name).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)+( \d+)?$/);
      expect(s.rating).toBeGreaterThanOrEqual(3.5);
      expect(s.rating).toBeLessThanOrEqual(5);
      expect(Math.round(s.rating * 10) / 10).toBe(s.rating);
      expect(s.prefGroup === null || (PREF_GROUPS as readonly string[]).includes(s.prefGroup)).toBe(true);
      expect(COUNTRIES).toContain(s.country);
      expect(s.location).toContain(s.city);
      expect(s.itemPrefix).toMatch(/^[A-Z]{2,3}$/);
    }
  });

  it('covers every category and is deterministic', () => {
    const covered = new Set(suppliers.flatMap((s) => s.specialties));
    for (const c of CATEGORY_NAMES) expect(covered.has(c)).toBe(true);
    expect(JSON.stringify(generateSuppliers())).toBe(JSON.stringify(suppliers));
    expect(JSON.stringify(generateSuppliers(300, 7))).not.toBe(JSON.stringify(suppliers));
    expect(generateSuppliers(12)).toEqual(suppliers.slice(0, 12));
  });
});

describe('generateProducts', () => {
  it('gives byte-identical output for the same seed and different output for another', () => {
    const again = take(5000);
    expect(JSON.stringify(again)).toBe(JSON.stringify(sample));
    expect(JSON.stringify(take(50, SEED + 1))).not.toBe(JSON.stringify(sample.slice(0, 50)));
  });

  it('has the categories the spec and the catalogue need', () => {
    expect(CATEGORY_NAMES.length).toBeGreaterThanOrEqual(16);
    for (const c of [...FALLBACK_CATEGORIES, 'Awards & Recognition', 'Trade Show & Events', 'Outdoor & Sports', 'Health & Wellness', 'Keychains & Lanyards', 'Notebooks & Journals']) {
      expect(CATEGORY_NAMES).toContain(c);
    }
    const seen = new Set(sample.map((p) => p.category));
    expect(seen.size).toBe(CATEGORY_NAMES.length);
  });

  it('makes ids, item numbers and SPC codes unique', () => {
    expect(new Set(sample.map((p) => p.id)).size).toBe(sample.length);
    expect(new Set(sample.map((p) => p.itemNum)).size).toBe(sample.length);
    expect(new Set(sample.map((p) => p.spc)).size).toBe(sample.length);
    for (const p of sample.slice(0, 200)) {
      expect(p.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(p.itemNum).toMatch(/^[A-Z]{2,3}-\d{5,6}$/);
      expect(p.spc).toMatch(/^[A-Z]{5}-[A-Z]{5}$/);
    }
  });

  it('builds 4–5 price breaks with rising quantities and strictly falling prices', () => {
    const bad = sample.filter((p) => {
      const b = p.priceBreaks;
      const ordered = b.every((x, i) => i === 0 || (x.minQty > b[i - 1].minQty && x.price < b[i - 1].price));
      const cents = b.every((x) => x.price > 0 && Math.round(x.price * 100) / 100 === x.price);
      return !(b.length >= 4 && b.length <= 5 && ordered && cents && p.minQuantity === b[0].minQty &&
        p.priceMax === b[0].price && p.priceMin === b[b.length - 1].price);
    });
    expect(bad.map((p) => p.itemNum)).toEqual([]);
  });

  it('prices items sensibly per kind', () => {
    const first = (p: SeedProduct) => p.priceBreaks[0].price;
    const pens = sample.filter((p) => p.category === 'Writing Instruments' && /\bPen\b/.test(p.name));
    const tumblers = sample.filter((p) => /Stainless Steel Tumbler/.test(p.name));
    const jackets = sample.filter((p) => /Softshell Jacket/.test(p.name));
    for (const [items, lo, hi] of [[pens, 0.4, 3], [tumblers, 6, 25], [jackets, 30, 90]] as const) {
      expect(items.length).toBeGreaterThan(5);
      for (const p of items) {
        expect(first(p)).toBeGreaterThanOrEqual(lo);
        expect(first(p)).toBeLessThanOrEqual(hi);
      }
    }
    expect(pens.every((p) => p.minQuantity >= 100)).toBe(true);
  });

  it('uses only the spec’s themes, countries, ESG values and known colors', () => {
    const suppliers = new Map(generateSuppliers(300, SEED).map((s) => [s.id, s]));
    const themes: readonly string[] = THEMES;
    const esg: readonly string[] = ESG_VALUES;
    const countries: readonly string[] = COUNTRIES;
    const problems: string[] = [];
    for (const p of sample) {
      const check = (ok: boolean, what: string) => { if (!ok) problems.push(`${p.itemNum}: ${what}`); };
      check(p.themes.length > 0 && p.themes.every((t) => themes.includes(t)), 'themes');
      check(p.esg.every((e) => esg.includes(e)), 'esg');
      check(countries.includes(p.madeIn), 'madeIn');
      check(p.colors.length > 0 && p.colors.every((c) => PRODUCT_COLORS[c] !== undefined), 'colors');
      check(p.colors.includes(p.imageColor), 'imageColor');
      check(p.prodTimeDays >= 3 && p.prodTimeDays <= 30, 'prodTimeDays');
      check(p.categories[0] === p.category && p.categories.every((c) => CATEGORY_NAMES.includes(c)), 'categories');
      check(suppliers.get(p.supplierId)?.specialties.includes(p.category) === true, 'supplier');
      check(p.description.length > 60 && p.keySellingPoint.length > 10, 'texts');
    }
    expect(problems).toEqual([]);
  });

  it('reaches every theme and country over a larger catalogue', () => {
    const big = take(20_000);
    expect(new Set(big.flatMap((p) => p.themes)).size).toBe(THEMES.length);
    expect(new Set(big.map((p) => p.madeIn)).size).toBe(COUNTRIES.length);
  });

  it('has realistic flag rates, with eco items greener', () => {
    const eco = sample.filter((p) => p.category === 'Eco-Friendly');
    const other = sample.filter((p) => p.category !== 'Eco-Friendly');
    expect(rate(eco, (p) => p.recyclable)).toBeGreaterThan(2 * rate(other, (p) => p.recyclable));
    expect(rate(eco, (p) => p.envFriendly)).toBeGreaterThan(0.7);
    expect(rate(sample, (p) => p.verified)).toBeGreaterThan(0.5);
    expect(rate(sample, (p) => p.verified)).toBeLessThan(0.75);
    expect(rate(sample, (p) => p.newProduct)).toBeLessThan(0.2);
    expect(rate(sample, (p) => p.popular)).toBeGreaterThan(0.05);
    expect(rate(sample, (p) => p.popular)).toBeLessThan(0.3);
    expect(rate(sample, (p) => p.allAudiences)).toBeGreaterThan(0.85);
    expect(rate(sample, (p) => p.unionShop)).toBeLessThan(0.1);
    expect(sample.some((p) => p.unionShop)).toBe(true);
    expect(sample.filter((p) => p.unionShop).every((p) => p.madeIn === 'US')).toBe(true);
  });

  it('names products realistically and repeats names rarely', () => {
    expect(new Set(sample.map((p) => p.name)).size / sample.length).toBeGreaterThan(0.9);
    const names = sample.map((p) => p.name).join('\n');
    for (const n of ['Stainless Steel Tumbler', 'Ceramic Mug', 'Cotton T-Shirt', 'Performance Polo', 'Cotton Tote Bag', 'Retractable Ballpoint Pen']) {
      expect(names).toContain(n);
    }
  });

  it('generates 20,000 products in well under a few seconds', () => {
    const start = performance.now();
    let count = 0;
    for (const p of generateProducts(20_000, 99)) if (p.id) count++;
    const ms = performance.now() - start;
    expect(count).toBe(20_000);
    expect(ms).toBeLessThan(3000);
  });

  it('is lazy, chunkable and addressable by index', () => {
    const start = performance.now();
    const it100k = generateProducts(100_000, SEED);
    expect(it100k.next().value).toEqual(sample[0]);
    expect(performance.now() - start).toBeLessThan(500);

    const chunks = [...generateProductChunks(2500, SEED, 1000)];
    expect(chunks.map((c) => c.length)).toEqual([1000, 1000, 500]);
    expect(chunks.flat()).toEqual(sample.slice(0, 2500));
    expect(createProductFactory(SEED)(1234)).toEqual(sample[1234]);
  });
});
