import { singular, tokenize } from '../catalogue/index.js';
import type { CatalogueVocabulary, ProductType } from '../ports/chat.js';

export type { CatalogueVocabulary, ProductType };

/**
 * The words of a catalogue, built from the catalogue's own product names and categories (never a
 * fixed list): what a product type is called ('tumbler', 'golf ball', 'tape measure'), which
 * categories carry it, and every word the names use. docs/product.md#chat-assistant.
 *
 * Pure: the rows come from the database (server/assistant/catalogue-vocabulary.ts) or, in tests,
 * from the generator.
 */

export interface VocabularySource {
  /** Product names (a collection word in front is fine) with their categories. */
  products: ReadonlyArray<{ name: string; categories: readonly string[] }>;
  decorations?: readonly string[];
  /** Extra synonym groups (the catalogue search's own, server/catalogue/keywords.ts). */
  synonymGroups?: ReadonlyArray<readonly string[]>;
  /** Buyers' words for whole categories ('clothing' → 'Apparel'); ignored for categories the catalogue lacks. */
  categorySynonyms?: Readonly<Record<string, string>>;
}

/** Longest type phrase looked for. */
export const MAX_TYPE_WORDS = 4;
/** A word opening names in this many categories is a line or adjective ('Summit', 'Premium'), not part of a type. */
const GENERIC_OPENER_CATEGORIES = 6;
const UNIT_AFTER_NUMBER = new Set(['oz', 'mah', 'gb', 'in', 'ft', 'w', 'ml', 'l', 'pc', 'pk']);
/** Single words too vague to name a product type on their own. */
const VAGUE_HEADS = new Set(['set', 'pack', 'kit', 'box', 'card', 'sheet', 'holder', 'pad', 'cover', 'counter']);

const norm = (w: string) => singular(w.toLowerCase());

/** Words of a name that describe the product (sizes, numbers and their units dropped), singular. */
export function nameWords(name: string): string[] {
  const raw = tokenize(name);
  const out: string[] = [];
  for (let i = 0; i < raw.length; i++) {
    const w = raw[i];
    if (/\d/.test(w)) {
      if (UNIT_AFTER_NUMBER.has(raw[i + 1] ?? '')) i++;
      continue;
    }
    if (w === 'no' && /^\d/.test(raw[i + 1] ?? '')) continue;
    out.push(norm(w));
  }
  return out;
}

/** How a category phrase is looked up: singular words, without '&' or 'and' ('writing instrument', 'food beverage'). */
export function categoryKey(text: string): string {
  return tokenize(text).filter((w) => w !== 'and').map(norm).join(' ');
}

/** Words that join two products or a product and what comes with it ('notebook and pen set', 'medal with ribbon'). */
const JOINERS = new Set(['and', 'with', 'of', 'for', 'or', '&', 'in', 'on']);

/** Category names (singular or plural, with or without '&') and the buyers' words for them. */
function categoryAliases(names: Iterable<string>, synonyms: Readonly<Record<string, string>>): Map<string, string> {
  const out = new Map<string, string>();
  for (const name of names) out.set(categoryKey(name), name);
  for (const [word, name] of Object.entries(synonyms)) if (out.has(categoryKey(name))) out.set(categoryKey(word), out.get(categoryKey(name))!);
  return out;
}

export function buildVocabulary(source: VocabularySource): CatalogueVocabulary {
  const categoryNames = new Set<string>();
  // Words opening names, by category: a word opening names everywhere is a line or adjective.
  const openers = new Map<string, Set<string>>();
  const parsed: { words: string[]; categories: readonly string[] }[] = [];
  for (const p of source.products) {
    p.categories.forEach((c) => categoryNames.add(c));
    const words = nameWords(p.name);
    parsed.push({ words, categories: p.categories });
    for (const w of words.slice(0, 2)) {
      const set = openers.get(w) ?? new Set<string>();
      set.add(p.categories[0] ?? '');
      openers.set(w, set);
    }
  }
  const generic = new Set([...openers].filter(([, cats]) => cats.size >= GENERIC_OPENER_CATEGORIES).map(([w]) => w));

  const words = new Set<string>();
  const types = new Map<string, { categories: Set<string>; head: boolean; names: Set<string> }>();
  const add = (phrase: string[], categories: readonly string[], head: boolean, name: string) => {
    const term = phrase.join(' ');
    const t = types.get(term) ?? { categories: new Set<string>(), head, names: new Set<string>() };
    categories.forEach((c) => t.categories.add(c));
    t.head ||= head;
    t.names.add(name);
    types.set(term, t);
  };
  for (const { words: all, categories } of parsed) {
    all.forEach((w) => words.add(w));
    // Leading line names and adjectives are dropped ('Summit Premium Pique Knit Polo' → 'pique knit polo').
    let start = 0;
    while (start < all.length - 1 && generic.has(all[start])) start++;
    const own = all.slice(start);
    const name = own.join(' ');
    const last = own.length - 1;
    if (last < 0) continue;
    // Phrases ending with the head noun: 'polo', 'knit polo', 'pique knit polo'.
    for (let n = 1; n <= Math.min(MAX_TYPE_WORDS, own.length); n++) {
      const phrase = own.slice(last - n + 1);
      if (n === 1 && VAGUE_HEADS.has(phrase[0])) continue;
      // ('with ribbon', 'and pen set': a phrase opening on a joining word names nothing.)
      if (JOINERS.has(phrase[0])) continue;
      add(phrase, categories, true, name);
    }
    // Compounds before the head noun: 'tape measure' (Tape Measure Keychain), 'golf ball' (Golf Ball Sleeve).
    // (Not across a joining word: 'notebook and pen' of Notebook and Pen Set is two products, 'medal with' none.)
    for (let i = 0; i < last; i++) {
      for (let j = i + 2; j <= last && j - i <= MAX_TYPE_WORDS; j++) {
        const phrase = own.slice(i, j);
        if (!phrase.some((w) => JOINERS.has(w))) add(phrase, categories, false, name);
      }
    }
  }

  const finalTypes = new Map<string, ProductType>();
  for (const [term, t] of types) {
    finalTypes.set(term, { term, words: term.split(' '), categories: [...t.categories].sort(), head: t.head, count: t.names.size });
  }

  // Synonyms name a type in other words; a word the names use itself keeps its own meaning.
  const synonyms = new Map<string, string>();
  for (const group of source.synonymGroups ?? []) {
    const keys = group.map((g) => tokenize(g).map(norm).join(' '));
    const byCount = (a: string, b: string) => finalTypes.get(b)!.count - finalTypes.get(a)!.count;
    // A type named on its own first; else one the names only use before another word ('sticky note' of 'Sticky Note Pad').
    const target = keys.filter((k) => finalTypes.get(k)?.head).sort(byCount)[0] ?? keys.filter((k) => finalTypes.has(k)).sort(byCount)[0];
    if (!target) continue;
    for (const k of keys) if (!finalTypes.has(k) && !words.has(k)) synonyms.set(k, target);
  }

  return {
    types: finalTypes,
    synonyms,
    categories: categoryAliases(categoryNames, source.categorySynonyms ?? {}),
    words,
    decorations: [...new Set((source.decorations ?? []).map((d) => d.toLowerCase()))].sort(),
  };
}

/** The plural of a type's last word, as a buyer writes it ('golf balls', 'glasses', 'wireless mice'). */
export function pluralOf(term: string): string {
  if (/mouse$/.test(term)) return term.replace(/mouse$/, 'mice');
  if (/(?:s|x|ch|sh)$/.test(term)) return `${term}es`;
  if (/[^aeiou]y$/.test(term)) return `${term.slice(0, -1)}ies`;
  return `${term}s`;
}

/** A product's categories where the vocabulary's are the same catalogue's (built-in), else null: its name says what it is. */
export const ownCategories = (p: { categories: string[]; source?: string }): string[] | null => (p.source === undefined || p.source === 'builtin' ? p.categories : null);

/** Does a product name (with its categories) belong to the type? Same words in a row, and a category the type lives in. */
export function nameIsType(type: Pick<ProductType, 'words' | 'categories'>, name: string, categories: readonly string[] | null): boolean {
  // (null: the product is filed under another catalogue's categories (SAGE's), which say nothing here: its name alone does.)
  if (categories !== null && !categories.some((c) => type.categories.includes(c))) return false;
  const words = nameWords(name);
  const n = type.words.length;
  for (let i = 0; i + n <= words.length; i++) {
    if (type.words.every((w, k) => words[i + k] === w)) return true;
  }
  return false;
}

const KINDS = new WeakMap<CatalogueVocabulary, Map<string, ProductType | null>>();

/**
 * A word the catalogue only uses inside longer names, all of one category ('sunscreen' of 'SPF 30
 * Sunscreen Tube' and 'Sunscreen Lotion', 'trophy' of 'Trophy Cup'), as a type of its own: every
 * product whose name has the word. Counted as naming no product (count 0), so any other type named
 * beside it wins. Null for a word that is a type already, or spans categories.
 */
export function kindOf(vocabulary: CatalogueVocabulary, word: string): ProductType | null {
  let cache = KINDS.get(vocabulary);
  if (!cache) KINDS.set(vocabulary, (cache = new Map()));
  const known = cache.get(word);
  if (known !== undefined) return known;
  let kind: ProductType | null = null;
  // A category's own name ('apparel') is no kind; a buyer's word for one ('trophies') may be.
  const category = vocabulary.categories.get(word);
  if (word.length >= 4 && !word.includes(' ') && !vocabulary.types.has(word) && (category === undefined || categoryKey(category) !== word)) {
    const containing = [...vocabulary.types.values()].filter((t) => t.head && t.words.length > 1 && t.words.includes(word));
    const categories = new Set(containing.flatMap((t) => t.categories));
    if (containing.length > 0 && categories.size === 1) kind = { term: word, words: [word], categories: [...categories], head: true, count: 0 };
  }
  cache.set(word, kind);
  return kind;
}

/** The type a term names: the catalogue's own, or a kind word (kindOf). */
export const typeOf = (vocabulary: CatalogueVocabulary, term: string): ProductType | undefined => vocabulary.types.get(term) ?? kindOf(vocabulary, term) ?? undefined;

/**
 * Products the catalogue names two ways that buyers take for one: asked for either, both are
 * shown. Only pairs the catalogue has in one category count. (The keyword search's SYNONYM_GROUPS,
 * tee/t-shirt among them, widen its keywords; the assistant searches by the type's name, which
 * they do not reach, so a pair it needs is listed here.)
 */
const SAME_PRODUCTS: ReadonlyArray<readonly string[]> = [
  ['table throw', 'table cover'],
  ['pill case', 'pill organizer', 'pill box'],
  ['wireless charger', 'wireless charging pad'],
  ['hand fan', 'paper fan', 'folding fan'],
  ['key ring', 'keychain', 'key tag'],
  ['trucker hat', 'trucker cap'],
  ['tee', 't-shirt'],
  ['frisbee', 'flying disc'],
  ['webcam cover', 'webcam privacy slider'],
];

const FAMILIES = new WeakMap<CatalogueVocabulary, Map<string, ProductType[]>>();

/**
 * The type and the catalogue's other names for the same product (SAME_PRODUCTS), searched when the
 * type's own name finds too few (recommend.ts).
 */
export function familyOf(vocabulary: CatalogueVocabulary, type: ProductType): ProductType[] {
  let cache = FAMILIES.get(vocabulary);
  if (!cache) FAMILIES.set(vocabulary, (cache = new Map()));
  const known = cache.get(type.term);
  if (known) return known;
  const names = new Set(SAME_PRODUCTS.find((g) => g.includes(type.term)) ?? []);
  const family = [type, ...[...names].map((n) => vocabulary.types.get(n)).filter((t): t is ProductType => t !== undefined && t.term !== type.term && t.head && t.categories.some((c) => type.categories.includes(c)))];
  cache.set(type.term, family);
  return family;
}
