import { toast } from 'sonner';
import type { ImportBatchResponse } from '../../../contracts/company-batches.js';
import { plural } from '../../lib/plural.js';

const skippedNote = (r: ImportBatchResponse) => {
  const dup = r.skipped.filter((s) => s.reason === 'Already in your pipeline').length;
  const other = r.skipped.length - dup;
  const parts = [dup ? `${dup} already in your pipeline` : '', other ? `${other} no longer importable` : ''].filter(Boolean);
  return parts.length ? `Skipped ${parts.join(', ')}.` : undefined;
};

/**
 * Says how an import went. True when companies were imported (the page then goes to /companies);
 * false when every one was skipped, so the user stays to see why.
 */
export function announceImport(r: ImportBatchResponse): boolean {
  if (r.imported > 0) {
    toast.success(`Imported ${plural(r.imported, 'company', 'companies')} successfully`, { description: skippedNote(r) });
    return true;
  }
  toast.error('Error', { description: skippedNote(r) ? `No companies imported. ${skippedNote(r)}` : 'No companies to import' });
  return false;
}
