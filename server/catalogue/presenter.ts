import { MAPPED_PRODUCT_DEFAULTS as DEFAULTS, type PriceBreak, type ProductDetail, type ProductSummary } from '../../contracts/catalogue.js';
import { formatPrice } from './pricing.js';
import { builtinImprintArea } from './imprint-areas.js';
import type { ProductDetailRow, ProductRow } from './queries.js';

/** Shapes built-in catalogue rows as the contract's product summary and detail. */

export const THUMB_SIZE = 150;
export const LARGE_SIZE = 800;

export const productPath = (id: string) => `/products/${id}`;
/** A built-in product's drawing; `color` draws it in that colour (a proposal line's) instead of the product's own. */
export const productImagePath = (id: string, size: number, color?: string | null) =>
  `/api/catalogue/products/${id}/image?size=${size}${color ? `&color=${encodeURIComponent(color)}` : ''}`;

export function leadTimeText(days: number | null | undefined): string {
  if (days === null || days === undefined || days <= 0) return DEFAULTS.leadTime;
  return days === 1 ? '1 business day' : `${days} business days`;
}

const rating = (r: number | null | undefined) => (typeof r === 'number' && Number.isFinite(r) ? Math.min(5, Math.max(0, r)) : DEFAULTS.supplierRating);

export function presentSummary(row: Omit<ProductRow, 'qtyPrice'> & { qtyPrice?: number | null }, thumbSize = THUMB_SIZE): ProductSummary {
  const atQty = row.qtyPrice ?? null;
  const price = atQty !== null ? { min: atQty, max: atQty } : { min: row.priceMin, max: row.priceMax };
  return {
    id: row.id,
    name: row.name || DEFAULTS.name,
    imageUrl: productImagePath(row.id, LARGE_SIZE),
    thumbUrl: productImagePath(row.id, thumbSize),
    keySellingPoint: row.keySellingPoint || DEFAULTS.keySellingPoint,
    price,
    priceText: formatPrice(price.min, price.max),
    supplier: {
      name: row.supplierName || DEFAULTS.supplierName,
      location: row.supplierLocation || DEFAULTS.supplierLocation,
      rating: rating(row.supplierRating),
    },
    minQuantity: row.minQuantity > 0 ? row.minQuantity : DEFAULTS.minQuantity,
    leadTime: leadTimeText(row.prodTimeDays),
    categories: row.categories,
    itemNum: row.itemNum,
    source: 'builtin',
    productUrl: productPath(row.id),
  };
}

export function priceBreaksOf(qtys: readonly number[], prices: readonly number[]): PriceBreak[] {
  const breaks: PriceBreak[] = [];
  for (let i = 0; i < Math.min(qtys.length, prices.length); i++) breaks.push({ minQty: qtys[i], price: prices[i] });
  return breaks;
}

export function presentDetail(row: ProductDetailRow): ProductDetail {
  const summary = presentSummary(row);
  return {
    ...summary,
    description: row.description,
    priceBreaks: priceBreaksOf(row.breakQtys, row.breakPrices),
    colors: row.colors,
    materials: row.materials,
    themes: row.themes,
    prodTimeDays: row.prodTimeDays,
    rushAvailable: row.rushAvailable,
    madeIn: row.madeIn,
    flags: {
      verified: row.verified, recyclable: row.recyclable, envFriendly: row.envFriendly, newProduct: row.newProduct,
      unionShop: row.unionShop, allAudiences: row.allAudiences, endUserOnly: row.endUserOnly, popular: row.popular,
      fresh: row.fresh, timely: row.timely,
    },
    esg: row.esg,
    largeImageUrl: productImagePath(row.id, LARGE_SIZE),
    dimensions: row.dimensions,
    lineName: row.lineName,
    supplier: { ...summary.supplier, prefGroup: row.supplierPrefGroup },
    imprintArea: builtinImprintArea(row.categories[0] ?? '', row.name),
  };
}
