import { useAtomValue } from 'jotai';
import { api } from '../../api/endpoints.js';
import { ListTable } from '../../components/ListTable.js';
import { companyBatchRecords } from '../../state/company-batches.js';
import { reviewHref } from './badges.js';
import { BatchRow } from './BatchRow.js';
import { useIdList } from '../../state/use-id-list.js';

function Row({ id }: { id: string }) {
  const b = useAtomValue(companyBatchRecords.atom(id));
  return b ? <BatchRow batch={b} noun={['company', 'companies']} href={reviewHref(b)} /> : null;
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
