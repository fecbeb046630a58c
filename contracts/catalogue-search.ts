import { z } from 'zod';
import { COUNTRIES, ESG_VALUES, PREF_GROUPS, THEMES } from './catalogue.js';

// ---------------------------------------------------------------------------
// Limits and defaults of the product search (docs/product.md#limits, the catalogue integration notes).
// ---------------------------------------------------------------------------

export const SEARCH_SORTS = ['relevance', 'price-low', 'price-high'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const THUMB_PIC_RESOLUTIONS = [100, 150, 200, 300, 1800] as const;
export const MAX_RECS_LIMIT = 500;
export const MAX_PAGE = 1000;
/**
 * Matches are counted up to this many, like SAGE's maxTotalItems default (INTEGRATIONS.md);
 * beyond it the total reads "1,000+". Counting every match of a broad search would cost a scan
 * of the whole catalogue on every request.
 */
export const SEARCH_COUNT_LIMIT = 1_000;
export const SEARCH_DEFAULTS = { sort: 'relevance', maxRecs: 100, thumbPicRes: 150, siteCountry: 'US', page: 1 } as const;

// ---------------------------------------------------------------------------
// Field parsers. Query strings deliver everything as text; JSON bodies may use
// real numbers, booleans and arrays. Both are accepted and normalised.
// ---------------------------------------------------------------------------

const TRUE_WORDS = new Set(['true', '1', 'on', 'yes']);
const FALSE_WORDS = new Set(['false', '0', 'off', 'no', '']);

/** Repeated query keys arrive as arrays; a scalar field takes the last value. */
function lastValue(v: unknown): unknown {
  return Array.isArray(v) ? v[v.length - 1] : v;
}

function text(label: string, max: number) {
  return z
    .preprocess((raw) => {
      const v = lastValue(raw);
      if (v === undefined || v === null) return '';
      if (typeof v === 'number' && Number.isFinite(v)) return String(v);
      return typeof v === 'string' ? v.trim() : v;
    }, z.string({ error: `${label} must be text` }).max(max, { error: `${label} must be at most ${max} characters` }));
}

function toNumberOrKeep(raw: unknown): unknown {
  const v = lastValue(raw);
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string') return v;
  const s = v.trim();
  if (s === '') return null;
  return /^-?(?:\d+(?:\.\d*)?|\.\d+)$/.test(s) ? Number(s) : s;
}

function decimal(label: string) {
  return z.preprocess(
    toNumberOrKeep,
    z
      .number({ error: `${label} must be a number` })
      .min(0, { error: `${label} cannot be negative` })
      .max(1_000_000, { error: `${label} must be at most 1,000,000` })
      .nullable(),
  );
}

function wholeNumber(message: string, max: number, maxMessage: string) {
  return z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(max, { error: maxMessage });
}

function optionalWhole(label: string, max: number, suffix = '') {
  const message = `${label} must be a positive whole number${suffix}`;
  return z.preprocess(toNumberOrKeep, wholeNumber(message, max, `${label} must be at most ${max.toLocaleString('en-US')}`).nullable());
}

function defaultedWhole(label: string, max: number, fallback: number) {
  return z.preprocess(
    (raw) => toNumberOrKeep(raw) ?? undefined,
    wholeNumber(`${label} must be a positive whole number`, max, `${label} must be at most ${max}`).default(fallback),
  );
}

function flag(label: string) {
  return z.preprocess((raw) => {
    const v = lastValue(raw);
    if (v === undefined || v === null) return undefined;
    if (typeof v === 'string') {
      const s = v.trim().toLowerCase();
      if (TRUE_WORDS.has(s)) return true;
      if (FALSE_WORDS.has(s)) return false;
    }
    return v;
  }, z.boolean({ error: `${label} must be true or false` }).default(false));
}

function shorten(v: unknown): string {
  const s = String(v);
  return s.length > 40 ? `${s.slice(0, 40)}…` : s;
}

/**
 * Comma-joined text or an array (of possibly comma-joined items) → trimmed, de-duplicated list.
 * Collection stops just past `limit` so a huge input yields a handful of issues, not thousands.
 */
function splitList(limit: number, canonical?: readonly string[]) {
  const lookup = new Map((canonical ?? []).map((c) => [c.toLowerCase(), c]));
  return (raw: unknown): unknown => {
    if (raw === undefined || raw === null) return [];
    const parts = typeof raw === 'string' ? [raw] : raw;
    if (!Array.isArray(parts)) return raw;
    const out: unknown[] = [];
    for (const part of parts) {
      if (out.length > limit) break;
      if (typeof part !== 'string') {
        out.push(part);
        continue;
      }
      for (const piece of part.split(',')) {
        const item = piece.trim();
        if (item === '') continue;
        const value = lookup.get(item.toLowerCase()) ?? item;
        if (!out.includes(value)) out.push(value);
        if (out.length > limit) break;
      }
    }
    return out;
  };
}

function enumList<T extends readonly [string, ...string[]]>(values: T, label: string, noun: string) {
  return z.preprocess(
    splitList(values.length, values),
    z
      .array(z.enum(values, { error: (iss) => `${label} "${shorten(iss.input)}" is not one of the available ${noun}` }), {
        error: `${noun.charAt(0).toUpperCase()}${noun.slice(1)} must be a list`,
      })
      .max(values.length, { error: `Choose at most ${values.length} ${noun}` }),
  );
}

const colorList = z.preprocess(
  splitList(30),
  z
    .array(z.string({ error: 'Colors must be text' }), { error: 'Colors must be a list' })
    .refine((list) => list.join(',').length <= 100, { error: 'Colors must be at most 100 characters' }),
);

function choice<T extends readonly [string, ...string[]]>(values: T, message: string, fallback: T[number], upper = false) {
  return z.preprocess((raw) => {
    const v = lastValue(raw);
    if (v === undefined || v === null) return undefined;
    if (typeof v !== 'string') return v;
    const s = v.trim();
    if (s === '') return undefined;
    return upper ? s.toUpperCase() : s.toLowerCase();
  }, z.enum(values, { error: message }).default(fallback));
}

const thumbMessage = 'Thumbnail size must be 100, 150, 200, 300 or 1800';
const thumbPicRes = z.preprocess(
  (raw) => toNumberOrKeep(raw) ?? undefined,
  z
    .number({ error: thumbMessage })
    .refine((n) => (THUMB_PIC_RESOLUTIONS as readonly number[]).includes(n), { error: thumbMessage })
    .default(SEARCH_DEFAULTS.thumbPicRes),
);

// ---------------------------------------------------------------------------
// Product search form (docs/product.md#catalogue "Product search form").
// ---------------------------------------------------------------------------

export const catalogueSearchQuery = z
  .object({
    categories: text('Category', 100),
    themes: enumList(THEMES, 'Theme', 'themes'),
    keywords: text('Keywords', 200),
    itemNum: text('Item number', 100),
    itemNumExact: flag('Exact item number'),
    itemName: text('Item name', 100),
    colors: colorList,
    priceLow: decimal('Minimum price'),
    priceHigh: decimal('Maximum price'),
    qty: optionalWhole('Quantity', 1_000_000),
    suppId: optionalWhole('Supplier ID', 99_999_999),
    lineName: text('Line name', 100),
    prefGroups: enumList(PREF_GROUPS, 'Preference group', 'preference groups'),
    prodTime: optionalWhole('Production time', 365, ' of days'),
    includeRush: flag('Include rush'),
    madeIn: enumList(COUNTRIES, 'Country', 'countries'),
    siteCountry: choice(COUNTRIES, `Site country must be one of ${COUNTRIES.join(', ')}`, SEARCH_DEFAULTS.siteCountry, true),
    verified: flag('Verified'),
    recyclable: flag('Recyclable'),
    envFriendly: flag('Environmentally friendly'),
    newProduct: flag('New product'),
    unionShop: flag('Union shop'),
    allAudiences: flag('All audiences'),
    endUserOnly: flag('End user only'),
    popular: flag('Popular'),
    fresh: flag('Fresh'),
    timely: flag('Timely'),
    hideOldPricing: flag('Hide old pricing'),
    esg: enumList(ESG_VALUES, 'ESG value', 'ESG values'),
    sort: choice(SEARCH_SORTS, 'Sort must be relevance, price-low or price-high', SEARCH_DEFAULTS.sort),
    maxRecs: defaultedWhole('Max results', MAX_RECS_LIMIT, SEARCH_DEFAULTS.maxRecs),
    thumbPicRes,
    page: defaultedWhole('Page', MAX_PAGE, SEARCH_DEFAULTS.page),
  })
  .superRefine((q, ctx) => {
    if (q.priceLow !== null && q.priceHigh !== null && q.priceLow > q.priceHigh) {
      ctx.addIssue({ code: 'custom', path: ['priceLow'], message: 'Minimum price cannot be above maximum price' });
    }
  });

export type CatalogueSearchQuery = z.output<typeof catalogueSearchQuery>;

/**
 * GET /api/catalogue/search?…&source=builtin: this one search from the built-in catalogue, for
 * when the workspace's outside catalogue (SAGE) cannot be reached. Absent: the workspace's own.
 */
export const searchSourceParam = z.object({
  source: z.enum(['builtin'], { error: 'Source must be builtin' }).optional(),
});
/** The results card's offer when SAGE could not answer. */
export const SEARCH_BUILTIN_INSTEAD = 'Search the built-in catalogue instead';

/** A fully defaulted, empty search form (what "Reset Form" goes back to). */
export function emptySearchQuery(): CatalogueSearchQuery {
  return catalogueSearchQuery.parse({});
}

const FLAG_FIELDS = [
  'verified', 'recyclable', 'envFriendly', 'newProduct', 'unionShop', 'allAudiences',
  'endUserOnly', 'popular', 'fresh', 'timely',
] as const;
export type ProductFlag = (typeof FLAG_FIELDS)[number];
export const PRODUCT_FLAGS: readonly ProductFlag[] = FLAG_FIELDS;

const TEXT_FILTERS = ['categories', 'keywords', 'itemNum', 'itemName', 'lineName'] as const;
const LIST_FILTERS = ['themes', 'colors', 'prefGroups', 'madeIn', 'esg'] as const;
const NUMBER_FILTERS = ['priceLow', 'priceHigh', 'qty', 'suppId', 'prodTime'] as const;

/**
 * True when no filter narrows the search, so the default category applies (docs/product.md#catalogue).
 * Modifiers (itemNumExact, includeRush, hideOldPricing, siteCountry) and paging/sorting
 * fields do not count as filters on their own.
 */
export function isEmptySearch(q: Partial<CatalogueSearchQuery>): boolean {
  if (TEXT_FILTERS.some((k) => (q[k] ?? '').trim() !== '')) return false;
  if (LIST_FILTERS.some((k) => (q[k]?.length ?? 0) > 0)) return false;
  if (NUMBER_FILTERS.some((k) => q[k] !== null && q[k] !== undefined)) return false;
  return !FLAG_FIELDS.some((k) => q[k] === true);
}

const PARAM_ORDER = [
  'categories', 'themes', 'keywords', 'itemNum', 'itemNumExact', 'itemName', 'colors', 'priceLow',
  'priceHigh', 'qty', 'suppId', 'lineName', 'prefGroups', 'prodTime', 'includeRush', 'madeIn',
  'siteCountry', ...FLAG_FIELDS, 'hideOldPricing', 'esg', 'sort', 'maxRecs', 'thumbPicRes', 'page',
] as const satisfies readonly (keyof CatalogueSearchQuery)[];

/**
 * Query string for `GET /api/catalogue/search`: lists comma-joined; nulls, empty text,
 * empty lists, false flags and default values omitted (parsing puts the defaults back).
 */
export function toSearchParams(q: Partial<CatalogueSearchQuery>): URLSearchParams {
  const params = new URLSearchParams();
  const defaults: Record<string, unknown> = SEARCH_DEFAULTS;
  for (const key of PARAM_ORDER) {
    const value = q[key];
    if (value === null || value === undefined || value === false || value === defaults[key]) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else if (typeof value === 'string') {
      if (value.trim() !== '') params.set(key, value.trim());
    } else {
      params.set(key, String(value));
    }
  }
  return params;
}
