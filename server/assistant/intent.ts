import type { ChatIntent } from '../../contracts/chat.js';
import { parseBrief, productionDaysLeft, RUSH_WITHIN, unitBudgetCents, type Brief, type BriefItem } from './brief/index.js';
import { SMALL_NUMBERS } from './brief/text.js';
import { splitThread } from './brief/thread.js';
import { answersOffer, keptOfOffer, withOfferKinds } from './offer-reply.js';
import type { CatalogueVocabulary } from './vocabulary.js';

/**
 * A chat question as the assistant's search intent (contracts/chat.ts ChatIntent), alone or in
 * the conversation: a question naming a product starts a new search; one that does not refines
 * the previous answer ("cheaper ones", "in blue", "what about 500?", "fastest"). docs/product.md#chat-assistant.
 */

/** Production days assumed for "rush" / "asap" without a date. */
export const RUSH_PROD_DAYS = 5;

export const emptyIntent = (): ChatIntent => ({
  productType: null, category: null, keywords: [], quantity: null, budgetMin: null, budgetMax: null, budgetTotal: null, cheaper: null, colors: [], themes: [],
  deadlineDays: null, prodTimeDays: null, rush: false, eco: false, recyclable: false, madeIn: null, sort: 'relevance', absent: [], relaxed: [],
});

const dollars = (cents: number) => Math.round(cents) / 100;
const SORTS = { cheapest: 'price-low', premium: 'price-high', fastest: 'fastest' } as const;

/** Unit budget from the brief's budget at the quantity in force (a total divided by the units). */
function applyBudget(intent: ChatIntent, brief: Pick<Brief, 'budget' | 'items' | 'quantity'>, item: Pick<BriefItem, 'quantity'>) {
  if (!brief.budget) return;
  intent.budgetTotal = brief.budget.kind === 'total' && brief.budget.cents !== undefined ? dollars(brief.budget.cents) : null;
  const unit = unitBudgetCents(brief, item);
  intent.budgetMax = unit && unit.max !== null ? dollars(unit.max) : null;
  intent.budgetMin = unit?.min !== undefined ? dollars(unit.min) : null;
}

/** The total budget's share per unit once the quantity changes ("what about 500?"). */
function rebudget(intent: ChatIntent) {
  if (intent.budgetTotal !== null && intent.quantity) intent.budgetMax = Math.floor((intent.budgetTotal * 100) / intent.quantity) / 100;
}

function applyDeadline(intent: ChatIntent, brief: Brief, now: Date) {
  if (brief.deadline) {
    const d = brief.deadline;
    intent.deadlineDays = d.days;
    intent.prodTimeDays = productionDaysLeft(d, now);
    // (A production time asked for, 'produced within 3 days', is the client's limit: rush is named as what it takes, not assumed.)
    intent.rush = brief.rush || (intent.prodTimeDays <= RUSH_WITHIN && !d.production);
  } else if (brief.rush) {
    intent.rush = true;
    intent.prodTimeDays = RUSH_PROD_DAYS;
  }
}

/** The intent of one item of the brief (the first when it names several). */
export function intentOf(brief: Brief, item: BriefItem | undefined, now: Date): ChatIntent {
  const intent = emptyIntent();
  if (item) {
    intent.productType = item.type ? item.productType : null;
    intent.category = item.category ?? null;
    intent.keywords = item.descriptors;
    intent.colors = item.colours;
    intent.quantity = item.quantity ?? null;
  } else {
    intent.colors = brief.colours;
    intent.quantity = brief.quantity ?? null;
  }
  applyBudget(intent, brief, item ?? {});
  applyDeadline(intent, brief, now);
  intent.themes = brief.themes;
  intent.eco = brief.eco ?? false;
  intent.recyclable = brief.recyclable ?? false;
  intent.madeIn = brief.madeIn ?? null;
  intent.sort = brief.sort ? SORTS[brief.sort] : 'relevance';
  // Beside a product found, one the catalogue lacks is said once for the brief (builtin.ts), not
  // turned into this item's alternatives; a kind of this item it lacks ('beach towels') is this item's.
  // A whole category read as the only item beside a product the catalogue lacks ('any kazoos? we
  // run a music shop, the office wants 40') is where to look, not a product asked for beside it:
  // its products are the lacking product's alternatives, and say so.
  const onlyCategory = item !== undefined && !item.type && !item.missing && brief.items.length === 1 && brief.absent.length > 0;
  intent.absent = item ? (item.missing ? [item.missing] : onlyCategory ? brief.absent : []) : brief.absent;
  return intent;
}

export const hasProduct = (i: ChatIntent) => i.productType !== null || i.category !== null || i.absent.length > 0;
export const hasAnyConstraint = (i: ChatIntent) =>
  hasProduct(i) || i.quantity !== null || i.budgetMax !== null || i.budgetMin !== null || i.colors.length > 0 || i.themes.length > 0 ||
  i.prodTimeDays !== null || i.eco || i.recyclable || i.madeIn !== null || i.sort !== 'relevance';

const CHEAPER = /\b(cheaper|less expensive|lower[- ]priced?|more affordable|budget[- ]friendly|too expensive|too pricey)\b/;
const PRICIER = /\b(more expensive|higher[- ]end|nicer|fancier|more premium|upgrade|better quality)\b/;
/** A new product asked about in the same breath as the last ("what about tote bags?", "also mugs"): the quantity and deadline stay;
 * so do 'the knit ones?' (a kind of the product just shown). A leading 'ok' or 'now' alone does not carry them ('ok, show me visors'
 * starts afresh); 'ok, what about visors?' does. */
const SAME_ORDER = /^\s*(?:(?:ok|okay|fine|alright|right|sure|great|no worries|no problem|got it|understood|oh well|too bad|shame)[,.!]?(?:\s*[—–-])?\s+){0,3}(?:and|plus|what about|how about|same (?:for|with)|instead)\b|\b(?:also|as well|too|instead|same quantity|same deadline|same budget|for the same|ones|(?:just|only) the)\b/i;

/** Said to start another order: 'and separately, …', 'different question', 'a new order'. */
const SEPARATE = /\b(?:separately|separate (?:order|request|question)|different (?:question|order|request)|unrelated|new (?:order|request))\b/;
const SAME_BUDGET = /\bsame (?:budget|price|price range|price point|limit)\b/;

/** A condition taken back: 'forget eco', 'drop the made in USA', 'never mind the colour', 'recyclable doesn't matter'. */
const TAKEN_BACK =
  /\b(?:forget|drop|skip|ignore|never ?mind|scrap|no need for)\s+(?:about\s+)?(?:the\s+)?(eco(?:-friendly)?|sustainab\w*|recycl\w*|made in (?:the\s+)?(?:usa|us|america)|usa|american[- ]made|colou?rs?|budget|price|deadline|date|rush)\b|\b(eco(?:-friendly)?|recycl\w*|colou?rs?|budget)\s+(?:doesn'?t|does not|don'?t|do not)\s+matter\b/g;

function takeBack(lower: string, intent: ChatIntent): void {
  for (const m of lower.matchAll(TAKEN_BACK)) {
    const what = m[1] ?? m[2]!;
    if (/^(?:eco|sustainab)/.test(what)) intent.eco = false;
    else if (what.startsWith('recycl')) intent.recyclable = false;
    else if (/^(?:made|usa|american)/.test(what)) intent.madeIn = null;
    else if (what.startsWith('colo')) intent.colors = [];
    else if (what === 'budget' || what === 'price') Object.assign(intent, { budgetMax: null, budgetMin: null, budgetTotal: null });
    else Object.assign(intent, { deadlineDays: null, prodTimeDays: null, rush: false });
  }
}

export interface ReadQuestion {
  intent: ChatIntent;
  brief: Brief;
  /** The question refined the previous answer rather than starting a search. */
  followUp: boolean;
}

/** 'one more for the list below', 'also', 'plus': a reply that adds products to the earlier message's. */
const ADDS_TO_EARLIER = /\b(?:add(?:ing|ed)?|also|as well|plus|one more|another|too)\b/i;

/**
 * A question as the rep pasted it: when it quotes or forwards an earlier message (brief/thread.ts),
 * that message is read first, as the turn before, and the reply on top as what follows it — a
 * change ('the count is now 240'), a condition added ('they must be recyclable'), or nothing of its
 * own ('any ideas?'). Products added on top of the earlier ones, or conditions for several earlier
 * products at once, are read with them as one message.
 */
export function readQuestion(question: string, previous: ChatIntent | null, previousPrices: readonly number[], vocabulary: CatalogueVocabulary, now: Date): ReadQuestion {
  const thread = splitThread(question);
  if (thread.earlier === null) return readTurn(question, previous, previousPrices, vocabulary, now);
  // Its subject is read only when the message under it names no product ('Subject: Name badges' over 'need 300 by Friday').
  const body = readTurn(thread.earlier, previous, previousPrices, vocabulary, now);
  const earlierText = thread.subject && !hasProduct(body.intent) ? `${thread.subject}.\n\n${thread.earlier}` : thread.earlier;
  const earlier = earlierText === thread.earlier ? body : readTurn(earlierText, previous, previousPrices, vocabulary, now);
  const reply = readTurn(thread.reply, earlier.intent, previousPrices, vocabulary, now);
  if (answersOffer(thread)) {
    // The reply to the rep's own offer is the request; the offer says what its short names and 'same' point at.
    const offer = keptOfOffer(earlier.intent, thread.reply);
    // ('The visors did well. This year we want snow globes instead': what is wanted instead is said from that sentence on.)
    const insteadAt = thread.reply.search(/\binstead\b/i);
    const instead = insteadAt < 0 ? undefined : thread.reply.slice(Math.max(...['.', '!', '?', '\n'].map((c) => thread.reply.lastIndexOf(c, insteadAt))) + 1);
    const asked = instead && instead !== thread.reply ? readTurn(instead, earlier.intent, previousPrices, vocabulary, now) : reply;
    const said = hasProduct(asked.intent) ? asked : reply;
    if (said.brief.items.length > 0 || said.intent.absent.length > 0) return followOn(withOfferKinds(said.brief, earlier.brief, thread.reply, vocabulary), thread.reply, previous, now, previousPrices);
    return hasAnyConstraint({ ...reply.intent, productType: null, category: null, absent: [] }) ? followOn({ ...reply.brief, absent: [] }, thread.reply, offer, now, previousPrices) : { ...earlier, intent: offer };
  }
  // (Unknown words of the reply are no product the catalogue lacks when the earlier message asks for products: 'forwarding the boosters' list'.)
  const names = reply.brief.items.length > 0 || (reply.intent.absent.length > 0 && !hasProduct(earlier.intent));
  const conditions = hasAnyConstraint({ ...reply.intent, productType: null, category: null, absent: [] });
  const together = () => readTurn(`${earlierText}\n\n${thread.reply}`, previous, previousPrices, vocabulary, now);
  if (!names && !conditions && !reply.followUp) return earlier;
  // Conditions for an earlier list of products ('all three by Friday'): the list and the conditions, read as one message.
  if (!names && earlier.brief.items.length > 1) return together();
  // Conditions only ('the count is now 240'): what the earlier request becomes (the reply's brief, read once, without its unknown words).
  if (!names && !reply.followUp) return followOn({ ...reply.brief, absent: [] }, thread.reply, earlier.intent, now, previousPrices);
  // Products added on top of the earlier ones ('one more for the list below: …'): read with them.
  return names && ADDS_TO_EARLIER.test(thread.reply) ? together() : reply;
}

/**
 * One message read in the conversation. `previousPrices` are the unit prices last shown (at the
 * quantity then in force), for "cheaper ones".
 */
function readTurn(question: string, previous: ChatIntent | null, previousPrices: readonly number[], vocabulary: CatalogueVocabulary, now: Date): ReadQuestion {
  const brief = parseBrief(question, vocabulary, now, previous?.productType ?? undefined);
  const kind = kindOfPrevious(brief, previous, vocabulary);
  return kind ? followOn({ ...brief, items: [kind] }, question, previous, now, previousPrices, true) : followOn(brief, question, previous, now, previousPrices);
}

/**
 * 'do any come in bamboo?' after pens: words that only open products' names, said alone,
 * ask for that kind of the product before ('recycled paper notebook'); null when they do not.
 */
function kindOfPrevious(brief: Brief, previous: ChatIntent | null, vocabulary: CatalogueVocabulary): BriefItem | null {
  const item = brief.items.length === 1 ? brief.items[0] : undefined;
  if (!item?.type || item.type.head || !previous?.productType) return null;
  const kind = vocabulary.types.get(`${item.type.term} ${previous.productType}`);
  return kind ? { ...item, productType: kind.term, type: kind, ...(kind.categories.length === 1 ? { category: kind.categories[0] } : {}) } : null;
}

/** 'a week earlier', 'two days sooner', '3 days later': the date asked for before, moved. */
const MOVED = /\b(a|an|one|two|three|four|\d{1,2})\s+(days?|weeks?)\s+(earlier|sooner|later)\b/;
function movedDeadline(brief: Brief, question: string, previous: ChatIntent | null): Brief {
  const m = MOVED.exec(question.toLowerCase());
  if (!m || brief.deadline || previous?.deadlineDays == null) return brief;
  const days = (SMALL_NUMBERS[m[1]!] ?? Number(m[1])) * (m[2]!.startsWith('w') ? 7 : 1) * (m[3] === 'later' ? 1 : -1);
  // (It names no product: 'week earlier' is no kind the catalogue lacks.)
  return { ...brief, absent: [], deadline: { days: Math.max(0, previous.deadlineDays + days) } };
}

/**
 * The message's brief after the answer before: a new search, or what it changes of the previous intent.
 * `sameProduct`: the product named is a kind of the one before, so the order's conditions stay.
 */
function followOn(said: Brief, question: string, previous: ChatIntent | null, now: Date, previousPrices: readonly number[], sameProduct = false): ReadQuestion {
  const brief = movedDeadline(said, question, previous);
  const next = intentOf(brief, brief.items[0], now);
  if (!previous || !hasAnyConstraint(previous)) return { intent: next, brief, followUp: false };
  const lower = question.toLowerCase();
  if (hasProduct(next)) {
    if (!sameProduct && (!SAME_ORDER.test(lower) || SEPARATE.test(lower))) return { intent: next, brief, followUp: false };
    // The order's conditions stay: its count, colours, deadline, origin and eco wishes, unless said anew.
    const carried: ChatIntent = {
      ...next,
      quantity: next.quantity ?? previous.quantity,
      colors: next.colors.length > 0 ? next.colors : previous.colors,
      madeIn: next.madeIn ?? previous.madeIn,
      eco: next.eco || previous.eco,
      recyclable: next.recyclable || previous.recyclable,
    };
    if (next.prodTimeDays === null) Object.assign(carried, { deadlineDays: previous.deadlineDays, prodTimeDays: previous.prodTimeDays, rush: previous.rush });
    if (!brief.budget && previous.budgetTotal !== null) Object.assign(carried, { budgetTotal: previous.budgetTotal });
    // A price each carries only when said: 'same budget' (another product's price is not this one's).
    if (!brief.budget && SAME_BUDGET.test(lower)) Object.assign(carried, { budgetMax: previous.budgetMax, budgetMin: previous.budgetMin });
    rebudget(carried);
    takeBack(lower, carried);
    return { intent: carried, brief, followUp: true };
  }
  const refines = hasAnyConstraint(next) || CHEAPER.test(lower) || PRICIER.test(lower) ||
    /\b(any colou?r|no colou?r|no deadline|no rush|any time|no budget|any price)\b/.test(lower);
  if (!refines) return { intent: next, brief, followUp: false };

  const merged: ChatIntent = {
    ...previous,
    relaxed: [],
    absent: previous.absent,
    quantity: next.quantity ?? previous.quantity,
    colors: next.colors.length > 0 ? next.colors : previous.colors,
    themes: next.themes.length > 0 ? next.themes : previous.themes,
    eco: next.eco || previous.eco,
    recyclable: next.recyclable || previous.recyclable,
    madeIn: next.madeIn ?? previous.madeIn,
    sort: next.sort !== 'relevance' ? next.sort : previous.sort,
  };
  // Past 'cheaper', another refinement ('in navy', 'what about 300?') is asked within the client's own price again.
  merged.cheaper = null;
  if (previous.cheaper && !brief.budget) merged.budgetMax = previous.cheaper.askedMax;
  if (brief.budget) Object.assign(merged, { budgetMax: next.budgetMax, budgetMin: next.budgetMin, budgetTotal: next.budgetTotal });
  if (brief.budget?.kind === 'total' && next.budgetMax === null && merged.quantity) merged.budgetTotal = next.budgetTotal;
  rebudget(merged);
  // ('URGENT, see below' over a message that gives its date: the date, sooner than a bare rush, stays, now with rush.)
  const bareRushOverDate = !brief.deadline && previous.prodTimeDays !== null && previous.prodTimeDays <= (next.prodTimeDays ?? 0);
  if (bareRushOverDate) merged.rush = true;
  else if (next.prodTimeDays !== null) Object.assign(merged, { deadlineDays: next.deadlineDays, prodTimeDays: next.prodTimeDays, rush: next.rush });
  if (/\b(any colou?r|no colou?r)\b/.test(lower)) merged.colors = [];
  if (/\b(no deadline|no rush|any time)\b/.test(lower)) Object.assign(merged, { deadlineDays: null, prodTimeDays: null, rush: false });
  if (/\b(no budget|any price)\b/.test(lower)) Object.assign(merged, { budgetMax: null, budgetMin: null, budgetTotal: null });
  takeBack(lower, merged);
  const sorted = [...previousPrices].filter((p) => p > 0).sort((a, b) => a - b);
  const median = sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
  if (CHEAPER.test(lower) && !brief.budget) {
    // Cheaper than what was shown, at the quantity in force.
    const base = Math.min(...[previous.budgetMax, median].filter((v): v is number => v !== null));
    merged.cheaper = previous.cheaper ?? { askedMax: previous.budgetMax };
    if (Number.isFinite(base)) merged.budgetMax = Math.max(0.01, Math.round(base * 100 - 1) / 100);
    merged.budgetMin = null;
    merged.budgetTotal = null;
    merged.sort = 'price-low';
  } else if (PRICIER.test(lower) && !brief.budget) {
    if (median !== null) merged.budgetMin = median;
    merged.budgetMax = null;
    merged.budgetTotal = null;
    merged.sort = 'price-high';
  }
  return { intent: merged, brief, followUp: true };
}
