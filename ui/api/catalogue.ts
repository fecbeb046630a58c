import {
  toSearchParams,
  type CatalogueCredentialsInput,
  type CatalogueSearchQuery,
  type CatalogueSearchResponse,
  type CategoriesResponse,
  type CatalogueCredentialsView,
  type CredentialsResponse,
  type ProductDetailResponse,
} from '../../contracts/catalogue.js';
import { del, get, put } from './client.js';

/** Typed calls to /api/catalogue (contracts/catalogue.ts). */

export const searchKey = (q: Partial<CatalogueSearchQuery>) => toSearchParams(q).toString();

/** `source: 'builtin'` asks the built-in catalogue for this one search (SAGE could not be reached). */
export const searchProducts = (q: Partial<CatalogueSearchQuery>, source?: 'builtin') => {
  const params = toSearchParams(q);
  if (source) params.set('source', source);
  const qs = params.toString();
  return get<CatalogueSearchResponse>(`/api/catalogue/search${qs ? `?${qs}` : ''}`);
};

export const fetchCategories = () => get<CategoriesResponse>('/api/catalogue/categories');

export const fetchProduct = (id: string) => get<ProductDetailResponse>(`/api/catalogue/products/${encodeURIComponent(id)}`);

export const fetchCredentials = () => get<{ credentials: CatalogueCredentialsView }>('/api/catalogue/credentials');

export const saveCredentials = (input: CatalogueCredentialsInput) => put<CredentialsResponse>('/api/catalogue/credentials', input);

export const removeCredentials = () => del<void>('/api/catalogue/credentials');
