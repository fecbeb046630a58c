import type { Country, EsgValue, PrefGroup, Theme } from './catalogue.js';

/**
 * The built-in catalogue as the server and its generator (seed/catalogue) both know it: the
 * categories — their names, in catalogue order, and how their products are decorated, in the
 * suppliers' words — and the shape of the suppliers and products the generator makes. The
 * server orders categories and derives decoration options from these; the generator draws
 * products in them.
 */
export const CATALOGUE_CATEGORIES = [
  { name: 'Apparel', imprint: ['screen printing', 'embroidery', 'heat transfer', 'direct-to-garment printing'] },
  { name: 'Bags', imprint: ['screen printing', 'embroidery', 'full-color heat transfer', 'debossing'] },
  { name: 'Drinkware', imprint: ['laser engraving', 'full-color wrap printing', 'pad printing', 'screen printing'] },
  { name: 'Office', imprint: ['pad printing', 'full-color digital printing', 'laser engraving', 'debossing'] },
  { name: 'Tech', imprint: ['pad printing', 'full-color UV printing', 'laser engraving', 'screen printing'] },
  { name: 'Writing Instruments', imprint: ['pad printing', 'laser engraving', 'full-color wrap printing', 'screen printing'] },
  { name: 'Headwear', imprint: ['embroidery', 'woven patch', 'leather patch', 'heat transfer', 'screen printing'] },
  { name: 'Eco-Friendly', imprint: ['screen printing', 'laser engraving', 'debossing', 'soy-based ink printing'] },
  { name: 'Food & Beverage', imprint: ['full-color label', 'custom wrapper', 'printed sleeve', 'embossed lid'] },
  { name: 'Electronics', imprint: ['full-color UV printing', 'laser engraving', 'pad printing'] },
  { name: 'Awards & Recognition', imprint: ['laser engraving', 'sandblasting', 'full-color printing', 'die striking'] },
  { name: 'Trade Show & Events', imprint: ['full-color dye sublimation', 'screen printing', 'pad printing', 'digital printing'] },
  { name: 'Outdoor & Sports', imprint: ['screen printing', 'full-color dye sublimation', 'pad printing', 'laser engraving'] },
  { name: 'Health & Wellness', imprint: ['full-color label', 'pad printing', 'screen printing', 'heat transfer'] },
  { name: 'Keychains & Lanyards', imprint: ['laser engraving', 'dye sublimation', 'screen printing', 'doming'] },
  { name: 'Notebooks & Journals', imprint: ['debossing', 'foil stamping', 'full-color printing', 'screen printing'] },
] as const satisfies readonly { name: string; imprint: readonly string[] }[];

/** The built-in catalogue's category names, in catalogue order. */
export const CATALOGUE_CATEGORY_NAMES: readonly string[] = CATALOGUE_CATEGORIES.map((c) => c.name);

/** One built-in catalogue supplier as generated, camelCase, ready to map onto a `suppliers` row. */
export interface SeedSupplier {
  /** SAGE-style supplier number (5 digits). */
  id: number;
  name: string;
  /** Prefix of the supplier's item numbers, e.g. 'HL' in 'HL-10423'. */
  itemPrefix: string;
  city: string;
  state: string;
  country: Country;
  location: string;
  /** 3.5–5.0, one decimal. */
  rating: number;
  prefGroup: PrefGroup | null;
  /** Categories this supplier makes (2–4); products are drawn from these. */
  specialties: string[];
  unionShop: boolean;
  rushService: boolean;
  esg: EsgValue[];
  yearEstablished: number;
}

export interface SeedPriceBreak {
  minQty: number;
  price: number;
}

/** One built-in catalogue product as generated, camelCase, ready to map onto a `products` row. */
export interface SeedProduct {
  id: string;
  itemNum: string;
  spc: string;
  name: string;
  category: string;
  categories: string[];
  description: string;
  keySellingPoint: string;
  supplierId: number;
  lineName: string;
  themes: Theme[];
  colors: string[];
  /** The colour the product picture is drawn in. */
  imageColor: string;
  materials: string[];
  dimensions: string;
  imprintMethod: string;
  /** 4–5 breaks; quantities rise and unit prices fall strictly. */
  priceBreaks: SeedPriceBreak[];
  minQuantity: number;
  priceMin: number;
  priceMax: number;
  prodTimeDays: number;
  rushAvailable: boolean;
  madeIn: Country;
  verified: boolean;
  recyclable: boolean;
  envFriendly: boolean;
  newProduct: boolean;
  unionShop: boolean;
  allAudiences: boolean;
  endUserOnly: boolean;
  popular: boolean;
  fresh: boolean;
  timely: boolean;
  /** Pricing from an earlier price year (what `hideOldPricing` hides). */
  oldPricing: boolean;
  esg: EsgValue[];
  /** 0–100, used to break relevance ties and for the popular flag. */
  popularity: number;
}

/** The built-in catalogue for one seed number: its suppliers, and any product by its index (same seed, same data). */
export interface SeedCatalogue {
  suppliers: readonly SeedSupplier[];
  productAt(index: number): SeedProduct;
}
