import { performance } from 'node:perf_hooks';
import type { z } from 'zod';
import {
  FALLBACK_CATEGORIES,
  type CatalogueSearchResponse,
  type CategoriesResponse,
  type ProductDetailResponse,
  type SearchWarning,
} from '../../contracts/catalogue.js';
import {
  CREDENTIALS_UNREADABLE_MESSAGE,
  type CatalogueCredentialsInput,
  type CredentialsResponse,
} from '../../contracts/catalogue-credentials.js';
import { catalogueSearchQuery, type CatalogueSearchQuery } from '../../contracts/catalogue-search.js';
import type { Actor } from '../auth/middleware.js';
import type { AppContext } from '../context.js';
import { AppError, invalid, notFound } from '../http/errors.js';
import { parse } from '../http/validate.js';
import { isBuiltinProductId } from './providers/builtin.js';
import { SAGE_MESSAGES, SageError, createSageClient } from './providers/sage.js';
import { sageOrigin } from './providers/sage-provider.js';
import type { Catalogue } from '../ports/providers.js';
import type { ProductCosting } from '../ports/catalogue.js';
import { loadConnection } from './connections.js';
import { storeCredentials } from './credentials.js';
import { findProductImage, findProducts } from './queries.js';
import { readPriceCeiling } from './keywords.js';
import { presentDetail } from './presenter.js';
import { renderProductSvg } from './image-svg.js';
import { catalogueDecorationOptions } from './decoration.js';
import { workspaceCache } from './sage-cache.js';

/**
 * The catalogue as the rest of the server sees it. A workspace with a catalogue connection
 * searches that catalogue (SAGE Connect, cached per workspace); every other one the built-in
 * catalogue. Both come from the provider registry. The chat assistant calls searchCatalogue() directly.
 */

export type CatalogueSearchInput = z.input<typeof catalogueSearchQuery>;

export const builtinCatalogue = (app: AppContext): Catalogue => app.providers.catalogue.builtin();

/** The catalogue a workspace searches now (catalogueFor): its provider, and why it is not the connected one. */
export type Chosen = { provider: Catalogue; warning: SearchWarning | null };

/** The workspace's catalogue: its connected one when the connection opens, otherwise the built-in one. */
export async function catalogueFor(app: AppContext, workspaceId: string): Promise<Chosen> {
  const stored = await loadConnection(app, workspaceId);
  if (stored.status === 'ok') {
    const provider = app.providers.catalogue.connect(stored, workspaceCache(app.db, workspaceId));
    if (provider) return { provider, warning: null };
    app.log.warn({ workspaceId, provider: stored.provider }, 'the catalogue connection names no known provider or settings; using the built-in catalogue');
  }
  if (stored.status === 'unreadable') {
    app.log.warn({ workspaceId, provider: stored.provider }, 'the catalogue connection cannot be decrypted; using the built-in catalogue');
    return { provider: builtinCatalogue(app), warning: { code: 'credentials_unreadable', message: CREDENTIALS_UNREADABLE_MESSAGE } };
  }
  return { provider: builtinCatalogue(app), warning: null };
}

/** SAGE's refusals as API errors; the messages are the adapter's (they never hold the key). */
function sageFailure(err: SageError): AppError {
  if (err.code === 'criteria') return invalid([{ path: 'keywords', message: err.message }], err.message);
  if (err.code === 'busy') return new AppError('rate_limited', err.message);
  return new AppError('bad_gateway', err.message);
}

function logSageFailure(app: AppContext, workspaceId: string, action: string, err: SageError): void {
  app.log.warn({ workspaceId, action, code: err.code, errNum: err.errNum, status: err.status }, 'SAGE request failed');
}

/**
 * A price ceiling written among the keywords ('water bottle under $10') is the maximum-price
 * filter, the lower one when the form sets one too; the keywords go on without it
 * (docs/product.md#catalogue). Every catalogue gets it as the filter.
 */
function withPriceFromKeywords(q: CatalogueSearchQuery): CatalogueSearchQuery {
  if (q.keywords === '') return q;
  const { max, keywords } = readPriceCeiling(q.keywords);
  if (max === null) return q;
  return { ...q, keywords, priceHigh: q.priceHigh === null ? max : Math.min(q.priceHigh, max) };
}

/** What a SAGE refusal makes of a search: an answer (`empty` gives the empty one), or an error thrown. */
type OnRefusal = (err: SageError, empty: (warning: SearchWarning | null) => CatalogueSearchResponse) => CatalogueSearchResponse;

async function runSearch(
  app: AppContext,
  actor: Actor,
  input: CatalogueSearchInput | Record<string, unknown>,
  opts: { chosen: Chosen | Promise<Chosen>; onRefusal: OnRefusal; forProvider?: (query: CatalogueSearchQuery, provider: Catalogue) => CatalogueSearchQuery },
): Promise<CatalogueSearchResponse> {
  // (The caller's catalogue lookup is already running: one the parse below refuses must not be left an unhandled rejection.)
  const chosen = Promise.resolve(opts.chosen);
  chosen.catch(() => undefined);
  const parsed = withPriceFromKeywords(parse(catalogueSearchQuery, input));
  const started = performance.now();
  const { provider, warning } = await chosen;
  const query = opts.forProvider ? opts.forProvider(parsed, provider) : parsed;
  const took = () => Math.round((performance.now() - started) * 10) / 10;
  try {
    const result = await provider.search(query);
    return { products: result.products, total: result.total, totalCapped: result.totalCapped ?? false, page: query.page, tookMs: took(), provider: provider.id, cached: result.cached ?? false, warning };
  } catch (err) {
    if (!(err instanceof SageError)) throw err;
    logSageFailure(app, actor.workspaceId, 'search', err);
    return opts.onRefusal(err, (w) => ({ products: [], total: 0, totalCapped: false, page: query.page, tookMs: took(), provider: provider.id, cached: false, warning: w }));
  }
}

/**
 * Searches the workspace's catalogue. `input` is the search form (query-string or JSON shaped);
 * invalid input throws the 400 envelope's AppError. An unreachable SAGE gives an empty result
 * with the `catalogue_unavailable` warning (docs/product.md#catalogue: the proxy returns an empty list; the screen
 * shows 'Failed to search products. Please try again.').
 */
export function searchCatalogue(app: AppContext, actor: Actor, input: CatalogueSearchInput | Record<string, unknown>, opts: { source?: 'builtin' } = {}): Promise<CatalogueSearchResponse> {
  return runSearch(app, actor, input, {
    // `source: 'builtin'`: the user chose the built-in catalogue for this search (SAGE was unreachable).
    chosen: opts.source === 'builtin' ? { provider: builtinCatalogue(app), warning: null } : catalogueFor(app, actor.workspaceId),
    onRefusal: (err, empty) => {
      if (err.code !== 'unreachable') throw sageFailure(err);
      return empty({ code: 'catalogue_unavailable', message: err.message });
    },
  });
}

/**
 * The assistant's and the writers' searches (server/chat/reply.ts, server/writers/catalogue-picks.ts).
 * Their categories are the built-in catalogue's, which another catalogue does not share (SAGE files
 * a key ring under its own 'Key Chains'): with a product name or words to search by, another
 * catalogue is not asked for them. A search SAGE finds too broad to run (nothing but a colour or a
 * quantity, as when a constraint is given up) finds nothing. Any other refusal, an unreachable SAGE
 * included, is SAGE's ProviderError: the reply or the deck says what went wrong rather than that the
 * catalogue has no such product.
 */
export function searchCatalogueForTools(
  app: AppContext,
  actor: Actor,
  input: CatalogueSearchInput | Record<string, unknown>,
  chosen: Chosen | Promise<Chosen> = catalogueFor(app, actor.workspaceId),
): Promise<CatalogueSearchResponse> {
  return runSearch(app, actor, input, {
    chosen,
    onRefusal: (err, empty) => {
      if (err.code === 'criteria') return empty(null);
      throw err;
    },
    forProvider: (query, provider) => (provider.id !== 'builtin' && (query.itemName.trim() || query.keywords.trim()) ? { ...query, categories: '' } : query),
  });
}

/** Categories of the workspace's catalogue, or the product's fallback list when they cannot be had. */
export async function catalogueCategories(app: AppContext, actor: Actor): Promise<CategoriesResponse> {
  const { provider } = await catalogueFor(app, actor.workspaceId);
  try {
    const categories = await provider.categories();
    if (categories.length > 0) return { categories, fallback: false, provider: provider.id };
  } catch (err) {
    if (!(err instanceof SageError)) throw err;
    logSageFailure(app, actor.workspaceId, 'categories', err);
  }
  return { categories: [...FALLBACK_CATEGORIES], fallback: true, provider: provider.id };
}

/**
 * Several products of the workspace's catalogue at once, for the assistant's check of a search's
 * candidates and the writers' price reads: built-in ones in one query, others (SAGE) one by one as
 * their pages are. Products the catalogue has not are left out; a SAGE that cannot give them now
 * (unreachable, busy) throws its SageError, a ProviderError: the reply or the deck says what went
 * wrong rather than that no product fits.
 */
export async function catalogueProducts(app: AppContext, actor: Actor, ids: readonly string[], chosen?: Chosen | Promise<Chosen>): Promise<Map<string, ProductDetailResponse['product']>> {
  const found = new Map<string, ProductDetailResponse['product']>();
  const builtin = ids.filter(isBuiltinProductId).map((id) => id.toLowerCase());
  for (const row of await findProducts(app.db, builtin)) found.set(row.id, presentDetail(row));
  // The workspace's connection is read once for all of them, not once a product.
  let opened = chosen && Promise.resolve(chosen);
  const catalogue = () => (opened ??= catalogueFor(app, actor.workspaceId));
  for (const id of ids.filter((i) => !isBuiltinProductId(i))) {
    try {
      found.set(id, (await findCatalogueProduct(app, actor, id, false, catalogue, true)).product);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
    }
  }
  return found;
}

type FoundProduct = Omit<ProductDetailResponse, 'decorations'> & { costing: ProductCosting | null };

/** One product of the workspace's catalogue, with SAGE's costing (service 105) when asked — the connection opened once. */
async function findCatalogueProduct(
  app: AppContext,
  actor: Actor,
  id: string,
  withCosting: boolean,
  catalogue: () => Promise<Chosen> = () => catalogueFor(app, actor.workspaceId),
  /** SAGE's failures other than 'no such product' thrown as they are (ProviderErrors), not as the API's errors. */
  providerErrors = false,
): Promise<FoundProduct> {
  const trimmed = id.trim();
  if (trimmed === '' || trimmed.length > 64 || !/^[A-Za-z0-9-]+$/.test(trimmed)) throw invalid([{ path: 'id', message: 'Invalid product id' }]);
  if (isBuiltinProductId(trimmed)) {
    const product = await builtinCatalogue(app).product(trimmed);
    if (!product) throw notFound('Product not found');
    return { product, provider: 'builtin', costing: null };
  }
  const { provider } = await catalogue();
  if (provider.id !== 'sage') throw notFound('Product not found');
  let product: ProductDetailResponse['product'] | null;
  try {
    product = await provider.product(trimmed);
  } catch (err) {
    if (!(err instanceof SageError)) throw err;
    logSageFailure(app, actor.workspaceId, 'product', err);
    if (err.code === 'rejected') throw notFound('Product not found');
    if (providerErrors) throw err;
    if (err.code === 'unreachable') throw new AppError('bad_gateway', err.message);
    throw sageFailure(err);
  }
  if (!product) throw notFound('Product not found');
  if (!withCosting) return { product, provider: 'sage', costing: null };
  try {
    return { product, provider: 'sage', costing: (await provider.costing?.(trimmed)) ?? null };
  } catch (err) {
    if (!(err instanceof SageError)) throw err;
    // Without SAGE's figures the line says its cost is an estimate.
    logSageFailure(app, actor.workspaceId, 'costing', err);
    return { product, provider: 'sage', costing: null };
  }
}

/** A product page: built-in products by uuid, SAGE products (service 104) by their id. */
export async function catalogueProduct(app: AppContext, actor: Actor, id: string): Promise<ProductDetailResponse> {
  const { product, provider } = await findCatalogueProduct(app, actor, id, false);
  return { product, provider, decorations: catalogueDecorationOptions(product) };
}

/**
 * A product with what it costs the distributor, for a proposal line: for SAGE, the full detail's
 * net costs and decoration charges (service 105). The costing is null for built-in products
 * (derived from their own data) and when SAGE states none or cannot be asked — the line then
 * says its cost is an estimate.
 */
export const catalogueProductWithCosting = (app: AppContext, actor: Actor, id: string): Promise<FoundProduct> => findCatalogueProduct(app, actor, id, true);

/**
 * Saves the workspace's SAGE credentials. With `verify`, SAGE is asked first (the free list
 * service): credentials it rejects are not saved; when it cannot be reached they are saved
 * unverified.
 */
export async function saveCatalogueCredentials(
  app: AppContext,
  actor: Actor,
  input: CatalogueCredentialsInput,
  options: { verify?: boolean } = {},
): Promise<CredentialsResponse> {
  let verified: boolean | null = null;
  if (options.verify !== false) {
    try {
      await createSageClient({ baseUrl: sageOrigin(app.config.sageBaseUrl), ...input }).listCategories();
      verified = true;
    } catch (err) {
      if (!(err instanceof SageError)) throw err;
      logSageFailure(app, actor.workspaceId, 'verify credentials', err);
      if (err.code === 'auth') throw invalid([{ path: 'key', message: SAGE_MESSAGES.auth }], SAGE_MESSAGES.auth);
    }
  }
  return { credentials: await storeCredentials(app, actor, input), verified };
}

/** The SVG picture of a built-in product, in `color` (else its own colour), or null when there is no such product. */
export async function productImageSvg(app: AppContext, id: string, size: number, color?: string | null): Promise<string | null> {
  if (!isBuiltinProductId(id)) return null;
  const row = await findProductImage(app.db, id.toLowerCase());
  return row ? renderProductSvg({ category: row.category, colorName: color || row.imageColor, name: row.name, size }) : null;
}
