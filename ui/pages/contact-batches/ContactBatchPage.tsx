import { useAtomValue } from 'jotai';
import { Link, useParams } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { Card } from '../../components/Card.js';
import { PageHeader } from '../../components/PageHeader.js';
import { CenteredSpinner, Spinner } from '../../components/Spinner.js';
import type { BatchContact, ContactBatch } from '../../../contracts/contact-batches.js';
import { batchContactsAtom, contactBatchRecords } from '../../state/contact-batches.js';
import { BatchStatusBadge, sourceLabel } from '../company-batches/badges.js';
import { BatchContactRow } from './BatchContactRow.js';
import { useContactBatch } from './useContactBatch.js';
import { useImportAll } from './ImportAllContacts.js';
import { STACKED_TABLE, useStackedCellLabels } from '../../components/useStackedCellLabels.js';
import { useCan } from '../../state/permissions.js';
import { formatDay } from '../../lib/dates.js';
import { plural } from '../../lib/plural.js';

const backLink = (
  <Link href="/contacts/batches" className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900">
    <ArrowLeft className="h-4 w-4" aria-hidden /> Contact Batches
  </Link>
);

/** Why a batch has nobody in it: the finder's search failed, found no one new, or nobody was added. */
function emptyText(batch: ContactBatch): string {
  if (batch.status === 'failed') return 'The contact search failed. Create a new batch to try again.';
  if (batch.source === 'contact_finder') return `No new people found for ${batch.company?.name ?? 'this company'} in the chosen contact types`;
  return 'No contacts in this batch.';
}

function ContactBatchReview({ batchId }: { batchId: string }) {
  const state = useContactBatch(batchId);
  const batch = useAtomValue(contactBatchRecords.atom(batchId));
  const rows = useAtomValue(batchContactsAtom(batchId));

  if (state === 'loading' && !rows) return <CenteredSpinner label="Loading batch details" />;
  if (state === 'not_found' || (state === 'error' && !rows) || !batch)
    return (
      <div className="py-24 text-center">
        <h1 className="text-xl font-semibold text-slate-900">{state === 'error' ? 'Failed to load batch details' : 'Contact Batch Not Found'}</h1>
        <Link href="/contacts/batches" className="mt-4 inline-block text-sm font-medium text-brand-700 hover:underline">
          Back to Contact Batches
        </Link>
      </div>
    );

  return <ContactBatchView batch={batch} rows={rows ?? null} />;
}

function ContactBatchView({ batch, rows }: { batch: ContactBatch; rows: readonly BatchContact[] | null }) {
  const mayWrite = useCan('records.write');
  const importAll = useImportAll(batch);
  const tableRef = useStackedCellLabels();
  const { counts } = batch;
  return (
    <>
      {backLink}
      <PageHeader
        title={batch.name}
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span>Source: {sourceLabel(batch.source)}</span>
            <span>Created {formatDay(batch.createdAt)}</span>
            <span>
              Company:{' '}
              {batch.company ? (
                <Link href={`/companies/${batch.company.id}`} className="font-medium text-brand-700 hover:underline">
                  {batch.company.name}
                </Link>
              ) : (
                'No company'
              )}
            </span>
          </span>
        }
        actions={
          <span className="flex flex-wrap items-center gap-2">
            <BatchStatusBadge status={batch.status} />
            {mayWrite && counts.pending > 0 && importAll.button}
          </span>
        }
      />
      <Card>
        <p className="border-b border-slate-100 px-4 py-3 text-sm text-slate-600" aria-live="polite">
          {plural(counts.total, 'person', 'people')} · {counts.pending} pending · {counts.imported} imported · {counts.skipped} skipped
        </p>
        {importAll.summary}
        {batch.status === 'finding' ? (
          <p aria-live="polite" className="flex items-center justify-center gap-2 px-4 py-12 text-sm text-slate-600">
            <Spinner className="h-4 w-4" label="Finding people" /> Looking for people at {batch.company?.name ?? 'the company'}… They appear here as soon as they are found.
          </p>
        ) : !rows || rows.length === 0 ? (
          <p className="px-4 py-12 text-center text-sm text-slate-500">{emptyText(batch)}</p>
        ) : (
          <div className="overflow-x-auto">
            <table ref={tableRef} className={`w-full text-left ${STACKED_TABLE}`} aria-label="Batch contacts">
              <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">Name</th>
                  <th scope="col" className="hidden px-4 py-3 font-medium sm:table-cell">Job Title</th>
                  <th scope="col" className="hidden px-4 py-3 font-medium sm:table-cell">LinkedIn</th>
                  <th scope="col" className="px-4 py-3 font-medium">Status</th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">Actions</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <BatchContactRow key={row.id} row={row} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </>
  );
}

/** docs/product.md#contact-batches: /contacts/batch/:batchId — review a batch's people one by one. */
export function ContactBatchPage() {
  const { batchId = '' } = useParams<{ batchId: string }>();
  return <ContactBatchReview key={batchId} batchId={batchId} />;
}
