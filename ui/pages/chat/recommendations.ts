import { addDays, format } from 'date-fns';
import type { ProductSummary } from '../../../contracts/catalogue.js';
import { PRODUCT_COLORS } from '../../../contracts/product-colors.js';
import type { RecommendedProduct } from '../../../contracts/chat.js';

/** docs/product.md#chat: sort options of the recommendations' filter panel. */
export const SORT_OPTIONS = [
  { value: 'default', label: 'Default' },
  { value: 'price-low', label: 'Price: Low to High' },
  { value: 'price-high', label: 'Price: High to Low' },
] as const;
export type RecommendationSort = (typeof SORT_OPTIONS)[number]['value'];
export type RecommendationFilters = { min: number; max: number; sort: RecommendationSort };

/** The unit price a product is compared by (the lowest of its price text, as the product's parsing). */
export const unitPrice = (p: ProductSummary) => p.price.min;

/** Slider bounds: the lowest and highest product price. */
export function priceBounds(products: readonly ProductSummary[]): { min: number; max: number } {
  const prices = products.map(unitPrice);
  if (prices.length === 0) return { min: 0, max: 0 };
  return { min: Math.floor(Math.min(...prices) * 100) / 100, max: Math.ceil(Math.max(...prices) * 100) / 100 };
}

/** docs/product.md#chat: filter by price range, then sort. */
export function applyFilters(products: readonly ProductSummary[], f: RecommendationFilters): ProductSummary[] {
  const kept = products.filter((p) => unitPrice(p) >= f.min - 1e-9 && unitPrice(p) <= f.max + 1e-9);
  if (f.sort === 'price-low') return [...kept].sort((a, b) => unitPrice(a) - unitPrice(b));
  if (f.sort === 'price-high') return [...kept].sort((a, b) => unitPrice(b) - unitPrice(a));
  return kept;
}

/** Our product page for built-in and SAGE products alike. */
export const productHref = (p: ProductSummary) => p.productUrl ?? `/products/${encodeURIComponent(p.id)}`;
/** The 800 px picture (built-in products), else the picture we have. */
export const largeImageHref = (p: ProductSummary) => p.imageUrl ?? p.thumbUrl;

/**
 * The colour a Create Document line is made in: the brief's colour as the product offers it (the
 * assistant's check lists the product's matching colours among its fits: 'navy', 'royal blue/light
 * blue'), else the brief's first colour when the product was not checked; none when it lacks them.
 */
export function briefColorOf(p: RecommendedProduct, colors: readonly string[]): string | null {
  if (colors.length === 0) return null;
  if (!p.fit) return colors[0];
  const offered = p.fit.fits.flatMap((f) => f.split('/')).map((w) => Object.keys(PRODUCT_COLORS).find((c) => c.toLowerCase() === w.trim()));
  const wanted = colors.map((c) => c.toLowerCase());
  return (
    offered.find((c) => c && wanted.includes(c.toLowerCase())) ??
    offered.find((c) => c && wanted.some((w) => new RegExp(`\\b${w.replace(/[^a-z ]/g, '')}\\b`).test(c.toLowerCase()))) ??
    null
  );
}

/** The in-hands date a brief asks for: the day it was asked plus the days it gave ('needed in 3 weeks'), as yyyy-MM-dd. */
export function inHandsDateOf(askedAt: string, deadlineDays: number | null): string | null {
  if (deadlineDays === null) return null;
  const asked = new Date(askedAt);
  return Number.isNaN(asked.getTime()) ? null : format(addDays(asked, deadlineDays), 'yyyy-MM-dd');
}
