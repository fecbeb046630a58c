import type { CatalogueVocabulary } from '../vocabulary.js';
import { NOT_PRODUCTS, type Word } from './words.js';
import { AUDIENCE_WORDS } from './occasion.js';
import { ASKS_FOR, DO_YOU, OBJECT_ENDS, REQUEST_WORDS, requestText, WISHES } from './request.js';
import type { Text } from './text.js';

/** Products asked for that the catalogue's vocabulary lacks ('sunglasses'); listed-absent.ts reads those listed beside found ones. */

const ASKING_VERBS = new Set(['sell', 'sells', 'carry', 'carries', 'stock', 'stocks', 'offer', 'offers', 'supply', 'supplies', 'quote', 'quotes', 'make', 'makes', 'print', 'prints']);

/** What before a singular word makes it a product named: an article, a count (read and blanked), a verb of asking ('do you have'). */
const NAMING_BEFORE = new RegExp(String.raw`\b(?:a|an|any|some|sell|sells|carry|carries|quote|stock|offer|need|want|order|custom|branded|${DO_YOU} (?:have|do))$|\d$`);
/** Whether the text before a word names it as a product (a blanked count leaves a run of spaces). */
const namingBefore = (before: string) => / {3}$/.test(before) || NAMING_BEFORE.test(before.trimEnd());

/** A brand a product is like, in front of it ('segway-style ', 'lego-type '). */
const LIKE_A_BRAND = /^[a-z]+-(?:style|type|like|esque) (?=\S)/;

/** A word written in the plural ('spinners'; not 'glass', 'bus', 'iris'). */
export const writtenPlural = (t: Text, w: Word) => /[^siu]s$/.test(t.text.slice(w.at, w.end));

/** Words that count a product in its packs rather than name one. */
export const PACKS = new Set(['pad', 'pack', 'packet', 'box', 'set', 'case', 'roll', 'sheet', 'piece', 'unit', 'pair', 'dozen', 'carton', 'bundle', 'sleeve', 'tube', 'kit', 'bottle', 'bag', 'deck']);
/** 'decks of playing cards', 'boxes of crayons': the packs before the product named. */
const PACKS_OF = /\b(?:decks?|packs?|boxe?s?|sets?|pairs?|cases?|rolls?|cartons?|bundles?|tubes?) of $/;

/** Where the object of a request ends, or a list's member. */
const OBJECT_OR_COMMA = new RegExp(`${OBJECT_ENDS}|,`);

/** A word the catalogue's vocabulary lacks that could name a product (not a generic word, not gibberish). */
export function unknownWord(w: Word, vocabulary: CatalogueVocabulary, hyphens = false): boolean {
  // Four consonants in a row are English enough (tooTHBRush); five only around a cluster English has (coRKSCRew,
  // leNGTHS); otherwise they are keyboard mashing ('asdfgh').
  const runs = w.word.match(/[^aeiouy]{5,}/g) ?? [];
  const pronounceable = /[aeiouy]/.test(w.word) && runs.every((r) => r.length === 5 && /scr|str|spr|spl|ngth|ght|tch|nch|rch/.test(r));
  // A verb of asking ('Do you stock yo-yos?') is not part of the product's name.
  // A word joined by hyphens ('e-reader', 'jump-rope') when a part of three letters or more is unknown too.
  // (Asked for alone only: in a list, 'each of the 75 sixth-graders' counts people.)
  const hyphened = hyphens && /^[a-z]+(?:-[a-z]+)+$/.test(w.word) && w.word.split('-').some((part) => part.length >= 3 && !vocabulary.words.has(part) && !NOT_PRODUCTS.has(part));
  return (/^[a-z]{3,}$/.test(w.word) || hyphened) && pronounceable && !vocabulary.words.has(w.word) && !NOT_PRODUCTS.has(w.word) && !ASKING_VERBS.has(w.word);
}

/** The unknown words ending at `last` ('fidget spinners'), as written. */
export function unknownPhrase(t: Text, words: Word[], last: number, candidates: ReadonlySet<Word>): string {
  let first = last;
  while (first > 0 && candidates.has(words[first - 1])) first--;
  return t.original.slice(words[first].at, words[last].end).toLowerCase().trim();
}

/** Product words outside the catalogue's vocabulary, in the request's object position ('sunglasses for …'), when no product was found. */
export function findAbsent(t: Text, words: Word[], vocabulary: CatalogueVocabulary): string[] {
  const text = requestText(t);
  const stop = OBJECT_OR_COMMA.exec(text.replace(/^\s+/, (m) => '#'.repeat(m.length)));
  const clauseEnd = stop ? stop.index : text.length;
  const first = objectAbsent(t, text, words, vocabulary, 0, clauseEnd);
  // (A first clause that asks nothing, 'We're a small club — 37 members, 14 plots —', yields to a later wish or question.)
  const asks = REQUEST_WORDS.test(t.text.slice(0, clauseEnd));
  if (first.length > 0 && asks) return first;
  // The first clause names nothing, but a question later asks for a product ('One thing first, then the brief:
  // do you stock kazoos?'), or a wish does ('For the reunion we hope to order koi-shaped kazoos'): its object.
  for (const opener of [ASKS_FOR, WISHES]) {
    const asked = opener.exec(t.text.slice(clauseEnd));
    if (!asked) continue;
    const from = clauseEnd + asked.index + asked[0].length;
    const after = OBJECT_OR_COMMA.exec(text.slice(from));
    const found = objectAbsent(t, text, words, vocabulary, from, after ? from + after.index : text.length);
    // (The same product asked for again, 'a Christmas ornament … quote 400 ornaments?', keeps the first clause's words.)
    const head = (phrase: string | undefined) => phrase?.split(' ').pop()?.replace(/s$/, '');
    if (found.length > 0) return first.length > 0 && head(first[0]) === head(found[0]) ? first : found;
  }
  if (first.length > 0) return first;
  // A spec block's labelled line names its product ('RFQ 114, County Clerk' above 'Description: tide clocks').
  for (const label of t.lines.matchAll(LABELLED_LINE)) {
    const from = label.index + label[0].length;
    const lineEnd = t.lines.indexOf('\n', from);
    const to = lineEnd < 0 ? t.lines.length : lineEnd;
    const after = OBJECT_OR_COMMA.exec(text.slice(from, to));
    const found = absentIn(t, text, words, vocabulary, from, after ? from + after.index : to, true);
    if (found.length > 0) return found;
  }
  return [];
}

/**
 * What the object between `from` and `to` names that the catalogue lacks, and the list it opens after a
 * comma ('kazoos, snow globes and maracas', '300 kazoos, 300 blorps, and 200 zorbs').
 */
function objectAbsent(t: Text, text: string, words: Word[], vocabulary: CatalogueVocabulary, from: number, to: number): string[] {
  const named = absentIn(t, text, words, vocabulary, from, to);
  return named.length > 0 ? [...named, ...listedAfter(t, text, words, vocabulary, to)] : named;
}

/** At most this many products the catalogue lacks are read from one list of them (each member is one pass over the words). */
const MAX_LISTED_ABSENT = 24;

/** A member of a list that ends it: 'and maracas', 'or snow globes'. */
const CLOSING_MEMBER = /^ *(?:and|or|&|\+|plus|as well as)\b/;
/** A member counted: '300 blorps', 'and 200 maracas'. */
const COUNTED_MEMBER = /^\s*(?:(?:and|or|&|\+|plus)\s+)?(?:about |around |another )?\d/i;

/**
 * The members of a list after its first, each after a comma ('kazoos, snow globes and maracas'),
 * while each names products the catalogue lacks and until the object ends ('… for the parade'). A
 * list is read to the member that closes it ('and maracas'); one that never closes only while its
 * members are counted ('40 kazoos, 30 tambourines'): what follows a comma uncounted and unclosed
 * may be no member at all ('kazoos, thanks heaps'). `comma`: where the first member ends.
 */
function listedAfter(t: Text, text: string, words: Word[], vocabulary: CatalogueVocabulary, comma: number): string[] {
  const members: Array<{ found: string[]; counted: boolean }> = [];
  const next = new RegExp(OBJECT_OR_COMMA.source, 'g');
  let at = comma;
  while (text[at] === ',' && members.length < MAX_LISTED_ABSENT) {
    next.lastIndex = at + 1;
    const after = next.exec(text);
    const end = after ? after.index : text.length;
    const found = absentIn(t, text, words, vocabulary, at + 1, end);
    if (found.length === 0) break;
    const member = text.slice(at + 1, end);
    if (found.length > 1 || CLOSING_MEMBER.test(member)) return [...members.flatMap((m) => m.found), ...found];
    members.push({ found, counted: COUNTED_MEMBER.test(t.original.slice(at + 1, end)) });
    at = end;
  }
  const firstUncounted = members.findIndex((m) => !m.counted);
  return members.slice(0, firstUncounted < 0 ? members.length : firstUncounted).flatMap((m) => m.found);
}

/** A spec block's field that names the product, at a line's start or a sentence's: 'Description: …', 'Item: …', 'Product: …'. */
const LABELLED_LINE = /(?:^|(?<=[.!?;|]))[ \t]*(?:item|product|description)[ \t]*:[ \t]*/gim;

/**
 * The product named in unknown words between `from` and `to`. A product is named as one: in the
 * plural, or after an article, a count, a verb of asking or what opens the object (`text`: requestText's
 * blanks, 'on the hunt for kazoos'), ('will that arrive by friday?' and 'ok, 80
 * then' name none). The last such unknown word heads the phrase; unknown words right before it
 * belong to it, and so does a plural word of the catalogue's right after it that is no product of
 * its own ('raffle chips').
 */
function absentIn(t: Text, text: string, words: Word[], vocabulary: CatalogueVocabulary, from: number, to: number, labelled = false): string[] {
  // (Words requestText blanked open the object and are none of it: the 'after' of 'we're after'.)
  const candidates = words.filter((w) => w.at >= from && w.end <= to && /\S/.test(text.slice(w.at, w.end)) && unknownWord(w, vocabulary, true));
  // Where each word's run of candidates starts, worked out in one pass (a long run of unknown words is read in linear time).
  const isCandidate = new Set(candidates);
  const runStart: number[] = [];
  for (let i = 0; i < words.length; i++) runStart.push(i > 0 && isCandidate.has(words[i - 1]) ? runStart[i - 1]! : i);
  const indexOf = new Map(words.map((w, i) => [w, i]));
  for (let k = candidates.length - 1; k >= 0; k--) {
    let last = indexOf.get(candidates[k])!;
    const first = runStart[last]!;
    const next = words[last + 1];
    // (A pack word names it too though the catalogue has packs of its own: 'fanny packs'.)
    const joined = next && next.end <= to && t.text.slice(words[last].end, next.at) === ' ';
    // ('tops' counts nothing after a word: 'tank tops', 'crop tops'; '30 tops' is a ceiling.)
    if (joined && writtenPlural(t, next) && ((!vocabulary.types.get(next.word)?.head && !NOT_PRODUCTS.has(next.word)) || PACKS.has(next.word) || next.word === 'top')) last++;
    // So does a singular word of the catalogue's that names no product alone ('passport holder', 'seat cover').
    else if (joined && !writtenPlural(t, words[last]) && vocabulary.words.has(next.word) && !vocabulary.types.get(next.word)?.head && !NOT_PRODUCTS.has(next.word)) last++;
    // A catalogue word right before that is no product of its own names it too ('power strips', 'lip gloss').
    const before = words[first - 1];
    const start = before && before.at >= from && t.text.slice(before.end, words[first].at) === ' ' && vocabulary.words.has(before.word) && !vocabulary.types.get(before.word)?.head && !NOT_PRODUCTS.has(before.word) ? first - 1 : first;
    const named = (at: number) => namingBefore(text.slice(Math.max(0, words[at].at - 24), words[at].at));
    // ('a Segway-style hover-board': the brand it is like describes it; the product is the hover-board.)
    // ('looking for the sewing kit': after an opener and 'the', a name of two words or more; 'the right gift' names none.)
    const theAfterOpener = last > start && / {3}the $/.test(text.slice(Math.max(0, words[start].at - 24), words[start].at));
    if (labelled || theAfterOpener || writtenPlural(t, words[last]) || named(first) || named(start)) {
      const phrase = t.original.slice(words[start].at, words[last].end).toLowerCase().trim().replace(LIKE_A_BRAND, '');
      return listedBefore(t, text, words, candidates.slice(0, k), runStart, indexOf, start, phrase);
    }
  }
  return [];
}

/** 'and', 'or' between two products of a list ('kazoos and 40 snow globes': the count is blanked). */
const AND_OR = /^ +(?:and|or|&|\+|plus|as well as) +$/;

/**
 * The products in unknown words listed right before the one found at word `start` (`found`), first
 * to last, each once: each a run of candidates, in the plural, joined to the next by 'and' or 'or'
 * ('kazoos and snow globes'). One pass back over the earlier candidates, at most MAX_LISTED_ABSENT in all.
 */
function listedBefore(t: Text, text: string, words: Word[], earlier: Word[], runStart: number[], indexOf: Map<Word, number>, start: number, found: string): string[] {
  const listed = [found];
  let next = start;
  for (let k = earlier.length - 1; k >= 0 && listed.length < MAX_LISTED_ABSENT; k--) {
    const last = indexOf.get(earlier[k])!;
    if (last >= next) continue;
    if (!AND_OR.test(text.slice(words[last].end, words[next].at)) || !writtenPlural(t, words[last])) break;
    const first = runStart[last]!;
    const phrase = t.original.slice(words[first].at, words[last].end).toLowerCase().trim();
    if (!listed.includes(phrase)) listed.unshift(phrase);
    next = first;
  }
  return listed;
}

/** Generic words that are part of a product's name in front of one ('gift cards', 'thank you cards'). */
const NAMES_WITH = new Set(['gift', 'thank']);

/**
 * A product named in words the catalogue knows that make no type of it ('lunch boxes', 'playing
 * cards', 'fridge magnets', 'pickleball paddles'), when nothing else was found: a plural word that
 * heads no type, named as a product (after a count, an article, a verb of asking or 'decks of'),
 * with the one or two words before it that describe it.
 */
export function findUntyped(t: Text, words: Word[], vocabulary: CatalogueVocabulary): string[] {
  const text = requestText(t);
  for (const [k, w] of words.entries()) {
    // A pack word is the product only with a describing word before it ('lunch boxes'; not '300 boxes of').
    const pack = PACKS.has(w.word) && (k === 0 || text.slice(words[k - 1].end, w.at) !== ' ' || /^ of\b/.test(text.slice(w.end, w.end + 4)));
    if (!writtenPlural(t, w) || vocabulary.types.get(w.word)?.head || (NOT_PRODUCTS.has(w.word) && !PACKS.has(w.word)) || pack || ASKING_VERBS.has(w.word)) continue;
    if (AUDIENCE_WORDS.test(t.text.slice(w.at, w.end + 1))) continue;
    const namedAt = (at: number) => {
      const before = text.slice(Math.max(0, at - 24), at);
      return namingBefore(before) || PACKS_OF.test(before);
    };
    let first = k;
    const describesIt = (at: number) => (!NOT_PRODUCTS.has(words[at].word) || NAMES_WITH.has(words[at].word) || (words[at].word === 'you' && words[at - 1]?.word === 'thank')) && !PACKS.has(words[at].word);
    while (first > 0 && k - first < 2 && text.slice(words[first - 1].end, words[first].at) === ' ' && describesIt(first - 1)) first--;
    // The describing words start after whatever names the product ('need fridge magnets': not 'need').
    while (first < k && !namedAt(words[first].at)) first++;
    if (namedAt(words[first].at)) return [t.original.slice(words[first].at, w.end).toLowerCase().trim()];
  }
  return [];
}
