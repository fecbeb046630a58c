import type { TypeHit } from './items.js';
import { mergeMentions } from './mentions.js';
import { AUDIENCE_BEFORE, AUDIENCE_WORDS } from './occasion.js';
import { quantityAfter, TRAILING_COUNT, UNIT_WORDS, type Quantity } from './quantity.js';
import { withLineBreaks, type Text } from './text.js';

/**
 * Which count, colours and decoration belong to which product. Each product takes the count written
 * in front of it, then the colours and decoration of its own clause; a product named twice is one
 * (mentions.ts); a count written after a product is its own ('mugs 500, pens 200'); products offered
 * as alternatives ('glow sticks / light-up bracelets') share one count; a count no product took,
 * said with its unit ('1,000 pieces'), is the order's. A count of people, places or years ('15,000
 * members', '(9 agents across 3 counties)', '2,400 a month') is the order's only when nothing else is.
 */

export interface Assigned {
  hits: TypeHit[];
  /** The order's count where no product has its own. */
  quantity?: Quantity;
}

/** Said after several products: each person gets one of each. */
const PER_HEAD = /\b(?:for|to) (?:each|every) (?:person|one|employee|member|guest|attendee|recipient|hire|of them)\b|\b(?:one|1) of each\b/;

/** Before a colour: it is said for every product ('all in navy', 'both navy', 'each one in red'). */
const ALL_OF_THEM = /\b(?:all|both|each(?: one)?|every one|all of them)(?: of them)?\s+(?:in\s+)?$/;

/** After a colour (blanked where it was read): it is said for every product ('black for both', 'navy across the board'). */
const FOR_ALL_AFTER = /^ *(?:for|on|across) (?:both|all(?: of them| three| four)?|everything|each(?: one)?|the lot|the board)\b/;

const RATE = /^\s*(?:a|per|each)\s+(?:year|month|week|quarter|day)\b|^\s*(?:annually|yearly|monthly)\b/;

export function assignToItems(
  t: Text,
  hits: TypeHit[],
  quantities: Quantity[],
  colours: Array<{ colour: string; at: number }>,
  decorations: Array<{ method: string; at: number }>,
  claimed: Set<Quantity>,
): Assigned {
  const text = t.text;
  const audience = (q: Quantity) => AUDIENCE_BEFORE.test(text.slice(Math.max(0, q.at - 20), q.at)) || AUDIENCE_WORDS.test(text.slice(q.end, q.end + 40));
  // '(founded 1998, 7 vans)', '(roughly 900 a month)': said in passing.
  const aside = (q: Quantity) => (/\([^()]{0,40}$/.test(text.slice(Math.max(0, q.at - 40), q.at)) && /^[^()]{0,40}\)/.test(text.slice(q.end, q.end + 40))) || RATE.test(text.slice(q.end, q.end + 16));
  // 'our 2028 wall planners, 450 of them': a year beside another count is the year.
  const yearLike = (q: Quantity) => q.value >= 1990 && q.value <= 2100 && /^\d{4}$/.test(t.original.slice(q.at, q.end).trim()) && quantities.length > 1;
  const context = (q: Quantity) => audience(q) || aside(q) || yearLike(q);
  // A count at the end of a line is the line's product's, not the next line's ('mugs, 200' over 'pens, 500').
  const rows = withLineBreaks(t, ',', text);

  // Where each product's own clause ends ('80 caps in red, and …'): what is said there is its own.
  // A list written one product a line ('- 700 totes, navy please'): the line is the clause, commas and all.
  const clauseEnds = hits.map((hit, k) => {
    const to = hits[k + 1]?.at ?? text.length;
    const rest = text.slice(hit.end, to);
    // (The list's last line too, when the message ends with it: '3. 250 backpacks, navy'.)
    const lastLine = k > 0 && k === hits.length - 1 && /\n/.test(t.lines.slice(hits[k - 1].end, hit.at));
    const cuts = /\n/.test(t.lines.slice(hit.end, to)) || lastLine ? /[;.!?…]|\b(?:and|plus)\b/ : /[,;.!?…]|\b(?:and|plus)\b/;
    let cut = rest.search(cuts);
    // '60 beanies, also black': what follows a comma with 'also' or 'too' is still this product's.
    if (rest[cut] === ',' && /^\s*(?:also|too|again|same)\b/.test(rest.slice(cut + 1))) {
      const further = rest.slice(cut + 1).search(cuts);
      cut = further < 0 ? -1 : cut + 1 + further;
    }
    // '600 water bottles, navy or white, and 30 polos': colours alone between commas right after it are its own too.
    // (Not the last product's: '… and 24 vests, charcoal, $50 each' is said of all of them.)
    if (rest[cut] === ',' && k < hits.length - 1) {
      // (Colours are blanked in `text`: 'navy or white' reads as its joining words alone; the segment closes before the next product.)
      const next = rest.slice(cut + 1).search(/[,;.!?…]/);
      const to = cut + 1 + next;
      const segment = { at: hit.end + cut + 1, end: hit.end + to };
      const coloursOnly = /^[\s/&]*(?:(?:or|and)[\s/&]+)*$/.test(rest.slice(cut + 1, to));
      if (next >= 0 && coloursOnly && colours.some((c) => c.at >= segment.at && c.at < segment.end)) cut = to;
    }
    const line = t.lines.slice(hit.end, to).indexOf('\n');
    const ends = [cut, line].filter((n) => n >= 0);
    return ends.length ? hit.end + Math.min(...ends) : to;
  });
  /** The count written in front of each product that has one of its own. */
  const countInFront = new Map<TypeHit, Quantity>();
  hits.forEach((hit, k) => {
    const from = k === 0 ? 0 : hits[k - 1].end;
    const clauseEnd = clauseEnds[k];
    const ownFrom = k === 0 ? 0 : clauseEnds[k - 1];
    // A count tied to the product before ('power banks x 100', 'mugs 500, pens 200') is not this one's.
    // (Not a count that opens the next line with this product: '2. 300 water bottles' over '3. 150 tote bags'.)
    // (A count's span may take the space after it: the line is read from where it starts.)
    const opensThisLine = (x: Quantity) => /\n/.test(t.lines.slice(hits[k - 1].end, x.at)) && !/\n/.test(t.lines.slice(x.at, hit.at));
    // (A row's count: on the line of the product before, right after it and its separators, 'Laptop sleeve | 50 | gray', and this product on a line of its own.)
    const rowOfPrevious = (x: Quantity) =>
      /^[\s,|;:–—-]*$/.test(t.lines.slice(hits[k - 1].end, x.at)) && !/\n/.test(t.lines.slice(hits[k - 1].end, x.at)) && /\n/.test(t.lines.slice(x.at, hit.at));
    const previousOwns = (x: Quantity) =>
      k > 0 && !opensThisLine(x) && (TRAILING_COUNT.test(text.slice(Math.max(0, x.at - 12), x.at)) || text.slice(hits[k - 1].end, x.at).trim() === '' || rowOfPrevious(x));
    const q = [...quantities].reverse().find((x) => x.end <= hit.at && x.at >= from && !claimed.has(x) && !previousOwns(x) && !context(x));
    if (q) {
      hit.item.quantity = q.value;
      claimed.add(q);
      countInFront.set(hit, q);
    }
    hit.item.colours = [...new Set(colours.filter((c) => (c.at >= ownFrom && c.at < hit.at) || (c.at >= hit.end && c.at < clauseEnd)).map((c) => c.colour))];
    const decoration = decorations.find((d) => (d.at >= ownFrom && d.at < hit.at) || (d.at >= hit.end && d.at < clauseEnd));
    if (decoration) hit.item.decoration = decoration.method;
  });

  // '120 mugs, 120 travel mugs': two kinds each counted in front are two products, though the counts are equal
  // (not 'the 120 mugs', which names the earlier ones again).
  const countedApart = (earlier: TypeHit, later: TypeHit) => {
    const q = countInFront.get(later);
    return countInFront.has(earlier) && q !== undefined && !/\b(?:the|those|these|that|our|your|all)\s*$/.test(text.slice(Math.max(0, q.at - 12), q.at));
  };
  const merged = mergeMentions(hits, text, (hit, next) => {
    const q = quantityAfter(rows, hit, next, quantities, claimed);
    if (q) claimed.add(q);
    return q?.value;
  }, countedApart);
  if (merged.length > 1) {
    merged.forEach((hit, k) => {
      const q = hit.item.quantity === undefined ? quantityAfter(rows, hit, merged[k + 1], quantities.filter((x) => !context(x) || audience(x)), claimed) : undefined;
      if (q) {
        hit.item.quantity = q.value;
        claimed.add(q);
      }
    });
    // '250 of each: mugs, pens and lanyards': a count said for all of them before the list.
    const ofEach = quantities.find((q) => q.end <= merged[0].at && /^\s*(?:of each|each)\b\s*[:,-]/.test(text.slice(q.end, q.end + 12)));
    if (ofEach) for (const h of merged) h.item.quantity ??= ofEach.value;
    // 'a mug and a notebook for every guest': one count for every product.
    if (PER_HEAD.test(text)) {
      const shared = merged.find((h) => h.item.quantity !== undefined)?.item.quantity;
      for (const h of merged) h.item.quantity ??= shared;
    }
    // '…, all in navy', 'both in navy': a colour said for every product is each one's that has none of its own.
    const forAll = colours.filter(
      (c) => (c.at >= merged[merged.length - 1].at && ALL_OF_THEM.test(text.slice(Math.max(0, c.at - 16), c.at))) || FOR_ALL_AFTER.test(text.slice(c.at, c.at + 40)),
    );
    if (forAll.length) for (const h of merged) if (h.item.colours.length === 0 || h === merged[merged.length - 1]) h.item.colours = [...new Set([...h.item.colours, ...forAll.map((c) => c.colour)])];
    // Alternatives of one need share its count.
    for (let k = 0; k + 1 < merged.length; k++) {
      const [a, b] = [merged[k].item, merged[k + 1].item];
      if (!/^(?:\/|,? ?or|\( ?or)$/.test(text.slice(merged[k].end, merged[k + 1].at).trim())) continue;
      a.quantity ??= b.quantity;
      b.quantity ??= a.quantity;
    }
  }

  const loose = quantities.filter((q) => !claimed.has(q));
  // Of counts of people only ('some 800 staff … 25 of them retiring'), the one nearest the product.
  const at = merged[0]?.at ?? 0;
  const nearest = [...loose].filter((q) => !aside(q) && !yearLike(q)).sort((a, b) => Math.abs(a.at - at) - Math.abs(b.at - at))[0];
  const quantity = loose.find((q) => UNIT_WORDS.test(text.slice(q.end, q.end + 20))) ?? loose.find((q) => !context(q)) ?? nearest ?? loose[0];
  return { hits: merged, ...(quantity ? { quantity } : {}) };
}

/** 'for each of the 40 cabins', 'inside each one': every product goes to each one of them ('$8 per guest' prices them, budget.ts). */
const FOR_EACH = /\b(?:for|in|inside|into) each\b|\bfor every\b|\beach of (?:our|the|them|those|these|their)\b/;

/**
 * 'a mug and a blanket for each of the 40 cabins', 'notebook + pen for each, 90
 * interns': several products given one to each, one of them counted, the others uncounted — every
 * one is counted alike.
 */
export function countEachAlike(text: string, hits: TypeHit[]): void {
  const counts = new Set(hits.flatMap((h) => (h.item.quantity !== undefined ? [h.item.quantity] : [])));
  if (hits.length < 2 || counts.size !== 1 || !hits.some((h) => h.item.quantity === undefined) || !FOR_EACH.test(text)) return;
  const [count] = counts;
  for (const h of hits) h.item.quantity ??= count;
}
