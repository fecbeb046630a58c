import type { CatalogueProvider as CatalogueProviderName, ProductDetail, ProductSummary } from '../../../contracts/catalogue.js';
import type { CatalogueSearchQuery } from '../../../contracts/catalogue-search.js';

export type { CatalogueProviderName };
export type { ProductCosting } from './sage-costing.js';
import type { ProductCosting } from './sage-costing.js';

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
  /**
   * What the distributor pays and the supplier's decoration charges (SAGE's service 105), for a
   * proposal line; absent for the built-in catalogue, whose costs are derived from its own data.
   */
  costing?(id: string): Promise<ProductCosting | null>;
}
