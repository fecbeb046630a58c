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

export const searchProducts = (q: Partial<CatalogueSearchQuery>) => {
  const qs = searchKey(q);
  return get<CatalogueSearchResponse>(`/api/catalogue/search${qs ? `?${qs}` : ''}`);
};

export const fetchCategories = () => get<CategoriesResponse>('/api/catalogue/categories');

export const fetchProduct = (id: string) => get<ProductDetailResponse>(`/api/catalogue/products/${encodeURIComponent(id)}`);

export const fetchCredentials = () => get<{ credentials: CatalogueCredentialsView }>('/api/catalogue/credentials');

export const saveCredentials = (input: CatalogueCredentialsInput) => put<CredentialsResponse>('/api/catalogue/credentials', input);

export const removeCredentials = () => del<void>('/api/catalogue/credentials');
