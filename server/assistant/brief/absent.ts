import type { CatalogueVocabulary } from '../vocabulary.js';
import { NOT_PRODUCTS, type TypeHit, type Word } from './items.js';
import { AUDIENCE_WORDS } from './occasion.js';
import type { Quantity } from './quantity.js';
import { ASKS_FOR, DO_YOU, OBJECT_ENDS, requestText, WISHES } from './request.js';
import { withLineBreaks, type Text } from './text.js';

/** Products asked for that the catalogue's vocabulary lacks ('sunglasses'). */

const ASKING_VERBS = new Set(['sell', 'sells', 'carry', 'carries', 'stock', 'stocks', 'offer', 'offers', 'supply', 'supplies', 'quote', 'quotes', 'make', 'makes', 'print', 'prints']);

/** What before a singular word makes it a product named: an article, a count (read and blanked), a verb of asking ('do you have'). */
const NAMING_BEFORE = new RegExp(String.raw`\b(?:a|an|any|some|sell|sells|carry|carries|quote|stock|offer|need|want|order|custom|branded|${DO_YOU} have)$|\d$`);
/** Whether the text before a word names it as a product (a blanked count leaves a run of spaces). */
const namingBefore = (before: string) => / {3}$/.test(before) || NAMING_BEFORE.test(before.trimEnd());

/** A brand a product is like, in front of it ('segway-style ', 'lego-type '). */
const LIKE_A_BRAND = /^[a-z]+-(?:style|type|like|esque) (?=\S)/;

/** A word written in the plural ('spinners'; not 'glass', 'bus', 'iris'). */
const writtenPlural = (t: Text, w: Word) => /[^siu]s$/.test(t.text.slice(w.at, w.end));

/** Words that count a product in its packs rather than name one. */
const PACKS = new Set(['pad', 'pack', 'packet', 'box', 'set', 'case', 'roll', 'sheet', 'piece', 'unit', 'pair', 'dozen', 'carton', 'bundle', 'sleeve', 'tube', 'kit', 'bottle', 'bag', 'deck']);
/** 'decks of playing cards', 'boxes of crayons': the packs before the product named. */
const PACKS_OF = /\b(?:decks?|packs?|boxe?s?|sets?|pairs?|cases?|rolls?|cartons?|bundles?|tubes?) of $/;

/** What separates the members of a list ('sunglasses and can coolers', 'mugs, pens'). */
const LIST_SEPARATORS = /[,;&+/•]|\b(?:and|or|plus|as well as|along with|together with)\b/g;

/** Where the object of a request ends, or a list's member. */
const OBJECT_OR_COMMA = new RegExp(`${OBJECT_ENDS}|,`);
/** Where a list's chunk ends: the object's end, or a heading's colon ('Onboarding kit: …'; not a label's, 'item: …'). */
const CHUNK_ENDS = new RegExp(`${OBJECT_ENDS}|(?<!\\b(?:items?|products?|qty|quantity|description)):`, 'g');

/** Before a count, words that make it what the buyer has: 'we have 25 …', 'there are 40 …', 'our 12 …'. */
const BUYER_HAS = /(?:\b(?:we|they|there|i)\s*(?:have|has|had|are|'re|were|employ|serve|host)|\bour|\bof our)\s+(?:(?:about|around|roughly|nearly|almost|over|some|just|only)\s+)?$/;

/** Before a count, words that make it the people each product goes to: 'each of the 142 …', 'all of our 60 …'. */
const EACH_OF = /\b(?:each|every one|all|both) of (?:the|our|their|your|its)\s+$/;

/** A word the catalogue's vocabulary lacks that could name a product (not a generic word, not gibberish). */
function unknownWord(w: Word, vocabulary: CatalogueVocabulary, hyphens = false): boolean {
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
function unknownPhrase(t: Text, words: Word[], last: number, candidates: ReadonlySet<Word>): string {
  let first = last;
  while (first > 0 && candidates.has(words[first - 1])) first--;
  return t.original.slice(words[first].at, words[last].end).toLowerCase().trim();
}

/** Product words outside the catalogue's vocabulary, in the request's object position ('sunglasses for …'), when no product was found. */
export function findAbsent(t: Text, words: Word[], vocabulary: CatalogueVocabulary): string[] {
  const text = requestText(t);
  const stop = OBJECT_OR_COMMA.exec(text.replace(/^\s+/, (m) => '#'.repeat(m.length)));
  const clauseEnd = stop ? stop.index : text.length;
  const first = absentIn(t, text, words, vocabulary, 0, clauseEnd);
  if (first.length > 0) return first;
  // The first clause names nothing, but a question later asks for a product ('One thing first, then the brief:
  // do you stock kazoos?'), or a wish does ('For the reunion we hope to order koi-shaped kazoos'): its object.
  for (const opener of [ASKS_FOR, WISHES]) {
    const asked = opener.exec(t.text.slice(clauseEnd));
    if (!asked) continue;
    const from = clauseEnd + asked.index + asked[0].length;
    const after = OBJECT_OR_COMMA.exec(text.slice(from));
    const found = absentIn(t, text, words, vocabulary, from, after ? from + after.index : text.length);
    if (found.length > 0) return found;
  }
  return [];
}

/**
 * The product named in unknown words between `from` and `to`. A product is named as one: in the
 * plural, or after an article, a count, a verb of asking or what opens the object (`text`: requestText's
 * blanks, 'on the hunt for kazoos'), ('will that arrive by friday?' and 'ok, 80
 * then' name none). The last such unknown word heads the phrase; unknown words right before it
 * belong to it, and so does a plural word of the catalogue's right after it that is no product of
 * its own ('raffle chips').
 */
function absentIn(t: Text, text: string, words: Word[], vocabulary: CatalogueVocabulary, from: number, to: number): string[] {
  // (Words requestText blanked open the object and are none of it: the 'after' of 'we're after'.)
  const candidates = words.filter((w) => w.at >= from && w.end <= to && /\S/.test(text.slice(w.at, w.end)) && unknownWord(w, vocabulary, true));
  for (let k = candidates.length - 1; k >= 0; k--) {
    let last = words.indexOf(candidates[k]);
    let first = last;
    while (first > 0 && candidates.includes(words[first - 1])) first--;
    const next = words[last + 1];
    // (A pack word names it too though the catalogue has packs of its own: 'fanny packs'.)
    const joined = next && next.end <= to && t.text.slice(words[last].end, next.at) === ' ';
    if (joined && writtenPlural(t, next) && ((!vocabulary.types.get(next.word)?.head && !NOT_PRODUCTS.has(next.word)) || PACKS.has(next.word))) last++;
    // So does a singular word of the catalogue's that names no product alone ('passport holder', 'seat cover').
    else if (joined && !writtenPlural(t, words[last]) && vocabulary.words.has(next.word) && !vocabulary.types.get(next.word)?.head && !NOT_PRODUCTS.has(next.word)) last++;
    // A catalogue word right before that is no product of its own names it too ('power strips', 'lip gloss').
    const before = words[first - 1];
    const start = before && before.at >= from && t.text.slice(before.end, words[first].at) === ' ' && vocabulary.words.has(before.word) && !vocabulary.types.get(before.word)?.head && !NOT_PRODUCTS.has(before.word) ? first - 1 : first;
    const named = (at: number) => namingBefore(text.slice(Math.max(0, words[at].at - 24), words[at].at));
    // ('a Segway-style hover-board': the brand it is like describes it; the product is the hover-board.)
    if (writtenPlural(t, words[last]) || named(first) || named(start)) return [t.original.slice(words[start].at, words[last].end).toLowerCase().trim().replace(LIKE_A_BRAND, '')];
  }
  return [];
}

/** Words that label a count written after a product ('— Qty 200', 'x 50 pcs'). */
const QUANTITY_LABELS = new Set(['qty', 'quantity', 'pcs', 'units', 'count']);

/** A spec block's item label at the start of a line: 'Item 2:', 'Item B -', 'Product:'. */
const SPEC_LABEL = /^\s*(?:(?:item|product|option) ?#?[a-z\d]{1,2} ?[:.)-]|(?:item|product|description) ?:)/i;

/** Whether the word at `at` is the first after a spec block's item label on its line ('Item 2: Vinyl banner'). */
function labelledAt(t: Text, at: number): boolean {
  // (A label is short: a word far into its line follows none, and no long line is read again for each word.)
  const near = Math.max(0, at - 41);
  const lineBreak = t.lines.slice(near, at).lastIndexOf('\n');
  if (lineBreak < 0 && near > 0) return false;
  const start = near + lineBreak + 1;
  const label = SPEC_LABEL.exec(t.lines.slice(start, at));
  return label !== null && t.lines.slice(start + label[0].length, at).trim() === '';
}

/** Texting's asides and politeness, said after a list ends. */
const ASIDES = new Set(['lol', 'haha', 'hahaha', 'lmao', 'pls', 'plz', 'please', 'thx', 'thanks', 'ty', 'tho', 'btw', 'imo', 'lmk', 'maybe', 'too', 'etc', 'ok', 'okay']);

/**
 * Product words outside the catalogue's vocabulary listed beside the products found
 * ('300 snow globes and 300 mugs'): a member of the list holding the found products that
 * ends on unknown words, counted or plural (a lone describing word is not a product: 'hot and cold').
 * The object of 'at', 'for'… ('at IMTS and need 150 journals') and the event named are not members.
 * Returns the phrases and the quantities that count them (not the order's).
 */
export function findListedAbsent(t: Text, words: Word[], hits: readonly TypeHit[], quantities: readonly Quantity[], vocabulary: CatalogueVocabulary, event: string | undefined): { absent: string[]; counts: Quantity[] } {
  // A line of its own is a member of the list too (a bulleted or numbered list, 'qty 150 — item: …' lines).
  const text = withLineBreaks(t, ',', requestText(t));
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
  let foundBefore = false;
  for (const chunk of cuts(CHUNK_ENDS, 0, text.length)) {
    // A question of its own beside the products found ('Any scarves? And 48 beanies…') is asked too.
    // (The question may go on past the chunk: 'would you also quote 80 glow sticks for the kids at the parade?'.)
    const sentenceEnd = text.slice(chunk.to, chunk.to + 200).search(/[.!\n]|\?/);
    const asks = sentenceEnd >= 0 && text[chunk.to + sentenceEnd] === '?' && ASKS_FOR.test(text.slice(chunk.from, chunk.to));
    const found = hits.some((h) => h.at >= chunk.from && h.at < chunk.to);
    // Without a product found, a wish of its own ('we'd like 100 …') or the list going on after a product's
    // purpose ('… mugs to hand out and 40 …'), beside products found elsewhere, asks too: for counted members only.
    const wished = !found && (WISHES.test(t.text.slice(chunk.from, chunk.to)) || (foundBefore && /^\s*[a-z]+ (?:and|plus)\b/.test(text.slice(chunk.from, chunk.to))));
    foundBefore = found;
    if (!asks && !found && !wished) continue;
    cuts(LIST_SEPARATORS, chunk.from, chunk.to).forEach((span, k) => {
      // (The object of 'for' is no member, but the request that follows it is: 'for the packets we need 200 leashes', 'we're after 60 …'.)
      const objectOnly =
        k === 0 && /^[a-z]/.test(chunk.after) && !/\b(?:need|needs|want|wants|order|get|like)\b/.test(text.slice(span.from, span.to)) && !WISHES.test(t.text.slice(span.from, span.to));
      if (objectOnly || hits.some((h) => h.at < span.to && h.end > span.from)) return;
      const member = words.filter((w) => w.at >= span.from && w.end <= span.to);
      // ('… and glow sticks haha', '… bandanas pls'): a texting aside after the last member is not part of it.
      // ('Tea infuser — Qty 200'): a spec block's quantity label after the product is not part of it either.
      while (member.length > 1 && (ASIDES.has(member[member.length - 1]!.word) || QUANTITY_LABELS.has(member[member.length - 1]!.word) || member[member.length - 1]!.word === 'each')) member.pop();
      const last = member[member.length - 1];
      if (!last) return;
      const count = [...quantities].reverse().find((q) => q.at >= span.from && q.end <= last.at);
      const plural = writtenPlural(t, last);
      // A spec block's item line ('Item 2: Vinyl banner', 'Product: …') names its product as a count would.
      const labelled = count === undefined && labelledAt(t, member[0].at);
      // 'a backpack, a mug and a kazoo each': one of each for everybody, named with 'a'.
      const article = count === undefined && /^\s*(?:a|an)\s+\S/.test(text.slice(span.from, span.to)) && /^[^.!?\n]{0,40}\beach\b/.test(text.slice(span.from, span.from + 60));
      // A word the catalogue uses only inside other names ('warmers', 'scarves'), counted and plural, names a product it lacks too.
      // ('100 pads', '50 packs' are how many of a product, not a product.)
      // ('4 cornhole sets': a pack word after a word the catalogue lacks names the product.)
      // Counted words, one of them unknown ('90 rolls of packing tape', 'cheese knife sets'), name a product the catalogue lacks.
      const countedUnknown = (count !== undefined || labelled) && member.some((w) => w.at >= (count?.end ?? 0) && w !== last && unknownWord(w, vocabulary)) && !vocabulary.types.get(last.word)?.head;
      const lacking =
        unknownWord(last, vocabulary) ||
        countedUnknown ||
        (PACKS.has(last.word) && member.length > 1 && unknownWord(member[member.length - 2], vocabulary)) ||
        (plural && count !== undefined && !vocabulary.types.get(last.word)?.head && !NOT_PRODUCTS.has(last.word) && !PACKS.has(last.word));
      if (!lacking || (!count && !plural && !labelled && !article) || (wished && !count)) return;
      // '14 branches', '300 members': a count of the buyer's places or people, not a product.
      if (count && AUDIENCE_WORDS.test(text.slice(count.end, count.end + 40))) return;
      // 'We have 25 counselors', 'our 40 hygienists': what the buyer has is counted, not ordered.
      if (count && BUYER_HAS.test(text.slice(Math.max(0, count.at - 30), count.at))) return;
      // 'each of the 75 sixth-graders to get …': the people each product goes to.
      if (count && EACH_OF.test(text.slice(Math.max(0, count.at - 20), count.at))) return;
      // Counted, the words after the count ('120 hand warmers'); else the unknown words ending it.
      // Labelled, the words after the label.
      const phrase = count || labelled
        ? t.original.slice(member.filter((w) => w.at >= (count?.end ?? 0) && !NOT_PRODUCTS.has(w.word))[0]?.at ?? last.at, last.end).toLowerCase().trim()
        : unknownPhrase(t, words, words.indexOf(last), new Set(member.filter((w) => unknownWord(w, vocabulary))));
      if (event?.toLowerCase().includes(phrase)) return;
      if (!absent.includes(phrase)) absent.push(phrase);
      if (count) counts.push(count);
    });
  }
  return { absent, counts };
}

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
    while (first > 0 && k - first < 2 && text.slice(words[first - 1].end, words[first].at) === ' ' && !NOT_PRODUCTS.has(words[first - 1].word) && !PACKS.has(words[first - 1].word)) first--;
    // The describing words start after whatever names the product ('need fridge magnets': not 'need').
    while (first < k && !namedAt(words[first].at)) first++;
    if (namedAt(words[first].at)) return [t.original.slice(words[first].at, w.end).toLowerCase().trim()];
  }
  return [];
}

/**
 * A product word written in the singular right before a plural word the catalogue lacks ('throw
 * pillows', 'mug rugs'): it describes that other product, which the catalogue lacks. Returns the
 * hits that stay products and the phrases of those it lacks.
 */
export function describingAbsent(t: Text, words: Word[], hits: TypeHit[], vocabulary: CatalogueVocabulary): { hits: TypeHit[]; absent: string[] } {
  const absent: string[] = [];
  const kept = hits.filter((h) => {
    if (/s$/.test(t.text.slice(h.at, h.end))) return true;
    const next = words.find((w) => w.at > h.end);
    if (!next || t.text.slice(h.end, next.at) !== ' ' || !writtenPlural(t, next) || !unknownWord(next, vocabulary)) return true;
    absent.push(t.original.slice(h.at, next.end).toLowerCase().trim());
    return false;
  });
  return { hits: kept, absent };
}
