import { atom } from 'jotai';
import type { MailboxState } from '../../contracts/mail.js';
import type { EventHandlers } from './store.js';

/**
 * The signed-in rep's own mailbox (per user, docs/product.md#sending): undefined until loaded,
 * null when none is connected. Passwords are never part of it (only hasSmtpPassword/hasImapPassword).
 */
export const mailboxAtom = atom<MailboxState | null | undefined>(undefined);

/** A mailbox the app can send from: connected and its last login check passed. */
export const canSendFrom = (m: MailboxState | null | undefined): m is MailboxState => Boolean(m?.connected && m.status === 'ok');

/** The server's answer as the tab holds it: a mailbox that is not connected is no mailbox. */
export const heldMailbox = (m: MailboxState | null): MailboxState | null => (m?.connected ? m : null);

export const mailboxEvents: EventHandlers = {
  // Connected, changed, failing (the reply watcher or a send found the password refused) or disconnected (null).
  'mailbox.updated': ({ payload }, store) => store.set(mailboxAtom, heldMailbox(payload.mailbox)),
};
