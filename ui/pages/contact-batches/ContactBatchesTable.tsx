import { useAtomValue } from 'jotai';
import { Link } from 'wouter';
import { api } from '../../api/endpoints.js';
import { ListTable } from '../../components/ListTable.js';
import { contactBatchRecords } from '../../state/contact-batches.js';
import { BatchRow } from '../company-batches/BatchRow.js';
import { useIdList } from '../../state/use-id-list.js';

function Row({ id }: { id: string }) {
  const b = useAtomValue(contactBatchRecords.atom(id));
  if (!b) return null;
  return (
    <BatchRow batch={b} noun={['person', 'people']} href={`/contacts/batch/${b.id}`}>
      <td className="px-4 py-3 text-sm">
        {b.company ? (
          <Link href={`/companies/${b.company.id}`} className="text-brand-700 hover:underline">
            {b.company.name}
          </Link>
        ) : (
          '-'
        )}
      </td>
    </BatchRow>
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
