import { useState } from 'react';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { toast } from 'sonner';
import { PRESENTATION_MESSAGES as M } from '../../../contracts/presentations.js';
import { ApiError } from '../../api/client.js';
import { deletePresentation } from '../../api/presentations.js';
import { Button } from '../../components/Button.js';

/** Asks before deleting a presentation; `onDeleted` runs once it is gone (already gone counts). */
export function DeletePresentationDialog(props: { presentation: { id: string; title: string }; open: boolean; onClose: () => void; onDeleted: () => void }) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await deletePresentation(props.presentation.id);
      toast.success('Success', { description: M.deleted });
      props.onDeleted();
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) props.onDeleted();
      else toast.error('Error', { description: M.deleteFailed });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={props.open} onClose={() => !busy && props.onClose()} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/40" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-base font-semibold text-slate-900">Delete presentation?</DialogTitle>
          <Description className="mt-2 text-sm text-slate-600">&ldquo;{props.presentation.title}&rdquo; will be deleted. This cannot be undone.</Description>
          <div className="mt-6 flex justify-end gap-2">
            <Button variant="outline" onClick={props.onClose} disabled={busy}>
              Cancel
            </Button>
            <Button variant="danger" onClick={confirm} disabled={busy}>
              {busy ? 'Deleting...' : 'Delete'}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
