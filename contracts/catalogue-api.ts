import { z } from 'zod';
import { route, textParam } from './http/route.js';
import { catalogueSearchResponse, categoriesResponse, productDetailResponse } from './catalogue.js';
import { catalogueCredentialsInput, catalogueCredentialsView, credentialsResponse } from './catalogue-credentials.js';
import {
  catalogueSearchQuery,
  searchSourceParam,
  toSearchParams,
  type CatalogueSearchQuery,
} from './catalogue-search.js';

/** The sizes (px) a built-in product's drawing is drawn at. */
export const PRODUCT_IMAGE_SIZES = [100, 150, 200, 300, 800, 1800] as const;
const PRODUCT_IMAGE_COLOR_MAX = 60;
const imageSizeMessage = `Image size must be one of ${PRODUCT_IMAGE_SIZES.join(', ')}`;
export const productImageQuery = z.object({
  size: z.preprocess(
    (raw) => {
      const v: unknown = Array.isArray(raw) ? raw[0] : raw;
      return v === undefined || v === '' ? 150 : Number(v);
    },
    z.number({ error: imageSizeMessage }).refine((n) => (PRODUCT_IMAGE_SIZES as readonly number[]).includes(n), imageSizeMessage),
  ),
  /** The colour to draw it in (a proposal line's colour: 'Navy', 'Forest Green'); absent: the product's own. */
  color: z.preprocess(
    (raw) => (Array.isArray(raw) ? raw[0] : raw) || undefined,
    z
      .string({ error: 'Colour must be text' })
      .trim()
      .max(PRODUCT_IMAGE_COLOR_MAX, `Colour must be at most ${PRODUCT_IMAGE_COLOR_MAX} characters`)
      .regex(/^[#A-Za-z0-9 &'./-]*$/, 'Colour must be a colour name or a hex value')
      .optional(),
  ),
});

const productId = { id: textParam('product id (a built-in or an outside catalogue’s)') };
export const credentialsViewResponse = z.object({ credentials: catalogueCredentialsView });

/** Product search, categories and products, from the workspace's catalogue (built-in or SAGE). */
export const catalogueApi = {
  search: route({
    method: 'GET',
    path: '/api/catalogue/search',
    permission: 'read',
    summary: 'Search products (the product search form)',
    query: z.intersection(catalogueSearchQuery, searchSourceParam),
    response: catalogueSearchResponse,
  }),
  categories: route({ method: 'GET', path: '/api/catalogue/categories', permission: 'read', summary: 'The catalogue’s categories', response: categoriesResponse }),
  product: route({ method: 'GET', path: '/api/catalogue/products/:id', permission: 'read', params: productId, summary: 'One product with its details', response: productDetailResponse }),
  productImage: route({
    method: 'GET',
    path: '/api/catalogue/products/:id/image',
    auth: 'public',
    params: productId,
    summary: 'A built-in product’s drawing (public, long-cached)',
    query: productImageQuery,
    raw: { contentType: 'image/svg+xml', description: 'The drawing, or 304 when If-None-Match names its ETag' },
  }),
  credentials: route({ method: 'GET', path: '/api/catalogue/credentials', permission: 'read', summary: 'The workspace’s catalogue credentials (never the key)', response: credentialsViewResponse }),
  saveCredentials: route({ method: 'PUT', path: '/api/catalogue/credentials', permission: 'workspace.settings', summary: 'Save (and check) the catalogue credentials: owners and admins', body: catalogueCredentialsInput, response: credentialsResponse }),
  removeCredentials: route({ method: 'DELETE', path: '/api/catalogue/credentials', permission: 'workspace.settings', summary: 'Remove the catalogue credentials: owners and admins', status: 204 }),
};

export type CatalogueSearchRequest = z.input<typeof catalogueApi.search.query>;
/** The search route's query for a search form: what differs from the defaults (toSearchParams), then the source. */
export const searchRequest = (q: Partial<CatalogueSearchQuery>, source?: 'builtin'): CatalogueSearchRequest =>
  ({ ...Object.fromEntries(toSearchParams(q)), ...(source ? { source } : {}) }) as CatalogueSearchRequest;
