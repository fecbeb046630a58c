import { messageOf } from '../../api/client.js';
import { api } from '../../api/endpoints.js';
import type { Contact } from '../../../contracts/contacts.js';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog.js';

/** Asks before deleting a contact; `onDeleted` runs once it is gone (already gone counts). */
export function DeleteContactDialog({ contact, open, onClose, onDeleted }: { contact: Contact; open: boolean; onClose: () => void; onDeleted: () => void }) {
  return (
    <ConfirmDeleteDialog
      open={open}
      title="Delete contact?"
      remove={() => api.contacts.remove({ id: contact.id })}
      deleted="Contact deleted"
      failed={(err) => messageOf(err, 'Failed to delete contact')}
      onClose={onClose}
      onDeleted={onDeleted}
    >
      {contact.firstName} {contact.lastName} will be deleted. This cannot be undone.
    </ConfirmDeleteDialog>
  );
}
