import numbered from 'numbered';
import { readCountArithmetic } from './count-arithmetic.js';
import { NUM, NUMBER_WORDS, SMALL_NUMBERS, money, withLineBreaks, type Text } from './text.js';

/** The counts in a request ('500', '2,000', '5k', 'two dozen'), with where each was said. */

export type Quantity = { value: number; at: number; end: number };

/** What after 'in' makes it the word, not inches: '250 in navy', '500 in stock', '300 in each colour'. */
const IN_AS_PREPOSITION = String.raw`(?:the|a|an|our|your|their|each|every|all|both|total|stock|time|hand|bulk|advance|assorted|mixed|various|different|two|three|four|white|black|red|blue|navy|green|gr[ae]y|silver|gold|pink|purple|orange|yellow|brown|maroon|burgundy|teal|royal|kelly|forest|natural|clear|beige|tan|charcoal|khaki|cream|ivory|lime|sky|light|dark|heather)\b`;

/**
 * What after a number makes it a measure, a time or money rather than a count. Units are whole
 * words: '300 weekly planners' and '200 pointers' are counts.
 */
const NOT_A_QUANTITY = String.raw`(?!\s*-?(?:(?:oz|ounces?|ml|mah|w(?!\/)|watts?|inch(?:es)?|in\b(?!\s+${IN_AS_PREPOSITION})|cm|mm|pt|points?|gb|ft|feet|(?:business |working |production |prod |calendar )?days?|weeks?|months?|years?|yrs?|hours?|hrs?|am|pm|st|nd|rd|th|dollars|bucks|usd|hundred|thousand)\b|dozens?\b|doz\b|%|"|x\s*\d(?!\d*(?:\.\d+)?\s?(?:oz|ounces?|ml|mah|gb)\b)|-\s*\d|-[a-z]\b|-in-\d|\/|k\b\s*(?:dollars|budget)|k\s+(?:fun\s+)?(?:run|race|walk)|(?<=\dk)\s+(?:fun\s+)?(?:run|race|walk)))`;

/** Words after a number in words that make it a time, not a count ('fifteen days', 'twenty minutes'). */
const NOT_COUNTED = /^\s*(?:days?|weeks?|months?|years?|hours?|minutes?|percent|%|dollars|bucks|cents)\b/;

/**
 * A number from 1900 to 2100 is a year where the words around say so ('our 2026 edition', 'since
 * 2019', 'est. 2009', 'the 2027 all-hands'); otherwise it is a count ('lip balm 2000 max $1').
 */
const YEAR_BEFORE = /\b(?:a|an|in|since|est|established|founded|circa|of|from|until|through|thru|by|our|the|this|next|last|fy|class|season|spring|summer|fall|autumn|winter|year|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)\.?,?\s*$/;
const YEAR_AFTER = /^\s*(?:edition|season|event|gala|conference|summit|convention|expo|show|catalog(?:ue)?|calendar|tournament|reunion|class|graduates|campaign|program|budget|fiscal|model|all-hands|kick-?off|holiday|[-–/]\s*\d{2})/;
function isYear(before: string, after: string): boolean {
  if (UNIT_WORDS.test(after) || /^\s*(?:pcs|pc|ea)\b/.test(after)) return false;
  return YEAR_BEFORE.test(before) || YEAR_AFTER.test(after) || /[(']\s*$/.test(before);
}

/** Two capitalised words right before ('Reindeer Dash 5K'): a name the number ends. */
function namedBefore(text: string): boolean {
  if (!/\s$/.test(text)) return false;
  const words = text.trim().split(/\s+/).slice(-2);
  return words.length === 2 && words.every((w) => /^[A-Z][a-z']{1,20}$/.test(w));
}

const SMALL = Object.keys(SMALL_NUMBERS).join('|');
/** After a small number in words: what makes it no count of a product ('two colours', 'one more', 'three options'). */
const NOT_A_PRODUCT_AFTER = String.raw`(?=\s+[a-z])(?!\s+(?:of|more|or|and|to|for|in|dozens?|doz|gross|hundred|thousand|colou?rs?|sides?|locations?|positions?|logos?|weeks?|days?|months?|hours?|times?|options?|ideas?|quotes?|samples?|versions?|designs?|sizes?|styles?|things?|questions?|people|years?|minutes?|separate|different|other|quick|requirements?|requests?|giveaways?|orders?|items?|products?|events?|kinds?|types?|reasons?|points?|notes?)\b)`;
const ASKED_SMALL = new RegExp(String.raw`\b(?:need|needs|want|wants|order|ordering|get|like|looking for)\s+(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)${NOT_A_PRODUCT_AFTER}`, 'g');
/** 'Twelve duffel bags, black please': a small number in words opening a sentence (not 'one'). */
const OPENING_SMALL = new RegExp(String.raw`(?:^|[.!?:—–\n])[ ]*(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)${NOT_A_PRODUCT_AFTER}`, 'g');
// (The lookahead before the lookbehind: looked back from every space of a long run, the lookbehind's
// \s+ made a run of spaces quadratic — 4,000 of them took 115 ms.)
const DOZENS = new RegExp(String.raw`\b(half a|${SMALL}|\d{1,3})?\s*(?:(dozens?|doz)\b|(?=gross\b)(?<=\b(?:${SMALL}|\d{1,2})\s+)gross\b(?!\s+(?:margin|profit|revenue|sales|income|weight)))`, 'g');

const HUNDREDS = /\b(?:(\d{1,3})|a couple(?: of)?)\s+(hundred|thousand)\b/g;
const GROUPS_OF = new RegExp(String.raw`(?:\b(\d{1,2}|${SMALL})\s+)?\b(?:teams|groups|tables|squads|crews|classes|cabins|troops|units)\s+of\s+(\d{1,3})\b`, 'g');
/** A capitalised word before a number names what the number identifies ('Team 5421', 'Room 118'), not a count; not at a sentence's start. */
const IDENTIFIER = /\b(?:Team|Room|Suite|Unit|Box|Pier|Slip|Gate|Lot|Bay|Dock|Hangar|Studio|Floor|Level|Row|Section|Aisle|Table|Cabin|Bus|Route|Court|Field|Lane|Hole|Option|Package|Tier|Phase|Version)\s+#?\d{1,6}\b/g;

/** A list's numbering at the start of a line: '1. laptop stands', '2) 300 magnets', a spec block's 'Item 2:'. */
const LIST_NUMBER = /^( *)(\d{1,2}[.)](?= )|(?:item|product|option|line) ?#?(?:\d{1,2}|[a-z]\b) ?[:.)-]) *\S/i;

export function readQuantities(t: Text): Quantity[] {
  const out: Quantity[] = [];
  let lineAt = 0;
  for (const line of t.lines.split('\n')) {
    const m = LIST_NUMBER.exec(line);
    if (m) t.blank(lineAt + m[1].length, m[2].length);
    lineAt += line.length + 1;
  }
  for (const m of t.original.matchAll(IDENTIFIER)) {
    const before = t.original.slice(Math.max(0, m.index - 8), m.index);
    if (!/[.!?]\s*$/.test(before) && !(m.index <= 8 && before.trim() === '')) t.blank(m.index, m[0].length);
  }
  // An age or an anniversary ('is turning 10', 'turns 50'): not a count.
  for (const m of t.text.matchAll(/\b(?:turning|turns|turned|aged)\s+\d{1,3}\b/g)) t.blank(m.index, m[0].length);
  // Counts worked out in the request ('12 for each of our 6 stores'), read before any of their numbers alone.
  out.push(...readCountArithmetic(t));
  // Read first, and blanked at once: the plain number reader below would take their first number alone.
  const read = (value: number, at: number, length: number) => {
    out.push({ value, at, end: at + length });
    t.blank(at, length);
  };
  // '5 hundred', '2 thousand', 'a couple hundred': a count of hundreds or thousands.
  for (const m of t.text.matchAll(HUNDREDS)) {
    const n = (m[1] ? money(m[1]) : 2) * (m[2] === 'hundred' ? 100 : 1000);
    if (n >= 1 && n <= 1_000_000 && !NOT_COUNTED.test(t.text.slice(m.index! + m[0].length, m.index! + m[0].length + 12))) read(n, m.index!, m[0].length);
  }
  // '3 teams of 12' is 36; 'teams of 6' alone is the size of each, no count of the order.
  for (const m of t.text.matchAll(GROUPS_OF)) {
    const groups = m[1] ? (SMALL_NUMBERS[m[1]] ?? Number(m[1])) : 0;
    if (groups > 0) read(groups * Number(m[2]), m.index!, m[0].length);
    else t.blank(m.index!, m[0].length);
  }
  // A phone extension ('ext. 220') and a standard or class ('ISO 9001', 'ISO 14001:2015', 'ISO Class 2') count nothing.
  for (const m of t.text.matchAll(/\bext(?:ension)?\.?\s*\d{1,5}\b|\biso(?:\/iec)?\s*(?:class\s*)?\d{1,5}(?:[:-]\d{4})?\b/g)) t.blank(m.index, m[0].length);
  // 'a 10K', 'the 5K': a race, not a quantity.
  // '1000pcs', '1000ct': a count written against its unit.
  // 'No. 2 pencils', 'number 10 envelopes': a kind's number, not a count; 'invoice 4471', 'ticket 88': what it numbers.
  // 'Station 14', 'Troop 212', 'Local 46': the number of a company, a troop or a lodge names it.
  const re = new RegExp(String.raw`(?<![\w$.,/#–—-])(?<!\bspf\s*)(?<!\b(?:no\.|number)\s*)(?<!\b(?:station|engine|ladder|rescue|squad|company|precinct|district|ward|troop|pack|chapter|lodge|local|battalion|post|council|invoice|ticket|claim|policy|po|ref|order no)\s+)(?<!\b(?:a|the|our|their|annual|yearly|charity)\s+(?=\d+k\b))${NUM}(?!,\d)\s*(k)?(?:ish\b|\b|(?=(?:pcs|pc|units?|ea|ct)\b))${NOT_A_QUANTITY}`, 'g');
  for (const m of t.text.matchAll(re)) {
    const n = money(m[1]) * (m[2] ? 1000 : 1);
    const end = m.index! + m[0].length;
    const year = n >= 1900 && n <= 2100 && !m[2] && !m[1].includes(',') && isYear(t.text.slice(Math.max(0, m.index! - 16), m.index!), t.text.slice(end, end + 16));
    // 'Reindeer Dash 5K', 'the Harvest Hustle 10K': a race's name, not thousands.
    const race = m[2] !== undefined && n <= 50_000 && namedBefore(t.original.slice(Math.max(0, m.index! - 30), m.index!));
    if (Number.isInteger(n) && n >= 1 && n <= 1_000_000 && !year && !race) out.push({ value: n, at: m.index!, end });
  }
  // 'totes x500': a count written after an x that follows a word, or opening the request ('x500 pencils'); '3x5 cards' and
  // '12 inch x 3000' are not this.
  for (const m of t.text.matchAll(/(?<=(?:[a-z)]|[—–-])[.,:]? |^ ?)x(\d{1,3}(?:,\d{3})+|\d+)\b/g)) {
    const n = money(m[1]);
    if (n >= 1 && n <= 1_000_000) out.push({ value: n, at: m.index!, end: m.index! + m[0].length });
  }
  // 'two hundred', 'fifteen hundred', 'seventy-five': counts in words, read by numbered. A lone 'one' to
  // 'twelve' is not read ('one-colour imprint', 'two colours'): only numbers of more than one word or from 13 up.
  for (const m of t.text.matchAll(NUMBER_WORDS)) {
    const words = m[0].trim();
    if (!/\s|-/.test(words) && !/teen$|ty$/.test(words)) continue;
    const n = numbered.parse(words);
    if (typeof n === 'number' && Number.isInteger(n) && n >= 13 && n <= 1_000_000 && !NOT_COUNTED.test(t.text.slice(m.index! + m[0].length, m.index! + m[0].length + 12))) {
      out.push({ value: n, at: m.index!, end: m.index! + m[0].length });
    }
  }
  // 'need one banner stand', 'we'd like two canopy tents': a small number in words right after a verb
  // of asking counts what follows it (not 'two colours', 'one more', 'three options').
  for (const m of [...t.text.matchAll(ASKED_SMALL), ...withLineBreaks(t).matchAll(OPENING_SMALL)]) {
    const at = m.index! + m[0].length - m[1].length;
    if (!out.some((q) => q.at === at)) out.push({ value: SMALL_NUMBERS[m[1]], at, end: at + m[1].length });
  }
  // 'two dozen', 'eight dozen', 'half a dozen'; 'a gross' (144), 'two gross of' — not 'gross margin'.
  for (const m of t.text.matchAll(DOZENS)) {
    const each = m[2] ? 12 : 144;
    const times = m[1] === 'half a' ? 0.5 : (SMALL_NUMBERS[m[1] ?? 'a'] ?? (Number(m[1]) || 1));
    out.push({ value: each * times, at: m.index!, end: m.index! + m[0].length });
  }
  for (const q of out) t.blank(q.at, q.end - q.at);
  return out.sort((a, b) => a.at - b.at);
}

/** Words after a number that make it the order's quantity. */
export const UNIT_WORDS = /^\s*(?:pieces|pcs|pc|units?|items|of them|of each|pairs|sets|qty|count|ct)\b/;

/**
 * A count written after a product, before the next one: 'speakers x 40 and chargers x 60',
 * 'polos for 45 drivers and jackets for 9 supervisors', 'mugs 500, pens 200'.
 * A count right in front of the next product ('pens and 500 notebooks') is that product's.
 */
const EVERY_PRODUCT = /^\s*(?:(?:pieces|pcs|units|items)\s+)?(?:of each|each|apiece|of them all)\b/;

type Span = { at: number; end: number };

export function quantityAfter(text: string, hit: Span, next: Span | undefined, quantities: Quantity[], claimed: ReadonlySet<Quantity>): Quantity | undefined {
  const sentence = text.slice(hit.end).search(/[.!?](?:\s|$)/);
  const to = Math.min(next?.at ?? text.length, sentence < 0 ? text.length : hit.end + sentence);
  return quantities.find((q) => {
    // '300 of each' is every product's.
    if (claimed.has(q) || q.at < hit.end || q.end > to || EVERY_PRODUCT.test(text.slice(q.end, q.end + 30))) return false;
    if (!next) return true;
    // (From the number's end: a count's span takes the spaces after it, and with them a line's end.)
    const between = text.slice(q.at, next.at).replace(/^\s*(?:\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)/, '');
    return /[,;.!?…]/.test(between) || between.trim().split(/\s+/).length > 2;
  });
}

/** What before a count ties it to the product written before it: 'totes x 500', 'mugs × 200', 'pens qty 300'. */
export const TRAILING_COUNT = /(?:\bx|×|\bqty|\bquantity)(?:\s*[:=])?\s*$/;

/**
 * A number between two capitalised words that are neither products nor everyday words ('Peak 7
 * Lodge', 'Route 40 Diner'): part of a name, not a count ('Order 500 Mugs' counts).
 */
export function inAName(original: string, q: Quantity, known: (word: string) => boolean): boolean {
  if (!/^\d{1,4}$/.test(original.slice(q.at, q.end).trim())) return false;
  const before = /([A-Z][a-z]{2,}) +$/.exec(original.slice(Math.max(0, q.at - 24), q.at))?.[1];
  const after = /^ *([A-Z][a-z]{2,})\b/.exec(original.slice(q.end, q.end + 24))?.[1];
  return before !== undefined && after !== undefined && !known(before.toLowerCase()) && !known(after.toLowerCase());
}
