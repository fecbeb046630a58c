import { useStore } from 'jotai';
import type { MessageTemplate } from '../../../contracts/templates.js';
import { messageOf } from '../../api/client.js';
import { api } from '../../api/endpoints.js';
import { templateRecords } from '../../state/templates.js';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog.js';

/** Asks before deleting a template; closes on success (a template already gone counts as deleted). */
export function DeleteTemplateDialog({ template, onClose }: { template: MessageTemplate | null; onClose: () => void }) {
  const store = useStore();
  return (
    <ConfirmDeleteDialog
      open={template !== null}
      title="Delete template?"
      remove={() => api.templates.remove({ id: template!.id })}
      deleted="Template deleted successfully"
      failed={(err) => messageOf(err, 'Failed to delete template')}
      onClose={onClose}
      onDeleted={() => {
        templateRecords.remove(store, template!.id);
        onClose();
      }}
    >
      “{template?.name}” will be deleted. This cannot be undone.
    </ConfirmDeleteDialog>
  );
}
