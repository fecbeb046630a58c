/**
 * Proposal pricing, the way a promotional-products distributor sells: every amount is an integer
 * number of cents and every percentage an integer number of basis points (1% = 100 bp), so sums
 * never drift and the same inputs always give the same totals. This is the only place where sell
 * prices, margins and totals are computed; the API, the client page and the PDF all show what it
 * returns.
 *
 * Words used here:
 * - cost: what the distributor pays (the supplier's net price per unit, decoration run charge per
 *   unit, one-time setup charge);
 * - sell: what the client pays;
 * - margin: profit as a share of the sell price (40% margin on a $6.00 cost sells at $10.00);
 * - markup: profit as a share of the cost (40% markup on $6.00 sells at $8.40).
 */

export type Cents = number;
/** Basis points: 4000 = 40%. */
export type BasisPoints = number;

import { MAX_QUANTITY, MAX_TIERS } from '../../contracts/proposals.js';

export { MAX_QUANTITY, MAX_TIERS };
/** A margin of 100% or more has no finite sell price. */
export const MAX_MARGIN_BP = 9_500;

export const percentToBp = (pct: number): BasisPoints => Math.round(pct * 100);
export const bpToPercent = (bp: BasisPoints): number => bp / 100;

/** Rounds a non-negative amount of (fractional) cents half up to a whole cent. */
const roundCents = (value: number): Cents => Math.floor(value + 0.5);

/** Sales tax on a merchandise subtotal (proposals and the orders made from them: one rule). */
export const salesTaxCents = (subtotalCents: Cents, taxRateBp: BasisPoints): Cents => roundCents((subtotalCents * taxRateBp) / 10_000);

/** Sell price that leaves `marginBp` of the sell price as profit: cost / (1 − margin). */
export function sellFromMargin(costCents: Cents, marginBp: BasisPoints): Cents {
  if (marginBp >= 10_000) throw new RangeError('A margin must be below 100%');
  return roundCents((costCents * 10_000) / (10_000 - marginBp));
}

/** Sell price with `markupBp` of the cost added: cost × (1 + markup). */
export function sellFromMarkup(costCents: Cents, markupBp: BasisPoints): Cents {
  return roundCents((costCents * (10_000 + markupBp)) / 10_000);
}

/** Profit as basis points of the sell price (0 when nothing is sold). */
export function marginOf(sellCents: Cents, costCents: Cents): BasisPoints {
  return sellCents === 0 ? 0 : Math.round(((sellCents - costCents) * 10_000) / sellCents);
}

/** Profit as basis points of the cost (0 when nothing costs anything). */
export function markupOf(sellCents: Cents, costCents: Cents): BasisPoints {
  return costCents === 0 ? 0 : Math.round(((sellCents - costCents) * 10_000) / costCents);
}

export const marginToMarkup = (marginBp: BasisPoints): BasisPoints => Math.round((marginBp * 10_000) / (10_000 - marginBp));
export const markupToMargin = (markupBp: BasisPoints): BasisPoints => Math.round((markupBp * 10_000) / (10_000 + markupBp));

/** A price break of the product: from `minQty` units on, the supplier's net cost per unit. */
export type CostBreak = { minQty: number; unitCostCents: Cents };

/** The break that applies to `qty` (the highest whose minQty ≤ qty; below the first, the first). */
export function unitCostAt(breaks: readonly CostBreak[], qty: number): Cents | null {
  const sorted = [...breaks].filter((b) => b.minQty > 0 && b.unitCostCents >= 0).sort((a, b) => a.minQty - b.minQty);
  if (sorted.length === 0) return null;
  let chosen = sorted[0];
  for (const b of sorted) if (b.minQty <= qty) chosen = b;
  return chosen.unitCostCents;
}

export type LineInput = {
  /** The product's net cost per unit by quantity. */
  costBreaks: readonly CostBreak[];
  /** One to three quantities, strictly increasing. */
  tiers: readonly number[];
  decoration?: { setupCents: Cents; runCents: Cents } | null;
  /** The line's margin; its sell prices follow from it unless `unitSellCents` overrides them. */
  marginBp: BasisPoints;
  /** A sell price per unit (product + decoration run) the seller typed, used for every tier. */
  unitSellCents?: Cents | null;
};

export type TierPrice = {
  quantity: number;
  /** Product net cost + decoration run charge, per unit. */
  unitCostCents: Cents;
  unitSellCents: Cents;
  /** The one-time setup charge, at cost and as sold (the line's margin applies to it too). */
  setupCostCents: Cents;
  setupSellCents: Cents;
  /** The client's total for this tier: unit sell × quantity + setup sell. */
  lineTotalCents: Cents;
  /** The line total spread over the units (setup amortised): what one piece really costs the client. */
  allInUnitSellCents: Cents;
  costTotalCents: Cents;
  profitCents: Cents;
  /** Realised margin on the whole tier, setup included. */
  marginBp: BasisPoints;
};

export class PricingError extends Error {}

export function validateTiers(tiers: readonly number[]): string | null {
  if (tiers.length < 1 || tiers.length > MAX_TIERS) return `Give one to ${MAX_TIERS} quantities`;
  for (const q of tiers) if (!Number.isInteger(q) || q < 1 || q > MAX_QUANTITY) return `Quantities must be whole numbers from 1 to ${MAX_QUANTITY.toLocaleString('en-US')}`;
  for (let i = 1; i < tiers.length; i++) if (tiers[i] <= tiers[i - 1]) return 'Quantities must increase from one tier to the next';
  return null;
}

/** Prices every tier of one line. Throws PricingError for input no seller could mean. */
export function priceLine(line: LineInput): TierPrice[] {
  const tierError = validateTiers(line.tiers);
  if (tierError) throw new PricingError(tierError);
  if (!Number.isInteger(line.marginBp) || line.marginBp >= 10_000 || line.marginBp <= -10_000) throw new PricingError('The margin must be between -100% and 100%');
  const setupCost = line.decoration?.setupCents ?? 0;
  const runCost = line.decoration?.runCents ?? 0;
  if (![setupCost, runCost].every((c) => Number.isInteger(c) && c >= 0)) throw new PricingError('Charges must be whole cents, zero or more');
  if (line.unitSellCents != null && !(Number.isInteger(line.unitSellCents) && line.unitSellCents >= 0)) throw new PricingError('A sell price must be whole cents, zero or more');

  return line.tiers.map((quantity) => {
    const productCost = unitCostAt(line.costBreaks, quantity);
    if (productCost === null) throw new PricingError('The product has no price for this quantity');
    const unitCostCents = productCost + runCost;
    const unitSellCents = line.unitSellCents ?? sellFromMargin(unitCostCents, line.marginBp);
    const setupSellCents = sellFromMargin(setupCost, line.marginBp);
    const lineTotalCents = unitSellCents * quantity + setupSellCents;
    const costTotalCents = unitCostCents * quantity + setupCost;
    const profitCents = lineTotalCents - costTotalCents;
    return {
      quantity,
      unitCostCents,
      unitSellCents,
      setupCostCents: setupCost,
      setupSellCents,
      lineTotalCents,
      allInUnitSellCents: roundCents(lineTotalCents / quantity),
      costTotalCents,
      profitCents,
      marginBp: marginOf(lineTotalCents, costTotalCents),
    };
  });
}

export type ProposalTotalsInput = {
  /** Each line's tiers (from priceLine) and the quantity the client chose (default: the first tier). */
  lines: ReadonlyArray<{ tiers: readonly TierPrice[]; chosenQuantity?: number | null }>;
  shippingCents?: Cents;
  /** Sales tax on the merchandise subtotal (shipping is not taxed here). */
  taxRateBp?: BasisPoints;
};

export type ProposalTotals = {
  subtotalCents: Cents;
  shippingCents: Cents;
  taxCents: Cents;
  grandTotalCents: Cents;
  costCents: Cents;
  profitCents: Cents;
  marginBp: BasisPoints;
};

/** The tier a line is priced at in the totals: the client's choice when it is one of the tiers. */
export function chosenTier(tiers: readonly TierPrice[], chosenQuantity?: number | null): TierPrice {
  return tiers.find((t) => t.quantity === chosenQuantity) ?? tiers[0];
}

export function proposalTotals(input: ProposalTotalsInput): ProposalTotals {
  let subtotal = 0;
  let cost = 0;
  for (const line of input.lines) {
    if (line.tiers.length === 0) continue;
    const tier = chosenTier(line.tiers, line.chosenQuantity);
    subtotal += tier.lineTotalCents;
    cost += tier.costTotalCents;
  }
  const shipping = input.shippingCents ?? 0;
  const tax = salesTaxCents(subtotal, input.taxRateBp ?? 0);
  const profit = subtotal - cost;
  return {
    subtotalCents: subtotal,
    shippingCents: shipping,
    taxCents: tax,
    grandTotalCents: subtotal + shipping + tax,
    costCents: cost,
    profitCents: profit,
    marginBp: marginOf(subtotal, cost),
  };
}

export { formatCents } from '../../contracts/money.js';

/** Dollars (as a catalogue stores them, e.g. 4.99) to cents, without float residue (4.99 → 499). */
export const dollarsToCents = (dollars: number): Cents => Math.round(dollars * 100);
