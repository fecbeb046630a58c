import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { formatDay } from '../../lib/dates.js';
import { plural } from '../../lib/plural.js';
import { BatchStatusBadge, sourceLabel } from './badges.js';

type BatchSummary = { id: string; name: string; source: string; status: string; createdAt: string; counts: { total: number; pending: number } };

/** One row of a batches table (company or contact batches): Name with counts, [extra cells], Source, Status, Created and Review. */
export function BatchRow({ batch: b, noun, href, children }: { batch: BatchSummary; noun: [one: string, many: string]; href: string; children?: ReactNode }) {
  return (
    <tr className="border-b border-slate-100 last:border-0 hover:bg-slate-50">
      <td className="px-4 py-3">
        <div className="font-medium text-slate-900">{b.name}</div>
        <div className="text-xs text-slate-500">
          {plural(b.counts.total, noun[0], noun[1])}
          {b.counts.pending > 0 && b.counts.pending < b.counts.total ? ` · ${b.counts.pending} pending` : ''}
        </div>
      </td>
      {children}
      <td className="px-4 py-3 text-sm">{sourceLabel(b.source)}</td>
      <td className="px-4 py-3">
        <BatchStatusBadge status={b.status} />
      </td>
      <td className="whitespace-nowrap px-4 py-3 text-sm text-slate-600">{formatDay(b.createdAt)}</td>
      <td className="px-4 py-3 text-right">
        <Link href={href} className="rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50" aria-label={`Review ${b.name}`}>
          Review
        </Link>
      </td>
    </tr>
  );
}
