import {
  catalogueSearchResponse,
  productDetail,
  type ProductDetail,
  type ProductSummary,
} from '../../../contracts/catalogue.js';
import { toSearchParams, type CatalogueSearchQuery } from '../../../contracts/catalogue-search.js';
import { z } from 'zod';
import { SAGE_API_PATH, createSageClient, type SageClient } from './sage.js';
import { productCosting, type CatalogueProvider, type CatalogueSearchResult, type ProviderCache } from '../../ports/catalogue.js';

export interface SageCredentials {
  acctId: number;
  loginId: string;
  key: string;
}

/** A SAGE connection's settings (its key is kept encrypted beside them). */
export const sageSettings = z.object({ acctId: z.number().int().positive(), loginId: z.string().min(1) });

/** SAGE_BASE_URL may name the whole endpoint; the client wants the origin. */
export function sageOrigin(configured: string): string {
  const trimmed = configured.replace(/(?<!\/)\/+$/, '');
  return trimmed.endsWith(SAGE_API_PATH) ? trimmed.slice(0, -SAGE_API_PATH.length) : trimmed;
}

/** SAGE gives no product page: link to ours, which reads the product through service 104. */
const withOurPage = <T extends ProductSummary>(p: T): T => ({ ...p, productUrl: `/products/${encodeURIComponent(p.id)}` });

const cachedSearch = catalogueSearchResponse.pick({ products: true, total: true });
const cachedCategories = z.array(z.string());
// Wrapped, so a cached "SAGE states no costing" (null) differs from a miss.
const cachedCosting = z.object({ costing: productCosting.nullable() });

/** SAGE Connect behind the provider interface, every answer cached per workspace. */
export function createSageProvider(options: {
  baseUrl: string;
  credentials: SageCredentials;
  cache: ProviderCache;
  client?: SageClient;
  timeoutMs?: number;
}): CatalogueProvider {
  const { cache } = options;
  const client =
    options.client ?? createSageClient({ baseUrl: sageOrigin(options.baseUrl), ...options.credentials, timeoutMs: options.timeoutMs });

  async function cached<T>(key: string, schema: z.ZodType<T>, load: () => Promise<T>): Promise<{ value: T; hit: boolean }> {
    const hit = schema.safeParse(await cache.get(key));
    if (hit.success) return { value: hit.data, hit: true };
    const value = await load();
    await cache.set(key, value);
    return { value, hit: false };
  }

  return {
    async search(q: CatalogueSearchQuery): Promise<CatalogueSearchResult> {
      const key = `search?${toSearchParams(q).toString()}`;
      const { value, hit } = await cached(key, cachedSearch, async () => {
        const result = await client.searchProducts(q);
        return { products: result.products.map(withOurPage), total: result.total };
      });
      return { ...value, cached: hit };
    },
    async categories() {
      return (await cached('categories', cachedCategories, () => client.listCategories())).value;
    },
    async product(id: string): Promise<ProductDetail | null> {
      const { value } = await cached(`product:${id}`, productDetail, async () => withOurPage(await client.productDetail(id)));
      return value;
    },
    async costing(id: string) {
      const { value } = await cached(`costing:${id}`, cachedCosting, async () => ({ costing: await client.productCosting(id) }));
      return value.costing;
    },
  };
}
