import type { FactSource } from '../../contracts/companies.js';

/**
 * Where a provider's facts came from, as stored per fact in companies.fact_sources: the company's
 * website (with its URL), the built-in sample directory, or a named research provider.
 */
export function factSourceOf(providerSource: string, url?: string | null): FactSource {
  if (/website/i.test(providerSource)) return { source: 'website', ...(url ? { url } : {}) };
  if (/directory|built-in/i.test(providerSource)) return { source: 'directory', label: 'SwagScout directory (sample data)' };
  return { source: 'research', label: providerSource };
}

/** The same source for every field of `filled` that holds a value. */
export function sourcesFor(filled: Record<string, unknown>, source: FactSource): Record<string, FactSource> {
  return Object.fromEntries(
    Object.entries(filled)
      .filter(([, v]) => v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0))
      .map(([k]) => [k, source]),
  );
}
