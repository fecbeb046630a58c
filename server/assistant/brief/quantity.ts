import { NUM, SMALL_NUMBERS, money, type Text } from './text.js';

/** The counts in a request ('500', '2,000', '5k', 'two dozen'), with where each was said. */

export type Quantity = { value: number; at: number; end: number };

/**
 * What after a number makes it a measure, a time or money rather than a count. Units are whole
 * words: '300 weekly planners' and '200 pointers' are counts.
 */
const NOT_A_QUANTITY = String.raw`(?!\s*(?:(?:oz|ounces?|ml|mah|w|watts?|inch(?:es)?|in|cm|mm|pt|points?|gb|ft|feet|(?:business |working )?days?|weeks?|months?|years?|yrs?|hours?|hrs?|am|pm|st|nd|rd|th|dollars|bucks|usd)\b|%|"|x\s*\d|-\s*\d|\/|k\b\s*(?:dollars|budget)|k\s+(?:fun\s+)?(?:run|race|walk)))`;

export function readQuantities(t: Text): Quantity[] {
  const out: Quantity[] = [];
  // 'a 10K', 'the 5K': a race, not a quantity.
  const re = new RegExp(String.raw`(?<![\w$.,/#-])(?<!\b(?:a|the|our|their)\s+(?=\d+k\b))${NUM}\s*(k)?\b${NOT_A_QUANTITY}`, 'g');
  for (const m of t.text.matchAll(re)) {
    const n = money(m[1]) * (m[2] ? 1000 : 1);
    const year = n >= 1900 && n <= 2100 && !m[2] && !m[1].includes(',');
    if (Number.isInteger(n) && n >= 1 && n <= 1_000_000 && !year) out.push({ value: n, at: m.index!, end: m.index! + m[0].length });
  }
  // 'totes x500': a count written after an x that follows a word ('3x5 cards' and '12 inch x 3000' are not this).
  for (const m of t.text.matchAll(/(?<=[a-z][.,]? )x(\d{1,3}(?:,\d{3})+|\d+)\b/g)) {
    const n = money(m[1]);
    if (n >= 1 && n <= 1_000_000) out.push({ value: n, at: m.index!, end: m.index! + m[0].length });
  }
  for (const m of t.text.matchAll(/\b(a|one|two|three|four|five|six|ten)?\s*dozen\b/g)) {
    out.push({ value: 12 * (SMALL_NUMBERS[m[1] ?? 'a'] ?? 1), at: m.index!, end: m.index! + m[0].length });
  }
  for (const q of out) t.blank(q.at, q.end - q.at);
  return out.sort((a, b) => a.at - b.at);
}

/** Words after a number that make it the order's quantity. */
export const UNIT_WORDS = /^\s*(?:pieces|pcs|pc|units?|items|of them|of each|pairs|sets|qty)\b/;
