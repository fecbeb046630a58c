import { useState } from 'react';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { useSetAtom } from 'jotai';
import { toast } from 'sonner';
import type { MessageTemplate } from '../../../contracts/templates.js';
import { ApiError, del, messageOf } from '../../api/client.js';
import { removeTemplateAtom } from '../../state/templates.js';
import { Button } from '../../components/Button.js';

/** Asks before deleting a template; closes on success (a template already gone counts as deleted). */
export function DeleteTemplateDialog({ template, onClose }: { template: MessageTemplate | null; onClose: () => void }) {
  const remove = useSetAtom(removeTemplateAtom);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!template) return;
    setBusy(true);
    try {
      await del(`/api/templates/${template.id}`);
      remove(template.id);
      toast.success('Success', { description: 'Template deleted successfully' });
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) {
        remove(template.id);
        onClose();
      } else {
        toast.error('Error', { description: messageOf(err, 'Failed to delete template') });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={template !== null} onClose={() => !busy && onClose()} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/40" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-base font-semibold text-slate-900">Delete template?</DialogTitle>
          <Description className="mt-2 text-sm text-slate-600">
            “{template?.name}” will be deleted. This cannot be undone.
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
