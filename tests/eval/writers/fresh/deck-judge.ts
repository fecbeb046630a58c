import type { CatalogueRow } from '../../assistant/expect.js';
import type { DeckAbsent, DeckCase, DeckItem } from './deck-cases.js';

/**
 * The judge of a generated deck, written apart from the writer: it reads what the CLIENT reads —
 * the visible text of the HTML (tags, attributes, scripts, styles, templates and comments
 * stripped; entities decoded) — and checks it against the case and the catalogue rows.
 *
 * - Product names: catalogue names found verbatim (any case, a plural "s" allowed) in the text,
 *   the longest match winning where names overlap ("Metro Urban Mug" over "Urban Mug").
 * - A product belongs to an item when its name has the item's productType phrase. A product of no
 *   asked type is off-brief, unless the case has an absent type and the deck labels it an
 *   alternative ("instead", "alternative", "similar"… within 200 characters before it or 100 after).
 * - Prices: "$12.34" amounts (also "US$", "USD", "89¢") read after each mention of the name, up to
 *   240 characters or the next product's name. An amount is a unit-price claim when labelled
 *   ("each", "/unit", "per …", "unit price") or unlabelled and not a total, fee or budget
 *   ("total", "budget", "setup", "shipping"…, an amount the brief itself states, or at least 8
 *   times the unit price). A mention with claims must include the catalogue's unit price at the
 *   item's quantity (the price of the largest break ≤ qty; below the first break, the first)
 *   within a cent; price ladders and totals beside it are fine.
 * - Constraints are judged on the catalogue row (the product presented, whatever the deck says):
 *   budget at the quantity, minimum order ≤ qty, colour offered, production days (or rush offered
 *   and "rush" said near the product). Rows sharing a name: the best-fitting one is judged.
 * - Absent types: a sentence (or line) naming the type with a negation ("no", "not", "n't",
 *   "unavailable"…) says it plainly; a sentence naming it with no negation, no alternative wording
 *   and no mention of the request ("you asked for…"), and no negation in the 200 characters after
 *   it, presents it as if offered.
 * - Leaks: the case's internal phrases, and generic words never meant for a client (rep, except
 *   "your rep", "sales rep", "account rep"; margin, commission, internal, markup, "don't mention",
 *   price sensitive, upsell, talking points, TODO, lorem, undefined, null, NaN, [object Object],
 *   Invalid Date, {{ }}, {placeholders}, [Insert …]/[Client Name] brackets, $XX.XX), minus the
 *   case's `allow` words and the words of its client, event and audience.
 *
 * Each check counts once in `checks`; each failed one adds one line to `problems`.
 */
export function judgeDeck(c: DeckCase, html: string, rows: readonly CatalogueRow[]): { checks: number; problems: string[] } {
  const text = visibleText(html);
  const lower = text.toLowerCase();
  const flat = lower.replace(/\n/g, ' ');
  const e = c.expect;
  const problems: string[] = [];
  let checks = 0;
  const check = (ok: boolean, problem: () => string) => {
    checks++;
    if (!ok) problems.push(problem());
  };

  const index = catalogueIndex(rows);
  const mentions = findProductNames(flat, index);
  const briefAmounts = new Set<number>([
    ...amountsIn(c.brief.toLowerCase()).map((a) => a.cents),
    ...[e.maxTotalCents, ...e.items.flatMap((i) => [i.maxUnitCents, i.minUnitCents]), ...(e.absent ?? []).map((a) => a.maxUnitCents)]
      .filter((v): v is number => v !== undefined),
  ]);

  // Every named product: does it belong to an asked item, and does it meet that item's terms?
  const byName = new Map<string, Mention[]>();
  for (const m of mentions) byName.set(m.name, [...(byName.get(m.name) ?? []), m]);
  const shownPerItem = new Map<DeckItem, number[]>();
  for (const [name, ms] of byName) {
    const candidates = index.rowsByName.get(name) ?? [];
    const label = candidates[0]?.name ?? name;
    const items = e.items.filter((item) => typeMatches(item.productType, name));
    const labelledAlternative = (e.absent ?? []).length > 0 && ms.some((m) => ALTERNATIVE.test(flat.slice(Math.max(0, m.start - 200), m.end + 100)));
    const targets: Target[] = items.length > 0 ? items.map((item) => ({ item })) : labelledAlternative ? (e.absent ?? []).map((absent) => ({ absent })) : [];
    check(targets.length > 0, () => `off-brief product: ${label} is none of the items asked (${e.items.map((i) => typeLabel(i.productType)).join(', ')})`);
    if (targets.length === 0) continue;

    let best: { checks: number; problems: string[]; item?: DeckItem; cents: number } | undefined;
    for (const row of candidates) {
      for (const target of targets) {
        const verdict = judgeProduct(row, target, ms, flat, briefAmounts, e.maxTotalCents);
        if (!best || verdict.problems.length < best.problems.length) best = { ...verdict, item: target.item };
      }
    }
    if (!best) continue;
    checks += best.checks;
    problems.push(...best.problems);
    if (best.item) shownPerItem.set(best.item, [...(shownPerItem.get(best.item) ?? []), best.cents]);
  }

  // Every asked item is presented, with its quantity.
  for (const item of e.items) {
    const shown = [...byName.keys()].some((name) => typeMatches(item.productType, name));
    check(shown, () => `missing item: no catalogue ${typeLabel(item.productType)} is named in the deck`);
    if (item.qty !== undefined) {
      const qty = item.qty;
      check(quantityMentioned(flat, qty), () => `quantity: ${qty.toLocaleString('en-US')} (${typeLabel(item.productType)}) is not stated`);
    }
  }

  // The total budget: the cheapest product shown per item, line totals added up.
  if (e.maxTotalCents !== undefined) {
    const max = e.maxTotalCents;
    const lines = e.items.flatMap((item) => {
      const prices = shownPerItem.get(item);
      return prices && prices.length > 0 && item.qty !== undefined ? [Math.min(...prices) * item.qty] : [];
    });
    if (lines.length > 0) {
      const sum = lines.reduce((a, b) => a + b, 0);
      check(sum <= max, () => `total budget: the cheapest products shown add up to ${money(sum)}, over ${money(max)}`);
    }
  }

  // Types the catalogue lacks: said plainly, and nothing pretends to be one.
  for (const absent of e.absent ?? []) {
    const verdict = judgeAbsent(lower, absent.productType);
    check(verdict.said, () => `absent type: the deck does not say plainly that ${typeLabel(absent.productType)} are not offered`);
    check(!verdict.pretended, () => `absent type: the deck presents ${typeLabel(absent.productType)} as if offered ("${verdict.pretended}")`);
  }

  // The client's own occasion, audience, name and date.
  const words: Array<[string, string | string[] | undefined]> = [['client', e.client], ['event', e.event], ['audience', e.audience]];
  for (const [what, phrases] of words) {
    if (phrases === undefined) continue;
    const list = Array.isArray(phrases) ? phrases : [phrases];
    check(list.some((p) => phraseRegExp(p).test(flat)), () => `${what}: none of ${list.map((p) => `'${p}'`).join(', ')} appears`);
  }
  if (e.inHands) {
    const inHands = e.inHands;
    check(dateMentioned(flat, inHands), () => `in-hands date: ${inHands} is not stated`);
  }

  // Nothing meant for the rep reaches the client.
  for (const phrase of e.internal ?? []) {
    check(!phraseRegExp(phrase).test(flat), () => `leak: the internal note '${phrase}' reaches the client`);
  }
  const allowed = new Set(
    [...(e.allow ?? []), ...[e.client, e.event, e.audience].flat().filter((p): p is string => typeof p === 'string')]
      .flatMap((p) => p.toLowerCase().split(/[\s-]+/))
      .map(stem),
  );
  const leaked = genericLeaks(text, flat).filter((word) => !word.split(' ').some((w) => allowed.has(stem(w))));
  check(leaked.length === 0, () => `leak: words not meant for the client: ${leaked.join(', ')}`);

  return { checks, problems };
}

/** A catalogue row's unit price at a quantity, in cents: the largest break at or below it (the first below the first). */
export function unitPriceCents(row: CatalogueRow, qty: number | undefined): number {
  const q = qty ?? row.minQuantity;
  let price = Number(row.breakPrices[0]);
  row.breakQtys.forEach((b, i) => {
    if (Number(b) <= q) price = Number(row.breakPrices[i]);
  });
  return Math.round(price * 100);
}

// ——— One product against one item (or one absent type it stands in for) ———

type Target = { item: DeckItem; absent?: undefined } | { item?: undefined; absent: DeckAbsent };
interface Mention {
  name: string;
  start: number;
  end: number;
  /** Where the reading of prices after the name stops (240 characters or the next product). */
  windowEnd: number;
}

function judgeProduct(
  row: CatalogueRow,
  target: Target,
  ms: readonly Mention[],
  flat: string,
  briefAmounts: ReadonlySet<number>,
  maxTotalCents: number | undefined,
): { checks: number; problems: string[]; cents: number } {
  const spec = target.item ?? target.absent;
  const qty = spec.qty;
  const cents = unitPriceCents(row, qty);
  const at = qty !== undefined ? `at ${qty.toLocaleString('en-US')}` : `at its minimum of ${row.minQuantity}`;
  const problems: string[] = [];
  let checks = 0;
  const check = (ok: boolean, problem: () => string) => {
    checks++;
    if (!ok) problems.push(problem());
  };

  const stated = ms.map((m) => priceClaims(flat.slice(m.end, m.windowEnd), cents, briefAmounts));
  const withClaims = stated.filter((claims) => claims.length > 0);
  if (withClaims.length > 0) {
    const wrong = withClaims.find((claims) => !claims.some((v) => Math.abs(v - cents) <= 1));
    check(!wrong, () => `price: ${row.name} is shown at ${(wrong ?? []).map(money).join(' / ')}; the catalogue's unit price ${at} is ${money(cents)}`);
  }

  const maxUnit = spec.maxUnitCents;
  const minUnit = target.item?.minUnitCents;
  if (maxUnit !== undefined || minUnit !== undefined || (maxTotalCents !== undefined && qty !== undefined && target.item)) {
    const over = maxUnit !== undefined && cents > maxUnit;
    const under = minUnit !== undefined && cents < minUnit;
    const overTotal = maxTotalCents !== undefined && qty !== undefined && target.item !== undefined && cents * qty > maxTotalCents;
    check(!over && !under && !overTotal, () =>
      `budget: ${row.name} costs ${money(cents)} ${at}` +
      (over ? `, over ${money(maxUnit ?? 0)}` : under ? `, under ${money(minUnit ?? 0)}` : `, ${money(cents * (qty ?? 0))} in all, over the total ${money(maxTotalCents ?? 0)}`));
  }
  if (qty !== undefined) {
    check(row.minQuantity <= qty, () => `minimum order: ${row.name} needs ${row.minQuantity}, more than the ${qty} asked`);
  }
  const colour = target.item?.colour;
  if (colour !== undefined) {
    const wanted = (Array.isArray(colour) ? colour : [colour]).map((w) => phraseRegExp(w.toLowerCase().replace(/grey/g, 'gray')));
    const has = row.colors.some((col) => wanted.some((re) => re.test(col.toLowerCase().replace(/grey/g, 'gray'))));
    check(has, () => `colour: ${row.name} comes in ${row.colors.join(', ')}, not ${typeLabel(colour)}`);
  }
  const maxDays = target.item?.maxProductionDays;
  if (maxDays !== undefined) {
    const rushSaid = row.rushAvailable && ms.some((m) => /(?<![a-z])rush/.test(flat.slice(Math.max(0, m.start - 200), m.windowEnd)));
    check(row.prodTimeDays <= maxDays || rushSaid, () =>
      `production: ${row.name} takes ${row.prodTimeDays} days, more than the ${maxDays} the date allows` +
      (row.rushAvailable ? ' (rush is offered but the deck does not say so)' : ''));
  }
  return { checks, problems, cents };
}

const UNIT_AFTER = /^ ?(?:\/ ?(?:ea|each|unit|pc|pcs|piece|item|person|kit|set)(?![a-z])|(?:each|ea|apiece)(?![a-z])|a (?:piece|unit)(?![a-z])|per (?!order|line|total|month|year|week)[a-z])/;
const UNIT_BEFORE = /(?:unit (?:price|cost)|price per (?:unit|piece|item)|per[- ]unit(?: price| cost)?|(?<![a-z])each|(?<![a-z])price)[\s:=-]{0,3}$/;
const NOT_UNIT = /total|subtotal|budget|overall|investment|grand|all-in|all in|(?<![a-z])sum(?![a-z])|spend|order value|sav(?:e|ing)|setup|set-up|shipping|freight|(?<![a-z])fees?(?![a-z])|(?<![a-z])was(?![a-z])|msrp|retail|(?<![a-z])list price/;

/** The unit-price claims among the amounts of a window after a product's name (see the header). */
function priceClaims(window: string, unitCents: number, briefAmounts: ReadonlySet<number>): number[] {
  const amounts = amountsIn(window);
  const claims: number[] = [];
  amounts.forEach((a, i) => {
    const before = window.slice(Math.max(i > 0 ? amounts[i - 1].end : 0, a.start - 30), a.start);
    const after = window.slice(a.end, Math.min(i + 1 < amounts.length ? amounts[i + 1].start : window.length, a.end + 25));
    const right = Math.abs(a.cents - unitCents) <= 1;
    if (right) claims.push(a.cents);
    else if (briefAmounts.has(a.cents)) return;
    else if (UNIT_AFTER.test(after) || UNIT_BEFORE.test(before)) claims.push(a.cents);
    else if (NOT_UNIT.test(before) || NOT_UNIT.test(after)) return;
    else if (a.cents >= 8 * unitCents) return;
    else claims.push(a.cents);
  });
  return claims;
}

const AMOUNT = /(?:us\$|\$|usd) ?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?( ?k(?![a-z]))?|(?<![\d.,])(\d{1,2}) ?(?:¢|cents?(?![a-z]))/g;

/** Dollar (and cent) amounts in lower-case text, in cents, with where they are. */
function amountsIn(s: string): Array<{ cents: number; start: number; end: number }> {
  const out: Array<{ cents: number; start: number; end: number }> = [];
  for (const m of s.matchAll(AMOUNT)) {
    const start = m.index ?? 0;
    let cents: number;
    if (m[4] !== undefined) cents = Number(m[4]);
    else {
      cents = Number(m[1].replace(/,/g, '')) * 100 + (m[2] ? Number(m[2].padEnd(2, '0')) : 0);
      if (m[3]) cents *= 1000;
    }
    out.push({ cents, start, end: start + m[0].length });
  }
  return out;
}

// ——— Absent types ———

const NEGATION = /n't(?![a-z])|(?<![a-z])(?:no|not|none|unavailable|unable|cannot|without|lacks?|outside|neither|nor)(?![a-z])/;
const ALTERNATIVE = /(?<![a-z])(?:alternatives?|instead|substitutes?|in place of|closest|similar|swap|rather than|stand-in)(?![a-z])/;

const REQUESTED = /(?<![a-z])(?:asked|requested|request|wanted|looking for|mentioned|wish list)(?![a-z])/;

/** Is the type said to be missing, and is there a sentence offering it as if it were not? */
function judgeAbsent(lower: string, type: string | string[]): { said: boolean; pretended: string | false } {
  const res = (Array.isArray(type) ? type : [type]).map(phraseRegExp);
  let said = false;
  let pretended: string | false = false;
  for (const s of sentences(lower)) {
    const sentence = lower.slice(s.start, s.end);
    if (!res.some((re) => re.test(sentence))) continue;
    const negated = NEGATION.test(sentence);
    if (negated) said = true;
    const explained = negated || ALTERNATIVE.test(sentence) || REQUESTED.test(sentence) || NEGATION.test(lower.slice(s.end, s.end + 200));
    if (!explained && !pretended) pretended = sentence.trim().slice(0, 120);
  }
  return { said, pretended };
}

/** Sentences and lines of the text (split at line breaks and at . ! ? before a space). */
function sentences(lower: string): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  let start = 0;
  for (let i = 0; i < lower.length; i++) {
    const ch = lower[i];
    const ends = ch === '\n' || ((ch === '.' || ch === '!' || ch === '?') && (i + 1 === lower.length || lower[i + 1] === ' ' || lower[i + 1] === '\n'));
    if (ends) {
      if (i > start) out.push({ start, end: i + 1 });
      start = i + 1;
    }
  }
  if (start < lower.length) out.push({ start, end: lower.length });
  return out;
}

// ——— Words, quantities, dates, leaks ———

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A phrase as a case-insensitive pattern: whole words, spaces or hyphens between them, plurals allowed. */
function phraseRegExp(phrase: string): RegExp {
  const words = normalise(phrase.toLowerCase()).split(/[\s-]+/).filter(Boolean);
  const body = words
    .map((w) => (/[^aeiou]y$/.test(w) ? `${escapeRegExp(w.slice(0, -1))}(?:y|ies)` : `${escapeRegExp(w)}(?:s|es)?`))
    .join('[\\s-]+');
  return new RegExp(`(?<![a-z0-9])${body}(?![a-z0-9])`, 'i');
}

function typeMatches(type: string | string[], name: string): boolean {
  return (Array.isArray(type) ? type : [type]).some((t) => phraseRegExp(t).test(name));
}

/** A word without a plural "s" (for matching the case's `allow` words to the leak words). */
function stem(word: string): string {
  return word.length > 3 ? word.replace(/s$/, '') : word;
}

function typeLabel(type: string | string[]): string {
  return Array.isArray(type) ? type.join(' / ') : type;
}

function money(cents: number): string {
  return `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** The quantity as a number of its own (1000, 1,000 or 1 000), not part of a larger number or a price. */
function quantityMentioned(flat: string, qty: number): boolean {
  const forms = new Set([String(qty), qty.toLocaleString('en-US'), qty.toLocaleString('en-US').replace(/,/g, ' ')]);
  for (const form of forms) {
    for (let k = flat.indexOf(form); k >= 0; k = flat.indexOf(form, k + 1)) {
      const b1 = flat[k - 1] ?? '';
      const b2 = flat[k - 2] ?? '';
      const a1 = flat[k + form.length] ?? '';
      const a2 = flat[k + form.length + 1] ?? '';
      const joinedBefore = /\d/.test(b1) || b1 === '$' || ((b1 === ',' || b1 === '.') && /\d/.test(b2));
      const joinedAfter = /\d/.test(a1) || ((a1 === ',' || a1 === '.') && /\d/.test(a2));
      if (!joinedBefore && !joinedAfter) return true;
    }
  }
  return false;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** 'YYYY-MM': the month's name; 'YYYY-MM-DD': month and day in words ("Dec. 11th", "11 December") or as 12/11. */
function dateMentioned(flat: string, iso: string): boolean {
  const [, month, day] = iso.split('-').map(Number);
  const name = MONTHS[month - 1];
  const monthRe = `(?:${name}|${name.slice(0, 3)}\\.?)`;
  if (!day) return new RegExp(`(?<![a-z])${monthRe}(?![a-z])`).test(flat);
  const dayRe = `0?${day}(?:st|nd|rd|th)?`;
  return [
    `(?<![a-z])${monthRe} ${dayRe}(?![0-9a-z])`,
    `(?<![0-9])${dayRe} (?:of )?${monthRe}(?![a-z])`,
    `(?<![0-9/])0?${month}/0?${day}(?![0-9])`,
    `${iso}`,
  ].some((p) => new RegExp(p).test(flat));
}

const LEAKS: Array<[string, RegExp]> = [
  ['rep', /(?<![a-z])reps?(?![a-z])/],
  ['margin', /(?<![a-z])margins?(?![a-z])/],
  ['commission', /(?<![a-z])commissions?(?![a-z])/],
  ['internal', /(?<![a-z])internal(?:ly)?(?![a-z])/],
  ['markup', /(?<![a-z])mark-?ups?(?![a-z])/],
  ["don't mention", /(?:don't|dont|do not|never) mention/],
  ['price sensitive', /price[- ]sensitiv/],
  ['upsell', /(?<![a-z])up-?sell/],
  ['talking points', /talking points|pitch notes?(?![a-z])/],
  ['todo', /(?<![a-z])(?:todo|fixme)(?![a-z])/],
  ['lorem', /(?<![a-z])(?:lorem|ipsum)(?![a-z])/],
  ['undefined', /(?<![a-z])undefined(?![a-z])/],
  ['null', /(?<![a-z])null(?![a-z])/],
  ['[object Object]', /\[object [a-z]+\]/],
  ['Invalid Date', /invalid date/],
  ['{{', /\{\{|\}\}/],
  ['placeholder', /\{[a-z_][a-z0-9_ .-]{0,40}\}|\[(?:insert|your|client|company|customer|name|date|logo|product|price|contact|event|recipient|first name)(?![a-z])[^\]]{0,60}\]|\$x+(?:\.x+)?(?![a-z])/],
];

/** The generic leak words present: on the flat lower-case text ("your rep" is fine), NaN by its case. */
function genericLeaks(text: string, flat: string): string[] {
  const withoutYourRep = flat.replace(/(?<![a-z])(?:your|sales|account) rep(?![a-z])/g, ' ');
  const found = LEAKS.filter(([, re]) => re.test(withoutYourRep)).map(([word]) => word);
  if (/(?<![A-Za-z])NaN(?![A-Za-z])/.test(text)) found.push('NaN');
  return found;
}

// ——— Catalogue names in the text ———

interface CatalogueIndex {
  rowsByName: Map<string, CatalogueRow[]>;
  /** Normalised names by their first word, longest first. */
  byFirstWord: Map<string, string[]>;
}

const indexes = new WeakMap<readonly CatalogueRow[], CatalogueIndex>();

function catalogueIndex(rows: readonly CatalogueRow[]): CatalogueIndex {
  const cached = indexes.get(rows);
  if (cached) return cached;
  const rowsByName = new Map<string, CatalogueRow[]>();
  for (const row of rows) {
    const name = normalise(row.name.toLowerCase()).replace(/\s+/g, ' ').trim();
    if (name) rowsByName.set(name, [...(rowsByName.get(name) ?? []), row]);
  }
  const byFirstWord = new Map<string, string[]>();
  for (const name of rowsByName.keys()) {
    const key = firstWord(name, 0);
    if (key) byFirstWord.set(key, [...(byFirstWord.get(key) ?? []), name]);
  }
  for (const names of byFirstWord.values()) names.sort((a, b) => b.length - a.length);
  const index = { rowsByName, byFirstWord };
  indexes.set(rows, index);
  return index;
}

const isWordChar = (ch: string | undefined) => ch !== undefined && /[a-z0-9]/.test(ch);

function firstWord(s: string, at: number): string {
  let end = at;
  while (isWordChar(s[end])) end++;
  return s.slice(at, end);
}

/** Catalogue names in the flat text, longest match first, never overlapping; with their price windows. */
function findProductNames(flat: string, index: CatalogueIndex): Mention[] {
  const found: Array<{ name: string; start: number; end: number }> = [];
  for (let i = 0; i < flat.length; i++) {
    if (!isWordChar(flat[i]) || isWordChar(flat[i - 1])) continue;
    for (const name of index.byFirstWord.get(firstWord(flat, i)) ?? []) {
      if (!flat.startsWith(name, i)) continue;
      let end = i + name.length;
      if (flat.startsWith('es', end) && !isWordChar(flat[end + 2])) end += 2;
      else if (flat[end] === 's' && !isWordChar(flat[end + 1])) end += 1;
      if (!isWordChar(flat[end]) || !isWordChar(flat[end - 1])) found.push({ name, start: i, end });
    }
  }
  found.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: typeof found = [];
  for (const f of found) {
    if (!kept.some((k) => f.start < k.end && k.start < f.end)) kept.push(f);
  }
  kept.sort((a, b) => a.start - b.start);
  return kept.map((k, i) => ({ ...k, windowEnd: Math.min(k.end + 240, kept[i + 1]?.start ?? flat.length) }));
}

// ——— Visible text ———

const INLINE = new Set([
  'a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'dfn', 'em', 'font', 'i', 'img', 'kbd', 'label', 'mark', 'q', 's',
  'samp', 'small', 'span', 'strike', 'strong', 'sub', 'sup', 'time', 'tt', 'u', 'var', 'wbr',
]);
const HIDDEN_CONTENT = new Set(['script', 'style', 'template']);

/**
 * The text a reader of the rendered deck sees: tags and their attributes dropped (block-level
 * tags become line breaks), script, style and template contents and comments removed, entities
 * decoded, spaces collapsed within lines.
 */
export function visibleText(html: string): string {
  const lowerHtml = html.toLowerCase();
  const parts: string[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      parts.push(html.slice(i));
      break;
    }
    parts.push(html.slice(i, lt));
    i = lt;
    if (html.startsWith('<!--', i)) {
      const end = html.indexOf('-->', i + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    const next = html[i + 1] ?? '';
    if (next === '!' || next === '?') {
      const end = html.indexOf('>', i);
      i = end < 0 ? html.length : end + 1;
      continue;
    }
    const closing = next === '/';
    const nameStart = closing ? i + 2 : i + 1;
    if (!/[a-z]/i.test(html[nameStart] ?? '')) {
      parts.push('<');
      i++;
      continue;
    }
    let j = nameStart;
    while (j < html.length && /[a-z0-9-]/i.test(html[j])) j++;
    const name = lowerHtml.slice(nameStart, j);
    let quote = '';
    let lastNonSpace = '';
    for (; j < html.length; j++) {
      const ch = html[j];
      if (quote) {
        if (ch === quote) quote = '';
      } else if ((ch === '"' || ch === "'") && lastNonSpace === '=') {
        quote = ch;
      } else if (ch === '>') {
        break;
      }
      if (!/\s/.test(ch)) lastNonSpace = ch;
    }
    i = j + 1;
    if (!closing && HIDDEN_CONTENT.has(name)) {
      const end = lowerHtml.indexOf(`</${name}`, i);
      const gt = end < 0 ? -1 : html.indexOf('>', end);
      i = gt < 0 ? html.length : gt + 1;
    }
    if (!INLINE.has(name)) parts.push('\n');
  }
  return normalise(decodeEntities(parts.join('')))
    .split('\n')
    .map((line) => line.replace(/[ \t\f\v\r]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** Typography a reader does not tell apart: spaces, hyphens and quotes to plain ASCII, invisible characters out. */
function normalise(s: string): string {
  return s
    .replace(/[\u00a0\u2000-\u200a\u202f\u205f\u3000]/g, ' ')
    .replace(/[\u00ad\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(/[\u2010\u2011\u2012\u2212]/g, '-')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"');
}

const ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ensp: ' ', emsp: ' ', thinsp: ' ', numsp: ' ', shy: '',
  zwj: '', zwnj: '', ndash: '–', mdash: '—', hyphen: '-', minus: '−', hellip: '…', lsquo: '‘', rsquo: '’', sbquo: '‚',
  ldquo: '“', rdquo: '”', bdquo: '„', laquo: '«', raquo: '»', lsaquo: '‹', rsaquo: '›', bull: '•', middot: '·',
  times: '×', divide: '÷', copy: '©', reg: '®', trade: '™', cent: '¢', pound: '£', euro: '€', yen: '¥', dollar: '$',
  deg: '°', plusmn: '±', frac12: '½', frac14: '¼', frac34: '¾', sup2: '²', sup3: '³', para: '¶', sect: '§',
  larr: '←', rarr: '→', uarr: '↑', darr: '↓', harr: '↔', check: '✓', star: '☆', starf: '★', hearts: '♥', dagger: '†',
  eacute: 'é', egrave: 'è', aacute: 'á', agrave: 'à', oacute: 'ó', uacute: 'ú', ntilde: 'ñ', ccedil: 'ç', uuml: 'ü', ouml: 'ö',
  auml: 'ä', iacute: 'í', colon: ':', comma: ',', period: '.', excl: '!', quest: '?', num: '#', percnt: '%', lpar: '(',
  rpar: ')', lbrace: '{', rbrace: '}', lsqb: '[', rsqb: ']', sol: '/', bsol: '\\', verbar: '|', ast: '*', plus: '+', equals: '=',
};

function decodeEntities(s: string): string {
  return s.replace(/&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));/g, (whole, dec?: string, hex?: string, named?: string) => {
    if (named !== undefined) return ENTITIES[named] ?? ENTITIES[named.toLowerCase()] ?? whole;
    const code = dec !== undefined ? Number(dec) : parseInt(hex ?? '', 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}
