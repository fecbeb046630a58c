import { REPLY_PRODUCTS_MAX, type ChatIntent, type RecommendedProduct } from '../../contracts/chat.js';
import type { ProductSummary } from '../../contracts/catalogue.js';
import { RUSH_DAYS } from '../catalogue/index.js';
import { checkProduct, describeBudget, countryName, sameKindWords, type CheckResult, type ConstraintKey } from './check.js';
import type { ChatTools } from '../ports/chat.js';
import { familyOf, typeOf, type CatalogueVocabulary, type ProductType } from './vocabulary.js';

/**
 * Finds the products that fit an intent: searches the catalogue with every hard constraint,
 * ranks by themes, keeps to the kind the describing words name when any of that kind fits, checks each
 * candidate (server/assistant/check.ts), and only when fewer than MIN_FITS fit, adds the closest
 * products that miss exactly one constraint — which it names. docs/product.md#chat-assistant.
 */

/** Fewer full fits than this and the closest products that miss one constraint are added (and said). */
export const MIN_FITS = 3;
/** Candidates asked of the catalogue per search. */
const CANDIDATES = 48;
/** Candidates whose facts are asked for at once: most searches find enough among the first ones. */
const FACTS_AT_ONCE = 12;
/** Production-day steps for "fastest". */
const FAST_STEPS = [2, 3, 5, 7, 10, 15, 30];

/** The order constraints are given up in when nothing fits them all (the product type never is; its kind last). */
export const RELAXABLE: ReadonlyArray<{ key: ConstraintKey; applies: (i: ChatIntent) => boolean; drop: (i: ChatIntent) => ChatIntent; label: (i: ChatIntent) => string; alone?: boolean }> = [
  { key: 'colors', applies: (i) => i.colors.length > 0, drop: (i) => ({ ...i, colors: [] }), label: (i) => `the colour (${i.colors.join(' or ').toLowerCase()})` },
  { key: 'madeIn', applies: (i) => i.madeIn !== null, drop: (i) => ({ ...i, madeIn: null }), label: (i) => `made in ${countryName(i.madeIn!)}` },
  { key: 'recyclable', applies: (i) => i.recyclable, drop: (i) => ({ ...i, recyclable: false }), label: () => 'the recyclable requirement' },
  { key: 'eco', applies: (i) => i.eco, drop: (i) => ({ ...i, eco: false }), label: () => 'the eco-friendly requirement' },
  // A production time the client set, not met at standard times: first the products the supplier's rush service makes in time
  // (tried when it is the one constraint missed; `alone`).
  {
    key: 'deadline',
    applies: (i) => i.prodTimeDays !== null && !i.rush && i.prodTimeDays >= RUSH_DAYS,
    drop: (i) => ({ ...i, rush: true }),
    label: (i) => `the production time (${i.prodTimeDays} days) to the supplier's rush service`,
    alone: true,
  },
  { key: 'deadline', applies: (i) => i.prodTimeDays !== null, drop: (i) => ({ ...i, prodTimeDays: null, rush: false }), label: (i) => `the deadline (${i.prodTimeDays} production days)` },
  { key: 'budget', applies: (i) => i.budgetMax !== null || i.budgetMin !== null, drop: (i) => ({ ...i, budgetMax: null, budgetMin: null, sort: 'price-low' }), label: (i) => `the budget (${describeBudget(i)})` },
  { key: 'quantity', applies: (i) => i.quantity !== null, drop: (i) => ({ ...i, quantity: null }), label: (i) => `the minimum order (${i.quantity} units)` },
  // The kind named ('gel pens', 'drawstring bags') is part of what the product is: given up last.
  { key: 'kind', applies: (i) => i.keywords.length > 0, drop: (i) => ({ ...i, keywords: [] }), label: (i) => `the kind (${i.keywords.join(' ')})` },
];

/** The catalogue search for an intent, with the soft parts (themes, describing words) as given. */
export function searchInputOf(i: ChatIntent, vocabulary: CatalogueVocabulary, soft: { themes: string[]; keywords: string[] }, named?: ProductType): Record<string, unknown> {
  const type = named ?? (i.productType ? typeOf(vocabulary, i.productType) : undefined);
  const category = i.category ?? (type && type.categories.length === 1 ? type.categories[0] : '');
  // A product the vocabulary lacks (unlistedIntent) is searched for by its own words.
  const unlisted = !type && i.productType ? [i.productType] : [];
  return {
    categories: category,
    itemName: type ? type.words.join(' ') : '',
    keywords: [...unlisted, ...soft.keywords].join(' '),
    colors: i.colors,
    themes: soft.themes,
    qty: i.quantity,
    priceLow: i.budgetMin,
    priceHigh: i.budgetMax,
    prodTime: i.prodTimeDays,
    includeRush: i.rush,
    envFriendly: i.eco,
    recyclable: i.recyclable,
    madeIn: i.madeIn ? [i.madeIn] : [],
    sort: i.sort === 'fastest' ? 'relevance' : i.sort,
    maxRecs: CANDIDATES,
  };
}

export interface Checked {
  product: ProductSummary;
  check: CheckResult;
}

/** Candidates of one search checked against `against`, in order, stopping once `enough` pass `keep`. */
async function checkCandidates(tools: ChatTools, input: Record<string, unknown>, against: ChatIntent, seen: Set<string>, keep: (c: CheckResult) => boolean, enough: number) {
  const found = await tools.search(input);
  const fresh = found.products.filter((p) => !seen.has(p.id));
  const out: Checked[] = [];
  for (let from = 0; from < fresh.length && out.length < enough; from += FACTS_AT_ONCE) {
    const batch = fresh.slice(from, from + FACTS_AT_ONCE);
    const facts = await tools.products(batch.map((p) => p.id));
    for (const product of batch) {
      if (out.length >= enough) break;
      const known = facts.get(product.id);
      if (!known) continue;
      const check = checkProduct(against, known, tools.vocabulary);
      if (!keep(check)) continue;
      seen.add(product.id);
      // A search's summary may only guess the minimum (SAGE's search answers none); the facts have the product's own.
      out.push({ product: { ...product, minQuantity: known.minQuantity }, check });
    }
  }
  return out;
}

/** The soft parts tried in turn: themes and describing words, then each alone, then neither. */
function softTiers(i: ChatIntent): Array<{ themes: string[]; keywords: string[] }> {
  if (i.sort !== 'relevance') return [{ themes: [], keywords: [] }];
  // The trade's other word for the kind ('click' for 'retractable') is searched too: names say either.
  const otherWords = i.keywords.map((k) => sameKindWords(k)[0] ?? k);
  const tiers = [
    { themes: i.themes, keywords: i.keywords },
    { themes: [], keywords: i.keywords },
    { themes: [], keywords: otherWords },
    { themes: i.themes, keywords: [] },
    { themes: [], keywords: [] },
  ];
  return tiers.filter((t, k) => tiers.findIndex((u) => u.themes.join() === t.themes.join() && u.keywords.join() === t.keywords.join()) === k);
}

/** Products fitting `search` (checked against `against`), best first, at most `max`. */
async function collect(tools: ChatTools, search: ChatIntent, against: ChatIntent, keep: (c: CheckResult) => boolean, max: number, seen: Set<string>): Promise<Checked[]> {
  const out: Checked[] = [];
  // The type, then the catalogue's other names for it ('table throw', 'table cover') while fewer than MIN_FITS are found.
  const type = search.productType ? typeOf(tools.vocabulary, search.productType) : undefined;
  const names = type ? familyOf(tools.vocabulary, type) : [undefined];
  const wanted = (k: number) => k === 0 || out.length < MIN_FITS;
  if (search.sort === 'fastest') {
    for (const step of FAST_STEPS) {
      const days = search.prodTimeDays === null ? step : Math.min(step, search.prodTimeDays);
      for (const [k, name] of names.entries()) {
        if (!wanted(k)) break;
        const input = { ...searchInputOf({ ...search, prodTimeDays: days, rush: false }, tools.vocabulary, { themes: [], keywords: [] }, name) };
        out.push(...(await checkCandidates(tools, input, against, seen, keep, max - out.length)));
      }
      if (out.length >= max || (search.prodTimeDays !== null && step >= search.prodTimeDays)) break;
    }
    return out.sort((a, b) => (a.check.productionDays ?? 99) - (b.check.productionDays ?? 99));
  }
  for (const soft of softTiers(search)) {
    if (out.length >= max) break;
    // Describing words say which kind ('drawstring bags', 'gel pens'): other kinds only when none of that kind fits.
    if (out.length > 0 && search.keywords.length > 0 && soft.keywords.length === 0) break;
    for (const [k, name] of names.entries()) {
      if (out.length >= max || !wanted(k)) break;
      out.push(...(await checkCandidates(tools, searchInputOf(search, tools.vocabulary, soft, name), against, seen, keep, max - out.length)));
    }
  }
  if (search.sort === 'price-low') out.sort((a, b) => (a.check.unitPrice ?? 0) - (b.check.unitPrice ?? 0));
  if (search.sort === 'price-high') out.sort((a, b) => (b.check.unitPrice ?? 0) - (a.check.unitPrice ?? 0));
  return out;
}

/** Asked for a sort ('cheapest', 'fastest'), the whole list is in that order, near fits among the full ones. */
function sortedAsAsked(intent: ChatIntent, list: Checked[]): Checked[] {
  const key: Record<string, ((c: Checked) => number) | undefined> = {
    fastest: (c) => c.check.productionDays ?? 99,
    'price-low': (c) => c.check.unitPrice ?? 0,
    'price-high': (c) => -(c.check.unitPrice ?? 0),
  };
  const by = key[intent.sort];
  return by ? [...list].sort((a, b) => by(a) - by(b)) : list;
}

export interface Recommendation {
  intent: ChatIntent;
  products: RecommendedProduct[];
  /** Products meeting every constraint. */
  fits: number;
  /** Labels of the constraints relaxed for the products that miss one ('the colour (navy)'). */
  relaxed: string[];
}

const withFit = (c: Checked): RecommendedProduct => ({
  ...c.product,
  price: c.check.unitPrice !== null && c.check.quantity !== null ? { min: c.check.unitPrice, max: c.check.unitPrice } : c.product.price,
  fit: c.check,
});

/**
 * The products to show for an intent: the full fits first; fewer than MIN_FITS, then products
 * that miss one constraint (the first in RELAXABLE order that finds any), each card saying what it misses.
 */
export async function recommend(intent: ChatIntent, tools: ChatTools, max = REPLY_PRODUCTS_MAX): Promise<Recommendation> {
  const seen = new Set<string>();
  const full = await collect(tools, intent, intent, (c) => c.missed.length === 0, max, seen);
  if (full.length >= MIN_FITS) return { intent: { ...intent, relaxed: [] }, products: full.map(withFit), fits: full.length, relaxed: [] };
  for (const step of RELAXABLE) {
    if (!step.applies(intent)) continue;
    const near = await collect(tools, step.drop(intent), intent, (c) => c.missed.length === 1 && c.missed[0] === step.key, max - full.length, seen);
    if (near.length > 0) {
      return { intent: { ...intent, relaxed: [step.key] }, products: sortedAsAsked(intent, [...full, ...near]).map(withFit), fits: full.length, relaxed: [step.label(intent)] };
    }
  }
  // Nothing misses only one constraint: give them up one after another (never the product type).
  let search = intent;
  const keys: ConstraintKey[] = [];
  const labels: string[] = [];
  for (const step of RELAXABLE) {
    if (!step.applies(search) || step.alone) continue;
    keys.push(step.key);
    labels.push(step.label(search));
    search = step.drop(search);
    const near = await collect(tools, search, intent, (c) => c.missed.every((k) => keys.includes(k)) && !c.missed.includes('type'), max - full.length, seen);
    if (near.length > 0) return { intent: { ...intent, relaxed: [...keys] }, products: [...full, ...near].map(withFit), fits: full.length, relaxed: labels };
  }
  return { intent: { ...intent, relaxed: full.length ? [] : keys }, products: full.map(withFit), fits: full.length, relaxed: [] };
}
