import type { Theme } from '../../contracts/catalogue.js';

/** Order-size tier: decides the quantity ladder of the price breaks. */
export type Tier = 'bulk' | 'standard' | 'small' | 'single';

export interface ProductTemplate {
  /** Base names; size or capacity variants are separate names. */
  names: readonly string[];
  /** Unit price range at the first (smallest) price break, in dollars. */
  price: readonly [number, number];
  materials: readonly string[];
  tier?: Tier;
  /** Another category the item is also listed in. */
  also?: string;
}

export interface CategoryDef {
  name: string;
  tier: Tier;
  templates: readonly ProductTemplate[];
  colors: readonly string[];
  themes: readonly Theme[];
  /** How its products are decorated (contracts/builtin-catalogue.ts: CATALOGUE_CATEGORIES). */
  imprint: readonly string[];
  features: readonly string[];
  sellingPoints: readonly string[];
  usage: readonly string[];
  /** Production days range. */
  prodDays: readonly [number, number];
  /** Width and height ranges in inches, or a size text for soft goods. */
  dims: readonly [number, number, number, number] | string;
}

/** A category as the data files write it: its decoration comes from the contract. */
export type CategoryData = Omit<CategoryDef, 'imprint'>;

export function tpl(
  names: string | readonly string[],
  lo: number,
  hi: number,
  materials: string | readonly string[],
  extra: { tier?: Tier; also?: string } = {},
): ProductTemplate {
  return {
    names: typeof names === 'string' ? [names] : names,
    price: [lo, hi],
    materials: typeof materials === 'string' ? [materials] : materials,
    ...extra,
  };
}
