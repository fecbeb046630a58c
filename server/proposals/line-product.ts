import { z } from 'zod';
import type { ProductDetail } from '../../contracts/catalogue.js';
import type { ProposalLine } from '../../contracts/proposals.js';
import { catalogueDecorationOptions, costTermsOf, netCostCents, type DecorationOption, imprintAreaOf, LARGE_SIZE, productImagePath } from '../catalogue/index.js';
import { dollarsToCents, type CostBreak } from './pricing.js';
import { decorationOption } from '../../contracts/decoration.js';
import { netBreak, productCosting, type ProductCosting } from '../ports/catalogue.js';

/**
 * The product of a proposal line as it was when the line was added (stored in
 * proposal_lines.product), so a line prices the same tomorrow whatever the catalogue does. What
 * follows from it — net cost per break, decoration options — is derived here on every read, the
 * same way for built-in and SAGE products.
 */
export const productSnapshot = z.object({
  name: z.string(),
  itemNum: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  colors: z.array(z.string()),
  categories: z.array(z.string()),
  supplierName: z.string(),
  minQuantity: z.number(),
  /** List prices in dollars, as the catalogue states them. */
  priceBreaks: z.array(z.object({ minQty: z.number(), price: z.number() })),
  /** The distributor's net cost per break in dollars, as SAGE's full detail states it (absent: estimated). */
  netBreaks: z.array(netBreak).optional(),
  /** Where netBreaks come from: SAGE's net figures or the supplier's price code. */
  costSource: productCosting.shape.costSource.optional(),
  /** The supplier's own decoration options (SAGE's full detail); absent: the catalogue's estimate. */
  decorations: z.array(decorationOption).optional(),
});
export type ProductSnapshot = z.infer<typeof productSnapshot>;

export function snapshotOf(detail: ProductDetail, costing: ProductCosting | null = null): ProductSnapshot {
  return {
    ...(costing && costing.netBreaks.length > 0 ? { netBreaks: costing.netBreaks, costSource: costing.costSource } : {}),
    ...(costing && costing.decorations.length > 0 ? { decorations: costing.decorations } : {}),
    name: detail.name,
    itemNum: detail.itemNum,
    description: detail.description || detail.keySellingPoint,
    imageUrl: detail.largeImageUrl ?? detail.imageUrl,
    colors: detail.colors,
    categories: detail.categories,
    supplierName: detail.supplier.name,
    minQuantity: detail.minQuantity,
    priceBreaks: detail.priceBreaks.length > 0 ? detail.priceBreaks : [{ minQty: detail.minQuantity, price: detail.price.max }],
  };
}

/** A stored snapshot, tolerant of rows written by older code (missing fields get neutral values). */
export function readSnapshot(stored: unknown): ProductSnapshot {
  const parsed = productSnapshot.partial().safeParse(stored);
  const s = parsed.success ? parsed.data : {};
  return {
    name: s.name ?? 'Product',
    itemNum: s.itemNum ?? '',
    description: s.description ?? '',
    imageUrl: s.imageUrl ?? null,
    colors: s.colors ?? [],
    categories: s.categories ?? [],
    supplierName: s.supplierName ?? '',
    minQuantity: s.minQuantity ?? 1,
    priceBreaks: s.priceBreaks ?? [],
    ...(s.netBreaks ? { netBreaks: s.netBreaks, costSource: s.costSource ?? 'net' } : {}),
    ...(s.decorations ? { decorations: s.decorations } : {}),
  };
}

/**
 * The distributor's net cost per break: SAGE's stated net for that quantity where the line has
 * it, else the list price less the item's estimated price-code discount.
 */
export function costBreaksOf(p: ProductSnapshot): CostBreak[] {
  const terms = costTermsOf(p.itemNum || p.name);
  const stated = new Map((p.netBreaks ?? []).map((b) => [b.minQty, b.net]));
  return p.priceBreaks.map((b) => {
    const net = stated.get(b.minQty);
    return { minQty: b.minQty, unitCostCents: net !== undefined ? dollarsToCents(net) : netCostCents(dollarsToCents(b.price), terms) };
  });
}

/** Where a line's costs come from (the seller is told): SAGE's net prices, the supplier's price code, or an estimate. */
export function costSourceOf(p: ProductSnapshot): 'net' | 'price_code' | 'estimate' {
  const stated = new Set((p.netBreaks ?? []).map((b) => b.minQty));
  return stated.size > 0 && p.priceBreaks.every((b) => stated.has(b.minQty)) ? (p.costSource ?? 'net') : 'estimate';
}

export function decorationOptionsOfSnapshot(p: ProductSnapshot): DecorationOption[] {
  return p.decorations && p.decorations.length > 0 ? p.decorations : catalogueDecorationOptions(p);
}

/**
 * The line's picture: a built-in product is drawn in the line's colour (lineColorOf), so a Navy
 * quarter-zip shows navy wherever the line does; an outside catalogue's photo is shown as it is.
 */
export function linePictureUrl(id: string, source: 'builtin' | 'sage', p: ProductSnapshot, color: string | null): string | null {
  return source === 'builtin' && color ? productImagePath(id, LARGE_SIZE, color) : p.imageUrl;
}

/** The line's product as the seller sees it (cost included), its picture in the line's colour. */
export function presentLineProduct(id: string, source: 'builtin' | 'sage', p: ProductSnapshot, color: string | null = null): ProposalLine['product'] {
  const costs = costBreaksOf(p);
  return {
    id,
    source,
    name: p.name,
    itemNum: p.itemNum,
    description: p.description,
    imageUrl: linePictureUrl(id, source, p, color),
    colors: p.colors,
    supplierName: p.supplierName,
    minQuantity: p.minQuantity,
    priceBreaks: p.priceBreaks.map((b, i) => ({ minQty: b.minQty, listCents: dollarsToCents(b.price), netCents: costs[i].unitCostCents })),
    decorationOptions: decorationOptionsOfSnapshot(p),
    costSource: costSourceOf(p),
    imprintArea: imprintAreaOf(source, p.categories[0] ?? '', p.name),
  };
}
