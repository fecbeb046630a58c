import { useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import type { CompanySort } from '../../../contracts/companies.js';
import { Link } from 'wouter';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { EditCompanyDialog } from './detail/EditCompanyDialog.js';
import { DeleteCompanyDialog } from './detail/DeleteCompanyDialog.js';
import { companyRecords, deleteCompany, pipelineTableFilterAtom } from '../../state/companies.js';
import { formatCents } from '../../../contracts/money.js';
import { CloseDate, DealAmount, StaleBadge } from './deal/DealBadges.js';
import { EnrichmentBadge, SignalBadge, StageBadge } from './badges.js';
import { SampleBadge } from './SampleBadge.js';
import { useCan } from '../../state/permissions.js';
import { STACKED_TABLE, useStackedCellLabels } from '../../components/useStackedCellLabels.js';

const th = 'px-3 py-3 font-medium';
/** The Actions column stays at the right edge of a table wider than its card. */
const STICKY = 'sticky right-0 whitespace-nowrap px-3 py-3 sm:shadow-[-6px_0_6px_-6px_rgb(15_23_42/0.15)]';

function Row({ id }: { id: string }) {
  const c = useAtomValue(companyRecords.atom(id));
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const store = useStore();
  const mayWrite = useCan('records.write');
  if (!c) return null;
  return (
    <tr className="group border-b border-slate-100 last:border-0 hover:bg-slate-50">
      <td className="px-3 py-3">
        <div className="flex flex-wrap items-center gap-1.5 font-medium text-slate-900">
          {/* The name opens the company, as in any CRM's list (the eye in Actions does too). */}
          <Link href={`/companies/${c.id}`} className="rounded-sm hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
            {c.name}
          </Link>
          {c.isSample && <SampleBadge />}
        </div>
        <div className="text-xs text-slate-500">{c.domain}</div>
      </td>
      <td className="px-3 py-3 text-sm">{c.industry || 'Unknown'}</td>
      <td className="px-3 py-3">
        <div className="flex flex-wrap items-center gap-1">
          <StageBadge stage={c.stage} />
          {c.deal.stale && <StaleBadge reason={c.deal.stale} compact />}
        </div>
      </td>
      <td className="px-3 py-3 text-sm">
        <DealAmount deal={c.deal} />
        {/* Narrower than 2xl the Weighted column gives its room to the signal: the figure goes under the amount. */}
        {c.deal.weightedCents !== null && (
          <div className="text-xs tabular-nums text-slate-500 2xl:hidden" title={`${c.deal.probability}% of the amount`}>
            Weighted {formatCents(c.deal.weightedCents)}
          </div>
        )}
      </td>
      {/* Empty without an amount (the Amount cell says so; a phone leaves the cell out). */}
      <td className="hidden whitespace-nowrap px-3 py-3 text-sm tabular-nums 2xl:table-cell" title={`${c.deal.probability}% of the amount`}>
        {c.deal.weightedCents !== null && formatCents(c.deal.weightedCents)}
      </td>
      <td className="whitespace-nowrap px-3 py-3 text-sm">
        <CloseDate company={c} compact />
      </td>
      <td className="px-3 py-3">
        <EnrichmentBadge status={c.enrichmentStatus} />
      </td>
      <td className="px-3 py-3 text-sm">{c.latestSignal ? <SignalBadge signalType={c.latestSignal} /> : <span className="text-slate-400">—</span>}</td>
      {/* Kept in view while the table scrolls sideways. */}
      <td className={`${STICKY} bg-white text-right group-hover:bg-slate-50`}>
        <Link href={`/companies/${c.id}`} className="inline-flex rounded-md p-1.5 text-brand-700 hover:bg-brand-50" aria-label={`View ${c.name}`} title="View">
          <Eye className="h-4 w-4" aria-hidden />
        </Link>
        {mayWrite && (
          <>
        <button type="button" onClick={() => setEditing(true)} className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800" aria-label={`Edit ${c.name}`} title="Edit">
          <Pencil className="h-4 w-4" aria-hidden />
        </button>
        <button type="button" onClick={() => setDeleting(true)} className="rounded-md p-1.5 text-slate-500 hover:bg-red-50 hover:text-red-700" aria-label={`Delete ${c.name}`} title="Delete">
          <Trash2 className="h-4 w-4" aria-hidden />
        </button>
          </>
        )}
        {editing && <EditCompanyDialog company={c} open onClose={() => setEditing(false)} />}
        {deleting && <DeleteCompanyDialog company={c} open onClose={() => setDeleting(false)} onDeleted={() => deleteCompany(store, c.id)} />}
      </td>
    </tr>
  );
}

/**
 * docs/product.md#company, #deals: Company (name and domain), Industry, Status (and the stale
 * flag), Amount, Weighted, Close date, Enrichment, Buying Signal, Actions.
 */
export function PipelineTable({ ids }: { ids: string[] }) {
  const tableRef = useStackedCellLabels();
  const { sort } = useAtomValue(pipelineTableFilterAtom);
  // The column the rows are ordered by (the Sort filter above the table).
  const sorted = (by: CompanySort) => (sort === by ? { 'aria-sort': by === 'amount' ? ('descending' as const) : ('ascending' as const) } : {});
  return (
    <div className="overflow-x-auto">
      <table ref={tableRef} className={`w-full min-w-[900px] text-left ${STACKED_TABLE}`}>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className={th} {...sorted('name')}>Company</th>
            <th scope="col" className={th}>Industry</th>
            <th scope="col" className={th}>Status</th>
            <th scope="col" className={th} {...sorted('amount')}>Amount</th>
            <th scope="col" className={`${th} hidden 2xl:table-cell`}>Weighted</th>
            <th scope="col" className={th} {...sorted('closeDate')}>Close date</th>
            <th scope="col" className={th}>Enrichment</th>
            <th scope="col" className={th}>Buying Signal</th>
            <th scope="col" className={`${STICKY} bg-slate-50 text-right font-medium`}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {ids.map((id) => (
            <Row key={id} id={id} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
