import { useState } from 'react';
import { useStore } from 'jotai';
import { toast } from 'sonner';
import type { ContactBatch, ImportAllContactsResponse } from '../../../contracts/contact-batches.js';
import { api } from '../../api/endpoints.js';
import { messageOf } from '../../api/client.js';
import { Button } from '../../components/Button.js';
import { plural } from '../../lib/plural.js';
import { batchContactRecords, contactBatchRecords } from '../../state/contact-batches.js';

type Result = Pick<ImportAllContactsResponse, 'imported' | 'skipped'>;

/** "Imported 12 people · 2 skipped". */
export const importAllSummary = (r: Result) => [`Imported ${plural(r.imported, 'person', 'people')}`, r.skipped.length ? `${r.skipped.length} skipped` : ''].filter(Boolean).join(' · ');

/**
 * Import all: every pending person of the batch becomes a contact; then what it came to, with the
 * reason for each person skipped. The rows change in every tab through the batch's event.
 */
export function useImportAll(batch: ContactBatch) {
  const store = useStore();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const run = async () => {
    setBusy(true);
    try {
      const r = await api.contactBatches.importAll({ id: batch.id });
      contactBatchRecords.upsert(store, r.batch);
      for (const row of r.rows) batchContactRecords.upsert(store, row);
      setResult(r);
      toast.success('Import complete', { description: importAllSummary(r) });
    } catch (err) {
      toast.error('Import Failed', { description: messageOf(err, 'An error occurred while importing the contacts.') });
    } finally {
      setBusy(false);
    }
  };
  const button = (
    <Button size="sm" onClick={() => void run()} disabled={busy || batch.counts.pending === 0 || !batch.company}>
      {busy ? 'Importing...' : 'Import all'}
    </Button>
  );
  const summary = result && (
    <div role="status" className="border-b border-slate-100 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
      <p className="font-medium">{importAllSummary(result)}</p>
      {result.skipped.length > 0 && (
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-emerald-900/80" aria-label="Skipped people">
          {result.skipped.map((s) => (
            <li key={s.id} className="break-words">
              {s.name}: {s.reason}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
  return { button, summary };
}
