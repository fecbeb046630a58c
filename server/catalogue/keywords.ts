/**
 * Turns a buyer's keywords into terms for PostgreSQL full-text search: lower-cased words,
 * multi-word synonyms recognised ('writing instrument'), each term with the words buyers use
 * for the same thing (tote/bag, mug/cup, tee/t-shirt, pen/writing instrument …).
 */

/** Groups of words buyers use for the same kind of product. Phrases are matched as phrases. */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['tote', 'bag'],
  ['mug', 'cup'],
  ['tee', 't-shirt', 'tshirt'],
  ['pen', 'writing instrument'],
  ['hat', 'cap'],
  ['hoodie', 'sweatshirt'],
  ['notebook', 'journal'],
  ['keychain', 'key ring', 'keyring', 'key tag'],
  ['power bank', 'portable charger'],
  ['solar power bank', 'solar charger'],
  ['lip balm', 'chapstick', 'lip balm stick'],
  ['flash drive', 'usb drive', 'thumb drive'],
  ['koozie', 'can cooler', 'stubby holder', 'stubby cooler'],
  ['beanie', 'toque', 'tuque'],
  ['phone grip', 'popsocket', 'pop socket', 'phone socket'],
  ['sticky note', 'post-it'],
  ['lanyard', 'neck strap'],
  ['umbrella', 'parasol', 'brolly'],
  // British words for the catalogue's types.
  ['flashlight', 'torch'],
  ['backpack', 'rucksack'],
];

/** A query term: what the buyer typed (one word or a phrase) and the alternatives to search. */
export interface KeywordTerm {
  text: string;
  /** Each alternative is a list of words (several words = a phrase). The first is `text`. */
  alternatives: string[][];
  /** Part of a synonym group (so it is a real catalogue word and never spell-corrected). */
  synonym: boolean;
}

const MAX_TERMS = 12;
const MAX_PHRASE = 3;

/** Crude singular, only for recognising synonyms ('bags' → 'bag', 'writing instruments'). */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && /(ss|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  // 'stylus', 'tennis' are already singular.
  if (word.length > 3 && word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

const phraseKey = (words: readonly string[]) => words.map(singular).join(' ');

const SYNONYMS = new Map<string, string[][]>();
for (const group of SYNONYM_GROUPS) {
  const phrases = group.map((g) => g.split(' '));
  for (const phrase of phrases) SYNONYMS.set(phraseKey(phrase), phrases);
}

/** Lower-case words of a keyword text: letters and digits, hyphens kept inside words (t-shirt). */
export function tokenize(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+(?:-[a-z0-9]+)*/g) ?? []).slice(0, 64);
}

/** Terms of a keyword text, with synonym alternatives; at most a dozen. */
export function parseKeywords(text: string): KeywordTerm[] {
  const words = tokenize(text);
  const terms: KeywordTerm[] = [];
  for (let i = 0; i < words.length && terms.length < MAX_TERMS; ) {
    let matched = 0;
    for (let n = Math.min(MAX_PHRASE, words.length - i); n >= 1 && matched === 0; n--) {
      const phrase = words.slice(i, i + n);
      const group = SYNONYMS.get(phraseKey(phrase));
      if (group) {
        const own = phrase.join(' ');
        const rest = group.filter((g) => g.join(' ') !== phraseKey(phrase));
        terms.push({ text: own, alternatives: [phrase, ...rest], synonym: true });
        matched = n;
      }
    }
    if (matched === 0) {
      terms.push({ text: words[i], alternatives: [[words[i]]], synonym: false });
      matched = 1;
    }
    i += matched;
  }
  // The same term twice adds nothing.
  return terms.filter((t, k) => terms.findIndex((u) => u.text === t.text) === k);
}

/** A safe to_tsquery() text: words are [a-z0-9-] only, phrases joined with <->. */
function alternativeQuery(words: readonly string[]): string {
  return words.length === 1 ? words[0] : `(${words.join(' <-> ')})`;
}

/**
 * to_tsquery text of the terms: every term required (`(mug | cup) & blue`), or with `any`, at
 * least one of them (the fallback when no product has them all).
 */
export function toTsQueryText(terms: readonly KeywordTerm[], mode: 'all' | 'any' = 'all'): string {
  return terms
    .map((t) => (t.alternatives.length === 1 ? alternativeQuery(t.alternatives[0]) : `(${t.alternatives.map(alternativeQuery).join(' | ')})`))
    .join(mode === 'all' ? ' & ' : ' | ');
}

/** Item numbers and SAGE product codes look like 'HL-10423' or 'ABCDE-FGHIJ'. */
export function looksLikeItemNumber(text: string): boolean {
  const t = text.trim();
  return t.length >= 3 && t.length <= 40 && !/\s/.test(t) && /\d|-/.test(t);
}

// ---------------------------------------------------------------------------
// A price ceiling written in the keywords ('water bottle under $10', 'pens max $0.50 each').
// ---------------------------------------------------------------------------

/** A piece of the keyword text: a word, a number, '$' or '<', with where it stands. */
type PriceToken = { kind: 'word' | 'number' | 'dollar' | 'less'; text: string; start: number; end: number };

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
const isLetter = (c: string | undefined) => c !== undefined && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'));
/** A thousands comma: three digits after it and no fourth ('1,250', not '1,2500'). */
const isThousandsComma = (t: string, i: number) => t[i] === ',' && isDigit(t[i + 1]) && isDigit(t[i + 2]) && isDigit(t[i + 3]) && !isDigit(t[i + 4]);

/** One pass over the text, no regular expression: the keywords are untrusted. */
function priceTokens(t: string): PriceToken[] {
  const tokens: PriceToken[] = [];
  let i = 0;
  while (i < t.length) {
    const start = i;
    if (isLetter(t[i])) {
      while (isLetter(t[i])) i++;
      tokens.push({ kind: 'word', text: t.slice(start, i).toLowerCase(), start, end: i });
    } else if (isDigit(t[i]) || (t[i] === '.' && isDigit(t[i + 1]))) {
      // 12, 1,250, 9.50, .99
      while (isDigit(t[i]) || isThousandsComma(t, i)) i++;
      if (t[i] === '.' && isDigit(t[i + 1])) {
        i++;
        while (isDigit(t[i])) i++;
      }
      tokens.push({ kind: 'number', text: t.slice(start, i).replaceAll(',', ''), start, end: i });
    } else {
      i++;
      if (t[start] === '$') tokens.push({ kind: 'dollar', text: '$', start, end: i });
      else if (t[start] === '<') tokens.push({ kind: 'less', text: '<', start, end: i });
    }
  }
  return tokens;
}

type Ceiling = { words: readonly string[]; below: boolean };

/** Phrases by their first word, longest first ('max of' before 'max'): one lookup a piece of text. */
function byFirstWord(list: readonly Ceiling[]): Map<string, Ceiling[]> {
  const map = new Map<string, Ceiling[]>();
  for (const c of [...list].sort((a, b) => b.words.length - a.words.length)) map.set(c.words[0], [...(map.get(c.words[0]) ?? []), c]);
  return map;
}
const phrases = (texts: readonly string[], below: boolean): Ceiling[] => texts.map((w) => ({ words: w.split(' '), below }));

/** Words that put a ceiling on the price; `below` ones exclude the amount itself ('under $10' is not $10). */
const CEILING_BEFORE = byFirstWord([
  ...phrases(['under', 'below', 'less than', 'cheaper than', 'lower than', 'beneath', '<'], true),
  ...phrases(['max', 'maximum', 'max of', 'maximum of', 'up to', 'at most', 'no more than', 'not more than', 'not over', 'no higher than', 'within'], false),
]);
/** Words after the amount: '$8 max', '10 dollars or less'. */
const CEILING_AFTER = byFirstWord(phrases(['max', 'maximum', 'tops', 'or less', 'or under', 'or below', 'or cheaper'], false));
const DOLLAR_WORDS = new Set(['dollar', 'dollars', 'buck', 'bucks', 'usd']);
/** Said of each unit after the amount ('each', 'per unit', 'a piece'): read with it. */
const PER_UNIT: readonly (readonly string[])[] = [
  ['each'], ['ea'], ['apiece'], ['a', 'piece'], ['a', 'unit'], ['per', 'unit'], ['per', 'piece'], ['per', 'item'], ['per', 'pc'], ['per', 'pcs'],
];
const MAX_AMOUNT = 1_000_000;

function wordsAt(tokens: readonly PriceToken[], at: number, words: readonly string[]): boolean {
  for (let k = 0; k < words.length; k++) {
    const token = tokens[at + k];
    if (token === undefined || token.kind === 'number' || token.text !== words[k]) return false;
  }
  return true;
}

/** The phrase of `table` that starts at `at`, if any. */
function phraseAt(tokens: readonly PriceToken[], at: number, table: ReadonlyMap<string, readonly Ceiling[]>): Ceiling | undefined {
  const token = tokens[at];
  if (token === undefined || token.kind === 'number') return undefined;
  return table.get(token.text)?.find((c) => wordsAt(tokens, at, c.words));
}

/**
 * An amount of money at `at`: '$10', '$ 9.50', '10$', '10 dollars', '$10 usd', or a number with
 * cents ('1.25') after a word of price. Returns its value and the index past it.
 */
function amountAt(tokens: readonly PriceToken[], at: number, priceWordBefore: boolean): { value: number; next: number } | null {
  const isDollarWord = (k: number) => tokens[k]?.kind === 'word' && DOLLAR_WORDS.has(tokens[k].text);
  const first = tokens[at];
  if (first?.kind === 'dollar' && tokens[at + 1]?.kind === 'number') {
    // '$10', '$10 usd'
    return { value: Number(tokens[at + 1].text), next: isDollarWord(at + 2) ? at + 3 : at + 2 };
  }
  if (first?.kind !== 'number') return null;
  // '10$', '10 dollars'
  if (tokens[at + 1]?.kind === 'dollar' || isDollarWord(at + 1)) return { value: Number(first.text), next: at + 2 };
  // '1.25' is money only after a word of price; '16 oz', 'kids under 10' are not.
  const dot = first.text.indexOf('.');
  const cents = dot >= 0 && dot === first.text.length - 3;
  return priceWordBefore && cents ? { value: Number(first.text), next: at + 1 } : null;
}

function perUnitEnd(tokens: readonly PriceToken[], at: number): number {
  const per = PER_UNIT.find((words) => wordsAt(tokens, at, words));
  return per ? at + per.length : at;
}

/**
 * The price ceiling the buyer wrote among the keywords — 'under $10', 'below 10 dollars', 'less
 * than $5 each', 'max $8', '$8 or less' — and the keywords without it. Several give the lowest.
 * A number without a sign of money is left alone ('kids under 10', 'under 16 oz'). `max` is in
 * dollars; an amount the price must stay below ('under $10') gives the cent beneath it. Linear
 * in the text (a single scan, then a bounded look at each piece).
 */
export function readPriceCeiling(text: string): { max: number | null; keywords: string } {
  const tokens = priceTokens(text);
  const spans: Array<[number, number]> = [];
  let max: number | null = null;
  const found = (value: number, below: boolean, from: number, to: number) => {
    if (!Number.isFinite(value) || value > MAX_AMOUNT) return;
    const cents = Math.round(value * 100) - (below ? 1 : 0);
    const dollars = Math.max(0, cents) / 100;
    max = max === null ? dollars : Math.min(max, dollars);
    spans.push([tokens[from].start, tokens[to - 1].end]);
  };
  for (let i = 0; i < tokens.length; ) {
    // 'under $10 each', '< $10'
    const lead = phraseAt(tokens, i, CEILING_BEFORE);
    if (lead) {
      const amount = amountAt(tokens, i + lead.words.length, true);
      if (amount) {
        const end = perUnitEnd(tokens, amount.next);
        found(amount.value, lead.below, i, end);
        i = end;
        continue;
      }
    }
    // '$8 max', '10 dollars each or less'
    const amount = amountAt(tokens, i, false);
    if (amount) {
      const per = perUnitEnd(tokens, amount.next);
      const tail = phraseAt(tokens, per, CEILING_AFTER);
      if (tail) {
        const end = per + tail.words.length;
        found(amount.value, tail.below, i, end);
        i = end;
        continue;
      }
    }
    i++;
  }
  if (spans.length === 0) return { max: null, keywords: text };
  let rest = '';
  let from = 0;
  for (const [start, end] of spans) {
    rest += `${text.slice(from, start)} `;
    from = end;
  }
  rest += text.slice(from);
  return { max, keywords: rest.split(/\s+/).filter(Boolean).join(' ') };
}
