import { useAtomValue } from 'jotai';
import { Link } from 'wouter';
import { api } from '../../api/endpoints.js';
import { ListTable } from '../../components/ListTable.js';
import { contactBatchRecords } from '../../state/contact-batches.js';
import { BatchStatusBadge, sourceLabel } from '../company-batches/badges.js';
import { formatDay } from '../../lib/dates.js';
import { useIdList } from '../../state/use-id-list.js';
import { plural } from '../../lib/plural.js';

function Row({ id }: { id: string }) {
  const b = useAtomValue(contactBatchRecords.atom(id));
  if (!b) return null;
  return (
    <tr className="border-b border-slate-100 last:border-0 hover:bg-slate-50">
      <td className="px-4 py-3">
        <div className="font-medium text-slate-900">{b.name}</div>
        <div className="text-xs text-slate-500">
          {plural(b.counts.total, 'person', 'people')}
          {b.counts.pending > 0 && b.counts.pending < b.counts.total ? ` · ${b.counts.pending} pending` : ''}
        </div>
      </td>
      <td className="px-4 py-3 text-sm">
        {b.company ? (
          <Link href={`/companies/${b.company.id}`} className="text-brand-700 hover:underline">
            {b.company.name}
          </Link>
        ) : (
          '-'
        )}
      </td>
      <td className="px-4 py-3 text-sm">{sourceLabel(b.source)}</td>
      <td className="px-4 py-3">
        <BatchStatusBadge status={b.status} />
      </td>
      <td className="whitespace-nowrap px-4 py-3 text-sm text-slate-600">{formatDay(b.createdAt)}</td>
      <td className="px-4 py-3 text-right">
        <Link href={`/contacts/batch/${b.id}`} className="rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50" aria-label={`Review ${b.name}`}>
          Review
        </Link>
      </td>
    </tr>
  );
}

/** docs/product.md#contact-batches: contact batches with Name, Company, Source, Status, Created and Review; live in every tab. */
export function ContactBatchesTable() {
  const { ids, failed } = useIdList(contactBatchRecords, () => api.contactBatches.list(), 'Failed to load contact batches');

  return (
    <ListTable
      label="Contact batches"
      columns={[{ label: 'Name' }, { label: 'Company' }, { label: 'Source' }, { label: 'Status' }, { label: 'Created' }, { label: 'Actions', align: 'right', srOnly: true }]}
      rows={ids === null ? null : ids.length}
      loadingLabel="Loading contact batches"
      failedText={failed ? 'Failed to load contact batches' : null}
      emptyText="No contact batches yet."
      minWidthClass="min-w-[640px]"
    >
      {ids?.map((id) => (
        <Row key={id} id={id} />
      ))}
    </ListTable>
  );
}
