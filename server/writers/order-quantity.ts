// How many pieces a writer quotes. A signal that counts people ("hiring 22 nurses", "drawing more
// than 450 attendees") sizes the order: 22 hires are 25 welcome kits, not 250. Otherwise the
// company's headcount does, and 100 when that is unknown.

/** Order sizes quoted from a headcount: the largest the company fills. */
export const QUANTITY_TIERS = [50, 100, 250, 500] as const;

const COUNT = String.raw`(\d[\d,]{0,9})`;
/** The people a sentence counts, tried in order; each pattern is linear (no nested repeats). */
const PEOPLE_COUNTS: RegExp[] = [
  new RegExp(String.raw`\b(?:hiring|hire|recruiting|recruit)\s+(?:up to\s+|about\s+|around\s+|more than\s+|over\s+|some\s+)?${COUNT}\b`, 'i'),
  new RegExp(String.raw`\b${COUNT}\s+(?:new\s+)?(?:hires|employees|jobs|roles|positions|staff|people|workers)\b`, 'i'),
  new RegExp(String.raw`\b${COUNT}\s+(?:attendees|guests|participants|visitors|delegates|runners|volunteers|members)\b`, 'i'),
];
const MAX_COUNT = 100_000;

/** How many people a signal's evidence counts (new hires, attendees), or null when it counts none. */
export function peopleCountOf(evidence: string | null | undefined): number | null {
  if (!evidence) return null;
  const text = evidence.slice(0, 2000);
  for (const pattern of PEOPLE_COUNTS) {
    const m = pattern.exec(text);
    if (!m) continue;
    const n = Number(m[1].replaceAll(',', ''));
    if (Number.isInteger(n) && n > 0 && n <= MAX_COUNT) return n;
  }
  return null;
}

/** `people` rounded up to a quantity suppliers quote: 25s up to 100, 50s up to 500, 100s up to 2,500, then 500s. */
export function orderQuantityFor(people: number): number {
  const step = people <= 100 ? 25 : people <= 500 ? 50 : people <= 2500 ? 100 : 500;
  return Math.max(step, Math.ceil(people / step) * step);
}

/** The largest headcount tier a company fills; 100 when its size is unknown. */
export function headcountQuantity(employeeCount: number | null | undefined): number {
  if (!employeeCount || employeeCount <= 0) return 100;
  return [...QUANTITY_TIERS].reverse().find((q) => q <= employeeCount) ?? QUANTITY_TIERS[0];
}

/**
 * The quantities to try, in order: the signal's size (or the headcount tier), then each larger
 * tier, for when no product's minimum order fits the first.
 */
export function quantitiesToQuote(signalEvidence: string | null | undefined, employeeCount: number | null | undefined): number[] {
  const people = peopleCountOf(signalEvidence);
  const first = people ? orderQuantityFor(people) : headcountQuantity(employeeCount);
  return [first, ...QUANTITY_TIERS.filter((q) => q > first)];
}
