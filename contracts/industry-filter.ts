/**
 * The pipeline's industry filter, one rule for the server's query and the UI's live updates: a
 * filter name ('Tech') stands for the words companies use for that industry ('Software',
 * 'Information Technology', 'SaaS'…); a company is listed when its industry contains one of them,
 * ignoring case. A Map, as it is looked up by user input (`__proto__` must not reach a prototype).
 */
const INDUSTRY_TERMS = new Map<string, readonly string[]>([
  ['tech', ['tech', 'software', 'information', 'saas', 'it services']],
  ['finance', ['financ', 'bank', 'insurance', 'fintech', 'investment']],
  ['healthcare', ['health', 'medical', 'hospital', 'pharma', 'biotech']],
  ['education', ['educat', 'school', 'university', 'college', 'learning']],
]);

/** The lower-case words a filter matches, or null for no filter ('' or 'All Industries'). */
export function industryTerms(filter: string): readonly string[] | null {
  const key = filter.trim().toLowerCase();
  if (!key || key === 'all industries') return null;
  return INDUSTRY_TERMS.get(key) ?? [key];
}

/** Does a company's industry pass the filter? (The server's SQL asks the same with ILIKE.) */
export function industryMatches(filter: string, industry: string | null | undefined): boolean {
  const terms = industryTerms(filter);
  if (!terms) return true;
  const value = (industry ?? '').toLowerCase();
  return terms.some((t) => value.includes(t));
}
