import { toast } from 'sonner';
import type { Contact } from '../../../contracts/contacts.js';

type Navigate = (to: string, options?: { state?: unknown }) => void;

/**
 * Opens the message generator for a contact (it reads `history.state.contactId`). A contact
 * without a company cannot have a message generated (docs/product.md#contacts).
 */
export function openMessageGenerator(navigate: Navigate, contact: Pick<Contact, 'id' | 'companyId'>): void {
  if (!contact.companyId) {
    toast.error('Cannot generate message', { description: "This contact doesn't have an associated company." });
    return;
  }
  navigate('/message-generator', { state: { contactId: contact.id } });
}
