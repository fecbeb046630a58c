import { SampleDirectoryNotice } from '../companies/SampleBadge.js';
import { useMemo, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { Link, useLocation, useParams } from 'wouter';
import { toast } from 'sonner';
import { ArrowLeft } from 'lucide-react';
import { api } from '../../api/endpoints.js';
import { Button } from '../../components/Button.js';
import { useCan } from '../../state/permissions.js';
import { Card } from '../../components/Card.js';
import { PageHeader } from '../../components/PageHeader.js';
import { CenteredSpinner } from '../../components/Spinner.js';
import { batchCompaniesAtom, companyBatchRecords } from '../../state/company-batches.js';
import { announceImport } from './import-result.js';
import { LookalikeList } from './LookalikeList.js';
import { SourceCompanyCard } from './SourceCompanyCard.js';
import { useCompanyBatch } from './useCompanyBatch.js';

function LookalikeSelection({ batchId }: { batchId: string }) {
  const mayWrite = useCan('records.write');
  const store = useStore();
  const [, navigate] = useLocation();
  const { state, sourceCompany } = useCompanyBatch(batchId, 'Failed to load lookalike companies');
  const batch = useAtomValue(companyBatchRecords.atom(batchId));
  const rows = useAtomValue(batchCompaniesAtom(batchId));
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [importing, setImporting] = useState(false);
  const pendingIds = useMemo(() => (rows ?? []).filter((r) => r.status === 'pending').map((r) => r.id), [rows]);
  // A row imported or removed in another tab drops out of the selection.
  const selected = useMemo(() => new Set(pendingIds.filter((id) => picked.has(id))), [pendingIds, picked]);
  const allSelected = pendingIds.length > 0 && selected.size === pendingIds.length;

  if (state === 'loading') return <CenteredSpinner label="Loading lookalike companies" />;
  if (state === 'not_found' || state === 'error')
    return (
      <div className="py-24 text-center">
        <h1 className="text-xl font-semibold text-slate-900">{state === 'error' ? 'Failed to load lookalike companies' : 'Company Batch Not Found'}</h1>
        <Link href="/companies/batches" className="mt-4 inline-block text-sm font-medium text-brand-700 hover:underline">
          Back to Company Batches
        </Link>
      </div>
    );

  const toggle = (id: string) =>
    setPicked((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const importSelected = async () => {
    if (selected.size === 0) return void toast.error('No companies selected', { description: 'Please select at least one company to import' });
    setImporting(true);
    try {
      const result = await api.companyBatches.import({ id: batchId }, { ids: [...selected] });
      companyBatchRecords.upsert(store, result.batch);
      if (announceImport(result)) navigate('/companies');
    } catch {
      toast.error('Error', { description: 'Failed to import companies' });
    } finally {
      setImporting(false);
    }
  };

  return (
    <>
      <Link href="/companies/batches" className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900">
        <ArrowLeft className="h-4 w-4" aria-hidden /> Company Batches
      </Link>
      <PageHeader title="Select Lookalike Companies to Import" description={batch?.name} />
      <div className="mb-4">
        <SampleDirectoryNotice />
      </div>
      {sourceCompany && <SourceCompanyCard company={sourceCompany} />}
      <Card>
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-5 py-3">
          <label className="flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              className="h-4 w-4 rounded border-slate-300 text-brand-700 focus:ring-2 focus:ring-brand-200"
              checked={allSelected}
              disabled={pendingIds.length === 0}
              onChange={() => setPicked(allSelected ? new Set() : new Set(pendingIds))}
            />
            Select All
          </label>
          <span className="text-sm text-slate-500" aria-live="polite">
            {selected.size} of {pendingIds.length} selected
          </span>
        </div>
        {!rows || rows.length === 0 ? (
          <p className="px-5 py-12 text-center text-sm text-slate-500">No lookalike companies found.</p>
        ) : (
          <LookalikeList rows={rows} selected={selected} onToggle={toggle} />
        )}
        <div className="flex flex-col-reverse gap-2 border-t border-slate-100 px-5 py-4 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => navigate('/companies')}>
            Cancel
          </Button>
          {mayWrite && (
            <Button onClick={importSelected} disabled={importing || selected.size === 0}>
              {importing ? 'Importing...' : 'Import Selected'}
            </Button>
          )}
        </div>
      </Card>
    </>
  );
}

/** docs/product.md#company-batches: /companies/lookalikes/:batchId — pick lookalikes and import them into the pipeline. */
export function LookalikesPage() {
  const { id = '' } = useParams<{ id: string }>();
  return <LookalikeSelection key={id} batchId={id} />;
}
