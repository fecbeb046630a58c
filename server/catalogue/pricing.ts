import type { PriceBreak } from '../../contracts/catalogue.js';
import { formatDollars } from '../../contracts/money.js';

export type { PriceBreak };
export interface PriceRange {
  min: number;
  max: number;
}

/** Breaks with a real quantity and price, ordered by quantity (smallest first). */
function usableBreaks(breaks: readonly PriceBreak[]): PriceBreak[] {
  return breaks
    .filter((b) => Number.isFinite(b.minQty) && b.minQty > 0 && Number.isFinite(b.price) && b.price >= 0)
    .sort((a, b) => a.minQty - b.minQty);
}

/**
 * The break that applies to `qty`: the highest break whose minQty ≤ qty. Below the minimum
 * quantity the first break applies (a quote is still useful). Null without any break.
 */
export function breakForQuantity(breaks: readonly PriceBreak[], qty: number): PriceBreak | null {
  const sorted = usableBreaks(breaks);
  if (sorted.length === 0) return null;
  let chosen = sorted[0];
  for (const b of sorted) {
    if (b.minQty <= qty) chosen = b;
    else break;
  }
  return chosen;
}

/** Unit price for `qty` (see breakForQuantity), or null without any break. */
export function priceForQuantity(breaks: readonly PriceBreak[], qty: number): number | null {
  return breakForQuantity(breaks, qty)?.price ?? null;
}

/** Lowest and highest unit price over all breaks, or null without any break. */
export function priceRange(breaks: readonly PriceBreak[]): PriceRange | null {
  const sorted = usableBreaks(breaks);
  if (sorted.length === 0) return null;
  const prices = sorted.map((b) => b.price);
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

// A decimal number, optionally with thousands separators ("1,250.50") or no leading digit (".99").
const NUMBER_PATTERN = /(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+/g;

function numbersIn(text: string): number[] {
  return (text.match(NUMBER_PATTERN) ?? []).map((m) => Number(m.replace(/,/g, ''))).filter(Number.isFinite);
}

/** docs/product.md#catalogue: the first decimal number in the price text, otherwise 0. */
export function parsePriceText(text: string | null | undefined): number {
  return numbersIn(text ?? '')[0] ?? 0;
}

/**
 * Range from a price text such as "0.66 - 1.42" or "$4.99": lowest and highest number found.
 * Text without a number gives {min: 0, max: 0} (the product's "otherwise 0").
 */
export function priceRangeFromText(text: string | null | undefined): PriceRange {
  const numbers = numbersIn(text ?? '');
  if (numbers.length === 0) return { min: 0, max: 0 };
  return { min: Math.min(...numbers), max: Math.max(...numbers) };
}

const DASHES = /[-–—]/;

/**
 * Display text for a price (docs/product.md#catalogue).
 * - numbers: '$x.xx', or '$a - $b' when the range spans more than a cent;
 * - a price text containing a dash is shown as it is; other text shows its first number
 *   as '$x.xx' (text without any number is shown as it is, or '' when blank).
 */
export function formatPrice(min: number | string | null | undefined, max?: number | null): string {
  if (typeof min === 'string') {
    const textValue = min.trim();
    if (DASHES.test(textValue)) return textValue;
    if (numbersIn(textValue).length === 0) return textValue;
    return formatDollars(parsePriceText(textValue));
  }
  if (min === null || min === undefined || !Number.isFinite(min)) return '';
  if (max === null || max === undefined || !Number.isFinite(max)) return formatDollars(min);
  const low = Math.min(min, max);
  const high = Math.max(min, max);
  return formatDollars(low) === formatDollars(high) ? formatDollars(low) : `${formatDollars(low)} - ${formatDollars(high)}`;
}
