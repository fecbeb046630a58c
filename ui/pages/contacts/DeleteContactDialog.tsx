import { useState } from 'react';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { ApiError, del, messageOf } from '../../api/client.js';
import { toast } from 'sonner';
import type { Contact } from '../../../contracts/contacts.js';
import { Button } from '../../components/Button.js';

/** Asks before deleting a contact; `onDeleted` runs once it is gone (already gone counts). */
export function DeleteContactDialog({ contact, open, onClose, onDeleted }: { contact: Contact; open: boolean; onClose: () => void; onDeleted: () => void }) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await del(`/api/contacts/${contact.id}`);
      toast.success('Success', { description: 'Contact deleted' });
      onDeleted();
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) onDeleted();
      else toast.error('Error', { description: messageOf(err, 'Failed to delete contact') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={() => !busy && onClose()} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/40" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-base font-semibold text-slate-900">Delete contact?</DialogTitle>
          <Description className="mt-2 text-sm text-slate-600">
            {contact.firstName} {contact.lastName} will be deleted. This cannot be undone.
          </Description>
          <div className="mt-6 flex justify-end gap-2">
            <Button variant="outline" onClick={onClose} disabled={busy}>
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
