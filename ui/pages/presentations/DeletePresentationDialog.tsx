import { PRESENTATION_MESSAGES as M } from '../../../contracts/presentations.js';
import { api } from '../../api/endpoints.js';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog.js';

/** Asks before deleting a presentation; `onDeleted` runs once it is gone (already gone counts). */
export function DeletePresentationDialog(props: { presentation: { id: string; title: string }; open: boolean; onClose: () => void; onDeleted: () => void }) {
  return (
    <ConfirmDeleteDialog
      open={props.open}
      title="Delete presentation?"
      remove={() => api.presentations.remove({ id: props.presentation.id })}
      deleted={M.deleted}
      failed={() => M.deleteFailed}
      onClose={props.onClose}
      onDeleted={props.onDeleted}
    >
      &ldquo;{props.presentation.title}&rdquo; will be deleted. This cannot be undone.
    </ConfirmDeleteDialog>
  );
}
