import { hashString } from '../seeded-random.js';
import { DECORATION_LABELS, type DecorationMethod } from '../../contracts/decoration.js';
import { CATALOGUE_CATEGORIES } from '../../contracts/builtin-catalogue.js';

export { DECORATION_METHODS, DECORATION_LABELS, type DecorationMethod } from '../../contracts/decoration.js';

/**
 * How a built-in catalogue product can be decorated and what it costs the distributor, as a
 * supplier's product page (or SAGE's product detail, service 105) states it: the decoration
 * methods with their imprint locations and areas, a one-time setup charge and a run charge per
 * unit, and the distributor's discount off the list price (its price code).
 *
 * Derived deterministically from the product's category, its stated imprint method and its item
 * number, so the same product always has the same options without storing them.
 */

/** The area a logo is placed in, as fractions of the product picture (for virtual samples). */
export type ImprintBox = { x: number; y: number; width: number; height: number };

export type DecorationOption = {
  method: DecorationMethod;
  label: string;
  /** Where on the product the imprint can go ('Front', 'Left chest', 'Barrel'…). */
  locations: string[];
  /** Most ink / thread colours per location (full-color methods: 0 = unlimited). */
  maxColors: number;
  /** Imprint size as the supplier states it. */
  imprintArea: string;
  setupCents: number;
  /** Per unit, per location. */
  runCents: number;
};

/** What a phrase of the catalogue's imprint text means as a method. */
const METHOD_WORDS: ReadonlyArray<[RegExp, DecorationMethod]> = [
  [/embroider|woven patch|leather patch/, 'embroidery'],
  [/laser|sandblast|etch/, 'laser_engraving'],
  [/deboss|emboss|die strik|foil/, 'deboss'],
  [/heat transfer/, 'heat_transfer'],
  [/full-colou?r|digital|sublimation|direct-to-garment|uv print|wrap|label|doming|sleeve|wrapper/, 'full_color'],
  [/pad print/, 'pad_print'],
  [/screen|soy-based/, 'screen_print'],
];

export function methodOf(text: string): DecorationMethod | null {
  const lower = text.toLowerCase();
  return METHOD_WORDS.find(([re]) => re.test(lower))?.[1] ?? null;
}

/** Typical industry charges per method: setup (one-time) and run (per unit, per location), in cents. */
const CHARGES: Record<DecorationMethod, { setup: [number, number]; run: [number, number]; maxColors: number }> = {
  screen_print: { setup: [4000, 6000], run: [20, 45], maxColors: 4 },
  embroidery: { setup: [5000, 8000], run: [150, 350], maxColors: 8 },
  laser_engraving: { setup: [4000, 6000], run: [60, 150], maxColors: 1 },
  deboss: { setup: [6000, 9000], run: [40, 90], maxColors: 1 },
  full_color: { setup: [0, 5000], run: [35, 120], maxColors: 0 },
  pad_print: { setup: [4000, 5500], run: [15, 35], maxColors: 3 },
  heat_transfer: { setup: [3500, 5000], run: [75, 200], maxColors: 0 },
};

/** Locations and the printable box on the product picture, by kind of product. */
const PLACEMENTS: ReadonlyArray<{ match: RegExp; locations: string[]; area: string; box: ImprintBox }> = [
  { match: /shirt|tee|polo|hoodie|sweatshirt|jacket|vest|quarter-zip/, locations: ['Left chest', 'Full front', 'Full back', 'Right sleeve'], area: '4" W x 4" H (left chest)', box: { x: 0.56, y: 0.3, width: 0.18, height: 0.16 } },
  { match: /cap|hat|beanie|visor|bucket/, locations: ['Front', 'Side', 'Back'], area: '4" W x 2" H', box: { x: 0.35, y: 0.38, width: 0.3, height: 0.16 } },
  { match: /pen|pencil|stylus|highlighter|marker/, locations: ['Barrel', 'Clip'], area: '1.75" W x 0.3" H', box: { x: 0.3, y: 0.46, width: 0.4, height: 0.08 } },
  { match: /mug|tumbler|bottle|cup|glass|flask|can cooler|koozie/, locations: ['Front', 'Back', 'Wrap'], area: '3" W x 2.5" H', box: { x: 0.34, y: 0.38, width: 0.3, height: 0.26 } },
  { match: /tote|bag|backpack|duffel|cooler|pouch|messenger/, locations: ['Front', 'Back', 'Pocket'], area: '8" W x 8" H', box: { x: 0.32, y: 0.42, width: 0.36, height: 0.3 } },
];
const DEFAULT_PLACEMENT = { locations: ['Front', 'Back'], area: '2" W x 1.5" H', box: { x: 0.34, y: 0.38, width: 0.32, height: 0.24 } };

export function placementOf(productName: string) {
  const lower = productName.toLowerCase();
  return PLACEMENTS.find((p) => p.match.test(lower)) ?? DEFAULT_PLACEMENT;
}

/** Price codes as suppliers print them: the distributor's discount off the list price. */
const PRICE_CODES = [
  { code: 'P', discountPct: 50 },
  { code: 'Q', discountPct: 45 },
  { code: 'R', discountPct: 40 },
  { code: 'C', discountPct: 40 },
] as const;

export type ProductCostTerms = { priceCode: string; discountPct: number };

const pick = (seed: number, [lo, hi]: readonly [number, number], step: number) => lo + (Math.floor((seed % 1000) / 1000 * ((hi - lo) / step + 1)) * step);

export function costTermsOf(itemNum: string): ProductCostTerms {
  const p = PRICE_CODES[hashString(`code:${itemNum}`) % PRICE_CODES.length];
  return { priceCode: p.code, discountPct: p.discountPct };
}

/** The distributor's net cost for a list price, in cents (list × (1 − discount), to the cent). */
export const netCostCents = (listCents: number, terms: ProductCostTerms): number => Math.round((listCents * (100 - terms.discountPct)) / 100);

export type DecoratableProduct = { itemNum: string; name: string; category: string; imprintMethod: string | null };

/**
 * The decoration options of a built-in product: its stated method first, then the other methods
 * its category offers, each with charges in the industry's usual ranges.
 */
export function decorationOptionsOf(product: DecoratableProduct, categoryImprints: readonly string[]): DecorationOption[] {
  const placement = placementOf(product.name);
  const methods: DecorationMethod[] = [];
  for (const text of [product.imprintMethod ?? '', ...categoryImprints]) {
    const m = methodOf(text);
    if (m && !methods.includes(m)) methods.push(m);
  }
  if (methods.length === 0) methods.push('pad_print');
  return methods.map((method) => {
    const seed = hashString(`${method}:${product.itemNum}`);
    const charges = CHARGES[method];
    return {
      method,
      label: DECORATION_LABELS[method],
      locations: method === 'embroidery' || method === 'heat_transfer' ? placement.locations : placement.locations.slice(0, 2),
      maxColors: charges.maxColors,
      imprintArea: placement.area,
      setupCents: pick(seed, charges.setup, 500),
      runCents: pick(seed >>> 10, charges.run, 5),
    };
  });
}

const imprintsByCategory = new Map<string, readonly string[]>(CATALOGUE_CATEGORIES.map((c) => [c.name, c.imprint]));

/** A product's decoration options from the catalogue's own data: its first category's methods, charged by its item number. */
export function catalogueDecorationOptions(p: { itemNum: string; name: string; categories: readonly string[] }): DecorationOption[] {
  const category = p.categories[0] ?? '';
  return decorationOptionsOf({ itemNum: p.itemNum || p.name, name: p.name, category, imprintMethod: null }, imprintsByCategory.get(category) ?? []);
}

export const imprintBoxOf = (productName: string): ImprintBox => placementOf(productName).box;
