import type {
  CatalogueProvider as CatalogueProviderName,
  CatalogueSearchQuery,
  ProductDetail,
  ProductSummary,
} from '../../../contracts/catalogue.js';

export type { CatalogueProviderName };

export interface CatalogueSearchResult {
  products: ProductSummary[];
  total: number;
  /** More products match than `total` says (counting stopped early). */
  totalCapped?: boolean;
  /** Answered from a cache rather than by the catalogue itself. */
  cached?: boolean;
}

/**
 * A product catalogue: the built-in one (PostgreSQL) or an outside one (SAGE Connect), chosen
 * per workspace through the registry (server/providers/registry.ts). Outside catalogues fail with
 * their ProviderError; server/catalogue/service.ts maps it.
 */
export interface CatalogueProvider {
  search(query: CatalogueSearchQuery): Promise<CatalogueSearchResult>;
  categories(): Promise<string[]>;
  /** Null when the catalogue has no such product. */
  product(id: string): Promise<ProductDetail | null>;
}
