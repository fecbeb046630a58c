import type { ProductFlag } from '../../contracts/catalogue-search.js';

/**
 * Facet values of a built-in product, kept in `products.facets` (GIN-indexed). Each list or
 * yes/no filter of the search form is a containment or overlap test on this one array.
 */
export const facet = {
  category: (name: string) => `cat:${name}`,
  /** Listed in a category that is not its main one (few products: found through the index). */
  otherCategory: (name: string) => `cat2:${name}`,
  theme: (name: string) => `theme:${name}`,
  color: (name: string) => `color:${name}`,
  madeIn: (country: string) => `made:${country}`,
  esg: (value: string) => `esg:${value}`,
  prefGroup: (group: string) => `pref:${group}`,
  flag: (flag: ProductFlag) => `flag:${flag}`,
} as const;

export interface FacetSource {
  /** The main category first. */
  categories: readonly string[];
  themes: readonly string[];
  colors: readonly string[];
  madeIn: string;
  esg: readonly string[];
  prefGroup: string | null;
  flags: Readonly<Record<ProductFlag, boolean>>;
}

export function productFacets(p: FacetSource): string[] {
  const out = [
    ...p.categories.map(facet.category),
    ...p.categories.slice(1).map(facet.otherCategory),
    ...p.themes.map(facet.theme),
    ...p.colors.map(facet.color),
    facet.madeIn(p.madeIn),
    ...p.esg.map(facet.esg),
  ];
  if (p.prefGroup) out.push(facet.prefGroup(p.prefGroup));
  for (const [flag, on] of Object.entries(p.flags) as [ProductFlag, boolean][]) if (on) out.push(facet.flag(flag));
  return out;
}
