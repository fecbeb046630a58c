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
