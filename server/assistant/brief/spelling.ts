import { distance } from 'fastest-levenshtein';
import { pluralOf, type CatalogueVocabulary } from '../vocabulary.js';
import { lemma, NOT_PRODUCTS, type Word } from './words.js';

/**
 * Product words as clients type them, put back in the catalogue's spelling before the products are
 * read: a compound written as one word or with a space ('keyrings' → 'key rings', 'dry erase'
 * → 'dry-erase', 'tee shirts' → 't-shirts') and a misspelt type ('jakets', 'umbrelas'). Only a word of
 * six letters or more is corrected, to a one-word type one edit away (a plural written '-ys' read as
 * '-ies' first), never to a type it extends or cuts short ('sticker', 'stick'), and only when exactly
 * one type is that close ('charts' is not read as 'chairs'); a word the catalogue uses, or a common word of requests, is never
 * touched. Distances by fastest-levenshtein.
 */

const known = (w: string, v: CatalogueVocabulary) => {
  const l = lemma(w, v);
  return v.words.has(l) || v.types.has(l) || v.synonyms.has(l) || v.categories.has(l) || NOT_PRODUCTS.has(l);
};

/** One-word type terms by first letter, each with its plural as a client writes it. */
const HEADS = new WeakMap<CatalogueVocabulary, Map<string, string[]>>();
function headsOf(v: CatalogueVocabulary): Map<string, string[]> {
  let heads = HEADS.get(v);
  if (!heads) {
    heads = new Map();
    for (const [term, type] of v.types) {
      if (!type.head || term.includes(' ')) continue;
      const list = heads.get(term[0]) ?? [];
      list.push(term);
      heads.set(term[0], list);
    }
    HEADS.set(v, heads);
  }
  return heads;
}


/** Two letters typed the wrong way round ('candels', 'duffle'): one slip, as one edit is. */
function swapped(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const at = [...a].findIndex((c, i) => c !== b[i]);
  return at >= 0 && at < a.length - 1 && a[at] === b[at + 1] && a[at + 1] === b[at] && a.slice(at + 2) === b.slice(at + 2);
}

/** One edit or one swap apart. */
const oneSlip = (a: string, b: string) => distance(a, b) <= 1 || swapped(a, b);

function corrected(word: string, v: CatalogueVocabulary): string | null {
  // 'keyrings': two words of a type written as one.
  for (let i = 3; i <= word.length - 3; i++) {
    const pair = `${word.slice(0, i)} ${lemma(word.slice(i), v)}`;
    if (v.types.get(pair)?.head) return `${word.slice(0, i)} ${word.slice(i)}`;
  }
  // Five letters and fewer are too often another word one letter away ('chain' and 'chair').
  if (word.length < 6) return null;
  // 'marked', 'printing': a verb's form, not a product misspelt ('marker', 'print').
  if (/(?:ed|ing)$/.test(word)) return null;
  // 'koozys': a plural written with -ys.
  const written = word.replace(/([^aeiou])ys$/, '$1ies');
  // A word that extends a type or is cut from one is another word ('sticker' of 'stick', 'pen' of 'pencil').
  const stem = lemma(word, v);
  const close = (headsOf(v).get(word[0]) ?? []).filter(
    (term) => !stem.startsWith(term) && !term.startsWith(stem) && (oneSlip(written, term) || oneSlip(written, pluralOf(term))),
  );
  if (close.length !== 1) return null;
  return word.endsWith('s') ? pluralOf(close[0]) : close[0];
}

/**
 * 'power bnks': a word after one that opens a two-word type ('power bank'), one edit from that
 * type's second word (vowels dropped, a letter slipped), when exactly one such type is that close.
 */
function completed(previous: Word | undefined, word: string, v: CatalogueVocabulary): string | null {
  if (!previous || word.length < 3) return null;
  const close = [...v.types.values()].filter(
    (t) => t.head && t.words.length === 2 && t.words[0] === previous.word && Math.min(distance(word, t.words[1]), distance(word, pluralOf(t.words[1]))) <= 1,
  );
  if (close.length !== 1) return null;
  return word.endsWith('s') ? pluralOf(close[0].words[1]) : close[0].words[1];
}

/**
 * 'duffle bags': a word before the second word of a two-word type ('duffel bag'), five letters or
 * more and one slip from that type's first word, when exactly one such type is that close.
 */
function opening(word: string, next: string | undefined, v: CatalogueVocabulary): string | null {
  // (Five letters will do here: the type's second word after it says which word was meant, 'dufel bags'.)
  if (!next || word.length < 5) return null;
  // (The second word may be misspelt too: 'softshel jakets'.)
  const close = [...v.types.values()].filter((t) => t.head && t.words.length === 2 && (t.words[1] === next || (next.length >= 5 && oneSlip(next, t.words[1]))) && oneSlip(word, t.words[0]));
  return close.length === 1 ? close[0].words[0] : null;
}

/**
 * A word cut short (three letters or more) before the second word of a two-word type, when
 * exactly one such type's first word starts with it: 'temp' before 'tattoo' is 'temporary'.
 */
function abbreviated(word: string, next: string | undefined, v: CatalogueVocabulary): string | null {
  if (!next || word.length < 3) return null;
  const close = [...v.types.values()].filter((t) => t.head && t.words.length === 2 && t.words[1] === next && t.words[0].length > word.length + 1 && t.words[0].startsWith(word));
  return close.length === 1 ? close[0].words[0] : null;
}

/**
 * 'pens, 300 of the click ones' and, after beanies, 'cuffed knit ones?': 'ones' after words that
 * name a kind of the product said before (in the request, else `previousType`) is that product
 * ('click pen', 'cuffed knit beanie'), when the catalogue has that kind.
 */
export function readOnes(text: string, words: Word[], v: CatalogueVocabulary, previousType?: string): Word[] {
  return words.map((w, k) => {
    if (text.slice(w.at, w.end) !== 'ones' || k === 0) return w;
    for (let n = Math.min(3, k); n >= 1; n--) {
      const kind = words.slice(k - n, k);
      if (kind.some((x, i) => text.slice(x.end, (kind[i + 1] ?? w).at) !== ' ')) continue;
      const said = words.slice(0, k - n).reverse().find((x) => v.types.get(x.word)?.head)?.word;
      const head = said ?? previousType?.split(' ').pop();
      const named = kind.map((x) => x.word).join(' ');
      // ('the wooden ones' after desk clocks: the catalogue's 'wooden desk clock' names the kind with the whole type.)
      const ofPrevious = !said && previousType !== undefined && v.types.has(`${named} ${previousType}`);
      // ('breakaway ones' after lanyards: a kind whose name opens with the word and ends with the product, 'breakaway safety lanyard'.)
      const kindOfHead = head !== undefined && [...v.types.keys()].some((term) => term.startsWith(`${named} `) && term.endsWith(` ${head}`));
      if (head && (v.types.has(`${named} ${head}`) || ofPrevious || kindOfHead)) return { word: head, at: w.at, end: w.end, plural: true };
    }
    return w;
  });
}

/** The first words of the vocabulary's types of two words or more, worked out once per vocabulary. */
const OPENING_WORDS = new WeakMap<CatalogueVocabulary, Set<string>>();
/** Whether a type's name opens with `word` ('crewneck' of 'crewneck sweatshirt'). */
function opensAType(word: string, v: CatalogueVocabulary): boolean {
  let words = OPENING_WORDS.get(v);
  if (!words) {
    words = new Set([...v.types.keys()].filter((term) => term.includes(' ')).map((term) => term.slice(0, term.indexOf(' '))));
    OPENING_WORDS.set(v, words);
  }
  return words.has(word);
}

/** Words the trade shortens in texts ('qtr zips'), written out. */
const SHORT_FORMS: Readonly<Record<string, string>> = {
  qtr: 'quarter',
  'qtr-zip': 'quarter-zip',
  'qtr-zips': 'quarter-zips',
  // Misspelt past what a distance of one letter allows a short word: 'quater zips'.
  quater: 'quarter',
  'quater-zip': 'quarter-zip',
  'quater-zips': 'quarter-zips',
};

/**
 * The words of a request in the catalogue's forms (items.ts wordsOf), each at the place it was
 * written: a compound written as one word becomes two words, two words spelt with a hyphen one.
 */
export function readWords(text: string, v: CatalogueVocabulary): Word[] {
  const raw = [...text.matchAll(/[a-z][a-z0-9]*(?:-[a-z0-9]+)*/g)].map((m) => ({ word: SHORT_FORMS[m[0]] ?? m[0], at: m.index!, end: m.index! + m[0].length }));
  const out: Word[] = [];
  for (let i = 0; i < raw.length; i++) {
    const w = raw[i];
    const next = raw[i + 1];
    // 'dry erase', 't shirts', 'quarter zips': two words the catalogue spells with a hyphen ('tee shirts' are t-shirts).
    const hyphened = next && text.slice(w.end, next.at) === ' ' ? `${w.word === 'tee' ? 't' : w.word}-${next.word}` : null;
    if (next && hyphened && v.words.has(lemma(hyphened, v))) {
      out.push({ word: lemma(hyphened, v), at: w.at, end: next.end });
      i++;
      continue;
    }
    // 'ear buds', 'key chains': two words the catalogue writes as one.
    const closed = next && text.slice(w.end, next.at) === ' ' ? lemma(`${w.word}${next.word}`, v) : null;
    // ('crew neck' before a sweatshirt: the word opening the catalogue's 'crewneck sweatshirt'.)
    if (next && closed && ((v.types.get(closed)?.head && !v.words.has(w.word)) || (v.words.has(closed) && !v.types.has(closed) && opensAType(closed, v)))) {
      out.push({ word: closed, at: w.at, end: next.end, plural: /s$/.test(next.word) });
      i++;
      continue;
    }
    const plural = /[^s]s$/.test(w.word);
    const after = out[out.length - 1];
    const opened = after && text.slice(after.end, w.at) === ' ' ? after : undefined;
    const following = next && text.slice(w.end, next.at) === ' ' ? lemma(next.word, v) : undefined;
    const fixed = /^[a-z]{3,24}$/.test(w.word) && !known(w.word, v) ? ((w.word.length >= 4 ? corrected(w.word, v) : null) ?? completed(opened, w.word, v) ?? opening(w.word, following, v) ?? abbreviated(w.word, following, v)) : null;
    if (!fixed) {
      out.push({ word: lemma(w.word, v), at: w.at, end: w.end, plural });
      continue;
    }
    const parts = fixed.split(' ');
    if (parts.length === 2) {
      out.push({ word: lemma(parts[0], v), at: w.at, end: w.at + parts[0].length }, { word: lemma(parts[1], v), at: w.at + parts[0].length, end: w.end });
    } else {
      out.push({ word: lemma(fixed, v), at: w.at, end: w.end });
    }
  }
  return out;
}
