import type { ReactNode } from 'react';
import type { Company, FactSource } from '../../../../contracts/companies.js';

/** Where one fact came from, as the Evidence line under it: the website, the sample directory, research, or the rep. */
export function sourceText(s: FactSource | undefined, c: Company): string | null {
  if (!s) return null;
  if (s.source === 'manual') return 'Entered by hand';
  if (s.source === 'website') return `From ${s.url ? s.url.replace(/^https?:\/\//, '').replace(/\/$/, '') : 'the company website'}`;
  if (s.source === 'directory') return 'SwagScout directory (sample data)';
  return s.label ? `From ${s.label}` : c.enrichmentSource ? `From ${c.enrichmentSource}` : null;
}

export function withSource(value: ReactNode, source: string | null): ReactNode {
  if (value === null || value === undefined || value === '') return value;
  return (
    <>
      {value}
      {source && <span className="block text-xs text-slate-500">Evidence: {source}</span>}
    </>
  );
}
