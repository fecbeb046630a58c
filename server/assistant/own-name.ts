import type { Brief } from './brief/index.js';

/**
 * The buyer's own name in front of a product ('200 Northwind mugs' for Northwind Outfitters) is
 * their logo on it, not a brand the catalogue lacks: such a phrase is no product missing, and the
 * product is the plain type it names. The chat (its company) and the deck writer (the client and
 * company its prompt names) both read their brief through this.
 */

/** Whether a phrase the catalogue lacks opens with a word (three letters or more) of one of `names`. */
function opensWithOwnName(names: readonly string[]): (phrase: string) => boolean {
  const words = new Set(names.flatMap((n) => n.toLowerCase().split(/[^a-z0-9]+/)).filter((w) => w.length >= 3));
  return (phrase) => words.has(phrase.trim().split(/\s+/)[0]?.toLowerCase() ?? '');
}

/**
 * The brief without the phrases that open with one of the buyer's `names` (in place: the brief is the
 * caller's own); returns the test, for what the caller read from the brief before.
 */
export function withoutOwnNames(brief: Brief, names: readonly string[]): (phrase: string) => boolean {
  const own = opensWithOwnName(names);
  brief.absent = brief.absent.filter((a) => !own(a));
  for (const item of brief.items) if (item.missing && own(item.missing)) delete item.missing;
  return own;
}
