import { z } from 'zod';
import { DECORATION_METHODS, DECORATION_LABELS } from '../../contracts/decoration.js';
import { NEGATIVE_MARGIN_MESSAGE, type decorationInput, type ProposalLine, type TierPriceView } from '../../contracts/proposals.js';
import { invalid } from '../http/errors.js';
import { costBreaksOf, decorationOptionsOfSnapshot, type ProductSnapshot } from './line-product.js';
import { bpToPercent, priceLine, PricingError, type BasisPoints, type TierPrice } from './pricing.js';

/** A line's decoration as stored: charges at cost, resolved when the line was written. */
export const storedDecoration = z.object({
  method: z.enum(DECORATION_METHODS),
  locations: z.array(z.string()),
  colors: z.array(z.string()),
  setupCents: z.number().int().nonnegative(),
  runCents: z.number().int().nonnegative(),
});
export type StoredDecoration = z.infer<typeof storedDecoration>;

export function readDecoration(stored: unknown): StoredDecoration | null {
  const parsed = storedDecoration.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

export const presentDecoration = (d: StoredDecoration | null): ProposalLine['decoration'] => (d ? { ...d, label: DECORATION_LABELS[d.method] } : null);

/**
 * The decoration a seller asked for, with the charges it costs: the ones given, else the
 * product's own for the method, per imprint location. A method the product does not offer needs
 * both charges.
 */
export function resolveDecoration(input: z.output<typeof decorationInput> | null | undefined, product: ProductSnapshot): StoredDecoration | null {
  if (!input) return null;
  const option = decorationOptionsOfSnapshot(product).find((o) => o.method === input.method);
  const places = input.locations.length;
  const setupCents = input.setupCents ?? (option ? option.setupCents * places : undefined);
  const runCents = input.runCents ?? (option ? option.runCents * places : undefined);
  if (setupCents === undefined || runCents === undefined) {
    const message = `This product does not offer ${DECORATION_LABELS[input.method].toLowerCase()}: give its setup and run charges`;
    throw invalid([{ path: setupCents === undefined ? 'decoration.setupCents' : 'decoration.runCents', message }]);
  }
  return { method: input.method, locations: input.locations, colors: input.colors, setupCents, runCents };
}

export const presentTier = (t: TierPrice): TierPriceView => {
  const { marginBp, ...rest } = t;
  return { ...rest, marginPct: bpToPercent(marginBp) };
};

export type LinePricingInput = {
  product: ProductSnapshot;
  tiers: readonly number[];
  decoration: StoredDecoration | null;
  marginBp: BasisPoints;
  unitSellCents: number | null;
};

/** Every tier's price, or why there is none (a product with no price breaks). */
export function priceOf(line: LinePricingInput): { prices: TierPrice[]; error: string | null } {
  try {
    return { prices: priceLine({ costBreaks: costBreaksOf(line.product), tiers: line.tiers, decoration: line.decoration, marginBp: line.marginBp, unitSellCents: line.unitSellCents }), error: null };
  } catch (err) {
    if (err instanceof PricingError) return { prices: [], error: err.message };
    throw err;
  }
}

/**
 * Checks a line about to be written: it must price, and selling below cost (a negative margin or
 * a sell price under the cost) needs the seller's explicit override.
 */
export function assertLineSellable(line: LinePricingInput, lossAllowed: boolean): void {
  const { prices, error } = priceOf(line);
  if (error) throw invalid([{ path: 'tiers', message: error }]);
  if (lossAllowed) return;
  if (line.unitSellCents == null && line.marginBp < 0) throw invalid([{ path: 'marginPct', message: NEGATIVE_MARGIN_MESSAGE }]);
  if (prices.some((p) => p.profitCents < 0)) throw invalid([{ path: line.unitSellCents != null ? 'unitSellCents' : 'marginPct', message: NEGATIVE_MARGIN_MESSAGE }]);
}
