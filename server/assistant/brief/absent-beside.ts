import type { CatalogueVocabulary } from '../vocabulary.js';
import { unknownWord, writtenPlural } from './absent.js';
import type { TypeHit } from './items.js';
import type { Quantity } from './quantity.js';
import type { Text } from './text.js';
import { NOT_PRODUCTS, type Word } from './words.js';

/** Products the catalogue lacks named with words of products it has: 'tea infusers', 'hot sauce, 144 bottles'. */

/**
 * A product word written in the singular right before a plural word the catalogue lacks ('throw
 * pillows', 'mug rugs', or one named with an article, 'a pencil sharpener'): it describes that other
 * product, which the catalogue lacks. Returns the hits that stay products and the phrases of those it lacks.
 */
export function describingAbsent(t: Text, words: Word[], hits: TypeHit[], vocabulary: CatalogueVocabulary): { hits: TypeHit[]; absent: string[] } {
  const absent: string[] = [];
  const kept = hits.filter((h) => {
    if (/s$/.test(t.text.slice(h.at, h.end))) return true;
    const next = words.find((w) => w.at > h.end);
    // (In the singular, named with an article: 'a pencil sharpener'.)
    if (!next || t.text.slice(h.end, next.at) !== ' ' || !unknownWord(next, vocabulary)) return true;
    if (!writtenPlural(t, next) && !singularNamed(t, h, next)) return true;
    absent.push(t.original.slice(h.at, next.end).toLowerCase().trim());
    return false;
  });
  return { hits: kept, absent };
}

/** Words after a product that are no part of its name ('a mug inside each', 'a jacket plus a journal'). */
const NOT_A_NAME_AFTER = new Set(['plus', 'inside', 'outside', 'apiece', 'each', 'too', 'also', 'instead', 'here', 'there', 'today', 'now', 'please', 'per']);
/** 'a pencil sharpener with our logo': a singular name after an article that ends the phrase (not 'a drive loaded with …'). */
function singularNamed(t: Text, h: TypeHit, next: Word): boolean {
  return (
    /\b(?:a|an)\s+$/.test(t.text.slice(Math.max(0, h.at - 4), h.at)) &&
    !/(?:ed|ing|ly)$/.test(next.word) &&
    !NOT_A_NAME_AFTER.has(next.word) &&
    /^\s*(?:with|for|that|to|in|on|at|[,.;!?]|$)/.test(t.text.slice(next.end, next.end + 8))
  );
}

/** What a product the catalogue lacks comes in: 'hot sauce, 144 bottles', '200 jars of salsa'. */
const CONTAINERS_OF = new Set(['bottle', 'jar', 'can', 'tin', 'bag', 'box', 'pack', 'packet', 'case', 'tube', 'carton', 'bucket', 'pouch']);

/** A word of the catalogue's that names no product alone and can describe one ('hot' of 'hot sauce'). */
const describes = (w: Word, vocabulary: CatalogueVocabulary) => vocabulary.words.has(w.word) && !vocabulary.types.get(w.word)?.head && !NOT_PRODUCTS.has(w.word);

/**
 * The product phrase the catalogue lacks that starts at words[k] (step 1) or ends there (step -1):
 * words it lacks joined by single spaces, and one describing word of its own in front ('hot sauce').
 */
function unknownRun(t: Text, words: Word[], k: number, step: 1 | -1, vocabulary: CatalogueVocabulary): Word[] {
  const joined = (a: Word, b: Word) => t.text.slice(a.end, b.at) === ' ';
  let from = k;
  if (step === 1 && words[k] && describes(words[k], vocabulary) && words[k + 1] && joined(words[k], words[k + 1]) && unknownWord(words[k + 1], vocabulary)) from = k + 1;
  const run: Word[] = [];
  for (let i = from; i >= 0 && i < words.length && unknownWord(words[i], vocabulary); i += step) {
    const prev = run[run.length - 1];
    if (prev && !(step === 1 ? joined(prev, words[i]) : joined(words[i], prev))) break;
    run.push(words[i]);
  }
  if (run.length === 0) return [];
  const ordered = step === 1 ? run : run.reverse();
  const front = words[words.indexOf(ordered[0]) - 1];
  return front && joined(front, ordered[0]) && describes(front, vocabulary) ? [front, ...ordered] : ordered;
}

/**
 * A counted container said of a product the catalogue lacks — after it ('hot sauce, 144 bottles')
 * or before it with 'of' ('144 bottles of hot sauce') — counts that product; the container is none
 * of the products asked for. Returns the hits that stay products and the phrases of those it lacks.
 */
export function packsOfAbsent(t: Text, words: Word[], hits: TypeHit[], quantities: readonly Quantity[], vocabulary: CatalogueVocabulary): { hits: TypeHit[]; absent: string[] } {
  const absent: string[] = [];
  const kept = hits.filter((h) => {
    if (!CONTAINERS_OF.has(h.item.productType) || h.spans) return true;
    const count = quantities.find((q) => q.end <= h.at && t.text.slice(q.end, h.at).trim() === '');
    if (!count) return true;
    const after = words.findIndex((w) => w.at >= h.end);
    const ofWord = words[after];
    let run: Word[] = [];
    if (ofWord?.word === 'of' && t.text.slice(h.end, ofWord.at) === ' ' && words[after + 1]?.at === ofWord.end + 1) run = unknownRun(t, words, after + 1, 1, vocabulary);
    if (run.length === 0) {
      // ('hot sauce x 60 bottles': the 'x' of the count is no word of the product.)
      const last = words.findLastIndex((w) => w.end <= count.at);
      const before = last >= 0 && words[last].word === 'x' ? last - 1 : last;
      if (before >= 0 && /^\s*(?:[,:–—-]\s*|x\s*)?$/.test(t.text.slice(words[before].end, count.at))) run = unknownRun(t, words, before, -1, vocabulary);
    }
    if (run.length === 0) return true;
    absent.push(t.original.slice(run[0].at, run[run.length - 1].end).toLowerCase().trim());
    return false;
  });
  return { hits: kept, absent };
}
