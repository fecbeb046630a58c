import { categoryKey, kindOf, MAX_TYPE_WORDS, type CatalogueVocabulary, type ProductType } from '../vocabulary.js';
import { MADE_OF } from './kinds.js';
import type { Quantity } from './quantity.js';
import type { BriefItem } from './types.js';
import { NOT_PRODUCTS, type Word } from './words.js';

/** The products a request names, read with the catalogue's vocabulary. */

export type TypeHit = { item: BriefItem; at: number; end: number; /** Where each mention was, when the product was named more than once. */ spans?: Array<{ at: number; end: number }> };

/**
 * Whether each word and the next can be read as one phrase: not across punctuation or a quantity
 * ('notebooks and 120 pens' is a list of two, whatever the catalogue calls its 'notebook and pen' kits).
 */
export function phraseJoins(text: string, words: Word[], quantities: Quantity[]): boolean[] {
  return words.map((w, i) => {
    const next = words[i + 1];
    if (!next) return false;
    return !/[,;:.!?…\n]/.test(text.slice(w.end, next.at)) && !quantities.some((q) => q.at >= w.end && q.end <= next.at);
  });
}

/**
 * The words said as a product with their count: right before one ('sunscreen 1000ct'), or right
 * after one and ending the phrase ('600 sunscreen for the picnic'; in '200 selfie tripods' the word
 * after the count only describes the next).
 */
export function countedWords(text: string, words: Word[], quantities: Quantity[]): Set<number> {
  const out = new Set<number>();
  words.forEach((w, i) => {
    const next = words[i + 1];
    const endsPhrase = !next || /[^\s]/.test(text.slice(w.end, next.at)) || PHRASE_ENDS_BEFORE.has(next.word);
    if (quantities.some((q) => (endsPhrase && q.end <= w.at && text.slice(q.end, w.at).trim() === '') || (q.at >= w.end && text.slice(w.end, q.at).trim() === ''))) out.add(i);
    // 'a lotion and a towel': one of each, counted as much as '600 lotions'; 'any sunscreen?' names it as much.
    else if (endsPhrase && /\b(?:an?|any|some|have|need|sell|carry|stock)\s+$/.test(text.slice(Math.max(0, w.at - 6), w.at))) out.add(i);
  });
  return out;
}

/** Words that start what follows a product rather than continue its name. */
const PHRASE_ENDS_BEFORE = new Set(['for', 'to', 'at', 'in', 'on', 'with', 'and', 'or', 'please', 'pls', 'by', 'before', 'under', 'each', 'per', 'from', 'that', 'we', 'if']);

/**
 * Type or category phrases found in the text, longest first at each position. A word the catalogue
 * uses only inside longer names is that kind when written in the plural or beside a count, 'a' or 'an' included (`counted`).
 */
export function findTypes(words: Word[], joins: readonly boolean[], vocabulary: CatalogueVocabulary, counted: ReadonlySet<number> = new Set()): Array<{ from: number; to: number; item: BriefItem }> {
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
      const type = broadest(typeKey ? vocabulary.types.get(typeKey) : undefined, vocabulary);
      // A kind the catalogue names only inside longer names ('trophies' of 'Trophy Cup', kindOf).
      // Not after a word the catalogue does not know ('raffle chips' are no chip clip; 'quote thundersticks' is a request).
      const unknownBefore = i > 0 && words[i - 1].end + 1 === words[i].at && !vocabulary.words.has(words[i - 1].word) && !NOT_PRODUCTS.has(words[i - 1].word);
      const kind = n === 1 && (words[i].plural || counted.has(i)) && !NOT_PRODUCTS.has(words[i].word) && !unknownBefore ? kindOf(vocabulary, words[i].word) : null;
      // A buyer's word for a whole category that the catalogue's names use for a kind ('trophies') is that kind.
      const categoryOwnName = category !== undefined && categoryKey(category) === inner.join(' ');
      // (A buyer's word for a type names it, whichever word the names put after it: 'post-its'.)
      if (type && (type.head || n > 1 || typeKey !== phrase)) {
        found = { n, item: { productType: type.term, type, category: type.categories.length === 1 ? type.categories[0] : undefined, colours: [], descriptors: [] } };
      } else if (category && (categoryOwnName || !kind)) {
        found = { n, item: { productType: category.toLowerCase(), category, colours: [], descriptors: [] } };
      } else if (kind) {
        found = { n, item: { productType: kind.term, type: kind, category: kind.categories[0], colours: [], descriptors: [] } };
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

/**
 * 'Tote bags' are the catalogue's totes: a two-word type whose second word only repeats its
 * category's name ('bag' of Bags), while its first word is a type of that category on its own,
 * is that type (so 'Jute Tote' is found as well as 'Cotton Tote Bag').
 */
function broadest(type: ProductType | undefined, vocabulary: CatalogueVocabulary): ProductType | undefined {
  if (!type || type.words.length !== 2) return type;
  const first = vocabulary.types.get(type.words[0]);
  const repeatsCategory = type.categories.some((c) => categoryKey(c).split(' ').pop() === type.words[1]);
  return first?.head && repeatsCategory && type.categories.every((c) => first.categories.includes(c)) ? first : type;
}

/** A size's unit: 'oz', 'mAh', and inches as the catalogue writes them ('13 in'): '13 inch', '13-inch', '13"', '13in' (not '250 in navy'). */
const UNIT = String.raw`(?: ?(oz|ml|mah|gb)\b|(?:-| )?(inch(?:es)?\b|")|(in)\b)`;
/** A size right before a product, with up to two describing words between: '30 oz', '16oz', '10000 mAh', '15-inch'. */
const SIZE_BEFORE = new RegExp(String.raw`\b(\d{1,5}(?:\.\d)?)${UNIT}(?: [a-z-]+){0,2} $`);
/** A size written right after the product ('tumblers 20oz', 'mugs 11 oz white', 'sleeves, 13 inch', 'bottles, the 24 oz size'). */
const SIZE_AFTER = new RegExp(String.raw`^,? (?:(?:the|in the|in a) )?(\d{1,5}(?:\.\d)?)${UNIT}`);
/** A kind's number right before a product: 'No. 2 pencils', '#10 envelopes' (names say 'No. 2'). */
const NUMBERED_BEFORE = /\b(?:no\.?|number|#) ?(\d{1,2}) $/;
const sizeOf = (m: RegExpExecArray) => `${m[1]} ${m[2] ?? 'in'}`;

/** A space or a hyphen between a describing word and the next (not a list's bullet or a count read between them). */
const DESCRIBING = /^(?: |-| - )$/;

/** Words that say what a product is for or where it goes ('trophies for the sales dinner'). */
const PURPOSE_WORDS = new Set(['for', 'at', 'during', 'to']);

/** Words of a sentence ('we can print') that are nouns right before a product in the plural ('can openers'). */
const NOUNS_BEFORE_PLURALS = new Set(['can']);

/** Words that join two products into a list ('tumblers and polos', 'mugs, pens'). */
const LIST_JOINERS = new Set(['and', 'or', 'plus', 'also', 'with', 'then']);

/**
 * Groups type phrases into items: neighbours with nothing between them name one product
 * ('polo shirt' → the polo, 'stainless steel water bottle' → the water bottle); a list word,
 * punctuation or a quantity between them makes separate items.
 */
export function groupItems(text: string, words: Word[], hits: ReturnType<typeof findTypes>, quantities: Quantity[], vocabularyWords: ReadonlySet<string>): TypeHit[] {
  const items: TypeHit[] = [];
  let group: typeof hits = [];
  const flush = () => {
    if (group.length === 0) return;
    // The name's own head wins over a compound before it; among heads the one more of the catalogue's names
    // end with ('pen' of 'gel pens', not the 'gel' of a sanitizer), then the first ('polo' of 'polo shirt').
    const heads = group.filter((h) => h.item.type?.head !== false);
    const names = (h: (typeof group)[number]) => h.item.type?.count ?? 0;
    // Two products of different sorts with the second in the plural name the second, as English does
    // ('ball markers', 'ball caps'), whatever the catalogue's counts.
    const [first, second] = heads;
    const lastNamed =
      heads.length === 2 && group.length === 2 && second.from === first.to && words[second.to - 1].plural !== false && /s$/.test(text.slice(words[second.from].at, words[second.to - 1].end)) &&
      !first.item.type?.categories.some((c) => second.item.type?.categories.includes(c));
    const chosen = lastNamed ? second : [...(heads.length ? heads : group)].sort((a, b) => (b.to - b.from) - (a.to - a.from) || names(b) - names(a))[0];
    // Catalogue words just before the product describe it ('insulated tumbler').
    const lead: string[] = [];
    // 'can openers': a word of a sentence right before a product in the plural is a noun naming its kind.
    const pluralNamed = words[group[group.length - 1].to - 1].plural === true;
    const nounHere = (i: number) => i === group[0].from - 1 && pluralNamed && NOUNS_BEFORE_PLURALS.has(words[i].word);
    for (let i = group[0].from - 1; i >= 0 && i >= group[0].from - 2 && DESCRIBING.test(text.slice(words[i].end, words[i + 1].at)); i--) {
      if (LIST_JOINERS.has(words[i].word) || (NOT_PRODUCTS.has(words[i].word) && !nounHere(i))) break;
      lead.unshift(words[i].word);
    }
    // A word that is itself a type of the same kind says nothing more ('tee shirts' are tees).
    // (A material that is also a type, 'glass' of 'glass mugs', still says what the product is made of.)
    const sameKind = (h: (typeof group)[number]) =>
      h.item.type?.head && h.item.type.categories.some((c) => chosen.item.type?.categories.includes(c)) && !(h.to - h.from === 1 && MADE_OF.has(words[h.from].word));
    const descriptors = [...lead, ...group.filter((h) => h !== chosen && !sameKind(h)).flatMap((h) => words.slice(h.from, h.to).map((w) => w.word))]
      .filter((w) => vocabularyWords.has(w) && (!NOT_PRODUCTS.has(w) || lead.includes(w)));
    // A size written in front ('30 oz tumblers', '15oz mugs') is part of what is asked for.
    const end = words[group[group.length - 1].to - 1].end;
    const size = SIZE_BEFORE.exec(text.slice(Math.max(0, words[group[0].from].at - 40), words[group[0].from].at)) ?? SIZE_AFTER.exec(text.slice(end, end + 24));
    if (size) descriptors.unshift(sizeOf(size));
    const numbered = NUMBERED_BEFORE.exec(text.slice(Math.max(0, words[group[0].from].at - 12), words[group[0].from].at));
    if (numbered) descriptors.unshift(`no ${numbered[1]}`);
    items.push({ item: { ...chosen.item, descriptors }, at: words[group[0].from].at, end: words[group[group.length - 1].to - 1].end });
    group = [];
  };
  for (const hit of hits) {
    const prev = group[group.length - 1];
    if (prev) {
      const between = text.slice(words[prev.to - 1].end, words[hit.from].at);
      const gapWords = words.slice(prev.to, hit.from);
      const separated = /[,;/+&.!?…\n]/.test(between) || gapWords.some((w) => LIST_JOINERS.has(w.word)) || gapWords.length > 2 ||
        quantities.some((q) => q.at >= words[prev.to - 1].end && q.end <= words[hit.from].at);
      // 'trophies for the sales awards dinner', 'clocks for retirement gifts': what the product is for, not another product.
      // 'swap the mugs for tumblers': the one that replaces it, another product.
      const swapped = /\b(?:swap|replace|switch|exchange|trade)\b/.test(text.slice(Math.max(0, words[prev.from].at - 24), words[prev.from].at));
      if (!separated && !swapped && gapWords.some((w) => PURPOSE_WORDS.has(w.word))) continue;
      if (separated || swapped) flush();
    }
    group.push(hit);
  }
  flush();
  return items;
}
