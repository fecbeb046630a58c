import type { ChatIntent } from '../../contracts/chat.js';
import { singular, tokenize } from '../catalogue/keywords.js';
import { CATEGORY_ALIASES, COLOR_WORDS, DESCRIPTORS, NOUN_CATEGORY, THEME_WORDS } from './vocabulary.js';

/**
 * The embedded assistant's reading of a question: category, product words, quantity, unit
 * budget, colours, themes, deadline (→ production days, rush) and eco wishes. Pure and
 * deterministic (the date is passed in), so it is tested on many phrasings.
 */

/** Working days kept for shipping when a deadline is turned into production days. */
export const SHIPPING_DAYS = 3;
/** Production days assumed for "rush" / "asap" without a date. */
export const RUSH_PROD_DAYS = 5;
/** Deadlines that leave this few production days also accept rush service. */
const RUSH_WITHIN = 7;

export const emptyIntent = (): ChatIntent => ({
  category: null, keywords: [], quantity: null, budgetMin: null, budgetMax: null, colors: [], themes: [],
  deadlineDays: null, prodTimeDays: null, rush: false, eco: false, recyclable: false, sort: 'relevance', relaxed: [],
});

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const NUM = String.raw`(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)`;
const money = (s: string) => Number(s.replace(/,/g, ''));
const round2 = (n: number) => Math.round(n * 100) / 100;
const DAY_MS = 86_400_000;

/** Working days (Mon–Fri) after `from` up to and including `from + days`. */
export function businessDaysWithin(from: Date, days: number): number {
  let count = 0;
  for (let i = 1; i <= days; i++) {
    const d = new Date(from.getTime() + i * DAY_MS).getUTCDay();
    if (d !== 0 && d !== 6) count++;
  }
  return count;
}

type Cut = { text: string };
/** Finds the first match, removes it from the text (so later readers do not see it) and returns it. */
function take(cut: Cut, re: RegExp): RegExpMatchArray | null {
  const m = cut.text.match(re);
  if (m && m.index !== undefined) cut.text = `${cut.text.slice(0, m.index)} ${cut.text.slice(m.index + m[0].length)}`;
  return m;
}

function readDeadline(cut: Cut, now: Date): number | null {
  const unit = (u: string) => (u.startsWith('week') ? 7 : u.startsWith('month') ? 30 : 1);
  let m = take(cut, new RegExp(String.raw`\b(?:in|within|under|next)\s+(\d+|a|one|two|three|four|five|six)\s+(business\s+|working\s+)?(days?|weeks?|months?)\b`));
  if (m) {
    const words: Record<string, number> = { a: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };
    const n = words[m[1]] ?? Number(m[1]);
    if (m[2]) return Math.ceil((n * 7) / 5); // business days → calendar days
    return n * unit(m[3]);
  }
  if (take(cut, /\b(?:by\s+)?tomorrow\b/)) return 1;
  if (take(cut, /\b(?:by\s+)?next week\b/)) return 7;
  if (take(cut, /\b(?:by\s+)?(?:the\s+)?end of (?:the\s+)?month\b/)) {
    const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0));
    return Math.max(1, Math.round((end.getTime() - now.getTime()) / DAY_MS));
  }
  const until = (month: number, day: number): number | null => {
    if (month < 0 || month > 11 || day < 1 || day > 31) return null;
    let target = Date.UTC(now.getUTCFullYear(), month, day);
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    if (target < today) target = Date.UTC(now.getUTCFullYear() + 1, month, day);
    return Math.max(0, Math.round((target - today) / DAY_MS));
  };
  m = take(cut, /\b(?:by|before|for|on|due)\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b/);
  if (m) return until(MONTHS.indexOf(m[1]), Number(m[2]));
  m = take(cut, /\b(?:by|before|for|on|due)\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/);
  if (m) return until(MONTHS.indexOf(m[2]), Number(m[1]));
  m = take(cut, /\b(?:by|before|due)\s+(\d{1,2})\/(\d{1,2})(?:\/\d{2,4})?\b/);
  if (m) return until(Number(m[1]) - 1, Number(m[2]));
  return null;
}

type Budget = { min: number | null; max: number | null; total: boolean };

function readBudget(cut: Cut): Budget | null {
  const dollars = String.raw`\$\s*${NUM}`;
  const per = String.raw`(\s*(?:each|apiece|a piece|per (?:unit|piece|item)|\/\s*(?:unit|ea|each|pc)|ea\b))?`;
  const total = String.raw`(\s*(?:total|in total|overall|all in))?`;
  const isTotal = (m: RegExpMatchArray, perIdx: number, totalIdx: number) => Boolean(m[totalIdx]) && !m[perIdx];
  let m = take(cut, new RegExp(String.raw`(?:between\s+)?${dollars}\s*(?:-|–|to|and)\s*\$?\s*${NUM}${per}${total}`));
  if (m) {
    const [a, b] = [money(m[1]), money(m[2])].sort((x, y) => x - y);
    return { min: a, max: b, total: isTotal(m, 3, 4) };
  }
  m = take(cut, new RegExp(String.raw`\b(?:under|below|less than|max(?:imum)?(?: of)?|up to|no more than|at most|cheaper than|within|budget(?: of| is)?:?)\s*(?:about\s+)?(?:${dollars}|${NUM}\s*(?:dollars|bucks|usd))${per}${total}`));
  if (m) return { min: null, max: money(m[1] ?? m[2]), total: isTotal(m, 3, 4) };
  m = take(cut, new RegExp(String.raw`(?:${dollars}|${NUM}\s*(?:dollars|bucks))${per}\s*(?:or less|or under|max(?:imum)?|or cheaper|tops)${total}`));
  if (m) return { min: null, max: money(m[1] ?? m[2]), total: isTotal(m, 3, 4) };
  m = take(cut, new RegExp(String.raw`\b(?:over|above|more than|at least|from|starting at)\s*${dollars}${per}`));
  if (m) return { min: money(m[1]), max: null, total: false };
  m = take(cut, new RegExp(String.raw`\b(?:around|about|roughly|approximately|~)\s*${dollars}${per}`));
  if (m) return { min: null, max: round2(money(m[1]) * 1.15), total: false };
  m = take(cut, new RegExp(String.raw`${dollars}${per}${total}`));
  if (m) return { min: null, max: money(m[1]), total: isTotal(m, 2, 3) || (!m[2] && money(m[1]) >= 200) };
  return null;
}

function readQuantity(cut: Cut): number | null {
  const re = new RegExp(String.raw`(?<![\w$.,/])${NUM}\s*(k)?\b(?!\s*(?:oz|ounces?|ml|mah|w\b|watts?|%|"|inch|in\b|cm|mm|pt|point|(?:business |working )?days?|weeks?|months?|years?|hours?|am\b|pm\b|st\b|nd\b|rd\b|th\b|x\s*\d|-\s*\d|\/))`, 'g');
  for (const m of cut.text.matchAll(re)) {
    const n = money(m[1]) * (m[2] ? 1000 : 1);
    if (Number.isInteger(n) && n >= 1 && n <= 1_000_000 && !(n >= 1900 && n <= 2100 && !m[2] && !m[1].includes(','))) return n;
  }
  const dozen = cut.text.match(/\b(a|one|two|three|four|five|six|ten)?\s*dozen\b/);
  if (dozen) return 12 * ({ a: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, ten: 10 }[dozen[1] ?? 'a'] ?? 1);
  return null;
}

function readAll(cut: Cut, table: ReadonlyArray<[RegExp, string]>): string[] {
  const found: string[] = [];
  for (const [re, value] of table) {
    if (take(cut, re) && !found.includes(value)) found.push(value);
  }
  return found;
}

/** Reads one question on its own (no conversation context). */
export function parseQuestion(question: string, now: Date): ChatIntent {
  const intent = emptyIntent();
  const cut: Cut = { text: ` ${question.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ')} ` };

  if (/\b(rush|asap|urgent(?:ly)?|right away|quick turnaround|fast turnaround|last[- ]minute)\b/.test(cut.text)) intent.rush = true;
  if (take(cut, /\brecycl(?:ed|able|ing)\b/)) intent.recyclable = true;
  if (/\beco\b|eco[- ]friendly|sustainab|environment(?:al|ally)?[- ]friendly|\benvironment\b|biodegradable|compostable|earth[- ]friendly|\bgreen (?:materials?|products?|options?)\b|\bgreener\b/.test(cut.text)) {
    intent.eco = true;
    take(cut, /eco[- ]friendly|\beco\b|sustainable|earth[- ]friendly|environment(?:al|ally)?[- ]friendly|\bgreen (?:materials?|products?|options?)\b/);
  }
  if (/\b(cheapest|lowest price|least expensive|most affordable)\b/.test(cut.text)) intent.sort = 'price-low';
  else if (/\b(premium|high[- ]end|luxury|upscale|top[- ]shelf)\b/.test(cut.text)) intent.sort = 'price-high';

  const deadline = readDeadline(cut, now);
  if (deadline !== null) {
    intent.deadlineDays = deadline;
    intent.prodTimeDays = Math.max(1, businessDaysWithin(now, deadline) - SHIPPING_DAYS);
    if (intent.prodTimeDays <= RUSH_WITHIN) intent.rush = true;
  } else if (intent.rush) {
    intent.prodTimeDays = RUSH_PROD_DAYS;
  }

  const budget = readBudget(cut);
  intent.quantity = readQuantity(cut);
  if (budget) {
    const divide = budget.total && intent.quantity ? intent.quantity : 1;
    intent.budgetMin = budget.min === null ? null : round2(budget.min / divide);
    intent.budgetMax = budget.max === null ? null : round2(budget.max / divide);
  }

  intent.colors = readAll(cut, COLOR_WORDS);
  intent.themes = readAll(cut, THEME_WORDS);
  const aliases = readAll(cut, CATEGORY_ALIASES);

  const keywords: string[] = [];
  let nounCategory: string | null = null;
  for (const raw of tokenize(cut.text)) {
    const word = [raw, singular(raw), raw.replace(/s$/, '')].find((w) => NOUN_CATEGORY.has(w) || DESCRIPTORS.has(w)) ?? singular(raw);
    if (NOUN_CATEGORY.has(word)) {
      nounCategory ??= NOUN_CATEGORY.get(word)!;
      if (!keywords.includes(word)) keywords.push(word);
    } else if (DESCRIPTORS.has(word) && !keywords.includes(word)) {
      keywords.push(word);
    }
  }
  intent.category = nounCategory ?? aliases[0] ?? null;
  // Product words from another category than the first noun's would exclude every product.
  intent.keywords = keywords.filter((k) => !NOUN_CATEGORY.has(k) || NOUN_CATEGORY.get(k) === intent.category).slice(0, 6);
  return intent;
}

/** Is there anything to search for? */
export const hasProductWish = (i: ChatIntent) => i.category !== null || i.keywords.length > 0;
export const hasAnyConstraint = (i: ChatIntent) =>
  hasProductWish(i) || i.quantity !== null || i.budgetMax !== null || i.budgetMin !== null || i.colors.length > 0 ||
  i.themes.length > 0 || i.prodTimeDays !== null || i.eco || i.recyclable;

const CHEAPER = /\b(cheaper|less expensive|lower[- ]priced?|more affordable|budget[- ]friendly|too expensive|cheapest)\b/;
const PRICIER = /\b(more expensive|higher[- ]end|nicer|fancier|more premium|upgrade)\b/;

/**
 * The question read in the conversation: a question naming a product starts a new search (the
 * quantity and deadline carry over); one that does not refines the previous one ("cheaper ones",
 * "in blue", "what about 500?"). `previousPrices` are the unit prices last shown.
 */
export function intentInContext(question: string, previous: ChatIntent | null, previousPrices: readonly number[], now: Date): ChatIntent {
  const next = parseQuestion(question, now);
  if (!previous || !hasAnyConstraint(previous)) return next;
  const lower = question.toLowerCase();
  if (hasProductWish(next)) {
    return {
      ...next,
      quantity: next.quantity ?? previous.quantity,
      deadlineDays: next.deadlineDays ?? previous.deadlineDays,
      prodTimeDays: next.prodTimeDays ?? previous.prodTimeDays,
      rush: next.rush || (next.prodTimeDays === null && previous.rush),
    };
  }
  const merged: ChatIntent = {
    ...previous,
    relaxed: [],
    quantity: next.quantity ?? previous.quantity,
    budgetMin: next.budgetMin ?? (next.budgetMax !== null ? null : previous.budgetMin),
    budgetMax: next.budgetMax ?? previous.budgetMax,
    colors: next.colors.length > 0 ? next.colors : previous.colors,
    themes: next.themes.length > 0 ? next.themes : previous.themes,
    deadlineDays: next.deadlineDays ?? previous.deadlineDays,
    prodTimeDays: next.prodTimeDays ?? previous.prodTimeDays,
    rush: next.rush || previous.rush,
    eco: next.eco || previous.eco,
    recyclable: next.recyclable || previous.recyclable,
    sort: next.sort !== 'relevance' ? next.sort : previous.sort,
  };
  if (/\b(any colou?r|no colou?r)\b/.test(lower)) merged.colors = [];
  if (/\b(no deadline|no rush|any time)\b/.test(lower)) Object.assign(merged, { deadlineDays: null, prodTimeDays: null, rush: false });
  const sorted = [...previousPrices].filter((p) => p > 0).sort((a, b) => a - b);
  const median = sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
  if (CHEAPER.test(lower) && next.budgetMax === null) {
    const base = Math.min(...[previous.budgetMax, median].filter((v): v is number => v !== null));
    if (Number.isFinite(base)) merged.budgetMax = round2(base * 0.8);
    merged.budgetMin = null;
    merged.sort = 'price-low';
  } else if (PRICIER.test(lower) && next.budgetMin === null) {
    if (median !== null) merged.budgetMin = median;
    merged.budgetMax = null;
    merged.sort = 'price-high';
  }
  return merged;
}
