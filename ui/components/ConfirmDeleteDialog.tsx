import { useState, type ReactNode } from 'react';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { toast } from 'sonner';
import { ApiError } from '../api/client.js';
import { Button } from './Button.js';

/**
 * Asks before deleting something. `remove` calls the API; on success (or when the row was already
 * gone, a 404) the `deleted` toast shows — not for a 404 — and `onDeleted` runs. Any other failure
 * toasts `failed(err)` and keeps the dialog open.
 */
export function ConfirmDeleteDialog({
  open,
  title,
  children,
  remove,
  deleted,
  failed,
  onClose,
  onDeleted,
  confirmLabel = 'Delete',
  busyLabel = 'Deleting...',
}: {
  open: boolean;
  title: string;
  /** what will be deleted, e.g. “Q3 intro” will be deleted. This cannot be undone. */
  children: ReactNode;
  remove: () => Promise<unknown>;
  /** The success toast's text, or a function of what `remove` returned (e.g. counts it reports). */
  deleted: string | ((result: unknown) => string);
  failed: (err: unknown) => string;
  onClose: () => void;
  onDeleted: () => void;
  /** The confirm button's words (Delete), and while it works (Deleting...): e.g. Disconnect, Remove. */
  confirmLabel?: string;
  busyLabel?: string;
}) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      const result = await remove();
      toast.success('Success', { description: typeof deleted === 'function' ? deleted(result) : deleted });
      onDeleted();
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) onDeleted();
      else toast.error('Error', { description: failed(err) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={() => !busy && onClose()} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/40" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-base font-semibold text-slate-900">{title}</DialogTitle>
          <Description className="mt-2 text-sm text-slate-600">{children}</Description>
          <div className="mt-6 flex justify-end gap-2">
            <Button variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button variant="danger" onClick={confirm} disabled={busy}>
              {busy ? busyLabel : confirmLabel}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
