import { useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { Link } from 'wouter';
import { toast } from 'sonner';
import { Trash2 } from 'lucide-react';
import { api } from '../../api/endpoints.js';
import { Button } from '../../components/Button.js';
import { useCan } from '../../state/permissions.js';
import { Card, CardHeader } from '../../components/Card.js';
import { applyRowChanges, batchCompaniesAtom, companyBatchRecords } from '../../state/company-batches.js';
import { BatchStatusBadge, RowStatusBadge, sourceLabel } from './badges.js';
import { announceImport, batchImportSummary } from './import-result.js';
import { plural } from '../../lib/plural.js';
import { STACKED_TABLE, useStackedCellLabels } from '../../components/useStackedCellLabels.js';

/** Companies in Batch: the rows with Name, Domain, Status and remove; Process Batch imports the pending ones. */
export function BatchCompaniesCard({ batchId, onNewBatch }: { batchId: string; onNewBatch: () => void }) {
  const mayWrite = useCan('records.write');
  const store = useStore();
  const batch = useAtomValue(companyBatchRecords.atom(batchId));
  const rows = useAtomValue(batchCompaniesAtom(batchId)) ?? [];
  const [processing, setProcessing] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const pending = rows.filter((r) => r.status === 'pending').length;
  const tableRef = useStackedCellLabels();
  const summary = batch ? batchImportSummary(batch, rows) : null;

  const remove = async (rowId: string) => {
    setRemoving(rowId);
    try {
      await api.companyBatches.removeCompany({ id: batchId, rowId });
      applyRowChanges(store, batchId, [], [rowId]);
    } catch {
      toast.error('Error', { description: 'Failed to remove company from batch' });
    } finally {
      setRemoving(null);
    }
  };

  const process = async () => {
    setProcessing(true);
    try {
      const result = await api.companyBatches.import({ id: batchId });
      companyBatchRecords.upsert(store, result.batch);
      announceImport(result);
    } catch {
      toast.error('Error', { description: 'Failed to import companies' });
    } finally {
      setProcessing(false);
    }
  };

  return (
    <Card className="mt-6">
      <CardHeader
        title="Companies in Batch"
        description={
          batch && (
            <span className="inline-flex flex-wrap items-center gap-2">
              {batch.name} · {sourceLabel(batch.source)} · {plural(rows.length, 'company', 'companies')}
              <BatchStatusBadge status={batch.status} />
            </span>
          )
        }
        action={
          mayWrite && (
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" size="sm" onClick={onNewBatch}>
              New Batch
            </Button>
            <Button size="sm" onClick={process} disabled={processing || pending === 0}>
              {processing ? 'Processing...' : 'Process Batch'}
            </Button>
          </div>
          )
        }
      />
      {summary && (
        <p role="status" className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-slate-100 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          <span>{summary}</span>
          <Link href="/companies" className="font-medium text-brand-700 hover:underline">
            View pipeline
          </Link>
        </p>
      )}
      {rows.length === 0 ? (
        <p className="px-4 py-10 text-center text-sm text-slate-500">No companies in this batch.</p>
      ) : (
        <div className="overflow-x-auto">
          <table ref={tableRef} className={`w-full text-left ${STACKED_TABLE}`} aria-label="Companies in Batch">
            <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">Name</th>
                <th scope="col" className="px-4 py-3 font-medium">Domain</th>
                <th scope="col" className="px-4 py-3 font-medium">Status</th>
                <th scope="col" className="px-4 py-3 text-right font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} className="border-b border-slate-100 last:border-0">
                  <td className="px-4 py-3 text-sm font-medium text-slate-900">{r.name}</td>
                  <td className="break-all px-4 py-3 text-sm text-slate-600">{r.domain ?? "—"}</td>
                  <td className="px-4 py-3">
                    <RowStatusBadge status={r.status} />
                  </td>
                  <td className="px-4 py-3 text-right">
                    {mayWrite && (
                      <Button variant="ghost" size="icon" aria-label={`Remove ${r.name}`} disabled={removing === r.id} onClick={() => void remove(r.id)}>
                        <Trash2 className="h-4 w-4" aria-hidden />
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
