// The catalogue capability's port: what a product catalogue answers (server/catalogue/providers/ implements it).
import { z } from 'zod';
import type { CatalogueProvider as CatalogueProviderName, ProductDetail, ProductSummary } from '../../contracts/catalogue.js';
import type { CatalogueSearchQuery } from '../../contracts/catalogue-search.js';
import { decorationOption } from '../../contracts/decoration.js';

export type { CatalogueProviderName };

/** Net cost per price break, in dollars. */
export const netBreak = z.object({ minQty: z.number(), net: z.number() });
export type NetBreak = z.infer<typeof netBreak>;

/**
 * What a distributor pays for an outside catalogue's product and how it can be decorated
 * (SAGE's service 105, mapped by server/catalogue/providers/sage-costing.ts) — confidential: it
 * goes into a proposal line's snapshot and the seller's view, never to a client.
 */
export const productCosting = z.object({
  /** Where the net costs come from: SAGE's `net` figures, or the price code applied to the list price. */
  costSource: z.enum(['net', 'price_code']),
  netBreaks: z.array(netBreak),
  /** The supplier's own decoration options; empty when SAGE states none (the estimate applies). */
  decorations: z.array(decorationOption),
});
export type ProductCosting = z.infer<typeof productCosting>;

/** A cache of outside-catalogue answers for one workspace (see server/catalogue/sage-cache.ts). */
export interface ProviderCache {
  get(key: string): Promise<unknown>;
  set(key: string, body: unknown): Promise<void>;
}

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
 * per workspace through the registry (server/composition/providers.ts). Outside catalogues fail with
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
