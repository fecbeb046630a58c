import { z } from 'zod';
import { imprintArea } from './imprint.js';
import { decorationOption } from './decoration.js';

// ---------------------------------------------------------------------------
// Constants of the product (docs/product.md#limits) and the catalogue integration notes.
// ---------------------------------------------------------------------------

export const THEMES = [
  'Anniversary', 'Appreciation', 'Award', 'Business', 'Corporate', 'Education', 'Entertainment',
  'Event', 'Executive', 'Fashion', 'Food & Beverage', 'Fun', 'Health & Wellness', 'Holidays',
  'Motivation', 'New Product', 'Office', 'Outdoor', 'Recognition', 'Recreation', 'Safety', 'Sales',
  'Seasonal', 'Sports', 'Technology', 'Trade Show', 'Travel', 'Wellness',
] as const;
export type Theme = (typeof THEMES)[number];

export const COUNTRIES = ['US', 'CA', 'MX', 'CN', 'IN', 'GB', 'AU', 'DE', 'FR', 'JP'] as const;
export type Country = (typeof COUNTRIES)[number];
export const COUNTRY_NAMES: Readonly<Record<Country, string>> = {
  US: 'United States', CA: 'Canada', MX: 'Mexico', CN: 'China', IN: 'India',
  GB: 'United Kingdom', AU: 'Australia', DE: 'Germany', FR: 'France', JP: 'Japan',
};

export const PREF_GROUPS = ['Top Suppliers', 'Preferred', 'Platinum', 'Gold', 'Silver', 'Bronze'] as const;
export type PrefGroup = (typeof PREF_GROUPS)[number];

export const ESG_VALUES = [
  'Environmental', 'Social', 'Governance', 'Diversity', 'Equality', 'Inclusion',
  'Climate Neutral', 'Carbon Neutral', 'Sustainable',
] as const;
export type EsgValue = (typeof ESG_VALUES)[number];

/** Union of the product's two category fallback lists (docs/product.md#catalogue), first list's order first. */
export const FALLBACK_CATEGORIES = [
  'Apparel', 'Bags', 'Drinkware', 'Office', 'Tech', 'Writing Instruments',
  'Headwear', 'Eco-Friendly', 'Food & Beverage', 'Electronics',
] as const;

/** Category used when a search has no filter at all (docs/product.md#catalogue). */
export const DEFAULT_CATEGORY = 'Promotional Products';

/** Defaults for catalogue products with missing data (docs/product.md#catalogue). */
export const MAPPED_PRODUCT_DEFAULTS = {
  minQuantity: 25,
  leadTime: '2-3 weeks',
  supplierRating: 4.5,
  supplierLocation: 'USA',
  name: 'Product Name',
  keySellingPoint: 'Quality promotional product',
  // Not in the original app: SAGE search results omit the supplier unless asked for it.
  supplierName: 'Unknown supplier',
} as const;

export const CATALOGUE_PROVIDERS = ['builtin', 'sage'] as const;
export type CatalogueProvider = (typeof CATALOGUE_PROVIDERS)[number];

// The search form and its query string: contracts/catalogue-search.ts. SAGE credentials:
// contracts/catalogue-credentials.ts. Product colours: contracts/product-colors.ts.

// ---------------------------------------------------------------------------
// Results.
// ---------------------------------------------------------------------------

export const priceBreak = z.object({ minQty: z.number().int().positive(), price: z.number().nonnegative() });
export type PriceBreak = z.infer<typeof priceBreak>;

const supplierSummary = z.object({ name: z.string(), location: z.string(), rating: z.number().min(0).max(5) });

/** docs/product.md#catalogue "Product search result", plus what the cards and links need. */
export const productSummary = z.object({
  id: z.string().min(1),
  name: z.string(),
  imageUrl: z.string().nullable(),
  thumbUrl: z.string().nullable(),
  keySellingPoint: z.string(),
  price: z.object({ min: z.number().nonnegative(), max: z.number().nonnegative() }),
  priceText: z.string(),
  supplier: supplierSummary,
  minQuantity: z.number().int().positive(),
  leadTime: z.string(),
  categories: z.array(z.string()),
  itemNum: z.string(),
  source: z.enum(CATALOGUE_PROVIDERS),
  /** Our own product page; null when the item only exists at the outside catalogue. */
  productUrl: z.string().nullable(),
});
export type ProductSummary = z.infer<typeof productSummary>;

const bool = z.boolean();
export const productFlags = z.object({
  verified: bool, recyclable: bool, envFriendly: bool, newProduct: bool, unionShop: bool,
  allAudiences: bool, endUserOnly: bool, popular: bool, fresh: bool, timely: bool,
});
export type ProductFlags = z.infer<typeof productFlags>;

export const productDetail = productSummary.extend({
  description: z.string(),
  priceBreaks: z.array(priceBreak),
  colors: z.array(z.string()),
  materials: z.array(z.string()),
  // Outside catalogues use their own theme names, so plain strings here.
  themes: z.array(z.string()),
  prodTimeDays: z.number().int().nonnegative().nullable(),
  rushAvailable: z.boolean(),
  madeIn: z.string().nullable(),
  flags: productFlags,
  esg: z.array(z.string()),
  largeImageUrl: z.string().nullable(),
  dimensions: z.string().nullable(),
  lineName: z.string().nullable(),
  supplier: supplierSummary.extend({ prefGroup: z.string().nullable() }),
  /** Where a logo goes on the picture, in fractions of it (virtual samples): a built-in product's own, an outside picture's centred. */
  imprintArea,
});
export type ProductDetail = z.infer<typeof productDetail>;

/**
 * Why a search answered with less than it could: the outside catalogue could not be reached
 * (an empty result; the screen shows its failure toast), or the stored credentials could not be
 * read (the built-in catalogue answered instead).
 */
export const SEARCH_WARNINGS = ['catalogue_unavailable', 'credentials_unreadable'] as const;
export type SearchWarningCode = (typeof SEARCH_WARNINGS)[number];
export const searchWarning = z.object({ code: z.enum(SEARCH_WARNINGS), message: z.string() });
export type SearchWarning = z.infer<typeof searchWarning>;

/** docs/product.md#catalogue: the product search failure toast. */
export const SEARCH_FAILED_MESSAGE = 'Failed to search products. Please try again.';

export const catalogueSearchResponse = z.object({
  products: z.array(productSummary),
  total: z.number().int().nonnegative(),
  /** More products match than `total` (counting stopped at SEARCH_COUNT_LIMIT). */
  totalCapped: z.boolean().default(false),
  page: z.number().int().positive(),
  tookMs: z.number().nonnegative(),
  provider: z.enum(CATALOGUE_PROVIDERS),
  /** Answered from the per-workspace cache of the outside catalogue. */
  cached: z.boolean().default(false),
  warning: searchWarning.nullable().default(null),
});
export type CatalogueSearchResponse = z.infer<typeof catalogueSearchResponse>;

export const categoriesResponse = z.object({
  categories: z.array(z.string()),
  /** True when the list is the built-in fallback because the catalogue could not be asked. */
  fallback: z.boolean(),
  provider: z.enum(CATALOGUE_PROVIDERS).optional(),
});

export const productDetailResponse = z.object({
  product: productDetail,
  provider: z.enum(CATALOGUE_PROVIDERS),
  /** How it can be decorated and the charges at cost, as a proposal line prices it (an outside product's: estimated from its category). */
  decorations: z.array(decorationOption),
});
export type ProductDetailResponse = z.infer<typeof productDetailResponse>;
export type CategoriesResponse = z.infer<typeof categoriesResponse>;
