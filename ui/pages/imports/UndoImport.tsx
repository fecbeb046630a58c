import { useEffect, useState } from 'react';
import { useStore } from 'jotai';
import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { toast } from 'sonner';
import { Undo2 } from 'lucide-react';
import type { ImportSummary } from '../../../contracts/imports.js';
import { api } from '../../api/endpoints.js';
import { messageOf } from '../../api/client.js';
import { Button } from '../../components/Button.js';
import { plural } from '../../lib/plural.js';
import { useCan } from '../../state/permissions.js';
import { storeImportDetail } from '../../state/imports.js';

/** The longest wait setTimeout takes (about 24.8 days). */
const MAX_TIMEOUT = 2 ** 31 - 1;

/** Whether Undo is offered now: the import is done and its undo window is still open (re-checked when it closes). */
export function useUndoable(summary: ImportSummary): boolean {
  const until = summary.status === 'done' && summary.undoableUntil ? Date.parse(summary.undoableUntil) : NaN;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (Number.isNaN(until)) return;
    const wait = until - Date.now();
    if (wait <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(wait + 50, MAX_TIMEOUT));
    return () => clearTimeout(timer);
  }, [until]);
  return !Number.isNaN(until) && until > Math.max(now, Date.now());
}

/** "the 3 companies and 1 contact it created". */
const createdText = (s: ImportSummary) => `the ${plural(s.counts.companiesCreated, 'company', 'companies')} and ${plural(s.counts.contactsCreated, 'contact')} it created`;

/** Undo, while allowed, with a confirmation; the import then changes in every tab through its event. */
export function UndoImportButton({ summary, size = 'sm' }: { summary: ImportSummary; size?: 'sm' | 'md' }) {
  const store = useStore();
  const mayWrite = useCan('records.write');
  const undoable = useUndoable(summary);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!mayWrite || (!undoable && !open)) return null;

  const undo = async () => {
    setBusy(true);
    try {
      storeImportDetail(store, await api.imports.undo({ id: summary.id }));
      toast.success('Undoing the import', { description: `Removing ${createdText(summary)} and restoring what it changed.` });
      setOpen(false);
    } catch (err) {
      toast.error('Error', { description: messageOf(err, 'The import could not be undone') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size={size} variant="outline" onClick={() => setOpen(true)} aria-label={`Undo import of ${summary.fileName}`}>
        <Undo2 className="h-4 w-4" aria-hidden /> Undo
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} className="relative z-50">
        <DialogBackdrop className="fixed inset-0 bg-slate-900/40" />
        <div className="fixed inset-0 flex items-center justify-center p-4">
          <DialogPanel className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
            <DialogTitle className="text-base font-semibold text-slate-900">Undo import</DialogTitle>
            <Description className="mt-2 text-sm text-slate-600">
              Undo this import? It removes {createdText(summary)} and restores what it changed.
            </Description>
            <p className="mt-2 break-words text-xs text-slate-500">{summary.fileName}</p>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
                Keep the import
              </Button>
              <Button variant="danger" onClick={() => void undo()} disabled={busy}>
                {busy ? 'Undoing...' : 'Undo import'}
              </Button>
            </div>
          </DialogPanel>
        </div>
      </Dialog>
    </>
  );
}
