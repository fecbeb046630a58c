import { useState } from 'react';
import { useStore } from 'jotai';
import { toast } from 'sonner';
import type { RejectedLine } from '../../../contracts/company-batches.js';
import { api } from '../../api/endpoints.js';
import { ApiError } from '../../api/client.js';
import { storeCompanyBatch } from './useCompanyBatch.js';

/** What the last paste or upload left out (or why it was refused), shown under the form. */
export type WriteReport = { refused: string | null; rejected: RejectedLine[]; added: number | null; notice?: string | null };

const EMPTY: WriteReport = { refused: null, rejected: [], added: null };

/**
 * Creates a batch from pasted text or a CSV file, or adds the rows to the open batch. A refused
 * paste (no usable line, too many rows) is reported under the form; other failures are toasts.
 */
export function useBatchWriter(batchId: string | null, onCreated: (id: string) => void) {
  const store = useStore();
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<WriteReport>(EMPTY);

  async function submit(text: string, source: 'paste' | 'csv', name?: string): Promise<boolean> {
    setBusy(true);
    setReport(EMPTY);
    try {
      const res = batchId ? await api.companyBatches.addCompanies({ id: batchId }, { text }) : await api.companyBatches.create({ text, source, name });
      storeCompanyBatch(store, res);
      setReport({ refused: null, rejected: res.rejected, added: res.added, notice: res.notice });
      if (!batchId) onCreated(res.batch.id);
      return true;
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) {
        const lines = err.details
          .filter((d) => d.path.startsWith('line '))
          .map((d) => ({ line: Number(d.path.slice(5)), text: '', message: d.message }));
        setReport({ refused: err.message, rejected: lines, added: null });
      } else {
        toast.error('Error', { description: batchId ? 'Failed to add companies to batch' : 'Failed to create batch' });
      }
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { submit, busy, report, clearReport: () => setReport(EMPTY) };
}
