import type { TypeHit } from './items.js';

/**
 * One product named more than once is one item: 'a welcome hoodie … 35 hoodies in grey',
 * '36 duffel bags … $40 per bag', 'shirts for our 5K … 400 t-shirts'. A later mention of the same
 * type, of its head word ('plaque' of 'walnut plaque') or of a type whose head is the earlier one's
 * is the same product, and so is one named with fewer words ('flash drives' of 'USB flash drives'); what each mention says (quantity, colours, decoration) is pooled and the
 * more specific name kept. Two mentions that each have their own, different quantity or colours
 * are two products ('100 black tees and 50 white tees'), unless the later one takes the first back
 * ('90 blankets … actually make the blankets 150').
 */

const head = (term: string) => term.split(/[\s-]+/).pop()!;

/** Whether `b`, named after `a`, is the same product. */
function sameProduct(a: TypeHit['item'], b: TypeHit['item']): boolean {
  // ('charging cables … HDMI cables': a kind the catalogue lacks beside a kind it has; kinds.ts marks it.)
  if ((a.missing ?? '').toLowerCase() !== (b.missing ?? '').toLowerCase() && (a.missing ? b : a).productType.includes(' ')) return false;
  if (a.productType === b.productType) return true;
  // ('a shaker bottle each … shakers in black': named again by the first word of its name.)
  if (a.type !== undefined && b.type !== undefined && !b.productType.includes(' ') && a.productType.startsWith(`${b.productType} `)) return true;
  return a.type !== undefined && b.type !== undefined && (a.productType.endsWith(` ${b.productType}`) || b.productType.endsWith(` ${a.productType}`) || head(a.productType) === b.productType || head(b.productType) === a.productType);
}

const differ = <T>(x: T | undefined, y: T | undefined) => x !== undefined && y !== undefined && x !== y;
const differentColours = (x: string[], y: string[]) => x.length > 0 && y.length > 0 && x.join() !== y.join();

const words = (term: string) => term.split(/[\s-]+/).length;

/** Words that take back what was said before: '… actually make the blankets 150', 'change the mugs to 300'. */
const CORRECTION = /\b(?:actually|make (?:it|them|that|those|the)|change (?:it|them|that|the)|instead|rather|update|correction|scratch that|on second thought)\b[^.!?]{0,30}$/;

/**
 * `countedApart(earlier, later)`: the two mentions were each counted on their own ('120 mugs, 120 travel
 * mugs'), so mentions of two different types are two products even when their counts are equal.
 */
export function mergeMentions(
  hits: TypeHit[],
  text = '',
  countAfter?: (hit: TypeHit, next: TypeHit | undefined) => number | undefined,
  countedApart: (earlier: TypeHit, later: TypeHit) => boolean = () => false,
): TypeHit[] {
  const out: TypeHit[] = [];
  for (const [k, hit] of hits.entries()) {
    const corrects = CORRECTION.test(text.slice(Math.max(0, hit.at - 60), hit.at)) || CORRECTION.test(text.slice(Math.max(0, hit.end - 60), hit.end + 12));
    const apart = (o: TypeHit) => o.item.productType !== hit.item.productType && countedApart(o, hit);
    const same = out.find(
      (o) => sameProduct(o.item, hit.item) && (corrects || (!differ(o.item.quantity, hit.item.quantity) && !differentColours(o.item.colours, hit.item.colours) && !apart(o))),
    );
    if (same && corrects) {
      same.item.quantity = hit.item.quantity ?? countAfter?.(hit, hits[k + 1]) ?? same.item.quantity;
      if (hit.item.colours.length) same.item.colours = hit.item.colours;
      continue;
    }
    if (!same) {
      out.push(hit);
      continue;
    }
    const keep = words(hit.item.productType) > words(same.item.productType) ? hit.item : same.item;
    const other = keep === hit.item ? same.item : hit.item;
    same.item = {
      ...keep,
      quantity: same.item.quantity ?? hit.item.quantity,
      colours: same.item.colours.length ? same.item.colours : hit.item.colours,
      decoration: same.item.decoration ?? hit.item.decoration,
      descriptors: [...new Set([...keep.descriptors, ...other.descriptors])],
    };
    same.spans = [...(same.spans ?? [{ at: same.at, end: same.end }]), { at: hit.at, end: hit.end }];
    same.end = Math.max(same.end, hit.end);
  }
  return out;
}

/**
 * A compound that only names a kind of another product named beside it is not a product of its own:
 * 'glass awards … jade glass preferred' (the catalogue's 'jade glass award').
 */
export function dropKindWords(hits: TypeHit[], types: ReadonlyMap<string, unknown>): TypeHit[] {
  return hits.filter((h) => h.item.type?.head !== false || !hits.some((o) => o !== h && o.item.type?.head && types.has(`${h.item.productType} ${head(o.item.productType)}`)));
}

/**
 * A word the catalogue only uses for a kind of product (kindOf: 'stemless', 'leather'), named
 * apart from a product whose kind it can be, says which kind of it is wanted: 'glasses for the
 * tasting room, 120 stemless' are stemless wine glasses, 'notebooks, 40, leather' leather ones.
 * One item, the catalogue's name for that kind, with what either mention says.
 */
export function foldKindWords(hits: TypeHit[], types: ReadonlyMap<string, NonNullable<TypeHit['item']['type']>>): TypeHit[] {
  const out = [...hits];
  for (const kind of hits.filter((h) => h.item.type?.count === 0)) {
    const host = out.find((o) => o !== kind && (o.item.type?.count ?? 0) > 0 && types.has(`${kind.item.productType} ${o.item.productType}`));
    if (!host) continue;
    const term = `${kind.item.productType} ${host.item.productType}`;
    host.item = {
      ...host.item,
      productType: term,
      type: types.get(term),
      quantity: host.item.quantity ?? kind.item.quantity,
      colours: host.item.colours.length ? host.item.colours : kind.item.colours,
      decoration: host.item.decoration ?? kind.item.decoration,
      descriptors: [...new Set([...host.item.descriptors, ...kind.item.descriptors])],
    };
    if (host.item.quantity === undefined) delete host.item.quantity;
    if (host.item.decoration === undefined) delete host.item.decoration;
    host.spans = [...(host.spans ?? [{ at: host.at, end: host.end }]), { at: kind.at, end: kind.end }];
    out.splice(out.indexOf(kind), 1);
  }
  return out;
}

/**
 * A one-word type the catalogue only ever names inside one longer type ('bank' of 'power bank',
 * 'drive' of 'flash drive') is another word when written with a capital after a capitalised word
 * (the end of a name: 'Lakeside Food Bank's gala') or followed by a verb's particle ('drives off').
 */
export function dropNamedTails(hits: TypeHit[], types: ReadonlyMap<string, NonNullable<TypeHit['item']['type']>>, original: string): TypeHit[] {
  const tailOnly = (term: string) => {
    const type = types.get(term);
    if (!type || term.includes(' ')) return false;
    return [...types.values()].some((longer) => longer.words.length > 1 && longer.term.endsWith(` ${term}`) && longer.count >= type.count);
  };
  const inAName = (h: TypeHit) => {
    if (!/^[A-Z]/.test(original.slice(h.at, h.end))) return false;
    const before = original.slice(Math.max(0, h.at - 30), h.at).trimEnd().split(/\s+/).pop() ?? '';
    return /^[A-Z][a-z'&.]{1,20}$/.test(before);
  };
  // 'every buyer drives off with one': a verb, its particle right after it.
  const aVerb = (h: TypeHit) => /^\s+(?:off|away|home|out|past|through|around)\b/.test(original.slice(h.end, h.end + 12));
  return hits.filter((h) => !(h.item.type && tailOnly(h.item.productType) && (inAName(h) || aVerb(h))));
}

/** A product taken back in the request: 'scratch the markers', 'actually forget the pens', 'drop the lanyards'. */
const DROPPED = /\b(?:scratch|drop|remove|forget|skip|cancel|nix|swap(?: out)?|replace)\s+(?:the\s+|those\s+|that\s+|all\s+)?([a-z][a-z-]{2,30})\b(?!\s+(?:off|by|at|to|in|on)\b)/g;
const bare = (w: string) => w.replace(/(?:es|s)$/, '');

/**
 * Products the request takes back ('60 coasters and 60 mugs? on second thought, skip the coasters') are
 * not asked for: every mention whose words hold the word taken back goes. Only while another product stays.
 */
export function withoutDropped(hits: TypeHit[], text: string): TypeHit[] {
  const dropped = [...text.matchAll(DROPPED)].map((m) => bare(m[1]));
  if (dropped.length === 0) return hits;
  const kept = hits.filter((h) => !text.slice(h.at, h.end).split(/[^a-z-]+/).some((w) => w.length > 2 && dropped.includes(bare(w))));
  return kept.length > 0 ? kept : hits;
}
