import type { ChatIntent } from '../../contracts/chat.js';
import type { Brief } from './brief/index.js';

/**
 * The buyer's own name in front of a product ('200 Northwind mugs' in a chat about Northwind
 * Outfitters) is their logo on it, not a brand the catalogue lacks: such a phrase is taken off what
 * the reply says is missing, and the product is searched as the plain type it names.
 */

/** The words of a company's name that could open a phrase (three letters or more). */
const nameWords = (company: string): Set<string> => new Set(company.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length >= 3));

/** Whether a phrase the catalogue lacks opens with a word of the buyer's name. */
export function opensWithOwnName(phrase: string, company: string | null): boolean {
  if (!company) return false;
  const first = phrase.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  return nameWords(company).has(first);
}

/** The brief and intent without phrases that open with the buyer's own name (changed in place: both are this turn's own). */
export function withoutOwnName(brief: Brief, intent: ChatIntent, company: string | null): void {
  if (!company) return;
  const own = (phrase: string) => opensWithOwnName(phrase, company);
  brief.absent = brief.absent.filter((a) => !own(a));
  for (const item of brief.items) if (item.missing && own(item.missing)) delete item.missing;
  intent.absent = intent.absent.filter((a) => !own(a));
}
