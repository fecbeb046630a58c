import type { ReactNode } from 'react';

/** A label/value grid for a company's facts; empty values show a dash. */
export function Facts({ rows }: { rows: Array<[label: string, value: ReactNode]> }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
          <dd className="mt-0.5 break-words text-sm text-slate-900">{value === null || value === undefined || value === '' ? <span className="text-slate-400">—</span> : value}</dd>
        </div>
      ))}
    </dl>
  );
}

export const hrefOf = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url}`);
export const shortUrl = (url: string) => url.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '');

export function ExternalLink({ url, label }: { url: string; label?: string }) {
  return (
    <a href={hrefOf(url)} target="_blank" rel="noreferrer noopener" className="font-medium text-brand-700 hover:underline">
      {label ?? shortUrl(url)}
    </a>
  );
}
