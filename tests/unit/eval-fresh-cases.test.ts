import { describe, expect, it } from 'vitest';
import { CATALOGUE_CATEGORY_NAMES } from '../../contracts/builtin-catalogue.js';
import { generateProducts } from '../../seed/catalogue/index.js';
import { broken, type CatalogueRow, type Expect, type ItemExpect } from '../eval/assistant/expect.js';
import { DEV_CASES, FRESH_CASES, HELD_OUT_CASES } from '../eval/assistant/fresh/cases.js';

// The fresh assistant evaluation's cases (tests/eval/assistant/fresh/) are well formed against the
// catalogue the evaluation runs on (4,000 products, the generator's default seed): every type asked
// for exists there and every type declared absent does not, so a case fails the assistant, never
// itself.

const ROWS: CatalogueRow[] = [...generateProducts(4000)].map((p) => ({
  id: p.id, name: p.name, categories: p.categories, colors: p.colors, themes: p.themes,
  breakQtys: p.priceBreaks.map((b) => b.minQty), breakPrices: p.priceBreaks.map((b) => b.price),
  minQuantity: p.minQuantity, prodTimeDays: p.prodTimeDays, rushAvailable: p.rushAvailable, madeIn: p.madeIn,
  envFriendly: p.envFriendly, recyclable: p.recyclable,
}));

const expectations = (cases: typeof FRESH_CASES) => cases.flatMap((c) => ('q' in c ? [{ id: c.id, e: c.expect }] : c.turns.map((t) => ({ id: c.id, e: t.expect }))));
/** Every product request of an expectation: the question itself, or each of its items. */
const requests = (e: Expect): ItemExpect[] => e.items ?? (e.productType || e.category || e.absent ? [e] : []);
/** How many catalogue products are of a request's type (counted once per type: cases repeat types). */
const counted = new Map<string, number>();
const ofType = (r: ItemExpect) => {
  const key = JSON.stringify([r.productType, r.category]);
  let n = counted.get(key);
  if (n === undefined) counted.set(key, (n = ROWS.filter((row) => !broken({ productType: r.productType, category: r.category }, row).includes('type')).length));
  return n;
};

describe('the fresh assistant evaluation', () => {
  it('has at least 320 cases, 160 in each half, with unique ids', () => {
    expect(FRESH_CASES.length).toBeGreaterThanOrEqual(320);
    expect(DEV_CASES.length).toBeGreaterThanOrEqual(160);
    expect(HELD_OUT_CASES.length).toBeGreaterThanOrEqual(160);
    expect(new Set(FRESH_CASES.map((c) => c.id)).size).toBe(FRESH_CASES.length);
  });

  it('asks for types the catalogue has, by its own wording', () => {
    const missing = expectations(FRESH_CASES).flatMap(({ id, e }) => requests(e).filter((r) => !r.absent && ofType(r) === 0).map((r) => `${id}: ${r.productType ?? r.category}`));
    expect(missing).toEqual([]);
  });

  it('declares absent only types no product is named after', () => {
    const present = expectations(FRESH_CASES).flatMap(({ id, e }) => requests(e).filter((r) => r.absent && (!r.productType || ofType(r) > 0)).map((r) => `${id}: ${r.productType}`));
    expect(present).toEqual([]);
  });

  it('names only catalogue categories and colours', () => {
    const colours = new Set(ROWS.flatMap((r) => r.colors.map((c) => c.toLowerCase())));
    const words = (c: string) => colours.has(c) || [...colours].some((k) => new RegExp(`\\b${c.replace('grey', 'gray')}\\b`).test(k));
    const wrong = expectations(FRESH_CASES).flatMap(({ id, e }) =>
      [e, ...(e.items ?? [])].flatMap((r) => [
        ...[r.category ?? []].flat().filter((c) => !CATALOGUE_CATEGORY_NAMES.includes(c)),
        ...[r.colour ?? []].flat().filter((c) => !words(c.toLowerCase())),
      ]).map((w) => `${id}: ${w}`),
    );
    expect(wrong).toEqual([]);
  });
});
