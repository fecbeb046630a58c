import { toast } from 'sonner';
import type { BatchCompany, CompanyBatch, ImportBatchResponse } from '../../../contracts/company-batches.js';
import { plausibleDomain } from '../../../contracts/domain.js';
import { plural } from '../../lib/plural.js';

const skippedNote = (r: ImportBatchResponse) => {
  const dup = r.skipped.filter((s) => s.reason === 'Already in your pipeline').length;
  const other = r.skipped.length - dup;
  const parts = [dup ? `${dup} already in your pipeline` : '', other ? `${other} no longer importable` : ''].filter(Boolean);
  return parts.length ? `Skipped ${parts.join(', ')}.` : undefined;
};

/** Says how an import went (a toast); true when companies were imported. */
export function announceImport(r: ImportBatchResponse): boolean {
  if (r.imported > 0) {
    toast.success(`Imported ${plural(r.imported, 'company', 'companies')} successfully`, { description: skippedNote(r) });
    return true;
  }
  toast.error('Error', { description: skippedNote(r) ? `No companies imported. ${skippedNote(r)}` : 'No companies to import' });
  return false;
}

/**
 * What processing a batch came to, read from the batch's counts and rows so that every tab shows
 * the same: "Imported 42 companies · 3 skipped (already in your pipeline) · 1 invalid" (a row
 * still pending without a usable domain is invalid). Null before anything was processed.
 */
export function batchImportSummary(batch: CompanyBatch, rows: readonly BatchCompany[]): string | null {
  const { processed, skipped } = batch.counts;
  if (processed + skipped === 0) return null;
  const invalid = rows.filter((r) => r.status === 'pending' && !plausibleDomain(r.domain)).length;
  return [`Imported ${plural(processed, 'company', 'companies')}`, skipped ? `${skipped} skipped (already in your pipeline)` : '', invalid ? `${invalid} invalid` : '']
    .filter(Boolean)
    .join(' · ');
}
