import type { CatalogueVocabulary } from '../vocabulary.js';
import { assignToItems, countEachAlike } from './assign.js';
import { itemBudgets, readAmounts } from './item-budgets.js';
import { kindAsNamed, kindMadeToHold, markKindsNamedApart } from './kinds.js';
import { dropKindWords, dropNamedTails, foldKindWords, withoutDropped } from './mentions.js';
import { findAbsent, findUntyped } from './absent.js';
import { describingAbsent, packsOfAbsent } from './absent-beside.js';
import { findListedAbsent } from './listed-absent.js';
import { REQUEST_WORDS } from './request.js';
import { budgetOfOrder, readBudget } from './budget.js';
import { isColourWord, readColours, readUnlistedColours } from './colours.js';
import { NO_RUSH, readDeadline, RUSH } from './deadline.js';
import { countedWords, findTypes, groupItems, phraseJoins, type TypeHit } from './items.js';
import { joinNamed, packagingUnits } from './item-joins.js';
import { readDecorations } from './decorations.js';
import { lemma, NOT_PRODUCTS } from './words.js';
import { ECO, readMadeIn, RECYCLED, recycledKind } from './materials.js';
import { readEvent } from './event.js';
import { endsAName, meantOtherwise, namesTheBuyer, readThemes } from './occasion.js';
import { inAName, readQuantities, type Quantity } from './quantity.js';
import { withoutSignature } from './signature.js';
import { withoutMailHeaders } from './thread.js';

import { readOnes, readWords } from './spelling.js';
import { readSort } from './sort.js';
import { Text, withLineBreaks } from './text.js';
import { blankWishes } from './wishes.js';
import { blankFieldLabels } from './form-labels.js';
import type { Brief, BriefItem } from './types.js';

export type { Brief, BriefItem, BriefSort } from './types.js';
export { businessDaysWithin, calendarDaysFor, monthNamed, productionDaysLeft, RUSH_WITHIN, shippingDaysOf } from './deadline.js';
export { unitBudgetCents } from './budget.js';

/**
 * One reading of a buyer's request — a chat question or a writer's brief — into the products
 * asked for (each with its own quantity, colours and decoration) and the constraints around them:
 * budget per unit or in total, deadline, event, eco, country of origin, sort, themes.
 * Product types come from the catalogue's vocabulary (passed in, built from the catalogue).
 * Pure and deterministic: the date is passed in. docs/product.md#chat-assistant.
 */

const WITH_SHORTHAND = /\bw\/(?=\s*[a-z])|\bw(?=\s+[a-z])/g;
/** What ends just before a 'w' that makes it watts: a whole number ('15 w', not the price '1.50 w'). */
const WATTS_BEFORE = /(?:^|[^\d.])\d{1,3} ?$/;

/** 'they need to be the breakaway kind', 'the zip style': a kind of the product said after it. */
const KIND_SAID = /\b(?:the|a)\s+([a-z][a-z-]{2,20})\s+(?:kind|type|style|variety|version|sort)\b/g;

/**
 * A kind said apart from its product ('lanyards … infection control wants the breakaway kind') is a
 * describing word of the product mentioned last before it, when the catalogue names that product
 * with that word ('Breakaway Safety Lanyard'). The phrases are read (and blanked) before the
 * products, so that the kind's word is no product of its own.
 */
function takeKindsSaid(t: Text): Array<{ at: number; word: string }> {
  const said = [...t.text.matchAll(KIND_SAID)].map((m) => ({ at: m.index!, length: m[0].length, word: m[1] }));
  for (const k of said) t.blank(k.at, k.length);
  return said;
}

function kindsSaidApart(said: Array<{ at: number; word: string }>, hits: Array<{ item: { productType: string; descriptors: string[] }; at: number; spans?: Array<{ at: number }> }>, vocabulary: CatalogueVocabulary): void {
  for (const { at, word } of said) {
    // The product mentioned last before it (a product said twice counts where it was said last).
    const lastSaid = (h: (typeof hits)[number]) => Math.max(h.at, ...(h.spans ?? []).map((x) => x.at).filter((x) => x < at));
    const hit = hits.filter((h) => h.at < at).sort((a, b) => lastSaid(b) - lastSaid(a))[0] ?? (hits.length === 1 ? hits[0] : undefined);
    if (!hit || hit.item.descriptors.includes(word)) continue;
    const head = hit.item.productType.split(' ').pop()!;
    if ([...vocabulary.types.values()].some((type) => type.words.includes(word) && type.words.includes(head))) hit.item.descriptors.push(word);
  }
}

/** An apostrophe-s after a word of four letters or more with nothing owned after it: a plural ('koozie's', 'umbrella's x 50'). */
const PLURAL_APOSTROPHE = /(?<=[a-z]{4})'s(?=\s*(?:[,.;:!?()—–-]|x\s*\d|\d|(?:for|in|with|to|of|that|please|pls)\b|$))/g;

/** Beyond this many days, a date said beside 'no rush' is no deadline (no production time in the catalogue comes near it). */
const NO_RUSH_HORIZON_DAYS = 45;

/** Products that hold others: a kind of them the catalogue lacks ('goodie bags') may be where the asked products go. */
const CONTAINERS = new Set(['bag', 'box', 'basket', 'kit']);
/** Before a container: what is put into it ('for our welcome bags', 'putting together gift boxes'). */
const FILLED_BEFORE = /\b(?:for|in|into|inside|putting together|put together|stuff(?:ing)?|fill(?:ing)?|assembl(?:e|ing)|build(?:ing)?|pack(?:ing)?|prep(?:ping)?)\b(?:\s+[a-z'-]+){0,3}\s+$/;

/** 'the ticket booths', 'the trophy case': a kind the catalogue lacks, said as something the buyer already has or is. */
const THE_BEFORE = /\bthe\s+(?:[a-z'-]+\s+){0,2}$/;

/** A preposition of place or time right before a word: 'around campfires', 'near beaches' (where, not what). */
const AFTER_PLACE_WORD = /\b(?:around|near|by|beside|behind|under|over|on|at|in|inside|outside|from|during|between|among)\s+$/;

/** After a number: the word that makes it a ceiling ('20 max'; '30 tops' may count tops). */
const CAPPED_AFTER = /^\s*max(?:imum)?\b/;

/** What before a count makes it the new count of every product named: 'actually make it', 'change that to'. */
const RECOUNT_ALL = /\b(?:make|change)\s+(?:it|that|them|those|all of them|everything)(?:\s+to)?\s*$/;

/** The last line of `text` (all of it when it has no line break). */
const sameLine = (text: string) => text.slice(text.lastIndexOf('\n') + 1);

/** Reads a request on its own (no conversation); `previousType` is the product last asked about, for 'pom pom ones?'. */
export function parseBrief(request: string, vocabulary: CatalogueVocabulary, now: Date, previousType?: string): Brief {
  const t = new Text(withoutSignature(withoutMailHeaders(request.slice(0, 4000))));
  // 'w logo', 'w/ our name': texting's 'with', not watts ('1200 w logo' is 1,200 of them); '15 w charger' stays watts.
  t.text = t.text.replace(WITH_SHORTHAND, (m, at: number, all: string) => (WATTS_BEFORE.test(all.slice(Math.max(0, at - 8), at)) ? m : ' '.repeat(m.length)));
  // 'mug's — 300 of them', 'tote's for the fair': a plural written with an apostrophe (no one's own: nothing owned follows).
  t.text = t.text.replace(PLURAL_APOSTROPHE, 's ');
  // '20,000 mAh': a capacity written with a thousands comma, as the catalogue writes it without one (same length kept).
  t.text = t.text.replace(/\b(\d{1,3}),(\d{3})(?=\s?(?:mah|ml|mm)\b)/g, (_m, a: string, b: string) => ` ${a}${b}`);
  const brief: Brief = { items: [], rush: false, themes: [], absent: [], colours: [] };
  blankFieldLabels(t);
  blankWishes(t, (w) => vocabulary.types.get(lemma(w, vocabulary))?.head === true);

  const event = readEvent(t);
  if (event) brief.event = event;
  // 'No rush', 'not urgent', 'no hurry' say there is no deadline at all: read before rush, which they name.
  const noRush = t.has(NO_RUSH);
  while (t.take(NO_RUSH));
  if (t.has(RUSH)) brief.rush = true;
  const recycledNamed = recycledKind(t.text, (w) => [...vocabulary.types.values()].some((type) => type.words[0] === 'recycled' && type.words.includes(lemma(w, vocabulary))));
  if (!recycledNamed && t.take(RECYCLED)) brief.recyclable = true;
  if (t.has(ECO)) {
    brief.eco = true;
    t.take(ECO);
  }
  const madeIn = readMadeIn(t);
  if (madeIn) brief.madeIn = madeIn;
  const sort = readSort(t);
  if (sort) brief.sort = sort;
  const deadline = readDeadline(t, now);
  // ('No rush — the tournament is May 14': a date months away beside 'no rush' is when something happens, not a deadline.)
  if (deadline && !(noRush && deadline.days > NO_RUSH_HORIZON_DAYS)) brief.deadline = deadline;
  const amounts = readAmounts(t);
  let budget = readBudget(t);
  // A word that is a product's or an everyday one: not what a business's name is made of.
  const known = (w: string) => NOT_PRODUCTS.has(w) || vocabulary.words.has(lemma(w, vocabulary));
  const quantities = readQuantities(t).filter((q) => !inAName(t.original, q, known));
  // '… no wait, make it 180 of each', 'change that to 300': a new count for everything named, no product's own.
  // ('no, make it 300 koozies' is that product's count, said instead of the one before.)
  const productAfter = (q: Quantity) => /^\s*([a-z-]+)/.exec(t.text.slice(q.end, q.end + 30))?.[1];
  const recountAt = quantities.findIndex((q) => {
    const next = productAfter(q);
    const named = next !== undefined && (vocabulary.words.has(lemma(next, vocabulary)) || vocabulary.synonyms.has(lemma(next, vocabulary)) || vocabulary.synonyms.has(next));
    return RECOUNT_ALL.test(t.text.slice(Math.max(0, q.at - 40), q.at)) && !named;
  });
  const recount = recountAt >= 0 ? quantities.splice(recountAt, 1)[0] : undefined;
  // A count right after a product ('Mugs, 40', 'Mugs x 40', 'Mugs (40)') that no other product's word follows ('Bank, 200 mugs').
  const countedAfter = (h: { end: number }) =>
    quantities.some((q) => q.at >= h.end && /^[\s,:(x×-]{0,4}$/.test(t.text.slice(h.end, q.at)) && !productAfter(q)?.split('-').some((w) => vocabulary.words.has(lemma(w, vocabulary))));
  const colours = readColours(t, (w) => vocabulary.words.has(lemma(w, vocabulary)));
  const unlisted = readUnlistedColours(t, (w) => vocabulary.words.has(lemma(w, vocabulary)));
  if (unlisted.length > 0) brief.unlistedColours = unlisted;
  brief.themes = readThemes(t.text);

  const kindsSaid = takeKindsSaid(t);
  const words = readOnes(t.text, readWords(t.text, vocabulary), vocabulary, previousType);
  const lined = withLineBreaks(t);
  const grouped = groupItems(lined, words, findTypes(words, phraseJoins(lined, words, quantities), vocabulary, countedWords(t.text, words, quantities)), quantities, vocabulary.words);
  const found = joinNamed(packagingUnits(grouped, quantities, vocabulary, t.text), vocabulary, t.text)
    // (What is said before it on its own line: 'for the walkathon' ends where its line does.)
    .filter((h, k, all) => !namesTheBuyer(sameLine(lined.slice(k === 0 ? 0 : all[k - 1].end, h.at)), t.text.slice(h.end, h.end + 24), t.text.slice(h.at, h.end)))
    // 'Lakeview Savings Bank has asked…': the end of a name, not a product ('Retirement Party Mugs, 40' is counted: a product).
    .filter((h) => /\s/.test(t.text.slice(h.at, h.end).trim()) || countedAfter(h) || !endsAName(t.original, t.text, h.at, known))
    .filter((h) => !meantOtherwise(t, h));
  // A product type named wins over a whole category named beside it ('mint tins for the office').
  const named = foldKindWords(dropKindWords(found.some((h) => h.item.type) ? found.filter((h) => h.item.type) : found, vocabulary.types), vocabulary.types);
  const described = describingAbsent(t, words, withoutDropped(dropNamedTails(named, vocabulary.types, t.original), t.text), vocabulary);
  const packed = packsOfAbsent(t, words, described.hits, quantities, vocabulary);
  const hits = packed.hits;
  const notAKind = (w: string) => isColourWord(w) || NOT_PRODUCTS.has(w);
  markKindsNamedApart(t, hits, vocabulary, notAKind);
  const absentNamed = [...described.absent, ...packed.absent];
  const decorations = readDecorations(t.text, vocabulary);

  const claimed = new Set<Quantity>();
  // A product the catalogue lacks named beside those found is said too, with its own count.
  if (hits.length > 0) {
    const listed = findListedAbsent(t, words, hits, quantities, vocabulary, brief.event);
    brief.absent = [...new Set([...absentNamed, ...listed.absent])];
    if (Object.keys(listed.countOf).length > 0) brief.absentCounts = listed.countOf;
    for (const q of listed.counts) claimed.add(q);
  }
  const assigned = assignToItems(t, hits, quantities, colours, decorations, claimed);
  hits.splice(0, hits.length, ...assigned.hits);
  const counted = new Set(hits.filter((h) => h.item.quantity !== undefined));
  // '100 power banks, black, 20 max': beside products each counted, a bare number capped by 'max' is what each may cost.
  if (!budget && assigned.quantity && hits.length > 0 && counted.size === hits.length && CAPPED_AFTER.test(t.text.slice(assigned.quantity.end, assigned.quantity.end + 12))) {
    budget = { min: null, max: assigned.quantity.value, total: false };
    assigned.quantity = undefined;
  }
  if (assigned.quantity) brief.quantity = assigned.quantity.value;
  brief.colours = [...new Set(colours.filter((c) => !hits.some((h) => h.item.colours.includes(c.colour))).map((c) => c.colour))];
  countEachAlike(t.text, hits);
  for (const hit of hits) {
    hit.item.quantity ??= brief.quantity;
    if (hit.item.colours.length === 0) hit.item.colours = [...brief.colours];
    if (!hit.item.decoration && hits.length === 1 && decorations[0]) hit.item.decoration = decorations[0].method;
    if (hit.item.quantity === undefined) delete hit.item.quantity;
    if (hit.item.decoration === undefined) delete hit.item.decoration;
  }
  // (Alone, 'make it 150' is a follow-up's new count.)
  if (recount) {
    brief.quantity = recount.value;
    for (const hit of hits) hit.item.quantity = recount.value;
  }
  const ownBudgets = itemBudgets(t, hits, amounts);
  for (const [hit, cents] of ownBudgets) hit.item.budgetCents = cents;
  kindsSaidApart(kindsSaid, hits, vocabulary);
  const read = hits.map((h) => ({ hit: h, item: kindMadeToHold(t, { ...h, item: kindAsNamed(t, h, vocabulary, notAKind) }, vocabulary) }));
  // 'for our welcome bags', 'Booth kits: 300 pens…': a bag or box of a kind the catalogue lacks, with no count of
  // its own beside products that have one, is what those products go in, not another product.
  // So is a heading ('Retirement gifts: 20 clocks, …'): an uncounted product named just before a colon.
  // And 'a sleeve of balls' beside '100 golf ball sleeves': an uncounted mention whose words the counted product's name holds is that product.
  const within = (item: BriefItem) => read.some((o) => counted.has(o.hit) && o.item !== item && item.type !== undefined && item.type.words.every((w) => o.item.type?.words.includes(w)));
  // 'assembling gift boxes for the staff; 250 mugs in them': an uncounted bag or box the products go into.
  const filled = (hit: TypeHit, item: BriefItem) => CONTAINERS.has(item.productType) && FILLED_BEFORE.test(t.text.slice(Math.max(0, hit.at - 40), hit.at));
  // 'the guards want cosy hats. 60 beanies, orange': a plain word of the sort, uncounted, before a sentence
  // that counts a product of that sort, says what that product is for.
  const general = (hit: TypeHit, item: BriefItem) =>
    item.type?.words.length === 1 &&
    read.some((o) => counted.has(o.hit) && o.hit.at > hit.end && /[.!?]/.test(t.text.slice(hit.end, o.hit.at)) && o.item.type?.categories.some((c) => item.type?.categories.includes(c)));
  // 'sitting around campfires, so … a folding camp chair': a word the catalogue uses only inside names (kindOf), after a
  // preposition of place, beside a product the catalogue names, is where, not what.
  const where = (hit: TypeHit, item: BriefItem) => item.type?.count === 0 && AFTER_PLACE_WORD.test(t.text.slice(Math.max(0, hit.at - 12), hit.at)) && read.some((o) => (o.item.type?.count ?? 0) > 0);
  const context = ({ hit, item }: (typeof read)[number]) =>
    !counted.has(hit) &&
    read.some((o) => counted.has(o.hit)) &&
    ((item.missing && CONTAINERS.has(item.productType)) ||
      where(hit, item) ||
      /^\s*:/.test(t.text.slice(hit.end, hit.end + 4)) ||
      within(item) ||
      filled(hit, item) ||
      general(hit, item));
  // 'lanyards for the ushers and the ticket booths': a kind the catalogue lacks said with 'the', beside a product it has.
  const place = ({ hit, item }: (typeof read)[number]) => item.missing !== undefined && THE_BEFORE.test(t.text.slice(Math.max(0, hit.at - 30), hit.at)) && read.some((o) => !o.item.missing);
  brief.items = read.filter((r) => !context(r) && !place(r)).map((r) => r.item);
  // Unknown words are a product the catalogue lacks only in something that reads as a request.
  const requestLike = quantities.length > 0 || budget !== null || deadline !== null || colours.length > 0 || brief.eco || brief.madeIn ||
    brief.event !== undefined || brief.themes.length > 0 || REQUEST_WORDS.test(t.text);
  if (brief.items.length === 0) brief.absent = absentNamed.length ? absentNamed : findAbsent(t, words, vocabulary).filter((a) => requestLike || /s$/.test(a));
  if (brief.items.length === 0 && brief.absent.length === 0 && requestLike) brief.absent = findUntyped(t, words, vocabulary);
  // A product the catalogue lacks, counted where it is named ('… 80 kneeling pads'), takes that count over one said of something else;
  // several, each their own ('300 kazoos and 40 snow globes').
  if (brief.items.length === 0 && brief.absent.length > 0) {
    const owns = brief.absent.map((phrase) => {
      const at = t.original.toLowerCase().indexOf(phrase);
      return at < 0 ? undefined : quantities.find((q) => q.end <= at && /^\s*$/.test(t.original.slice(q.end, at).replace(/\b[a-z-]+\b/gi, (w) => (/^(?:of|x|more|custom|branded)$/i.test(w) ? '' : w))));
    });
    if (brief.absent.length === 1 && owns[0]) brief.quantity = owns[0].value;
    else if (owns.some(Boolean)) brief.absentCounts = Object.fromEntries(brief.absent.flatMap((phrase, k) => (owns[k] ? [[phrase, owns[k].value]] : [])));
  }

  if (budget) brief.budget = budgetOfOrder(budget, brief, t.original);
  return brief;
}
