import {
  DEFAULT_CATEGORY,
  MAPPED_PRODUCT_DEFAULTS as DEFAULTS,
  type PriceBreak,
  type ProductDetail,
  type ProductSummary,
} from '../../../contracts/catalogue.js';
import { isEmptySearch, type CatalogueSearchQuery } from '../../../contracts/catalogue-search.js';
import { formatPrice, priceRange, priceRangeFromText } from '../pricing.js';
import { mapSageCosting } from './sage-costing.js';
import type { ProductCosting } from '../../ports/catalogue.js';
import { asRecord, num, str, textList, truthy, type Json } from './sage-json.js';
import { ProviderError } from '../../ports/provider-error.js';
import { CENTRED_IMPRINT_AREA } from '../../../contracts/imprint.js';

/**
 * SAGE Connect API adapter (see INTEGRATIONS.md). One POST endpoint; the service is chosen by
 * `serviceId`, credentials travel in the body's `auth`. The key must never appear in an error,
 * a log line or anything returned to the caller.
 */

export const SAGE_BASE_URL = 'https://www.promoplace.com';
export const SAGE_API_PATH = '/ws/ws.dll/ConnectAPI';
const API_VERSION = 130;
const DEFAULT_TIMEOUT_MS = 10_000;
// Extra list fields worth their size: what the result cards show. DESCRIPTION is left out (large).
const EXTRA_RETURN_FIELDS = 'ITEMNUM,CATEGORY,SUPPID,SUPPLIER,PRODTIME';

export type SageErrorCode = 'auth' | 'criteria' | 'busy' | 'rejected' | 'unreachable' | 'bad_response';

/** A busy or unreachable SAGE may answer later; refused credentials or criteria will not change. */
const RETRYABLE: ReadonlySet<SageErrorCode> = new Set(['busy', 'unreachable']);

export class SageError extends ProviderError {
  readonly code: SageErrorCode;
  /** SAGE's own error number when it reported one. */
  readonly errNum: number | null;
  /** HTTP status when SAGE answered with a non-success status. */
  readonly status: number | null;
  constructor(code: SageErrorCode, message: string, details: { errNum?: number | null; status?: number | null } = {}) {
    super('sage', message, { retryable: RETRYABLE.has(code) });
    this.name = 'SageError';
    this.code = code;
    this.errNum = details.errNum ?? null;
    this.status = details.status ?? null;
  }
  toJSON(): { name: string; code: SageErrorCode; message: string; errNum: number | null; status: number | null } {
    return { name: this.name, code: this.code, message: this.message, errNum: this.errNum, status: this.status };
  }
}

export const SAGE_MESSAGES = {
  auth: 'SAGE rejected the catalogue credentials (check Account ID, Login ID and key)',
  criteria: 'SAGE needs more search criteria: add a keyword, a category or another filter',
  busy: 'SAGE is busy with too many searches from this account; please try again in a moment',
  unreachable: 'Could not reach the SAGE catalogue; please try again later',
  badResponse: 'SAGE sent a response that could not be read',
} as const;

export interface SageClientOptions {
  /** Origin of the API, e.g. SAGE_BASE_URL; the API path is appended. */
  baseUrl: string;
  acctId: number;
  loginId: string;
  key: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

export interface SageSearchResult {
  products: ProductSummary[];
  total: number;
}

export interface SageClient {
  searchProducts(query: CatalogueSearchQuery): Promise<SageSearchResult>;
  listCategories(): Promise<string[]>;
  productDetail(prodEId: string | number): Promise<ProductDetail>;
  /** Full detail (service 105): the distributor's net costs and the supplier's decoration charges. */
  productCosting(prodEId: string | number): Promise<ProductCosting | null>;
}

/** Pairs SAGE's parallel qty/prc string arrays; trailing "0"/"" entries are unused slots. */
export function sagePriceBreaks(qty: unknown, prc: unknown): PriceBreak[] {
  const quantities = Array.isArray(qty) ? qty : [];
  const prices = Array.isArray(prc) ? prc : [];
  const breaks: PriceBreak[] = [];
  for (let i = 0; i < quantities.length; i++) {
    const minQty = num(quantities[i]);
    const price = num(prices[i]);
    if (minQty === null || minQty <= 0 || !Number.isInteger(minQty) || price === null || price <= 0) continue;
    breaks.push({ minQty, price });
  }
  return breaks.sort((a, b) => a.minQty - b.minQty);
}

export function sageImageUrl(baseUrl: string, suppId: number, prodEId: string | number, px: number, index = 1): string {
  const origin = baseUrl.replace(/(?<!\/)\/+$/, '');
  return `${origin}/ws/ws.dll/QPic?SN=${encodeURIComponent(String(suppId))}&P=${encodeURIComponent(String(prodEId))}&RS=${px}&I=${index}`;
}

function firstSentence(text: string): string {
  const sentence = (text.match(/^[^.!?]+[.!?]?/) ?? [''])[0].trim();
  return sentence.length > 0 && sentence.length <= 140 ? sentence : '';
}

/** Days of production from a text such as "5-7 working days" or "2 weeks" (the upper bound). */
function productionDays(text: string): number | null {
  const numbers = (text.match(/\d+/g) ?? []).map(Number);
  if (numbers.length === 0) return null;
  return Math.max(...numbers) * (/week/i.test(text) ? 5 : 1);
}

// --- request building ------------------------------------------------------------------------

const SORTS: Record<CatalogueSearchQuery['sort'], string> = { relevance: '', 'price-low': 'PRICE', 'price-high': 'PRICEHIGHLOW' };
const FLAG_KEYS = [
  'verified', 'recyclable', 'envFriendly', 'newProduct', 'unionShop', 'allAudiences', 'endUserOnly',
  'popular', 'fresh', 'timely', 'includeRush', 'hideOldPricing',
] as const;

/** SAGE `search` object for our query: empty filters left out, lists comma-joined. */
export function buildSageSearch(q: CatalogueSearchQuery): Record<string, string | number | boolean> {
  const search: Record<string, string | number | boolean> = {};
  const text = (key: string, value: string) => {
    if (value.trim() !== '') search[key] = value.trim();
  };
  const list = (key: string, values: readonly string[]) => {
    if (values.length > 0) search[key] = values.join(',');
  };
  const number = (key: string, value: number | null) => {
    if (value !== null) search[key] = value;
  };
  // docs/product.md#catalogue: a search with no filter at all falls back to the default category.
  text('categories', q.categories.trim() !== '' ? q.categories : isEmptySearch(q) ? DEFAULT_CATEGORY : '');
  text('keywords', q.keywords);
  text('itemNum', q.itemNum);
  if (q.itemNum.trim() !== '' && q.itemNumExact) search.itemNumExact = true;
  text('itemName', q.itemName);
  list('colors', q.colors);
  list('themes', q.themes);
  number('priceLow', q.priceLow);
  number('priceHigh', q.priceHigh);
  number('qty', q.qty);
  number('suppId', q.suppId);
  text('lineName', q.lineName);
  list('prefGroups', q.prefGroups);
  number('prodTime', q.prodTime);
  list('madeIn', q.madeIn);
  search.siteCountry = q.siteCountry;
  for (const key of FLAG_KEYS) if (q[key]) search[key] = true;
  list('esg', q.esg);
  search.sort = SORTS[q.sort];
  search.startNum = (q.page - 1) * q.maxRecs + 1;
  search.maxRecs = q.maxRecs;
  search.thumbPicRes = q.thumbPicRes;
  search.extraReturnFields = EXTRA_RETURN_FIELDS;
  return search;
}

// --- response mapping ------------------------------------------------------------------------

/** A ProductListRec (service 103) as a product summary, with the product's defaults (docs/product.md#catalogue). */
export function mapSageListProduct(raw: Json, baseUrl: string, thumbPicRes = 150): ProductSummary | null {
  const id = str(raw.prodEId) || str(raw.spc);
  if (id === '') return null;
  const suppId = num(raw.suppId);
  const thumbPic = str(raw.thumbPic);
  const thumbUrl = thumbPic || (suppId !== null ? sageImageUrl(baseUrl, suppId, id, thumbPicRes) : null);
  const imageUrl = suppId !== null ? sageImageUrl(baseUrl, suppId, id, 300) : thumbUrl;
  const priceText = str(raw.prc);
  const prodTime = num(raw.prodTime);
  return {
    id,
    name: str(raw.name) || DEFAULTS.name,
    imageUrl,
    thumbUrl,
    keySellingPoint: firstSentence(str(raw.description)) || DEFAULTS.keySellingPoint,
    price: priceRangeFromText(priceText),
    priceText: formatPrice(priceText),
    supplier: { name: str(raw.supplier) || DEFAULTS.supplierName, location: DEFAULTS.supplierLocation, rating: DEFAULTS.supplierRating },
    minQuantity: DEFAULTS.minQuantity,
    leadTime: prodTime !== null && prodTime > 0 ? `${prodTime} days` : DEFAULTS.leadTime,
    categories: textList(raw.category),
    itemNum: str(raw.itemNum) || str(raw.spc),
    source: 'sage',
    productUrl: null,
  };
}

/** A basic product detail (service 104) in our product-detail shape. */
export function mapSageDetail(raw: Json, requestedId: string, baseUrl: string): ProductDetail {
  const id = str(raw.prodEId) || requestedId;
  const suppId = num(raw.suppId);
  const pics = (Array.isArray(raw.pics) ? raw.pics : [])
    .map(asRecord)
    .filter((p): p is Json => p !== null && str(p.url) !== '')
    .sort((a, b) => (num(a.index) ?? 0) - (num(b.index) ?? 0));
  const firstPic = pics.length > 0 ? str(pics[0].url) : null;
  const breaks = sagePriceBreaks(raw.qty, raw.prc);
  const range = priceRange(breaks);
  const prodTimeText = str(raw.prodTime);
  const description = str(raw.description);
  return {
    id,
    name: str(raw.prName) || str(raw.name) || DEFAULTS.name,
    imageUrl: firstPic ?? (suppId !== null ? sageImageUrl(baseUrl, suppId, id, 300) : null),
    thumbUrl: suppId !== null ? sageImageUrl(baseUrl, suppId, id, 150) : firstPic,
    largeImageUrl: suppId !== null ? sageImageUrl(baseUrl, suppId, id, 1800) : firstPic,
    keySellingPoint: firstSentence(description) || DEFAULTS.keySellingPoint,
    price: range ?? { min: 0, max: 0 },
    priceText: range ? formatPrice(range.min, range.max) : '',
    supplier: {
      name: str(raw.supplier) || DEFAULTS.supplierName,
      location: DEFAULTS.supplierLocation,
      rating: DEFAULTS.supplierRating,
      prefGroup: null,
    },
    minQuantity: breaks[0]?.minQty ?? DEFAULTS.minQuantity,
    leadTime: prodTimeText || DEFAULTS.leadTime,
    categories: textList(raw.category),
    itemNum: str(raw.itemNum) || str(raw.spc),
    source: 'sage',
    productUrl: null,
    description,
    priceBreaks: breaks,
    colors: textList(raw.colors),
    materials: textList(raw.materials),
    themes: textList(raw.themes),
    prodTimeDays: productionDays(prodTimeText),
    rushAvailable: truthy(raw.rush) || truthy(raw.rushAvailable),
    madeIn: str(raw.madeInCountry) || str(raw.madeIn) || null,
    flags: {
      verified: truthy(raw.verified), recyclable: truthy(raw.recyclable), envFriendly: truthy(raw.envFriendly),
      newProduct: truthy(raw.newProduct), unionShop: truthy(raw.unionShop), allAudiences: truthy(raw.allAudiences),
      endUserOnly: truthy(raw.endUserOnly), popular: truthy(raw.popular), fresh: truthy(raw.fresh), timely: truthy(raw.timely),
    },
    esg: textList(raw.esg),
    dimensions: str(raw.dimensions) || null,
    lineName: str(raw.line) || str(raw.lineName) || null,
    // An outside picture: the logo goes in its middle (the seller can nudge it on a proposal).
    imprintArea: CENTRED_IMPRINT_AREA,
  };
}

// --- transport ---------------------------------------------------------------------------------

function errorFromBody(body: Json, scrub: (s: string) => string): SageError {
  const errNum = num(body.errNum);
  if (errNum === 10008) return new SageError('auth', SAGE_MESSAGES.auth, { errNum });
  if (errNum === 10301) return new SageError('criteria', SAGE_MESSAGES.criteria, { errNum });
  if (errNum === 10303) return new SageError('busy', SAGE_MESSAGES.busy, { errNum });
  const detail = scrub(str(body.errMsg)).slice(0, 200);
  const label = errNum !== null ? `error ${errNum}` : 'an unspecified error';
  return new SageError('rejected', `SAGE could not complete the request (${label}${detail ? `: ${detail}` : ''})`, { errNum });
}

function errorFromStatus(status: number): SageError {
  if (status === 429) return new SageError('busy', SAGE_MESSAGES.busy, { status });
  if (status >= 500) return new SageError('unreachable', `The SAGE catalogue is unavailable right now (HTTP ${status}); please try again later`, { status });
  return new SageError('bad_response', `SAGE answered with an unexpected status (HTTP ${status})`, { status });
}

export function createSageClient(options: SageClientOptions): SageClient {
  const { acctId, loginId, key } = options;
  const baseUrl = options.baseUrl.replace(/(?<!\/)\/+$/, '');
  const endpoint = `${baseUrl}${SAGE_API_PATH}`;
  const fetchImpl = options.fetchImpl ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // Defence in depth: nothing we raise should ever carry the key, even if SAGE echoes it.
  const scrub = (s: string) => (key.length >= 3 ? s.split(key).join('***') : s);

  async function call(serviceId: number, fields: Json): Promise<Json> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let text: string;
    let status: number;
    try {
      const res = await fetchImpl(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', accept: 'application/json' },
        body: JSON.stringify({ serviceId, apiVer: API_VERSION, auth: { acctId, loginId, key }, ...fields }),
        signal: controller.signal,
      });
      status = res.status;
      text = await res.text();
    } catch {
      // The underlying error is not attached: it can hold request details.
      if (controller.signal.aborted) {
        const seconds = Math.max(1, Math.round(timeoutMs / 1000));
        throw new SageError('unreachable', `The SAGE catalogue did not answer within ${seconds} second${seconds === 1 ? '' : 's'}; please try again later`);
      }
      throw new SageError('unreachable', SAGE_MESSAGES.unreachable);
    } finally {
      clearTimeout(timer);
    }
    if (status < 200 || status >= 300) throw errorFromStatus(status);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new SageError('bad_response', SAGE_MESSAGES.badResponse, { status });
    }
    const body = asRecord(parsed);
    if (!body) throw new SageError('bad_response', SAGE_MESSAGES.badResponse, { status });
    if (body.ok !== true && body.ok !== 'true') throw errorFromBody(body, scrub);
    return body;
  }

  return {
    async searchProducts(query) {
      const body = await call(103, { search: buildSageSearch(query) });
      if (body.products !== undefined && !Array.isArray(body.products)) {
        throw new SageError('bad_response', SAGE_MESSAGES.badResponse);
      }
      const rows = (Array.isArray(body.products) ? body.products : []).map(asRecord).filter((r): r is Json => r !== null);
      const products = rows
        .map((r) => mapSageListProduct(r, baseUrl, query.thumbPicRes))
        .filter((p): p is ProductSummary => p !== null);
      return { products, total: Math.max(num(body.totalFound) ?? 0, products.length) };
    },

    async listCategories() {
      const body = await call(101, { listType: 'categories' });
      if (!Array.isArray(body.items)) throw new SageError('bad_response', SAGE_MESSAGES.badResponse);
      const names = body.items.map((item) => str(asRecord(item)?.name));
      return [...new Set(names.filter((n) => n !== ''))];
    },

    async productDetail(prodEId) {
      const id = String(prodEId).trim();
      const body = await call(104, { prodEId: /^\d+$/.test(id) ? Number(id) : id });
      const product = asRecord(body.product);
      if (!product) throw new SageError('bad_response', SAGE_MESSAGES.badResponse);
      return mapSageDetail(product, id, baseUrl);
    },

    async productCosting(prodEId) {
      const id = String(prodEId).trim();
      const body = await call(105, { prodEId: /^\d+$/.test(id) ? Number(id) : id });
      const product = asRecord(body.product);
      if (!product) throw new SageError('bad_response', SAGE_MESSAGES.badResponse);
      return mapSageCosting(product, str(product.prName) || str(product.name));
    },
  };
}
