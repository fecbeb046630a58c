import { useAtomValue } from 'jotai';
import { Link } from 'wouter';
import { api } from '../../api/endpoints.js';
import { ListTable } from '../../components/ListTable.js';
import { companyBatchRecords } from '../../state/company-batches.js';
import { BatchStatusBadge, reviewHref, sourceLabel } from './badges.js';
import { formatDay } from '../../lib/dates.js';
import { useIdList } from '../../state/use-id-list.js';
import { plural } from '../../lib/plural.js';

function Row({ id }: { id: string }) {
  const b = useAtomValue(companyBatchRecords.atom(id));
  if (!b) return null;
  return (
    <tr className="border-b border-slate-100 last:border-0 hover:bg-slate-50">
      <td className="px-4 py-3">
        <div className="font-medium text-slate-900">{b.name}</div>
        <div className="text-xs text-slate-500">
          {plural(b.counts.total, 'company', 'companies')}
          {b.counts.pending > 0 && b.counts.pending < b.counts.total ? ` · ${b.counts.pending} pending` : ''}
        </div>
      </td>
      <td className="px-4 py-3 text-sm">{sourceLabel(b.source)}</td>
      <td className="px-4 py-3">
        <BatchStatusBadge status={b.status} />
      </td>
      <td className="whitespace-nowrap px-4 py-3 text-sm text-slate-600">{formatDay(b.createdAt)}</td>
      <td className="px-4 py-3 text-right">
        <Link href={reviewHref(b)} className="rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50" aria-label={`Review ${b.name}`}>
          Review
        </Link>
      </td>
    </tr>
  );
}

/** docs/product.md#company-batches: company batches with Name, Source, Status, Created and Review; live in every tab. */
export function CompanyBatchesTable() {
  const { ids, failed } = useIdList(companyBatchRecords, () => api.companyBatches.list(), 'Failed to load company batches');

  return (
    <ListTable
      label="Company batches"
      columns={[{ label: 'Name' }, { label: 'Source' }, { label: 'Status' }, { label: 'Created' }, { label: 'Actions', align: 'right', srOnly: true }]}
      rows={ids === null ? null : ids.length}
      failedText={failed ? 'Failed to load company batches' : null}
      emptyText="No company batches yet."
      minWidthClass="min-w-[560px]"
    >
      {ids?.map((id) => (
        <Row key={id} id={id} />
      ))}
    </ListTable>
  );
}
