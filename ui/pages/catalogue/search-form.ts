import {
  PRODUCT_FLAGS,
  SEARCH_DEFAULTS,
  catalogueSearchQuery,
  emptySearchQuery,
  type CatalogueSearchQuery,
  type ProductFlag,
} from '../../../contracts/catalogue-search.js';
import { PRODUCT_COLORS } from '../../../contracts/product-colors.js';

/** The search form as its inputs hold it: text for numbers and colours, arrays for multi-selects. */
export type SearchFormValues = {
  categories: string;
  themes: string[];
  keywords: string;
  itemNum: string;
  itemNumExact: boolean;
  itemName: string;
  colors: string;
  priceLow: string;
  priceHigh: string;
  qty: string;
  suppId: string;
  lineName: string;
  prefGroups: string[];
  prodTime: string;
  includeRush: boolean;
  madeIn: string[];
  siteCountry: string;
  hideOldPricing: boolean;
  esg: string[];
  sort: string;
  maxRecs: string;
} & Record<ProductFlag, boolean>;

export const SEARCH_TABS = ['product-criteria', 'supplier-criteria', 'other-filters'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

/** Which tab shows a field, to open it when the field has an error. */
export const FIELD_TAB: Partial<Record<keyof SearchFormValues, SearchTab>> = {
  suppId: 'supplier-criteria', lineName: 'supplier-criteria', prefGroups: 'supplier-criteria', prodTime: 'supplier-criteria',
  includeRush: 'supplier-criteria', madeIn: 'supplier-criteria', siteCountry: 'supplier-criteria',
  hideOldPricing: 'other-filters', esg: 'other-filters',
  ...Object.fromEntries(PRODUCT_FLAGS.map((f) => [f, 'other-filters'])),
};

const text = (n: number | null) => (n === null ? '' : String(n));

export function toFormValues(q: CatalogueSearchQuery): SearchFormValues {
  return {
    categories: q.categories,
    themes: [...q.themes],
    keywords: q.keywords,
    itemNum: q.itemNum,
    itemNumExact: q.itemNumExact,
    itemName: q.itemName,
    colors: q.colors.join(', '),
    priceLow: text(q.priceLow),
    priceHigh: text(q.priceHigh),
    qty: text(q.qty),
    suppId: text(q.suppId),
    lineName: q.lineName,
    prefGroups: [...q.prefGroups],
    prodTime: text(q.prodTime),
    includeRush: q.includeRush,
    madeIn: [...q.madeIn],
    siteCountry: q.siteCountry,
    hideOldPricing: q.hideOldPricing,
    esg: [...q.esg],
    sort: q.sort,
    maxRecs: String(q.maxRecs),
    ...(Object.fromEntries(PRODUCT_FLAGS.map((f) => [f, q[f]])) as Record<ProductFlag, boolean>),
  };
}

export const defaultFormValues = (): SearchFormValues => toFormValues(emptySearchQuery());

/** Form values from a page address such as /product-search?categories=Bags (links from elsewhere). */
export function formValuesFromParams(params: URLSearchParams): { values: SearchFormValues; page: number } | null {
  if ([...params.keys()].length === 0) return null;
  const raw: Record<string, string> = {};
  params.forEach((v, k) => (raw[k] = v));
  const parsed = catalogueSearchQuery.safeParse(raw);
  if (!parsed.success) return null;
  return { values: toFormValues(parsed.data), page: parsed.data.page };
}

/** The query the API takes (validated values from the resolver, plus the page). */
export const withPage = (q: CatalogueSearchQuery, page: number): CatalogueSearchQuery => ({ ...q, page, thumbPicRes: SEARCH_DEFAULTS.thumbPicRes });

/** What a search carries to a proposal line: its quantity (the line's first tier) and its first colour. */
export type CarriedSearch = { quantity: number | null; color: string | null };
export const NOTHING_CARRIED: CarriedSearch = { quantity: null, color: null };

/** The catalogue's spelling of a colour typed in the search ('navy' → 'Navy'), else as typed. */
const colorName = (typed: string) => Object.keys(PRODUCT_COLORS).find((c) => c.toLowerCase() === typed.toLowerCase()) ?? typed;

function carried(qtyText: string | null | undefined, colorsText: string | null | undefined): CarriedSearch {
  const qty = Number(qtyText);
  const color = (colorsText ?? '').split(',')[0]?.trim() ?? '';
  return { quantity: Number.isInteger(qty) && qty > 0 && qty <= 1_000_000 ? qty : null, color: color && color.length <= 80 ? colorName(color) : null };
}

/** The quantity and colour of the search that showed the results. */
export const carriedSearch = (values: Pick<SearchFormValues, 'qty' | 'colors'> | null | undefined): CarriedSearch => carried(values?.qty, values?.colors);

/** A product page's address carrying them (/products/:id?qty=250&color=Navy), and back. */
export function withCarried(href: string, c: CarriedSearch): string {
  const params = new URLSearchParams();
  if (c.quantity) params.set('qty', String(c.quantity));
  if (c.color) params.set('color', c.color);
  const query = params.toString();
  return query ? `${href}${href.includes('?') ? '&' : '?'}${query}` : href;
}
export const carriedFromParams = (params: URLSearchParams): CarriedSearch => carried(params.get('qty'), params.get('color'));
