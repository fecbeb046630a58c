import type { ChatMessage, RecommendedProduct } from '../../../contracts/chat.js';

/**
 * What a right answer must satisfy, declared as data, and the evaluation's own check of a reply
 * against the catalogue rows — written apart from the server's check (server/assistant/check.ts)
 * so that it measures it rather than repeats it.
 */

export interface Expect {
  /** Every product's name has this phrase (singular or plural), e.g. 'golf ball'; a list means any of them. */
  productType?: string | string[];
  /** Every product is listed in this category (or one of these). */
  category?: string | string[];
  /** Minimum order at most this; prices read at this quantity. */
  qty?: number;
  /** Unit price at the quantity (at the minimum order without one), in cents. */
  maxUnitCents?: number;
  minUnitCents?: number;
  /** A product colour names this word ('blue' → Royal Blue, Light Blue); a list means any of them. */
  colour?: string | string[];
  eco?: boolean;
  recyclable?: boolean;
  /** Country of origin code. */
  madeIn?: string;
  /** Production days at most this — or the product offers rush, its card says rush is needed and the reply says so. */
  maxProductionDays?: number;
  /** Vague questions: every product carries this catalogue theme. */
  theme?: string;
  /** The catalogue lacks the product: the reply says "The catalogue has no …" and labels what it shows as alternatives. */
  absent?: boolean;
  /** The products are in this order. */
  sorted?: 'price' | 'productionDays';
  /** The reply matches this regular expression. */
  reply?: string;
  noProducts?: boolean;
  minProducts?: number;
  /** Compares the first n products of the previous answer (shows exactly those). */
  compared?: number;
  /** What the assistant's intent holds (null: nothing carried over from earlier questions). */
  intentQty?: number | null;
  intentProdDays?: number | null;
  /** The intent's colours are exactly these (any case, grey = gray); [] means none carried over. */
  intentColours?: string[];
  /**
   * Several products in one request, each with its own constraints: every product shown answers
   * one of the items (a product of no item's type is counted against the reply) and meets that
   * item's constraints; every item the catalogue has is answered. The question's own qty, budget,
   * colour, eco, recyclable, madeIn and maxProductionDays apply to every item that sets none.
   */
  items?: ItemExpect[];
  /** A total budget across the items (or for the question's qty): each product's line (unit price × its item's qty) fits it, and so does the cheapest product shown per item, added up. */
  maxTotalCents?: number;
  /** The client has no deadline ("no rush", "whenever"): the intent holds none, asks no rush and no card is marked rush. */
  noDeadline?: boolean;
}

/** One item of a request for several products: a type (or an absent type) and its own constraints. */
export type ItemExpect = Pick<
  Expect,
  'productType' | 'category' | 'qty' | 'maxUnitCents' | 'minUnitCents' | 'colour' | 'eco' | 'recyclable' | 'madeIn' | 'maxProductionDays' | 'absent'
>;

export type EvalCase = { id: string; q: string; expect: Expect } | { id: string; turns: Array<{ q: string; expect: Expect }> };

/** A catalogue row as the evaluation reads it from the database. */
export type CatalogueRow = {
  id: string;
  name: string;
  categories: string[];
  colors: string[];
  themes: string[];
  breakQtys: number[];
  breakPrices: number[];
  minQuantity: number;
  prodTimeDays: number;
  rushAvailable: boolean;
  madeIn: string;
  envFriendly: boolean;
  recyclable: boolean;
};

/** The constraint an intent's `relaxed` key gives up. */
const RELAXED_KEY: Record<string, string> = {
  colors: 'colour', budget: 'budget', quantity: 'qty', deadline: 'deadline', eco: 'eco', recyclable: 'recyclable', madeIn: 'madeIn',
};

export function unitPriceCents(row: CatalogueRow, qty: number | undefined): number {
  const q = qty ?? row.minQuantity;
  let price = row.breakPrices[0];
  row.breakQtys.forEach((b, i) => {
    if (b <= q) price = row.breakPrices[i];
  });
  return Math.round(price * 100);
}

/**
 * A regular expression per phrase or colour word, built once: `available` judges every catalogue row
 * against each question (4,000 rows × hundreds of questions). Neither has the g flag, so `test` keeps no state.
 */
function cached(build: (text: string) => RegExp): (text: string) => RegExp {
  const built = new Map<string, RegExp>();
  return (text) => {
    let re = built.get(text);
    if (!re) built.set(text, (re = build(text)));
    return re;
  };
}

const phrase = cached((text) => new RegExp(`\\b${text.split(/\s+/).map((w) => `${w.replace(/[^a-z0-9-]/g, '')}(?:s|es)?`).join('[\\s-]+')}\\b`, 'i'));
const word = cached((w) => new RegExp(`\\b${w}\\b`));

/** Each constraint a product breaks (by the constraint's name), judged on the catalogue row. */
export function broken(e: Expect, row: CatalogueRow, shown?: { product: RecommendedProduct; reply: string }): string[] {
  const out: string[] = [];
  if (e.productType && !(Array.isArray(e.productType) ? e.productType : [e.productType]).some((t) => phrase(t).test(row.name))) out.push('type');
  if (e.category && !(Array.isArray(e.category) ? e.category : [e.category]).some((c) => row.categories.includes(c))) out.push('type');
  if (e.qty !== undefined && row.minQuantity > e.qty) out.push('qty');
  const cents = unitPriceCents(row, e.qty);
  const overTotal = e.maxTotalCents !== undefined && e.qty !== undefined && cents * e.qty > e.maxTotalCents;
  if ((e.maxUnitCents !== undefined && cents > e.maxUnitCents) || (e.minUnitCents !== undefined && cents < e.minUnitCents) || overTotal) out.push('budget');
  if (e.colour) {
    const words = (Array.isArray(e.colour) ? e.colour : [e.colour]).map((c) => c.toLowerCase().replace('grey', 'gray'));
    if (!row.colors.some((c) => words.some((w) => word(w).test(c.toLowerCase())))) out.push('colour');
  }
  if (e.eco && !row.envFriendly) out.push('eco');
  if (e.recyclable && !row.recyclable) out.push('recyclable');
  if (e.madeIn && row.madeIn !== e.madeIn) out.push('madeIn');
  if (e.maxProductionDays !== undefined && row.prodTimeDays > e.maxProductionDays) {
    const rushSaid = shown && row.rushAvailable && shown.product.fit?.rush === true && /rush service/i.test(shown.reply);
    if (!rushSaid) out.push('deadline');
  }
  if (e.theme && !row.themes.includes(e.theme)) out.push('theme');
  return out;
}

/** Does a question constrain products at all (so that precision and coverage apply)? */
export const constrains = (e: Expect) => Boolean(e.productType || e.category || e.theme || e.absent || e.items?.length);

export interface TurnScore {
  id: string;
  question: string;
  shown: number;
  /** Shown products judged against the constraints (all of them in a product question, none otherwise). */
  judged: number;
  /** Shown products meeting every constraint not declared relaxed (and priced as the catalogue prices them). */
  precise: number;
  /** Products in the catalogue meeting every constraint (null: not a product question). */
  available: number | null;
  /** Shown products meeting every constraint. */
  fitting: number;
  honestyChecks: number;
  honestyPassed: number;
  answerChecks: number;
  answerPassed: number;
  problems: string[];
}

/** Scores one reply against its expectations and the catalogue. */
export function scoreTurn(id: string, question: string, e: Expect, reply: ChatMessage, rows: ReadonlyMap<string, CatalogueRow>, previous: ChatMessage | null): TurnScore {
  const products = reply.products ?? [];
  // What the answer declared relaxed for a product: what its own card says it misses (by key), else
  // (a reply without them) what the answer's intent says it relaxed. Per card, so that a product of
  // one item is not excused by what another item of the same answer gave up.
  const answerRelaxed = new Set((reply.intent?.relaxed ?? []).map((k) => RELAXED_KEY[k] ?? k));
  const relaxed = (p: RecommendedProduct): ReadonlySet<string> => (p.fit?.missed ? new Set(p.fit.missed.map((k) => RELAXED_KEY[k] ?? k)) : answerRelaxed);
  const s: TurnScore = { id, question, shown: products.length, judged: 0, precise: 0, available: null, fitting: 0, honestyChecks: 0, honestyPassed: 0, answerChecks: 0, answerPassed: 0, problems: [] };
  const answer = (ok: boolean, what: string) => {
    s.answerChecks++;
    if (ok) s.answerPassed++;
    else s.problems.push(what);
  };
  const honest = (ok: boolean, what: string) => {
    s.honestyChecks++;
    if (ok) s.honestyPassed++;
    else s.problems.push(what);
  };

  if (e.reply) answer(new RegExp(e.reply, 'm').test(reply.content), `reply does not match /${e.reply}/`);
  if (e.noProducts) answer(products.length === 0, `shows ${products.length} products`);
  if (e.minProducts) answer(products.length >= e.minProducts, `shows ${products.length} products, wanted ${e.minProducts}`);
  if (e.compared) answer(products.map((p) => p.id).join() === (previous?.products ?? []).slice(0, e.compared).map((p) => p.id).join(), 'did not compare the previous first products');
  if (e.intentQty !== undefined) answer((reply.intent?.quantity ?? null) === e.intentQty, `intent quantity ${reply.intent?.quantity} carried over`);
  if (e.intentProdDays !== undefined) answer((reply.intent?.prodTimeDays ?? null) === e.intentProdDays, `intent production days ${reply.intent?.prodTimeDays} carried over`);
  if (e.intentColours) {
    const norm = (cs: readonly string[]) => cs.map((c) => c.toLowerCase().replace('grey', 'gray')).sort().join();
    answer(norm(reply.intent?.colors ?? []) === norm(e.intentColours), `intent colours [${reply.intent?.colors ?? []}], wanted [${e.intentColours}]`);
  }
  if (e.noDeadline) {
    const i = reply.intent;
    answer(!i || (i.deadlineDays === null && i.prodTimeDays === null && !i.rush), `a deadline was read (${i?.deadlineDays} days, ${i?.prodTimeDays} production days${i?.rush ? ', rush' : ''})`);
    answer(products.every((p) => p.fit?.rush !== true), 'a product is offered with rush although there is no deadline');
  }
  if (e.absent) {
    honest(/The catalogue has no /.test(reply.content), 'absent product not said');
    honest(products.every((p) => p.fit?.alternative === true), 'alternatives not labelled');
  }
  if (!constrains(e)) return s;
  s.judged = products.length;
  if (e.items?.length) {
    scoreItems(e, e.items, reply, rows, relaxed, s, { answer, honest });
    return s;
  }

  const constraints = e.absent ? { ...e, productType: undefined } : e;
  for (const p of products) {
    const row = rows.get(p.id);
    if (!row) {
      s.problems.push(`${p.name}: not in the catalogue`);
      continue;
    }
    const misses = broken(constraints, row, { product: p, reply: reply.content });
    const priced = p.fit?.unitPrice === undefined || p.fit.unitPrice === null || Math.round(p.fit.unitPrice * 100) === unitPriceCents(row, e.qty);
    if (!priced) s.problems.push(`${p.name}: price ${p.fit?.unitPrice} is not the catalogue's ${unitPriceCents(row, e.qty) / 100} at ${e.qty}`);
    if (misses.length === 0) s.fitting++;
    const undeclared = misses.filter((m) => !relaxed(p).has(m));
    if (undeclared.length === 0 && priced) s.precise++;
    else if (undeclared.length) s.problems.push(`${p.name}: breaks ${undeclared.join(', ')}`);
    // A product shown although it misses something: the reply and its card must say so.
    if (misses.length > 0 && undeclared.length === 0) {
      honest(/relaxed/.test(reply.content) && (p.fit?.misses.length ?? 0) > 0, `${p.name}: relaxation not said on the card or in the reply`);
    }
  }
  if (e.sorted && products.length > 1) {
    const keys = products.map((p) => (e.sorted === 'price' ? unitPriceCents(rows.get(p.id)!, e.qty) : rows.get(p.id)!.prodTimeDays));
    answer(keys.every((k, i) => i === 0 || keys[i - 1] <= k), `not sorted by ${e.sorted}`);
  }
  if (!e.absent) {
    s.available = [...rows.values()].filter((row) => broken({ ...e, theme: undefined }, row).length === 0).length;
    if (s.available >= 3 && s.fitting < 3) s.problems.push(`shows ${s.fitting} fitting products; the catalogue has ${s.available}`);
  }
  return s;
}

/** The question's constraints an item inherits when it sets none of its own. */
const SHARED_KEYS = ['qty', 'maxUnitCents', 'minUnitCents', 'colour', 'eco', 'recyclable', 'madeIn', 'maxProductionDays', 'maxTotalCents'] as const;

/** An item's constraints: its own, else the question's; an absent item's products are judged without its type. */
export function itemConstraints(e: Expect, item: ItemExpect): Expect {
  const out: Expect = {};
  for (const k of SHARED_KEYS) if (e[k] !== undefined) Object.assign(out, { [k]: e[k] });
  Object.assign(out, item);
  if (item.absent) {
    delete out.productType;
    delete out.category;
  }
  return out;
}

/** The item a shown product answers: the first item the catalogue has of its type, else an absent item when it is labelled an alternative. */
export function itemOf(items: readonly ItemExpect[], row: CatalogueRow, product: RecommendedProduct): number {
  const typed = items.findIndex((it) => !it.absent && (it.productType || it.category) && !broken({ productType: it.productType, category: it.category }, row).includes('type'));
  if (typed >= 0) return typed;
  return product.fit?.alternative === true ? items.findIndex((it) => it.absent) : -1;
}

const itemLabel = (item: ItemExpect) => [item.productType ?? item.category ?? '?'].flat().join('/');

type Checks = { answer: (ok: boolean, what: string) => void; honest: (ok: boolean, what: string) => void };

/** Scores a reply to a request for several items (Expect.items). */
function scoreItems(e: Expect, items: readonly ItemExpect[], reply: ChatMessage, rows: ReadonlyMap<string, CatalogueRow>, relaxed: (p: RecommendedProduct) => ReadonlySet<string>, s: TurnScore, { answer, honest }: Checks) {
  const constraints = items.map((it) => itemConstraints(e, it));
  const shownCents: number[][] = items.map(() => []);
  const fittingPerItem = items.map(() => 0);
  if (items.some((it) => it.absent) && !e.absent) honest(/The catalogue has no /.test(reply.content), 'absent item not said');
  for (const p of reply.products ?? []) {
    const row = rows.get(p.id);
    if (!row) {
      s.problems.push(`${p.name}: not in the catalogue`);
      continue;
    }
    const i = itemOf(items, row, p);
    if (i < 0) {
      s.problems.push(`${p.name}: answers none of the items asked (${items.map(itemLabel).join(', ')})`);
      continue;
    }
    const c = constraints[i];
    if (items[i].absent) honest(p.fit?.alternative === true, `${p.name}: alternative not labelled`);
    const misses = broken(c, row, { product: p, reply: reply.content });
    const cents = unitPriceCents(row, c.qty);
    const priced = p.fit?.unitPrice === undefined || p.fit.unitPrice === null || Math.round(p.fit.unitPrice * 100) === cents;
    if (!priced) s.problems.push(`${p.name}: price ${p.fit?.unitPrice} is not the catalogue's ${cents / 100} at ${c.qty}`);
    shownCents[i].push(cents * (c.qty ?? 1));
    if (misses.length === 0) {
      s.fitting++;
      fittingPerItem[i]++;
    }
    const undeclared = misses.filter((m) => !relaxed(p).has(m));
    if (undeclared.length === 0 && priced) s.precise++;
    else if (undeclared.length) s.problems.push(`${p.name} (${itemLabel(items[i])}): breaks ${undeclared.join(', ')}`);
    if (misses.length > 0 && undeclared.length === 0) {
      honest(/relaxed/.test(reply.content) && (p.fit?.misses.length ?? 0) > 0, `${p.name}: relaxation not said on the card or in the reply`);
    }
  }
  let availableAll = 0;
  items.forEach((item, i) => {
    if (item.absent) return;
    answer(shownCents[i].length > 0, `item ${itemLabel(item)} not answered`);
    const available = [...rows.values()].filter((row) => broken(constraints[i], row).length === 0).length;
    availableAll += available;
    if (available >= 3 && fittingPerItem[i] < 3) s.problems.push(`${itemLabel(item)}: shows ${fittingPerItem[i]} fitting products; the catalogue has ${available}`);
  });
  s.available = availableAll;
  const answered = items.every((it, i) => it.absent || shownCents[i].length > 0);
  if (e.maxTotalCents !== undefined && answered) {
    const cheapest = shownCents.reduce((sum, cents) => sum + (cents.length ? Math.min(...cents) : 0), 0);
    answer(cheapest <= e.maxTotalCents, `the cheapest product per item adds up to ${cheapest / 100}, over the total ${e.maxTotalCents / 100}`);
  }
}
