import { useCallback } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { ListChecks } from 'lucide-react';
import { Card, CardBody } from '../../components/Card.js';
import { PageHeader } from '../../components/PageHeader.js';
import { Spinner } from '../../components/Spinner.js';
import { Tabs } from '../../components/Tabs.js';
import { BatchCompaniesCard } from './BatchCompaniesCard.js';
import { PasteDataTab } from './PasteDataTab.js';
import { UploadCsvTab } from './UploadCsvTab.js';
import { useBatchWriter } from './useBatchWriter.js';
import { useCompanyBatch } from './useCompanyBatch.js';
import { WriteReportNote } from './WriteReportNote.js';
import { isUuid } from '../../../contracts/ids.js';
import { buttonClass } from '../../components/Button.js';
import { useCan } from '../../state/permissions.js';
import { ViewerNotice } from '../../components/ViewerNotice.js';


/**
 * docs/product.md#company-batches: Batch Upload Companies. Paste or upload a list → a batch (Companies in Batch) →
 * Process Batch imports it into the pipeline. `?batch={id}` reopens a batch (Review, reload).
 */
export function BatchUploadPage() {
  const [, navigate] = useLocation();
  const param = new URLSearchParams(useSearch()).get('batch');
  const batchId = isUuid(param) ? param : null;
  const open = useCallback((id: string | null) => navigate(id ? `/companies/batch-upload?batch=${id}` : '/companies/batch-upload', { replace: true }), [navigate]);
  const { state } = useCompanyBatch(batchId, 'Failed to load batch details');
  const writer = useBatchWriter(batchId, open);
  // docs/product.md#teams: a viewer may look at a batch, not write one.
  const mayWrite = useCan('records.write');

  return (
    <>
      <PageHeader
        title="Batch Upload Companies"
        description="Paste or upload a list of companies, check it, then process the batch into your pipeline."
        actions={
          <Link href="/companies/batches" className={buttonClass('outline')}>
            <ListChecks className="h-4 w-4" aria-hidden /> All Batches
          </Link>
        }
      />
      {!mayWrite ? (
        <ViewerNotice />
      ) : (
      <Card>
        <CardBody>
          <Tabs
            tabs={[
              {
                key: 'paste',
                label: 'Paste Data',
                content: <PasteDataTab hasBatch={Boolean(batchId)} busy={writer.busy} onSubmit={(text) => writer.submit(text, 'paste')} />,
              },
              {
                key: 'csv',
                label: 'Upload CSV',
                content: <UploadCsvTab hasBatch={Boolean(batchId)} busy={writer.busy} onSubmit={(text, name) => writer.submit(text, 'csv', name)} />,
              },
            ]}
          />
          <WriteReportNote report={writer.report} />
        </CardBody>
      </Card>
      )}
      {batchId &&
        (state === 'loading' ? (
          <div className="flex justify-center py-12">
            <Spinner />
          </div>
        ) : state === 'not_found' ? (
          <p className="mt-6 text-center text-sm text-slate-500">Company Batch Not Found</p>
        ) : state === 'ready' ? (
          <BatchCompaniesCard
            batchId={batchId}
            onNewBatch={() => {
              writer.clearReport();
              open(null);
            }}
          />
        ) : null)}
    </>
  );
}
