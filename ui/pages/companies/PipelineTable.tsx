import { useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { Link } from 'wouter';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { EditCompanyDialog } from './detail/EditCompanyDialog.js';
import { DeleteCompanyDialog } from './detail/DeleteCompanyDialog.js';
import { companyRecords, deleteCompany } from '../../state/companies.js';
import { EnrichmentBadge, SignalBadge, StageBadge } from './badges.js';
import { SampleBadge } from './SampleBadge.js';
import { useCan } from '../../state/permissions.js';
import { STACKED_TABLE, useStackedCellLabels } from '../../components/useStackedCellLabels.js';

function Row({ id }: { id: string }) {
  const c = useAtomValue(companyRecords.atom(id));
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const store = useStore();
  const mayWrite = useCan('records.write');
  if (!c) return null;
  return (
    <tr className="border-b border-slate-100 last:border-0 hover:bg-slate-50">
      <td className="px-4 py-3">
        <div className="flex flex-wrap items-center gap-1.5 font-medium text-slate-900">
          {c.name}
          {c.isSample && <SampleBadge />}
        </div>
        <div className="text-xs text-slate-500">{c.domain}</div>
      </td>
      <td className="px-4 py-3 text-sm">{c.industry || 'Unknown'}</td>
      <td className="px-4 py-3">
        <StageBadge stage={c.stage} />
      </td>
      <td className="px-4 py-3">
        <EnrichmentBadge status={c.enrichmentStatus} />
      </td>
      <td className="px-4 py-3 text-sm">{c.latestSignal ? <SignalBadge signalType={c.latestSignal} /> : <span className="text-slate-400">—</span>}</td>
      <td className="whitespace-nowrap px-4 py-3 text-right">
        <Link href={`/companies/${c.id}`} className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50" aria-label={`View ${c.name}`}>
          <Eye className="h-4 w-4" aria-hidden /> View
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

/** docs/product.md#company: Company (name and domain), Industry, Status, Enrichment, Buying Signal, Actions. */
export function PipelineTable({ ids }: { ids: string[] }) {
  const tableRef = useStackedCellLabels();
  return (
    <div className="overflow-x-auto">
      <table ref={tableRef} className={`w-full min-w-[720px] text-left ${STACKED_TABLE}`}>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">Company</th>
            <th scope="col" className="px-4 py-3 font-medium">Industry</th>
            <th scope="col" className="px-4 py-3 font-medium">Status</th>
            <th scope="col" className="px-4 py-3 font-medium">Enrichment</th>
            <th scope="col" className="px-4 py-3 font-medium">Buying Signal</th>
            <th scope="col" className="px-4 py-3 text-right font-medium">Actions</th>
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
