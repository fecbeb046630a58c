import { COUNTRY_NAMES, THEMES, type Country } from '../../contracts/catalogue.js';
import { PRODUCT_COLORS } from '../../contracts/product-colors.js';
import { singular } from '../catalogue/keywords.js';
import { MAX_TYPE_WORDS, type CatalogueVocabulary, type ProductType } from './vocabulary.js';

/**
 * One reading of a buyer's request — a chat question or a writer's brief — into the products
 * asked for (each with its own quantity, colours and decoration) and the constraints around them:
 * budget per unit or in total, deadline, event, eco, country of origin, sort, themes.
 * Product types come from the catalogue's vocabulary (passed in, built from the catalogue).
 * Pure and deterministic: the date is passed in. docs/product.md#chat-assistant.
 */

export interface BriefItem {
  /** The catalogue's term for the product ('tumbler', 'golf ball'), or a category name in lower case. */
  productType: string;
  /** Set when the buyer named a whole category ('drinkware') or the type lives in one category only. */
  category?: string;
  /** The type's entry in the vocabulary (absent for a category). */
  type?: ProductType;
  quantity?: number;
  colours: string[];
  /** Decoration method of the catalogue ('embroidery'). */
  decoration?: string;
  /** Other catalogue words describing it ('insulated', 'stainless'). */
  descriptors: string[];
}

export type BriefSort = 'cheapest' | 'fastest' | 'premium';

export interface Brief {
  items: BriefItem[];
  /** A quantity not tied to one product ('for 2,000 attendees'); each item without its own takes it. */
  quantity?: number;
  budget?: { kind: 'unit' | 'total'; cents: number; minCents?: number };
  /** `production`: the days are the production time asked for ('produced within 5 days'), not a delivery date. */
  deadline?: { days: number; businessDays?: number; date?: string; production?: boolean };
  rush: boolean;
  event?: string;
  eco?: boolean;
  recyclable?: boolean;
  madeIn?: Country;
  sort?: BriefSort;
  themes: string[];
  /** Product words the catalogue has no type for ('sunglasses'). */
  absent: string[];
  /** Colours not tied to one product. */
  colours: string[];
}

const DAY_MS = 86_400_000;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const NUM = String.raw`(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)`;
const SMALL_NUMBERS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12 };
const money = (s: string) => Number(s.replace(/,/g, ''));
const cents = (dollars: number) => Math.round(dollars * 100);

/** The request's text with each part blanked out once read (same length, so positions stay). */
class Text {
  readonly original: string;
  text: string;
  constructor(raw: string) {
    this.original = ` ${raw.replace(/[’‘]/g, "'").replace(/[“”]/g, '"').replace(/\s/g, ' ')} `;
    this.text = this.original.toLowerCase();
  }
  /** First match, blanked; null when none. */
  take(re: RegExp): RegExpExecArray | null {
    const m = new RegExp(re.source, re.flags.replace('g', '')).exec(this.text);
    if (m) this.blank(m.index, m[0].length);
    return m;
  }
  blank(at: number, length: number) {
    this.text = this.text.slice(0, at) + ' '.repeat(length) + this.text.slice(at + length);
  }
  has(re: RegExp) {
    return re.test(this.text);
  }
}

// --- deadline -----------------------------------------------------------------------------------

/** Working days (Mon–Fri) after `from` up to and including `from + days`. */
export function businessDaysWithin(from: Date, days: number): number {
  let count = 0;
  for (let i = 1; i <= days; i++) {
    const d = new Date(from.getTime() + i * DAY_MS).getUTCDay();
    if (d !== 0 && d !== 6) count++;
  }
  return count;
}

/** Calendar days until `businessDays` working days have passed. */
export function calendarDaysFor(from: Date, businessDays: number): number {
  let days = 0;
  let counted = 0;
  while (counted < businessDays) {
    days++;
    const d = new Date(from.getTime() + days * DAY_MS).getUTCDay();
    if (d !== 0 && d !== 6) counted++;
  }
  return days;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Words before a number of days that make it the production time rather than a delivery date. */
const PRODUCTION_WORDS = /\b(?:produc\w*|made|manufactur\w*|ship(?:s|ped)?|turn(?:ed)? ?around|lead time|print(?:ed)?)\b(?:\s+\w+){0,2}\s*$|turnaround|lead time/;

function readDeadline(t: Text, now: Date): Brief['deadline'] | null {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const unit = (u: string) => (u.startsWith('week') ? 7 : u.startsWith('month') ? 30 : 1);
  let m = t.take(new RegExp(String.raw`\b(?:in|within|under|next|ship(?:s|ped)? in|deliver(?:ed)? in|in the next)\s+(\d+|a|one|two|three|four|five|six|seven|eight|nine|ten)\s+(business\s+|working\s+)?(days?|weeks?|months?)\b`));
  m ??= t.take(new RegExp(String.raw`\b(\d+)\s*(business\s+|working\s+)?(days?|weeks?)\s+(?:turnaround|lead time|or less|max(?:imum)?|from now)\b`));
  if (m) {
    const n = SMALL_NUMBERS[m[1]] ?? Number(m[1]);
    const production = PRODUCTION_WORDS.test(t.text.slice(Math.max(0, m.index - 40), m.index)) || /^\s*ship/.test(m[0]) || PRODUCTION_WORDS.test(m[0]) ? { production: true } : {};
    if (m[2] && !m[3].startsWith('month')) {
      const business = n * (m[3].startsWith('week') ? 5 : 1);
      const days = calendarDaysFor(now, business);
      return { days, businessDays: business, date: isoDay(today + days * DAY_MS), ...production };
    }
    const days = n * unit(m[3]);
    return { days, date: isoDay(today + days * DAY_MS), ...production };
  }
  if (t.take(/\b(?:by\s+)?tomorrow\b/)) return { days: 1, date: isoDay(today + DAY_MS) };
  if (t.take(/\b(?:by|for|within)\s+next week\b/)) return { days: 7, date: isoDay(today + 7 * DAY_MS) };
  if (t.take(/\b(?:by\s+)?(?:the\s+)?end of (?:the\s+|this\s+)?month\b/)) {
    const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0);
    const days = Math.max(1, Math.round((end - today) / DAY_MS));
    return { days, date: isoDay(end) };
  }
  const until = (month: number, day: number): Brief['deadline'] | null => {
    if (month < 0 || month > 11 || day < 1 || day > 31) return null;
    let target = Date.UTC(now.getUTCFullYear(), month, day);
    if (target < today) target = Date.UTC(now.getUTCFullYear() + 1, month, day);
    return { days: Math.max(0, Math.round((target - today) / DAY_MS)), date: isoDay(target) };
  };
  m = t.take(/\b(?:by|before|for|on|due|until)\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b/);
  if (m) return until(MONTHS.indexOf(m[1]), Number(m[2]));
  m = t.take(/\b(?:by|before|for|on|due|until)\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/);
  if (m) return until(MONTHS.indexOf(m[2]), Number(m[1]));
  m = t.take(/\b(?:by|before|due|until)\s+(\d{1,2})\/(\d{1,2})(?:\/\d{2,4})?\b/);
  if (m) return until(Number(m[1]) - 1, Number(m[2]));
  return null;
}

// --- budget -------------------------------------------------------------------------------------

/** A bare dollar amount at least this big with a quantity reads as the order's total ('250 hoodies for $2,500'). */
const TOTAL_LOOKING_DOLLARS = 200;

/**
 * A company's money — '$8.9 million in federal funding', 'a $40M Series B', '12 million dollars' —
 * is news about the buyer, not a price: blanked before a budget is read ('$8.9' was up to $8.90 each).
 */
const COMPANY_MONEY = new RegExp(String.raw`\$\s*${NUM}\s*(?:million|billion|trillion|mn|bn|mm|m|b)\b|\b${NUM}\s*(?:million|billion|trillion)\s+(?:dollars|usd)\b`, 'g');

function readBudget(t: Text): { min: number | null; max: number; total: boolean | null } | null {
  t.text = t.text.replace(COMPANY_MONEY, (m) => ' '.repeat(m.length));
  const dollars = String.raw`\$\s*${NUM}(?:\s*(k\b))?`;
  const per = String.raw`(\s*(?:each|apiece|a piece|a unit|an item|per (?:unit|piece|item|person|head|pc)|\/\s*(?:unit|ea|each|pc|piece)|ea\b|a head|per))?`;
  const totalWords = String.raw`(\s*(?:total|in total|overall|all in|all-in|for (?:the )?(?:whole|entire) (?:order|thing|lot)|for everything|for all of (?:it|them)))?`;
  const lead = String.raw`(total budget(?: of| is)?:?|budget(?: of| is)?:?|total(?: of)?:?|spend(?:ing)?(?: of)?|under|below|less than|max(?:imum)?(?: of)?|up to|no more than|at most|cheaper than|within|<)`;
  const amount = (m: RegExpExecArray, i: number) => money(m[i]) * (m[i + 1] ? 1000 : 1);
  const kind = (leadText: string, perText: string | undefined, totalText: string | undefined): boolean | null => {
    if (perText) return false;
    if (totalText || /total|spend|whole/.test(leadText)) return true;
    return null;
  };
  let m = t.take(new RegExp(String.raw`(?:between\s+)?${dollars}\s*(?:-|–|to|and)\s*(?:\$\s*)?${NUM}(?:\s*(k\b))?${per}${totalWords}`));
  if (m) {
    const [a, b] = [amount(m, 1), amount(m, 3)].sort((x, y) => x - y);
    return { min: a, max: b, total: kind('', m[5], m[6]) };
  }
  m = t.take(new RegExp(String.raw`\b${lead}\s*(?:about\s+|around\s+|of\s+)?(?:${dollars}|(?<!\d)${NUM}(?:\s*(k\b))?\s*(?:dollars|bucks|usd))${per}${totalWords}`));
  if (m) return { min: null, max: m[2] !== undefined ? amount(m, 2) : amount(m, 4), total: kind(m[1], m[6], m[7]) };
  m = t.take(new RegExp(String.raw`(?:${dollars}|(?<!\d)${NUM}(?:\s*(k\b))?\s*(?:dollars|bucks))${per}\s*(?:or less|or under|max(?:imum)?|or cheaper|tops|budget|total budget)${totalWords}`));
  if (m) return { min: null, max: m[1] !== undefined ? amount(m, 1) : amount(m, 3), total: kind(m[0].includes('total') ? 'total' : '', m[5], m[6]) };
  m = t.take(new RegExp(String.raw`\b(?:around|about|roughly|approximately|~)\s*${dollars}${per}${totalWords}`));
  if (m) return { min: null, max: Math.round(amount(m, 1) * 115) / 100, total: kind('', m[3], m[4]) };
  m = t.take(new RegExp(String.raw`${dollars}${per}${totalWords}`));
  if (m) return { min: null, max: amount(m, 1), total: kind('', m[3], m[4]) };
  return null;
}

// --- quantities ---------------------------------------------------------------------------------

type Quantity = { value: number; at: number; end: number };

/**
 * What after a number makes it a measure, a time or money rather than a count. Units are whole
 * words: '300 weekly planners' and '200 pointers' are counts.
 */
const NOT_A_QUANTITY = String.raw`(?!\s*(?:(?:oz|ounces?|ml|mah|w|watts?|inch(?:es)?|in|cm|mm|pt|points?|gb|ft|feet|(?:business |working )?days?|weeks?|months?|years?|yrs?|hours?|hrs?|am|pm|st|nd|rd|th|dollars|bucks|usd)\b|%|"|x\s*\d|-\s*\d|\/|k\b\s*(?:dollars|budget)|k\s+(?:fun\s+)?(?:run|race|walk)))`;

function readQuantities(t: Text): Quantity[] {
  const out: Quantity[] = [];
  // 'a 10K', 'the 5K': a race, not a quantity.
  const re = new RegExp(String.raw`(?<![\w$.,/#-])(?<!\b(?:a|the|our|their)\s+(?=\d+k\b))${NUM}\s*(k)?\b${NOT_A_QUANTITY}`, 'g');
  for (const m of t.text.matchAll(re)) {
    const n = money(m[1]) * (m[2] ? 1000 : 1);
    const year = n >= 1900 && n <= 2100 && !m[2] && !m[1].includes(',');
    if (Number.isInteger(n) && n >= 1 && n <= 1_000_000 && !year) out.push({ value: n, at: m.index!, end: m.index! + m[0].length });
  }
  for (const m of t.text.matchAll(/\b(a|one|two|three|four|five|six|ten)?\s*dozen\b/g)) {
    out.push({ value: 12 * (SMALL_NUMBERS[m[1] ?? 'a'] ?? 1), at: m.index!, end: m.index! + m[0].length });
  }
  for (const q of out) t.blank(q.at, q.end - q.at);
  return out.sort((a, b) => a.at - b.at);
}

// --- colours, themes, eco, origin, sort ---------------------------------------------------------

/** Colours that are also materials ('bamboo pens', 'natural cotton'): read as materials. */
const MATERIAL_COLOURS = new Set(['bamboo', 'natural', 'clear', 'tan']);

/** Colour phrases, longest first ('royal blue' before 'blue'), with the word buyers use. */
const COLOUR_WORDS: ReadonlyArray<[RegExp, string]> = (() => {
  const names = Object.keys(PRODUCT_COLORS).filter((c) => !MATERIAL_COLOURS.has(c.toLowerCase()));
  const words = new Set<string>(names);
  words.add('Blue');
  words.add('Grey');
  return [...words]
    .sort((a, b) => b.length - a.length)
    .map((w): [RegExp, string] => [new RegExp(`\\b${w.toLowerCase()}\\b`), w === 'Grey' ? 'Gray' : w]);
})();

/** Theme phrases: the catalogue's themes by name plus the words buyers use for them. */
const THEME_SKIP = new Set(['Office', 'Technology', 'Food & Beverage', 'Health & Wellness', 'New Product', 'Business', 'Fun', 'Sales', 'Event']);
const THEME_WORDS: ReadonlyArray<[RegExp, string]> = [
  [/\btrade[- ]?shows?\b|\bexpos?\b|\bconferences?\b|\bbooths?\b|\bconventions?\b/, 'Trade Show'],
  [/\bholidays?\b|\bchristmas\b|\bseason'?s greetings\b/, 'Holidays'],
  [/\bthank[- ]you\b|\bappreciation\b/, 'Appreciation'],
  [/\bgolf\b|\bsports?\b|\bteams? (?:event|day)\b|\bgame day\b|\btournaments?\b/, 'Sports'],
  [/\bgraduation\b|\bschools?\b|\bcampus\b|\bstudents?\b/, 'Education'],
  [/\bcamping\b|\bhiking\b|\boutdoors?\b|\bpicnics?\b|\bsummer\b/, 'Outdoor'],
  [/\bwellness\b|\bhealth\b/, 'Wellness'],
  [/\bexecutives?\b|\bc-suite\b|\bvip\b/, 'Executive'],
  [/\bsafety\b/, 'Safety'],
  [/\banniversar(?:y|ies)\b|\bmilestones?\b/, 'Anniversary'],
  [/\btravel\b/, 'Travel'],
  [/\bawards? (?:ceremony|night|dinner)\b|\brecognition\b/, 'Recognition'],
  ...THEMES.filter((th) => !THEME_SKIP.has(th)).map((th): [RegExp, string] => [new RegExp(`\\b${th.toLowerCase().replace(/&/g, '(?:&|and)')}\\b`), th]),
];

const ECO = /eco[- ]friendly|\beco\b|sustainab\w*|environment(?:al|ally)?[- ]friendly|\benvironment\b|biodegradable|compostable|earth[- ]friendly|\bgreen (?:materials?|products?|options?|items?)\b|\bgreener\b/;
const RECYCLED = /\brecycl(?:ed|able|ing)\b/;
const RUSH = /\b(rush|asap|urgent(?:ly)?|right away|quick turnaround|fast turnaround|last[- ]minute)\b/;

function readMadeIn(t: Text): Country | undefined {
  const alias: Record<string, Country> = { usa: 'US', 'u.s.a': 'US', 'u.s': 'US', us: 'US', america: 'US', 'united states': 'US', uk: 'GB', britain: 'GB', england: 'GB' };
  for (const [code, name] of Object.entries(COUNTRY_NAMES) as [Country, string][]) alias[name.toLowerCase()] = code;
  const names = Object.keys(alias).sort((a, b) => b.length - a.length).map((n) => n.replace(/\./g, '\\.')).join('|');
  let m = t.take(new RegExp(String.raw`\b(?:made|manufactured|produced|sourced) in (?:the )?(${names})\b\.?`));
  if (m) return alias[m[1]];
  m = t.take(new RegExp(String.raw`\b(${names})[- ]made\b`));
  if (m) return alias[m[1]];
  if (t.take(/\bamerican[- ]made\b|\bdomestic(?:ally)? (?:made|produced)\b/)) return 'US';
  return undefined;
}

function readSort(t: Text): BriefSort | undefined {
  if (t.take(/\b(cheapest|lowest[- ]priced?|least expensive|most affordable|lowest cost)\b/)) return 'cheapest';
  if (t.take(/\b(fastest|quickest|shortest)(?: production| turnaround| lead)?(?: times?)?\b/)) return 'fastest';
  if (t.has(/\b(premium|high[- ]end|luxury|upscale|top[- ]shelf)\b/)) return 'premium';
  return undefined;
}

// --- event --------------------------------------------------------------------------------------

const OCCASION_NOUNS = 'tournament|trade show|show|fair|festival|picnic|party|conference|expo|gala|run|walk|5k|summit|retreat|meeting|event|launch|anniversary|celebration|fundraiser|week|day|outing|booth|convention|orientation|onboarding|open house|kickoff|kick-off|reunion|ceremony|banquet|dinner|luncheon|race|marathon|game|season|drive|campaign|grand opening';

/** The event named ('at FABTECH') or described ('for a charity tournament'). */
function readEvent(t: Text): string | undefined {
  for (const named of t.original.matchAll(/\b(?:at|for|during)\s+(?:the\s+)?((?:[A-Z][\w&'-]*|[A-Z0-9]{2,}[\w&'-]*)(?:\s+(?:[A-Z0-9][\w&'-]*|of|and|&))*)/g)) {
    const words = named[1].trim().replace(/(?<!\s)\s+(?:of|and|&)$/, '');
    // A count is who the order is for ('for 500 field reps'), not an event; a year opens one ('for 2027 Sales Kickoff').
    const count = /^(\d[\d,]*)(?:\s|$)/.exec(words);
    if (count && !(/^\d{4}$/.test(count[1]) && Number(count[1]) >= 1900 && Number(count[1]) <= 2100)) continue;
    // A named event is not just a word the reading already used (a product, a month, "I").
    if (!/^(?:I|We|Our|The|A|An|Jan\w*|Feb\w*|Mar\w*|Apr\w*|May|Jun\w*|Jul\w*|Aug\w*|Sep\w*|Oct\w*|Nov\w*|Dec\w*)$/.test(words) && words.length > 1) return words;
    break;
  }
  const described = new RegExp(String.raw`\b(?:for|at|during)\s+(?:(?:a|an|the|our|their|my|its|this|next)\s*)?((?:[a-z0-9'-]+\s+){0,3}?(?:${OCCASION_NOUNS}))s?\b`).exec(t.original.toLowerCase());
  return described ? described[1].trim() : undefined;
}

// --- product types ------------------------------------------------------------------------------

type Word = { word: string; at: number; end: number };
type TypeHit = { item: BriefItem; at: number; end: number };

/** The catalogue's own form of a word ('hoodies' → 'hoodie', 'boxes' → 'box'), else the plain singular. */
function lemma(word: string, vocabulary: CatalogueVocabulary): string {
  const forms = [word, singular(word), word.replace(/s$/, ''), word.replace(/es$/, ''), word.replace(/ice$/, 'ouse'), word.replace(/ves$/, 'fe')];
  return forms.find((f) => vocabulary.words.has(f) || vocabulary.types.has(f) || vocabulary.synonyms.has(f)) ?? singular(word);
}

function wordsOf(text: string, vocabulary: CatalogueVocabulary): Word[] {
  return [...text.matchAll(/[a-z][a-z0-9]*(?:-[a-z0-9]+)*/g)].map((m) => ({ word: lemma(m[0], vocabulary), at: m.index!, end: m.index! + m[0].length }));
}

/**
 * Whether each word and the next can be read as one phrase: not across punctuation or a quantity
 * ('notebooks and 120 pens' is a list of two, whatever the catalogue calls a 'notebook and pen' set).
 */
function phraseJoins(text: string, words: Word[], quantities: Quantity[]): boolean[] {
  return words.map((w, i) => {
    const next = words[i + 1];
    if (!next) return false;
    return !/[,;:.!?…]/.test(text.slice(w.end, next.at)) && !quantities.some((q) => q.at >= w.end && q.end <= next.at);
  });
}

/** Type or category phrases found in the text, longest first at each position. */
function findTypes(words: Word[], joins: readonly boolean[], vocabulary: CatalogueVocabulary): Array<{ from: number; to: number; item: BriefItem }> {
  const hits: Array<{ from: number; to: number; item: BriefItem }> = [];
  for (let i = 0; i < words.length; ) {
    let found: { n: number; item: BriefItem } | null = null;
    let span = 1;
    while (span < MAX_TYPE_WORDS && i + span < words.length && joins[i + span - 1]) span++;
    for (let n = span; n >= 1 && !found; n--) {
      const phrase = words.slice(i, i + n).map((w) => w.word).join(' ');
      const inner = words.slice(i, i + n).map((w) => w.word);
      // A phrase opening or ending on a list word is a list, not a name ('notebooks and' of 'notebooks and 120 pens').
      const listEdge = LIST_JOINERS.has(inner[0]) || LIST_JOINERS.has(inner[n - 1]);
      const category = listEdge ? undefined : vocabulary.categories.get(inner.filter((w) => w !== 'and').join(' '));
      // The catalogue's own type first, then a category's name, then a synonym ('writing instruments' is the category, not 'pen').
      const typeKey = listEdge ? undefined : vocabulary.types.has(phrase) ? phrase : category ? undefined : vocabulary.synonyms.get(phrase);
      const type = typeKey ? vocabulary.types.get(typeKey) : undefined;
      if (type && (type.head || n > 1)) {
        found = { n, item: { productType: type.term, type, category: type.categories.length === 1 ? type.categories[0] : undefined, colours: [], descriptors: [] } };
      } else if (category) {
        found = { n, item: { productType: category.toLowerCase(), category, colours: [], descriptors: [] } };
      }
    }
    if (found) {
      hits.push({ from: i, to: i + found.n, item: found.item });
      i += found.n;
    } else {
      i++;
    }
  }
  return hits;
}

/** Only spaces or a hyphen between a describing word and the next. */
const DESCRIBING = /^[\s-]*$/;

/** Words after a number that make it the order's quantity. */
const UNIT_WORDS = /^\s*(?:pieces|pcs|pc|units?|items|of them|of each|pairs|sets|qty)\b/;

/** Who the order is for, counted ('for 500 field reps', '2,000 attendees'): the quantity only when no other is named. */
const AUDIENCE_BEFORE = /\bfor\s+(?:all\s+|our\s+|the\s+|their\s+|about\s+|around\s+|roughly\s+|over\s+|nearly\s+|up to\s+)?$/;
const AUDIENCE_WORDS = /^\s*(?:people|persons|attendees|guests|employees|staff|members|reps|representatives|hires|volunteers|students|participants|visitors|clients|customers|donors|delegates|runners|players|workers|drivers|nurses|teachers|agents)\b/;

/** The gap before a product word that makes it the occasion or audience ('for a bank', 'at the office'), not a product. */
const OCCASION_GAP = /\b(?:for|at|to|in)\s+(?:a|an|the|our|their|my|your|his|her|its|this|that)\s+(?:[a-z'-]+\s+){0,2}$/;

/** Words that join two products into a list ('tumblers and polos', 'mugs, pens'). */
const LIST_JOINERS = new Set(['and', 'or', 'plus', 'also', 'with', 'then']);

/**
 * Groups type phrases into items: neighbours with nothing between them name one product
 * ('polo shirt' → the polo, 'stainless steel water bottle' → the water bottle); a list word,
 * punctuation or a quantity between them makes separate items.
 */
function groupItems(text: string, words: Word[], hits: ReturnType<typeof findTypes>, quantities: Quantity[], vocabularyWords: ReadonlySet<string>): TypeHit[] {
  const items: TypeHit[] = [];
  let group: typeof hits = [];
  const flush = () => {
    if (group.length === 0) return;
    // The name's own head wins over a compound before it; among heads the first (the specific kind: 'polo' of 'polo shirt').
    const heads = group.filter((h) => h.item.type?.head !== false);
    const chosen = [...(heads.length ? heads : group)].sort((a, b) => (b.to - b.from) - (a.to - a.from))[0];
    // Catalogue words just before the product describe it ('insulated tumbler').
    const lead: string[] = [];
    for (let i = group[0].from - 1; i >= 0 && i >= group[0].from - 2 && DESCRIBING.test(text.slice(words[i].end, words[i + 1].at)); i--) {
      if (LIST_JOINERS.has(words[i].word) || NOT_PRODUCTS.has(words[i].word)) break;
      lead.unshift(words[i].word);
    }
    const descriptors = [...lead, ...group.filter((h) => h !== chosen).flatMap((h) => words.slice(h.from, h.to).map((w) => w.word))]
      .filter((w) => vocabularyWords.has(w) && !NOT_PRODUCTS.has(w));
    items.push({ item: { ...chosen.item, descriptors }, at: words[group[0].from].at, end: words[group[group.length - 1].to - 1].end });
    group = [];
  };
  for (const hit of hits) {
    const prev = group[group.length - 1];
    if (prev) {
      const between = text.slice(words[prev.to - 1].end, words[hit.from].at);
      const gapWords = words.slice(prev.to, hit.from);
      const separated = /[,;/+&.!?…]/.test(between) || gapWords.some((w) => LIST_JOINERS.has(w.word)) || gapWords.length > 2 ||
        quantities.some((q) => q.at >= words[prev.to - 1].end && q.end <= words[hit.from].at);
      if (separated) flush();
    }
    group.push(hit);
  }
  flush();
  return items;
}

/**
 * '… golf balls for a tournament, 300 sleeves': a quantity of a unit the earlier product comes in
 * (the catalogue names a 'golf ball sleeve') is that product's quantity, not another product.
 */
function packagingUnits(hits: TypeHit[], quantities: Quantity[], vocabulary: CatalogueVocabulary, text: string): TypeHit[] {
  return hits.filter((hit, k) => {
    const before = hits.slice(0, k).reverse().find((h) => !h.item.quantity);
    if (!before || k === 0) return true;
    const q = quantities.find((x) => x.end <= hit.at && text.slice(x.end, hit.at).trim() === '');
    if (!q || !vocabulary.types.has(`${before.item.productType} ${hit.item.productType}`)) return true;
    before.item.quantity = q.value;
    quantities.splice(quantities.indexOf(q), 1);
    return false;
  });
}

const REQUEST_WORDS = /\b(?:need|want|looking|have|find|show|get|order|any|recommend|suggest|carry|sell|offer|stock|source|do you|got|searching|ideas?)\b/;

/** Generic words that are not a product the catalogue could lack. */
const NOT_PRODUCTS = new Set(
  ('i me my we us our you your they them their it its this that these those what which who any some all each every ' +
    'need needs want wants looking look find show give get got have has had do does can could would should will please thanks thank ' +
    'hi hello hey help like love prefer order ordering buy buying get getting send sending source recommend suggest suggestion idea ' +
    'item product promo promotional swag gift giveaway merch merchandise stuff thing something anything option choice piece unit pc pcs ' +
    'custom branded logo imprinted printed decorated personalized embroidered engraved nice good great cool fun cheap quality ' +
    'employee staff attendee guest client customer people team member volunteer student kid visitor participant player donor patient ' +
    'about around under over with without for from into onto at in on of to by the a an and or but not no yes so too very just ' +
    'each per total budget price cost dollar buck quote rush asap deadline day week month time need needed due ship shipping ' +
    'also maybe perhaps really actually still only more less most least much many few lot lots bulk case pack box ' +
    'new old best better big small large mini color colour size style type kind sort brand company business event show ' +
    'cheaper pricier cheapest fastest faster quicker slower expensive affordable premium fancier nicer alternative similar same different ' +
    'one another other else instead version shade first second third last top compare option result list more please ok okay sure')
    .split(' '),
);

/** Where the object of a request ends: the occasion, audience or a condition begins. */
const OBJECT_ENDS = String.raw`\b(?:for|at|during|to|that|which|who|by|before|in|within|under|with|from|so|because|if|when)\b|[.;!?…]`;
/** What separates the members of a list ('sunglasses and can coolers', 'mugs, pens'). */
const LIST_SEPARATORS = /[,;&+/]|\b(?:and|or|plus)\b/g;

/** The request with the words that introduce its object blanked ('looking for'). */
const requestText = (t: Text) => t.text.replace(/\b(?:looking|searching|shopping|hunting|asking|ideas?|options?) for\b/g, (m) => ' '.repeat(m.length));

/** A word the catalogue's vocabulary lacks that could name a product (not a generic word, not gibberish). */
function unknownWord(w: Word, vocabulary: CatalogueVocabulary): boolean {
  const pronounceable = /[aeiouy]/.test(w.word) && !/[^aeiouy]{4,}/.test(w.word);
  return /^[a-z]{3,}$/.test(w.word) && pronounceable && !vocabulary.words.has(w.word) && !NOT_PRODUCTS.has(w.word);
}

/** The unknown words ending at `last` ('fidget spinners'), as written. */
function unknownPhrase(t: Text, words: Word[], last: number, candidates: ReadonlySet<Word>): string {
  let first = last;
  while (first > 0 && candidates.has(words[first - 1])) first--;
  return t.original.slice(words[first].at, words[last].end).toLowerCase().trim();
}

/** Product words outside the catalogue's vocabulary, in the request's object position ('sunglasses for …'), when no product was found. */
function findAbsent(t: Text, words: Word[], vocabulary: CatalogueVocabulary): string[] {
  const text = requestText(t);
  const stop = new RegExp(`${OBJECT_ENDS}|,`).exec(text.replace(/^\s+/, (m) => '#'.repeat(m.length)));
  const clauseEnd = stop ? stop.index : text.length;
  const candidates = words.filter((w) => w.end <= clauseEnd && unknownWord(w, vocabulary));
  if (candidates.length === 0) return [];
  // The last unknown word heads the phrase; unknown words right before it belong to it.
  return [unknownPhrase(t, words, words.indexOf(candidates[candidates.length - 1]), new Set(candidates))];
}

/**
 * Product words outside the catalogue's vocabulary listed beside the products found
 * ('500 sunglasses and 500 can coolers'): a member of the list holding the found products that
 * ends on unknown words, counted or plural (a lone describing word is not a product: 'hot and cold').
 * The object of 'at', 'for'… ('at IMTS and need 150 journals') and the event named are not members.
 * Returns the phrases and the quantities that count them (not the order's).
 */
function findListedAbsent(t: Text, words: Word[], hits: readonly TypeHit[], quantities: readonly Quantity[], vocabulary: CatalogueVocabulary, event: string | undefined): { absent: string[]; counts: Quantity[] } {
  const text = requestText(t);
  const absent: string[] = [];
  const counts: Quantity[] = [];
  /** The spans between matches of `re`, each with the match that opened it. */
  const cuts = (re: RegExp, from: number, to: number) => {
    const spans: Array<{ from: number; to: number; after: string }> = [];
    let at = from;
    let after = '';
    for (const m of text.slice(from, to).matchAll(re)) {
      spans.push({ from: at, to: from + m.index!, after });
      at = from + m.index! + m[0].length;
      after = m[0];
    }
    spans.push({ from: at, to, after });
    return spans;
  };
  // A heading before a colon ('Onboarding kit: …') ends there too.
  for (const chunk of cuts(new RegExp(`${OBJECT_ENDS}|:`, 'g'), 0, text.length)) {
    if (!hits.some((h) => h.at >= chunk.from && h.at < chunk.to)) continue;
    cuts(LIST_SEPARATORS, chunk.from, chunk.to).forEach((span, k) => {
      if ((k === 0 && /^[a-z]/.test(chunk.after)) || hits.some((h) => h.at < span.to && h.end > span.from)) return;
      const member = words.filter((w) => w.at >= span.from && w.end <= span.to);
      const last = member[member.length - 1];
      if (!last || !unknownWord(last, vocabulary)) return;
      const count = [...quantities].reverse().find((q) => q.at >= span.from && q.end <= last.at);
      if (!count && !/[^siu]s$/.test(t.text.slice(last.at, last.end))) return;
      const phrase = unknownPhrase(t, words, words.indexOf(last), new Set(member.filter((w) => unknownWord(w, vocabulary))));
      if (event?.toLowerCase().includes(phrase)) return;
      if (!absent.includes(phrase)) absent.push(phrase);
      if (count) counts.push(count);
    });
  }
  return { absent, counts };
}

/** Decoration methods of the catalogue named in the text ('embroidered' → 'embroidery'). */
function readDecorations(text: string, vocabulary: CatalogueVocabulary): Array<{ method: string; at: number }> {
  const out: Array<{ method: string; at: number }> = [];
  for (const method of vocabulary.decorations) {
    const stem = method.split(/[\s-]+/)[0].slice(0, 5);
    if (stem.length < 4) continue;
    const m = new RegExp(`\\b${stem}[a-z-]*`).exec(text);
    if (m && !out.some((o) => o.method === method)) out.push({ method, at: m.index });
  }
  return out;
}

function readColours(t: Text): Array<{ colour: string; at: number }> {
  const out: Array<{ colour: string; at: number }> = [];
  for (const [re, colour] of COLOUR_WORDS) {
    for (let m = t.take(re); m; m = t.take(re)) if (!out.some((o) => o.colour === colour)) out.push({ colour, at: m.index });
  }
  return out.sort((a, b) => a.at - b.at);
}

/** Themes rank products, they never replace one: the words stay for the product reading ('golf balls'). */
function readThemes(text: string): string[] {
  const found: string[] = [];
  for (const [re, theme] of THEME_WORDS) if (re.test(text) && !found.includes(theme)) found.push(theme);
  return found;
}

// --- the whole request --------------------------------------------------------------------------

/** Reads a request on its own (no conversation). */
export function parseBrief(request: string, vocabulary: CatalogueVocabulary, now: Date): Brief {
  const t = new Text(request.slice(0, 4000));
  const brief: Brief = { items: [], rush: false, themes: [], absent: [], colours: [] };

  const event = readEvent(t);
  if (event) brief.event = event;
  if (t.has(RUSH)) brief.rush = true;
  if (t.take(RECYCLED)) brief.recyclable = true;
  if (t.has(ECO)) {
    brief.eco = true;
    t.take(ECO);
  }
  const madeIn = readMadeIn(t);
  if (madeIn) brief.madeIn = madeIn;
  const sort = readSort(t);
  if (sort) brief.sort = sort;
  const deadline = readDeadline(t, now);
  if (deadline) brief.deadline = deadline;
  const budget = readBudget(t);
  const quantities = readQuantities(t);
  const colours = readColours(t);
  brief.themes = readThemes(t.text);

  // 't shirts' is how some type 't-shirts': a lone letter joined to the word the catalogue spells with it.
  t.text = t.text.replace(/\b([a-z]) ([a-z]+)/g, (m, letter: string, word: string) => (vocabulary.words.has(lemma(`${letter}-${word}`, vocabulary)) ? `${letter}-${word}` : m));
  const words = wordsOf(t.text, vocabulary);
  const found = packagingUnits(groupItems(t.text, words, findTypes(words, phraseJoins(t.text, words, quantities), vocabulary), quantities, vocabulary.words), quantities, vocabulary, t.text)
    .filter((h, k, all) => !OCCASION_GAP.test(t.text.slice(k === 0 ? 0 : all[k - 1].end, h.at)));
  // A product type named wins over a whole category named beside it ('mint tins for the office').
  const hits = found.some((h) => h.item.type) ? found.filter((h) => h.item.type) : found;
  const decorations = readDecorations(t.text, vocabulary);

  // Each item takes the quantity, colours and decoration written between it and the previous
  // item (the quantity in front of it); what is said after the last item belongs to all of them.
  const claimed = new Set<Quantity>();
  // A product the catalogue lacks named beside those found is said too, with its own count.
  if (hits.length > 0) {
    const listed = findListedAbsent(t, words, hits, quantities, vocabulary, brief.event);
    brief.absent = listed.absent;
    for (const q of listed.counts) claimed.add(q);
  }
  hits.forEach((hit, k) => {
    const from = k === 0 ? 0 : hits[k - 1].end;
    const to = hits[k + 1]?.at ?? t.text.length;
    const clauseEnd = (() => {
      const rest = t.text.slice(hit.end, to);
      const cut = rest.search(/[,;.!?…]|\b(?:and|plus)\b/);
      return cut < 0 ? to : hit.end + cut;
    })();
    const q = [...quantities].reverse().find((x) => x.end <= hit.at && x.at >= from && !claimed.has(x));
    if (q) {
      hit.item.quantity = q.value;
      claimed.add(q);
    }
    const ownColours = colours.filter((c) => (c.at >= from && c.at < hit.at) || (c.at >= hit.end && c.at < clauseEnd));
    hit.item.colours = ownColours.map((c) => c.colour);
    const decoration = decorations.find((d) => (d.at >= from && d.at < hit.at) || (d.at >= hit.end && d.at < clauseEnd));
    if (decoration) hit.item.decoration = decoration.method;
  });
  // Of the quantities no product claimed, one said with its unit ('1,000 pieces') is the order's.
  const loose = quantities.filter((q) => !claimed.has(q));
  const audience = (q: Quantity) => AUDIENCE_BEFORE.test(t.text.slice(Math.max(0, q.at - 20), q.at)) || AUDIENCE_WORDS.test(t.text.slice(q.end, q.end + 20));
  const looseQuantity = loose.find((q) => UNIT_WORDS.test(t.text.slice(q.end, q.end + 20))) ?? loose.find((q) => !audience(q)) ?? loose[0];
  if (looseQuantity) brief.quantity = looseQuantity.value;
  brief.colours = colours.filter((c) => !hits.some((h) => h.item.colours.includes(c.colour))).map((c) => c.colour);
  for (const hit of hits) {
    hit.item.quantity ??= brief.quantity;
    if (hit.item.colours.length === 0) hit.item.colours = [...brief.colours];
    if (!hit.item.decoration && hits.length === 1 && decorations[0]) hit.item.decoration = decorations[0].method;
    if (hit.item.quantity === undefined) delete hit.item.quantity;
    if (hit.item.decoration === undefined) delete hit.item.decoration;
  }
  brief.items = hits.map((h) => h.item);
  // Unknown words are a product the catalogue lacks only in something that reads as a request.
  const requestLike = quantities.length > 0 || budget !== null || deadline !== null || colours.length > 0 || brief.eco || brief.madeIn ||
    brief.event !== undefined || brief.themes.length > 0 || REQUEST_WORDS.test(t.text);
  if (brief.items.length === 0) brief.absent = findAbsent(t, words, vocabulary).filter((a) => requestLike || /s$/.test(a));

  if (budget) {
    const anyQuantity = brief.items.some((i) => i.quantity) || brief.quantity !== undefined;
    const total = budget.total ?? (anyQuantity && budget.max >= TOTAL_LOOKING_DOLLARS);
    brief.budget = { kind: total ? 'total' : 'unit', cents: cents(budget.max), ...(budget.min !== null ? { minCents: cents(budget.min) } : {}) };
  }
  return brief;
}

/** The unit budget of one item: a total is shared across the items in proportion to their quantities (equal shares without them). */
export function unitBudgetCents(brief: Pick<Brief, 'budget' | 'items' | 'quantity'>, item: Pick<BriefItem, 'quantity'>): { max: number; min?: number } | null {
  const b = brief.budget;
  if (!b) return null;
  if (b.kind === 'unit') return { max: b.cents, ...(b.minCents !== undefined ? { min: b.minCents } : {}) };
  const qty = item.quantity ?? brief.quantity;
  if (!qty) return null;
  const units = brief.items.reduce((sum, i) => sum + (i.quantity ?? brief.quantity ?? 0), 0) || qty;
  // A total over several products: this item's share of the units' money, at equal unit prices.
  return { max: Math.floor(b.cents / units) };
}
