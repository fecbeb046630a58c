import numbered from 'numbered';
import { NUM, NUMBER_WORDS, money, type Text } from './text.js';
import type { Brief, BriefItem } from './types.js';

/** The budget asked for — per unit or in total, a range or a ceiling — and an item's share of it. */

export const cents = (dollars: number) => Math.round(dollars * 100);

/** A bare dollar amount at least this big with a quantity reads as the order's total ('250 hoodies for $2,500'). */
export const TOTAL_LOOKING_DOLLARS = 200;

/**
 * A company's money — '$8.9 million in federal funding', 'a $40M Series B', '12 million dollars' —
 * is news about the buyer, not a price: blanked before a budget is read ('$8.9' was up to $8.90 each).
 */
const COMPANY_MONEY = new RegExp(String.raw`\$\s*${NUM}\s*(?:million|billion|trillion|mn|bn|mm|m|b)\b|\b${NUM}\s*(?:million|billion|trillion)\s+(?:dollars|usd)\b`, 'g');

/**
 * What was paid before ('we paid $3.25 apiece in the spring', 'the last batch came to $1,200', '$22 a shirt last season')
 * and a membership level ('donors at the $100 tier'), money raised or earned ('the walk raised $9,400'), a
 * budget said to be another's ('$20k for the trade-show booth, separate from this'): amounts the client
 * reports, not a budget.
 */
const REPORTED_AMOUNT = new RegExp(
  String.raw`\b(?:paid|spent|were charged|was charged|got (?:them|it|those) for|cost us|quoted (?:us|me|them|him|her)|last (?:order|year|time|round|batch)(?:'s)?(?: [a-z]+){0,3} (?:was|were|came to|ran|cost|at))\s+(?:about\s+|around\s+|roughly\s+|only\s+|just\s+|over\s+)?\$\s*${NUM}(?:\s*k\b)?|\$\s*${NUM}(?:\s*k\b)?(?=(?:\s*(?:each|apiece|ea|a [a-z]+|per [a-z]+))?\s+(?:last|in)\s+(?:year|time|season|spring|summer|fall|autumn|winter|round)\b)|\$\s*${NUM}\s+(?:level|tier|membership|donors?|donation level|gift level|sponsorship)\b` +
    String.raw`|\b(?:raised|raising|generated|grossed|brought in|donated|dues (?:are|of|is)|revenue (?:of|is|was|were)|sales (?:of|were|are))\s+(?:over\s+|about\s+|nearly\s+|almost\s+)?\$\s*${NUM}(?:\s*k\b)?` +
    String.raw`|\$\s*${NUM}(?:\s*k\b)?(?=[^.;()]{0,40}\b(?:separate from|not part of|different (?:line|budget|pot)|another (?:line|budget|pot))\b)`,
  'g',
);

/** 'four bucks', 'twelve dollars', 'forty-five bucks': a number in words written as digits (same length) before amounts are read. */
const WORDS_AMOUNT = new RegExp(String.raw`(${NUMBER_WORDS.source})(\s+(?:dollars?|bucks?)\b)`, 'g');
/** 'a buck', 'a dollar'. */
const ONE_AMOUNT = /\b(an?)(\s+(?:dollars?|bucks?)\b)/g;

/** An amount in dollars: its number, then 'k' for thousands ('$2k'). */
const DOLLARS = String.raw`\$\s*${NUM}(?:\s*(k\b))?`;
/** Said of each unit ('each', 'apiece', 'per unit', '/ea', 'for one'). */
const PER = String.raw`(\s*(?:each|apiece|a piece|a unit|an item|per (?:unit|piece|item|person|head|pc)|\/\s*(?:unit|ea|each|pc|piece)|ea\b|a head|for (?:one|each)\b|per))?`;

/** Spoken amounts of money: 'a buck fifty', 'a buck and a half', 'a tenner'. */
const SLANG_DOLLARS: Record<string, string> = {
  'buck fifty': '1.50',
  'buck and a half': '1.50',
  'buck and a quarter': '1.25',
  'buck and a dime': '1.10',
  fiver: '5',
  tenner: '10',
};
const SLANG_AMOUNT = /\b(an?\s+)?(buck\s+fifty|buck\s+and\s+an?\s+(?:half|quarter|dime)|fiver|tenner)\b/g;

/** The budget read: a ceiling (`max`), a floor (`min`) or both; `total` when said of the whole order, null when not said. */
export type BudgetRead = { min: number | null; max: number | null; total: boolean | null };

/** A floor of the price ('at least $30 each', 'nothing under $20', '$50 or more'): what a client who wants nothing cheap says. */
const FLOOR_BEFORE = new RegExp(String.raw`\b(?:at least|no less than|not less than|nothing (?:under|below|less than|cheaper than)|min(?:imum)?(?: of)?:?)\s*${DOLLARS}${PER}`);
const FLOOR_AFTER = new RegExp(String.raw`${DOLLARS}${PER}\s*(?:or more|or above|and up|and above|minimum|min)\b`);
function readFloor(t: Text): number | null {
  const m = t.take(FLOOR_BEFORE) ?? t.take(FLOOR_AFTER);
  return m ? money(m[1]!) * (m[2] ? 1000 : 1) : null;
}

export function readBudget(t: Text): BudgetRead | null {
  // '£12', '€10': the catalogue is priced in dollars, so a pound or euro amount is read as the same number of dollars.
  t.text = t.text.replace(/[£€]/g, '$');
  // '20$', '1.50$': the sign written after the amount.
  t.text = t.text.replace(/(?<![\w$.,])(\d{1,6}(?:\.\d{1,2})?)\$/g, (_m, n: string) => `$${n}`);
  t.text = t.text.replace(COMPANY_MONEY, (m) => ' '.repeat(m.length));
  // (Only the amount: 'paid … for the mugs' still says what was bought.)
  t.text = t.text.replace(REPORTED_AMOUNT, (m) => m.slice(0, m.indexOf('$')) + ' '.repeat(m.length - m.indexOf('$')));
  // 'a buck fifty' is $1.50, 'a buck and a half' $1.50; 'a tenner', 'a fiver' are $10 and $5; 'dollas' is dollars (texting).
  t.text = t.text.replace(SLANG_AMOUNT, (m, _a, phrase: string) => `$${SLANG_DOLLARS[phrase.replace(/\s+/g, ' ')]}`.padEnd(m.length, ' '));
  t.text = t.text.replace(/\bdollas\b/g, 'dollar');
  // 'a dime each', 'a nickel apiece': coins in cents.
  t.text = t.text.replace(/\b(?:a\s+)?(dime|nickel)\b/g, (m, coin: string) => (coin === 'dime' ? '10c' : '5c').padEnd(m.length, ' '));
  t.text = t.text.replace(WORDS_AMOUNT, (m, words: string, unit: string) => {
    const n = numbered.parse(words.trim());
    return typeof n === 'number' && Number.isFinite(n) && n > 0 ? String(n).padEnd(words.length, ' ') + unit : m;
  });
  t.text = t.text.replace(ONE_AMOUNT, (_m, word: string, unit: string) => '1'.padEnd(word.length, ' ') + unit);
  const floor = readFloor(t);
  const ceiling = readCeiling(t);
  // 'at least $20 but under $40': both; a floor alone leaves the price open above it.
  if (floor === null) return ceiling;
  return ceiling && ceiling.min === null && (ceiling.max === null || ceiling.max >= floor) ? { ...ceiling, min: floor } : { min: floor, max: null, total: false };
}

/** The ceiling or range of the price, once amounts are written as dollars (readBudget). */
function readCeiling(t: Text): BudgetRead | null {
  const totalWords = String.raw`(\s*(?:total|in total|overall|all in|all-in|for (?:the )?(?:whole|entire) (?:order|thing|lot)|for everything|for all of (?:it|them)))?`;
  // ('can't go over $3', 'tops out at $30', 'a ceiling of $40', 'keep it around $9': each a ceiling.)
  const lead = String.raw`(total budget(?: of| is)?:?|budget(?: of| is)?:?|total(?: of)?:?|spend(?:ing)?(?: of)?|under|sub|below|less than|max(?:imum)?(?: of)?|up to|no more than|not more than|no higher than|not higher than|at most|cheaper than|within|(?:can'?t|cannot|can not|won'?t|don'?t want to) (?:go )?(?:over|above|exceed)|not (?:to )?exceed|nothing (?:over|above|more than)|not over|tops out at|(?:a )?ceiling(?: of| is)?|cap(?:ped)?(?: (?:it|them|that|this|us|spending|the spend))? at|cap(?: of| is)?|keep it (?:around|under|below|to)|<)`;
  const amount = (m: RegExpExecArray, i: number) => money(m[i]) * (m[i + 1] ? 1000 : 1);
  const kind = (leadText: string, perText: string | undefined, totalText: string | undefined): boolean | null => {
    if (perText) return false;
    if (totalText || /total|spend|whole/.test(leadText)) return true;
    return null;
  };
  // Cents: '75 cents' and '40¢' anywhere, '90c' only after a word asking for a price ('max 90c'): a bare '12C' is a suite or a size.
  const centsLead = String.raw`(?:${lead}|nothing over|not over)`;
  let m = t.take(new RegExp(String.raw`(?:\b${centsLead}\s*)?(?<![\d.,$])(?<cents>\d{1,3})\s*(?:cents?\b|¢)${PER}`));
  // 'max 90c', and pence as the cents of the pound read as dollars: 'max 45p each'.
  m ??= t.take(new RegExp(String.raw`\b${centsLead}\s*(?<![\d.,$])(?<cents>\d{1,3})[cp]\b${PER}`));
  // '90c max', '45c each': a bare c after the number, then a word of price.
  m ??= t.take(new RegExp(String.raw`(?<![\d.,$])(?<cents>\d{1,3})c\s+(?:max(?:imum)?|or less|tops|each|ea|apiece|per (?:unit|piece|pc))\b`));
  // 'eco pens 1k 75c': a bare c ending the request or its clause (not a suite's or a unit's letter: 'Suite 12C').
  m ??= t.take(new RegExp(String.raw`(?<!\b(?:suite|ste|unit|apt|room|rm|bldg|building|floor|fl|no|#)\.? ?)(?<![\w.,$#])(?<cents>\d{1,3})c(?=\s*(?:[,;.!?]|$))`));
  if (m?.groups?.cents) return { min: null, max: Number(m.groups.cents) / 100, total: false };
  // '$3-5', '$3 - $5', '$3 to 5'; not '$2 - 300 lanyards', a list's next line.
  // ('and' only after 'between': 'up to $9 and 300 mugs' is a price, then the next count.)
  m = t.take(new RegExp(String.raw`(?:between\s+)?${DOLLARS}(?:\s*(?:to|(?<=between\s+\$[^a-z]*)and)\s*(?:\$\s*)?|\s?[-–]\s?\$\s*|[-–])${NUM}(?:\s*(k\b))?${PER}${totalWords}`));
  // '2 to 4 dollars apiece': a range in dollars written after the numbers.
  m ??= t.take(new RegExp(String.raw`(?<![\d.,$])${NUM}()\s*(?:-|–|to)\s*${NUM}()\s*(?:dollars|bucks|usd)${PER}${totalWords}`));
  if (m) {
    const [a, b] = [amount(m, 1), amount(m, 3)].sort((x, y) => x - y);
    return { min: a, max: b, total: kind('', m[5], m[6]) };
  }
  m = t.take(new RegExp(String.raw`\b${lead}\s*(?:about\s+|around\s+|of\s+)?(?:${DOLLARS}|(?<!\d)${NUM}(?:\s*(k\b))?\s*(?:dollars?|bucks?|usd))${PER}${totalWords}`));
  if (m) return { min: null, max: m[2] !== undefined ? amount(m, 2) : amount(m, 4), total: kind(m[1], m[6], m[7]) };
  m = t.take(new RegExp(String.raw`(?:${DOLLARS}|(?<!\d)${NUM}(?:\s*(k\b))?\s*(?:dollars?|bucks?))${PER}\s*(?:or less|or under|max(?:imum)?|or cheaper|tops|budget|total budget)${totalWords}`));
  if (m) return { min: null, max: m[1] !== undefined ? amount(m, 1) : amount(m, 3), total: kind(m[0].includes('total') ? 'total' : '', m[5], m[6]) };
  // 'budget 1200 total', 'budget is 900 all in': a whole number of dollars without the sign, said to be the total.
  m = t.take(new RegExp(String.raw`\bbudget(?: of| is)?:?\s*(\d{2,6}|\d{1,3}(?:,\d{3})+)\s*(?:total|in total|overall|all in|all-in)\b`));
  if (m) return { min: null, max: money(m[1]), total: true };
  // 'under 1.25', 'max 2.50 each': dollars and cents without the sign, after a word of price.
  m = t.take(new RegExp(String.raw`\b(?:under|sub|below|less than|max(?:imum)?|up to|no more than|at most|budget(?: of| is)?:?)\s*(\d{1,4}\.\d{2})(?![\d%])${PER}`));
  // '2.40 max', '2.25 or less': the word of price after them.
  m ??= t.take(new RegExp(String.raw`(?<![\d.,$])(\d{1,4}\.\d{2})${PER}\s*(?:max(?:imum)?|tops|or less|or under)\b`));
  if (m) return { min: null, max: Number(m[1]), total: false };
  // 'budget 15 ea', 'max 6 per shirt': a whole number after a word of price, said per piece.
  // ('under 30 a shirt': the thing it is said of is the product, not a product of its own.)
  m = t.take(new RegExp(String.raw`\b(?:under|max(?:imum)?|up to|no more than|at most|keep it (?:around|under|below|to)|budget(?: of| is)?:?) ?(\d{1,3})\s*(?:each|ea|apiece|a piece|per (?:unit|piece|item|person|pc|[a-z]{3,12})|an? (?!(?:day|week|month|year|hour|night|time|lot|bit|few|couple|dozen|gross|total|piece)\b)[a-z]{3,12})\b`));
  // 'coasters x400 under 3', 'under 30 - thank-you gifts': a whole number after a word of price that ends the request or its clause.
  m ??= t.take(new RegExp(String.raw`(?<!\b(?:kids|children|ages?|aged|sizes?|\d{1,2} and) )(?:\b(?:under|sub|max(?:imum)?|up to|no more than|at most)|<) ?(\d{1,3})(?:\s*(?:each|ea|apiece))?(?=\s*(?:[,;.!?\-–—]|$)|\s+(?:in\s+[a-z]|pls\b|please\b))`));
  // 'caps x90 <12 navy': '<' before a number is a ceiling whatever follows, but a count or a size ('<100 people', '<5 days').
  m ??= t.take(/<\s?(\d{1,3}(?:\.\d{2})?)(?!\d|\s*%|\s*(?:[a-z]+ )?(?:days?|weeks?|hours?|hrs?|people|ppl|guests|pcs?|pieces|units?|oz|inch(?:es)?|in|ft|mm|cm|gb|mah|lbs?|kg|k)\b)/);
  if (m) return { min: null, max: Number(m[1]), total: false };
  // 'around $10', 'about $5 each': the amount is the ceiling — a client who names a price is not shown dearer ones.
  m = t.take(new RegExp(String.raw`\b(?:around|about|roughly|approximately|~)\s*${DOLLARS}${PER}${totalWords}`));
  if (m) return { min: null, max: amount(m, 1), total: kind('', m[3], m[4]) };
  m = t.take(new RegExp(String.raw`${DOLLARS}${PER}${totalWords}`));
  if (m) return { min: null, max: amount(m, 1), total: kind('', m[3], m[4]) };
  return null;
}

/** The unit budget of one item: a total is shared across the items in proportion to their quantities (equal shares without them). */
export function unitBudgetCents(brief: Pick<Brief, 'budget' | 'items' | 'quantity'>, item: Pick<BriefItem, 'quantity' | 'budgetCents'>): { max: number | null; min?: number } | null {
  if (item.budgetCents !== undefined) return { max: item.budgetCents };
  const b = brief.budget;
  if (!b) return null;
  if (b.kind === 'unit') return { max: b.cents ?? null, ...(b.minCents !== undefined ? { min: b.minCents } : {}) };
  const qty = item.quantity ?? brief.quantity;
  if (!qty || b.cents === undefined) return null;
  const units = brief.items.reduce((sum, i) => sum + (i.quantity ?? brief.quantity ?? 0), 0) || qty;
  // A total over several products: this item's share of the units' money, at equal unit prices.
  return { max: Math.floor(b.cents / units) };
}

/**
 * A price said for each person across several products ('$18 a head for both', '$25 per person
 * total', '$30 per kit', '$40 per kid all-in'), or for all of them together ('for both').
 */
const PER_PERSON = new RegExp(
  String.raw`[$£€]\s?\d[\d,.]*\s*(?:\/\s*|per\s+|an?\s+)(?<unit>person|head|guest|kid|child|attendee|member|employee|student|associate|participant|player|volunteer|rep|hire|agent|driver|nurse|teacher|runner|golfer|camper|client|customer|donor|family|couple|household|room|cabin|table|seat|kit|basket|bundle)\b|[$£€]\s?\d[\d,.]*(?![\d,.])(?!\s*(?:each|apiece|ea\b|a piece|an item|per (?:unit|piece|item|pc)))[^.;\n$]{0,30}\bfor (?:both|all (?:three|four|3|4) of them|the (?:pair|set|kit))\b`,
);

/**
 * The budget read, as the brief states it: a total when said of the whole order or when the amount
 * looks like one beside a count ('250 hoodies for $2,500'), or when it is a price per person over
 * several products each counted once for each of them ('90 mugs and 90 journals, $18 a head for both').
 */
export function budgetOfOrder(budget: BudgetRead, brief: Pick<Brief, 'items' | 'quantity'>, original: string): NonNullable<Brief['budget']> {
  const anyQuantity = brief.items.some((i) => i.quantity) || brief.quantity !== undefined;
  const total = budget.total ?? (anyQuantity && budget.max !== null && budget.max >= TOTAL_LOOKING_DOLLARS);
  const people = !total && budget.min === null && budget.max !== null ? perPersonCount(original, brief) : null;
  if (people !== null && budget.max !== null) return { kind: 'total', cents: cents(budget.max) * people };
  return { kind: total ? 'total' : 'unit', ...(budget.max !== null ? { cents: cents(budget.max) } : {}), ...(budget.min !== null ? { minCents: cents(budget.min) } : {}) };
}

/**
 * How many people a per-person price over several products is for: every product is counted once
 * for each of them (one count for all), so the order's total is the price times that count. Null
 * when the request names one product, counts them differently or gives a price per unit.
 */
export function perPersonCount(original: string, brief: Pick<Brief, 'items' | 'quantity'>): number | null {
  const said = brief.items.length < 2 ? null : PER_PERSON.exec(original.toLowerCase());
  // ('200 mugs and 200 first aid kits, $10 per kit' prices one of the products.)
  const unit = said?.groups?.unit;
  if (!said || (unit && brief.items.some((i) => i.productType.split(' ').includes(unit)))) return null;
  const counts = new Set(brief.items.map((i) => i.quantity ?? brief.quantity));
  const [count] = [...counts];
  return counts.size === 1 && count !== undefined ? count : null;
}
