import type { ListedProduct } from '../catalogue-rows.js';

/**
 * The judge's own reading of the built-in catalogue: a product's unit price at a quantity, read
 * from its price breaks as the product page lists them (tests/eval/catalogue-rows.ts) rather than
 * from the figures the writers quote, so a pricing mistake there is not repeated here.
 */

export interface ListedPrice {
  unitPrice: number;
  supplierName: string;
  itemNum: string;
}
/** Every catalogue product of that exact name priced at the quantity; empty when none can be ordered at it. */
export type PriceLookup = (name: string, quantity: number) => Promise<ListedPrice[]>;

/**
 * The price break in force at a quantity: the one with the largest minimum not above it (breaks
 * rise in quantity). Below the first break the product cannot be ordered at that quantity: null.
 */
export function priceAtQuantity(breakQtys: number[], breakPrices: number[], quantity: number): number | null {
  let price: number | null = null;
  for (let i = 0; i < breakQtys.length; i++) if (breakQtys[i] <= quantity) price = breakPrices[i];
  return price;
}

export function catalogueLookup(catalogue: ReadonlyMap<string, ListedProduct>): PriceLookup {
  const byName = new Map<string, ListedProduct[]>();
  for (const p of catalogue.values()) byName.set(p.name, [...(byName.get(p.name) ?? []), p]);
  return (name, quantity) =>
    Promise.resolve(
      (byName.get(name) ?? []).flatMap((r) => {
        const unitPrice = quantity >= r.minQuantity ? priceAtQuantity(r.breakQtys, r.breakPrices, quantity) : null;
        return unitPrice === null ? [] : [{ unitPrice, supplierName: r.supplierName, itemNum: r.itemNum }];
      }),
    );
}
