import { sql } from 'drizzle-orm';
import type { Writers } from './produce.js';

/**
 * The judge's own reading of the built-in catalogue: a product's unit price at a quantity, read
 * from its rows (price breaks as the catalogue stores them) rather than through the search the
 * writers quote from, so a pricing mistake there is not repeated here.
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

export function catalogueLookup(w: Writers): PriceLookup {
  return async (name, quantity) => {
    const found = await w.app.db.execute<{ breakQtys: number[]; breakPrices: number[]; minQuantity: number; supplierName: string; itemNum: string }>(sql`
      select p.break_qtys as "breakQtys", p.break_prices as "breakPrices", p.min_quantity as "minQuantity", s.name as "supplierName", p.item_num as "itemNum"
      from products p join suppliers s on s.id = p.supplier_id where p.name = ${name}`);
    return found.rows.flatMap((r) => {
      const unitPrice = quantity >= r.minQuantity ? priceAtQuantity(r.breakQtys, r.breakPrices, quantity) : null;
      return unitPrice === null ? [] : [{ unitPrice, supplierName: r.supplierName, itemNum: r.itemNum }];
    });
  };
}
