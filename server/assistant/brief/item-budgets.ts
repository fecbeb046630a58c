import { singular } from '../../catalogue/index.js';
import type { TypeHit } from './items.js';
import type { Text } from './text.js';

/**
 * A price said of one product of several: 'mugs below 90 cents and caps below $7', '$9 apiece for
 * the jackets and $4 for the caps', '£6 max per mug, £1 per pencil', a list of '- 400 mugs max $5'.
 * Each amount belongs to the product it is said for ('for the caps', 'per pencil'), else to the
 * product named last before it in its clause or line. Read only when two or
 * more products and two or more amounts are named; the brief's own budget stays for the others.
 */

export type Amount = { cents: number; at: number; end: number };

/** '$12', '€8', '£10.50', '1.2k dollars' is not read here; '60 cents', '75c', '90¢'; '3 dollars', '2 bucks', 'a dollar'. */
const MONEY = /[$€£] ?(?<signed>\d{1,5}(?:,\d{3})*(?:\.\d{1,2})?)\b|\b(?<cents>\d{1,3}) ?(?:cents?\b|¢|c\b)|\b(?<dollars>\d{1,4}(?:\.\d{1,2})?) ?(?:dollars?|bucks?)\b|\b(?:a|one) (?:dollar|buck)\b/g;

/** One amount MONEY matched, in cents ('a dollar' is the match with no number). */
function amountCents({ signed, cents, dollars }: Record<string, string | undefined>): number {
  if (cents !== undefined) return Number(cents);
  const n = signed ?? dollars;
  return n === undefined ? 100 : Math.round(Number(n.replace(/,/g, '')) * 100);
}

/** The money amounts written in the request, before the budget reader blanks them. */
export function readAmounts(t: Text): Amount[] {
  return [...t.text.matchAll(MONEY)].map((m) => ({
    cents: amountCents(m.groups ?? {}),
    at: m.index!,
    end: m.index! + m[0].length,
  }));
}

/** After an amount, the product it is said for: 'each for the bottles', 'max per notebook', '/pen'. */
const SAID_FOR = /^\s*(?:(?:each|ea|apiece|max(?:imum)?|tops)\s+)?(?:for (?:the |our |all |each )?|per |\/ ?|a )([a-z-]+(?: [a-z-]+){0,2})/;

const TOTAL_NEAR = /\b(?:total|overall|all[- ]in|budget|spend(?:ing)?)(?: is| of|:)? ?$/;
const TOTAL_AFTER = /^\s*(?:(?:each|max(?:imum)?)\s+)?(?:total|in total|overall|all[- ]in|for (?:everything|all|both|the (?:whole|entire))|(?:a|per|\/) ?(?:person|head|guest|attendee|member|employee|recipient|teacher|student|kit|set|box|bag))\b/;

/**
 * The product whose word the clause before an amount says ('Tumblers may go to $12, the candy's got to
 * stay under $2'), read from the words as written: the last word that is a word of exactly one product.
 */
function namedInClause(written: string, at: number, hits: TypeHit[]): TypeHit | undefined {
  const from = Math.max(written.lastIndexOf(',', at - 1), written.lastIndexOf('.', at - 1), written.lastIndexOf(';', at - 1), written.lastIndexOf('\n', at - 1), at - 80);
  const words = [...written.slice(from + 1, at).matchAll(/[a-z][a-z-]*/g)].map((m) => singular(m[0].replace(/'s$/, ''))).reverse();
  for (const w of words) {
    const owners = hits.filter((h) => h.item.productType.split(/[\s-]/).includes(w));
    if (owners.length === 1) return owners[0];
  }
  return undefined;
}

export function itemBudgets(t: Text, hits: TypeHit[], amounts: Amount[]): Map<TypeHit, number> {
  const out = new Map<TypeHit, number>();
  if (hits.length < 2 || amounts.length < 2) return out;
  for (const a of amounts) {
    // A total ('$4,000 all-in', 'budget of $2,500 total') is the order's, never one product's price.
    // (Read on the words as written: the budget reader has blanked what it read.)
    const written = t.original.toLowerCase();
    const said = SAID_FOR.exec(written.slice(a.end, a.end + 40));
    const named = said
      ? hits.find((h) => said[1].split(' ').map(singular).some((w) => h.item.productType.split(/[\s-]/).includes(w)))
      : undefined;
    if (a.cents >= 20000 || TOTAL_NEAR.test(written.slice(Math.max(0, a.at - 24), a.at)) || TOTAL_AFTER.test(written.slice(a.end, a.end + 24))) {
      // …but '$900 for the hoodies', said of one counted product, is that product's total: its price for each.
      if (a.cents >= 20000 && named?.item.quantity && /^\s*for (?:the|our) /.test(written.slice(a.end, a.end + 12)) && !out.has(named)) out.set(named, Math.floor(a.cents / named.item.quantity));
      continue;
    }
    // The product named last before it, in its clause or line, with no other amount between.
    const mentions = hits.flatMap((h) => (h.spans ?? [h]).map((s) => ({ h, end: s.end }))).filter((m) => m.end <= a.at).sort((x, y) => y.end - x.end);
    const last = mentions[0];
    const before = last && !/[.;\n]/.test(t.lines.slice(last.end, a.at)) && !amounts.some((b) => b !== a && b.at > last.end && b.at < a.at) ? last.h : undefined;
    const owner = named ?? before ?? namedInClause(written, a.at, hits);
    if (owner && !out.has(owner)) out.set(owner, a.cents);
  }
  // Prices said of at least two products one by one; otherwise the brief's budget is for all of them.
  return out.size >= 2 && new Set(out.values()).size > 1 ? out : new Map();
}
