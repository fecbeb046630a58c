import { PageHeader } from '../../components/PageHeader.js';
import { CompanyBatchesTable } from './CompanyBatchesTable.js';
import { CreateBatchLink } from './CreateBatchLink.js';

/** docs/product.md#company-batches: /companies/batches, the company batches list. */
export function CompanyBatchesPage() {
  return (
    <>
      <PageHeader title="Company Batches" description="Pasted lists, CSV uploads and lookalike searches, ready to review and import." actions={<CreateBatchLink />} />
      <CompanyBatchesTable />
    </>
  );
}
