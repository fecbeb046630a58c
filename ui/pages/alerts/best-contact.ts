import type { Contact } from '../../../contracts/contacts.js';

/**
 * Who at a company to write to about a buying signal: the people who buy branded merchandise
 * first (marketing and brand, events, HR and people teams, purchasing and office managers), then
 * leaders, then anyone. Ties keep the company's own order.
 */
const TITLE_WEIGHTS: Array<[RegExp, number]> = [
  [/\b(marketing|brand|communications?|cmo)\b/i, 6],
  [/\b(events?|trade ?shows?|experiential)\b/i, 5],
  [/\b(hr|human resources|people|culture|talent|employee|recruit\w*)\b/i, 4],
  [/\b(procurement|purchasing|buyer|office manager|facilities|operations)\b/i, 4],
  [/\b(ceo|founder|owner|president|coo|chief|managing director|general manager)\b/i, 3],
  [/\b(sales|partnerships?|business development)\b/i, 2],
];

export function titleRelevance(jobTitle: string | null | undefined): number {
  if (!jobTitle) return 0;
  let best = 1;
  for (const [pattern, weight] of TITLE_WEIGHTS) if (pattern.test(jobTitle)) best = Math.max(best, weight);
  return best;
}

/** The company's contacts, the best to write to first. */
export function rankContacts<C extends Pick<Contact, 'jobTitle'>>(contacts: readonly C[]): C[] {
  return contacts
    .map((c, i) => ({ c, i, score: titleRelevance(c.jobTitle) }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map(({ c }) => c);
}
