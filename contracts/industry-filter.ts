import { ALL_INDUSTRIES } from './industries.js';

/**
 * The pipeline's industry filter, one rule for the server's query and the UI's live updates: a
 * company is listed when its industry is the chosen one (the same name, ignoring case and
 * surrounding spaces). No family of words: 'Healthcare' must not list 'Hospitality'.
 */

/** The normalised industry a filter asks for, or null for no filter ('' or 'All Industries'). */
export function industryFilterValue(filter: string): string | null {
  const key = filter.trim().toLowerCase();
  if (!key || key === ALL_INDUSTRIES.toLowerCase()) return null;
  return key;
}

/** Does a company's industry pass the filter? (The server's SQL asks the same with lower(…) =.) */
export function industryMatches(filter: string, industry: string | null | undefined): boolean {
  const wanted = industryFilterValue(filter);
  if (wanted === null) return true;
  return (industry ?? '').trim().toLowerCase() === wanted;
}
