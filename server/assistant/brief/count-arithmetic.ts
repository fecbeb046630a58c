import { SMALL_NUMBERS, money, type Text } from './text.js';

/**
 * Counts a client works out in the request rather than writes: '12 for each of our 6 stores' (72),
 * 'three per nurse, and we have 40 nurses' (120), 'one vest for each of the 7 trustees, plus 2 spares'
 * (9), 'half of our 350 families' (175), '30 polos … and twice as many caps' (60), '3 boxes of 50'
 * (150), '150-200 pens' (150, the lower end). Each is
 * read where its first number stands (what it counts is named there or just before), the other number
 * blanked, and a total the client restates after it ('(so 72)', '= 72', '(72 mugs)') blanked too.
 */

export type Counted = { value: number; at: number; end: number };

const SMALL = 'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve';
/** The count per one: digits, a small number in words, 'a dozen', 'a pair', 'a' or 'an'. */
const EACH = String.raw`(?<![\w$.,])(\d{1,4}|${SMALL}|a dozen|a pair|a couple(?: of)?|an?)`;
/** How many of them: digits or a small number in words. */
const MANY = String.raw`(\d{1,3}(?:,\d{3})+|\d{1,6}|${SMALL})`;
const value = (s: string) => (s === 'a dozen' ? 12 : s === 'a pair' || s.startsWith('a couple') ? 2 : (SMALL_NUMBERS[s] ?? money(s)));

/** '12 travel mugs for each of their 6 stores', 'one for every one of our 7 trustees'. */
const FOR_EACH_OF = new RegExp(String.raw`${EACH}\s+(?:[a-z'-]+\s+){0,4}?(?:for|to)\s+(?:each|every(?: one)?)\s+of\s+(?:(?:their|our|the|your|its|his|her|all)\s+)?${MANY}\b(?!\s*%)`, 'g');
/** 'three per nurse', '4 per desk', 'a dozen per troop', '15 per site': the count per one of what follows. */
const PER_ONE = new RegExp(String.raw`${EACH}\s+(?:[a-z'-]+\s+){0,3}?(?:per|for each|for every|each)\s+((?:[a-z'-]+\s+){0,2}[a-z'-]+)\b`, 'g');
/** '…, plus 2 spares', 'plus 5 extra': added to the count worked out before it. */
const PLUS_SPARES = new RegExp(String.raw`^(?:\s+[a-z'-]+){0,3}[\s,;]*(?:plus|and|\+)\s+${MANY}\s+(?:spares?|extras?|extra ones|more|backups?|for (?:spares|backup))\b`);
/** '2 cases of 144', 'three boxes of 50': packs of a count each. */
const PACKS_OF = new RegExp(String.raw`${EACH}\s+(?:cases?|boxes?|packs?|cartons?|bundles?|packages?)\s+of\s+${MANY}\b`, 'g');
/** '80-100 chargers', '300 to 400': a range of counts before a word, read at its lower end (not ages, sizes, grades or times). */
const RANGE = /(?<![\w$.,/#:–—-])(?<!\b(?:ages?|aged|sizes?|grades?|kids|children|rooms?|suites?)\s)(\d{1,6})\s*(?:-|–|to)\s*(\d{1,6})(?=\s+(?!(?:days?|weeks?|months?|years?|hours?|hrs?|minutes?|mins?|business|working|oz|ounces?|ml|inch(?:es)?|in|cm|mm|ft|feet|lbs?|am|pm|people|percent|%|options?|ideas?|choices?|colou?rs?|styles?|designs?|samples?|quotes?|versions?|logos?|locations?|sides?)\b)(?:[a-z]|depending|people))/g;
/** 'a fleece for every crew member (36)': one each, the people counted in brackets after them. */
const EACH_COUNTED_AFTER = /(?<![\w$.,])(an?|one)\s+(?:[a-z'-]+\s+){0,3}?(?:for|to)\s+(?:each|every)\s+(?:[a-z'-]+\s+){0,2}?[a-z'-]+\s*\((\d{1,6})\)/g;
/** 'half of our 350 families': half of them. */
const HALF_OF = /\bhalf\s+(?:of\s+)?(?:our|their|the|your)\s+(\d{1,3}(?:,\d{3})+|\d{1,6})\b/g;
/** 'twice as many caps': twice the count said just before. */
const TIMES_AS_MANY = /\b(twice|double|three times|triple|four times)\s+(?:as many|the number of)\b/g;
const FACTORS: Record<string, number> = { twice: 2, double: 2, 'three times': 3, triple: 3, 'four times': 4 };
const PEOPLE: Record<string, string> = { person: 'people', child: 'children', man: 'men', woman: 'women' };

/** How many of a kind ('40 nurses', '12 exam rooms'), the count in group 1; `then` what must follow. */
const kindCounted = (many: string, then = '') => new RegExp(String.raw`\b${MANY}\s+(?:[a-z'-]+\s+){0,2}?(?:${many.replace(/(?:es|s)$/, '')}(?:s|es)?|${many})\b${then}`);

/** A restated total right after ('(so 72)', ', so 72', '= 72', '(72 mugs)'): its span when it is `total`. */
function restated(text: string, from: number, total: number): { at: number; length: number } | null {
  const m = /^\s*(?:[(,;:—–-]\s*)?(?:(?:so|=|that'?s|that is|i\.e\.?|which is|total(?:ling|ing)?|for a total of|in all)\s*)?(\d{1,3}(?:,\d{3})+|\d{1,6})\b/.exec(text.slice(from, from + 40));
  return m && money(m[1]) === total ? { at: from + m[0].length - m[1].length, length: m[1].length } : null;
}

export function readCountArithmetic(t: Text): Counted[] {
  const out: Counted[] = [];
  const found = (each: RegExpMatchArray, total: number, other: { at: number; length: number }, end: number) => {
    if (total < 2 || total > 1_000_000 || out.some((c) => c.at === each.index)) return;
    const at = each.index!;
    const length = each[1]!.length;
    const spares = PLUS_SPARES.exec(t.text.slice(end, end + 40));
    const sum = total + (spares ? value(spares[1]!) : 0);
    const again = restated(t.text, spares ? end + spares[0].length : end, sum);
    out.push({ value: sum, at, end: at + length });
    t.blank(at, length);
    t.blank(other.at, other.length);
    if (spares) t.blank(end + spares[0].search(/(?:plus|and|\+)\s/), spares[0].length - spares[0].search(/(?:plus|and|\+)\s/));
    if (again) t.blank(again.at, again.length);
  };
  /** The count per one (group 1) times how many (group 2, ending the match). */
  const eachTimesMany = (m: RegExpMatchArray) =>
    found(m, value(m[1]!) * value(m[2]!), { at: m.index! + m[0].length - m[2]!.length, length: m[2]!.length }, m.index! + m[0].length);
  for (const m of t.text.matchAll(FOR_EACH_OF)) eachTimesMany(m);
  for (const m of t.text.matchAll(PER_ONE)) {
    // The same kind counted soon after: 'three per nurse, and we have 40 nurses', '… per exam room. There are 12 rooms'.
    const end = m.index! + m[0].length;
    const kinds = m[2]!.split(/\s+/).filter((w) => w.length > 2).map((one) => PEOPLE[one] ?? one);
    const after = kinds.map((many) => kindCounted(many).exec(t.text.slice(end, end + 90))).find((a) => a !== null);
    if (!after) {
      // …or just before: 'across all 4 depots — 25 per depot'.
      const from = Math.max(0, m.index! - 60);
      const before = kinds.map((many) => kindCounted(many, String.raw`(?=[^\d]{0,12}$)`).exec(t.text.slice(from, m.index!))).find((b) => b !== null);
      if (before) {
        const at = from + before.index + before[0].indexOf(before[1]!);
        found(m, value(m[1]!) * value(before[1]!), { at, length: before[1]!.length }, end);
      }
      continue;
    }
    // (What is counted per one is no product asked for: 'per exam room', '12 rooms' are blanked with their numbers.)
    const at = end + after.index + after[0].indexOf(after[1]!);
    const before = out.length;
    found(m, value(m[1]!) * value(after[1]!), { at, length: after[0].length - after[0].indexOf(after[1]!) }, end + after.index + after[0].length);
    if (out.length > before) t.blank(m.index! + m[0].length - m[2]!.length, m[2]!.length);
  }
  for (const m of t.text.matchAll(EACH_COUNTED_AFTER)) {
    const manyAt = m.index! + m[0].length - m[2]!.length - 1;
    found(m, Number(m[2]), { at: manyAt, length: m[2]!.length }, m.index! + m[0].length);
  }
  for (const m of t.text.matchAll(PACKS_OF)) eachTimesMany(m);
  for (const m of t.text.matchAll(RANGE)) {
    const [low, high] = [Number(m[1]), Number(m[2])];
    if (!(low > 0 && high > low && high <= low * 3)) continue;
    out.push({ value: low, at: m.index!, end: m.index! + m[1]!.length });
    // ('in the 60–80 range of …': the words of the range name no product, nor where it is.)
    const range = /^\s+range\b/.exec(t.text.slice(m.index! + m[0].length, m.index! + m[0].length + 12));
    const inThe = range ? /\b(?:in\s+)?the\s+$/.exec(t.text.slice(Math.max(0, m.index! - 8), m.index!)) : null;
    const from = m.index! - (inThe ? inThe[0].length : 0);
    t.blank(from, m.index! - from + m[0].length + (range ? range[0].length : 0));
  }
  for (const m of t.text.matchAll(HALF_OF)) {
    const at = m.index! + m[0].length - m[1]!.length;
    out.push({ value: Math.round(money(m[1]!) / 2), at, end: at + m[1]!.length });
    t.blank(at, m[1]!.length);
  }
  for (const m of t.text.matchAll(TIMES_AS_MANY)) {
    const before = [...t.original.slice(Math.max(0, m.index! - 120), m.index!).matchAll(/(?<![\w$.,])(\d{1,3}(?:,\d{3})+|\d{1,6})\b(?![.,]\d)/g)].pop();
    if (!before) continue;
    out.push({ value: FACTORS[m[1]!]! * money(before[1]!), at: m.index!, end: m.index! + m[0].length });
    t.blank(m.index!, m[0].length);
  }
  return out;
}
