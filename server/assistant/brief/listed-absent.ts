import type { CatalogueVocabulary } from '../vocabulary.js';
import { PACKS, unknownPhrase, unknownWord, writtenPlural } from './absent.js';
import type { TypeHit } from './items.js';
import { NOT_PRODUCTS, type Word } from './words.js';
import { AUDIENCE_WORDS } from './occasion.js';
import type { Quantity } from './quantity.js';
import { ASKS_FOR, OBJECT_ENDS, requestText, WISHES } from './request.js';
import { withLineBreaks, type Text } from './text.js';

/** Products the catalogue lacks listed beside the products found ('300 snow globes and 300 mugs'). */

/** What separates the members of a list ('sunglasses and can coolers', 'mugs, pens'). */
const LIST_SEPARATORS = /[,;&+/•]|\b(?:and|or|plus|as well as|along with|together with)\b/g;

/** Where a list's chunk ends: the object's end, or a heading's colon ('Onboarding kit: …'; not a label's, 'item: …'). */
const CHUNK_ENDS = new RegExp(`${OBJECT_ENDS}|(?<!\\b(?:items?|products?|qty|quantity|description)):`, 'g');

/** Before a count, words that make it what the buyer has: 'we have 25 …', 'there are 40 …', 'our 12 …'. */
const BUYER_HAS = /(?:\b(?:we|they|there|i)\s*(?:have|has|had|are|'re|were|employ|serve|host)|\bour|\bof our)\s+(?:(?:about|around|roughly|nearly|almost|over|some|just|only)\s+)?$/;

/** Before a count, words that make it the people each product goes to: 'each of the 142 …', 'all of our 60 …'. */
const EACH_OF = /\b(?:each|every one|all|both) of (?:the|our|their|your|its)\s+$/;

/** Words that label a count written after a product ('— Qty 200', 'x 50 pcs'). */
const QUANTITY_LABELS = new Set(['qty', 'quantity', 'pcs', 'pc', 'units', 'unit', 'pieces', 'piece', 'count']);

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
 * Returns the phrases, the quantities that count them (not the order's) and each counted phrase's count.
 */
export function findListedAbsent(
  t: Text,
  words: Word[],
  hits: readonly TypeHit[],
  quantities: readonly Quantity[],
  vocabulary: CatalogueVocabulary,
  event: string | undefined,
): { absent: string[]; counts: Quantity[]; countOf: Record<string, number> } {
  // A line of its own is a member of the list too (a bulleted or numbered list, 'qty 150 — item: …' lines).
  const text = withLineBreaks(t, ',', requestText(t));
  const absent: string[] = [];
  const counts: Quantity[] = [];
  const countOf = new Map<string, number>();
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
    // purpose ('… mugs to hand out and 40 …', '… pens for guests ($2 max), and 40 …'), beside products found elsewhere,
    // asks too: for counted members only.
    const wished = !found && (WISHES.test(t.text.slice(chunk.from, chunk.to)) || (foundBefore && /^\s*[a-z]+(?: \([^()\n]{0,40}\))?,? (?:and|plus)\b/.test(text.slice(chunk.from, chunk.to))));
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
      while (member.length > 1 && (ASIDES.has(member[member.length - 1]!.word) || QUANTITY_LABELS.has(member[member.length - 1]!.word) || member[member.length - 1]!.word === 'each' || member[member.length - 1]!.word === 'x')) member.pop();
      const last = member[member.length - 1];
      if (!last) return;
      // The count before the product, or a cell of its own right after it ('bible covers, 80, brown'), or written after it ('tea towels x 200').
      const count =
        [...quantities].reverse().find((q) => q.at >= span.from && q.end <= last.at) ??
        quantities.find((q) => q.at >= span.to && /^\s*,\s*$/.test(text.slice(span.to, q.at)) && /^\s*(?:,|$)/.test(text.slice(q.end, q.end + 3))) ??
        quantities.find((q) => q.at >= last.end && q.at < span.to && /^\s*(?:x|×|qty:?|quantity:?)\s*$/i.test(t.original.slice(last.end, q.at)));
      /** Where the product's words start: after a count before it. */
      const countedFrom = count && count.end <= last.at ? count.end : 0;
      const plural = writtenPlural(t, last);
      // A spec block's item line ('Item 2: Vinyl banner', 'Product: …') names its product as a count would.
      const labelled = count === undefined && labelledAt(t, member[0].at);
      // 'a backpack, a mug and a kazoo each': one of each for everybody, named with 'a'.
      const article = count === undefined && /^\s*(?:a|an)\s+\S/.test(text.slice(span.from, span.to)) && /^[^.!?\n]{0,40}\beach\b/.test(text.slice(span.from, span.from + 60));
      // A word the catalogue uses only inside other names ('warmers', 'scarves'), counted and plural, names a product it lacks too.
      // ('100 pads', '50 packs' are how many of a product, not a product.)
      // ('4 cornhole sets': a pack word after a word the catalogue lacks names the product.)
      // Counted words, one of them unknown ('90 rolls of packing tape', 'cheese knife sets'), name a product the catalogue lacks.
      const countedUnknown = (count !== undefined || labelled) && member.some((w) => w.at >= countedFrom && w !== last && unknownWord(w, vocabulary)) && !vocabulary.types.get(last.word)?.head;
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
        ? t.original.slice(member.filter((w) => w.at >= countedFrom && !NOT_PRODUCTS.has(w.word))[0]?.at ?? last.at, last.end).toLowerCase().trim()
        : unknownPhrase(t, words, words.indexOf(last), new Set(member.filter((w) => unknownWord(w, vocabulary))));
      if (event?.toLowerCase().includes(phrase)) return;
      if (!absent.includes(phrase)) absent.push(phrase);
      if (count) {
        counts.push(count);
        if (!countOf.has(phrase)) countOf.set(phrase, count.value);
      }
    });
  }
  return { absent, counts, countOf: Object.fromEntries(countOf) };
}
