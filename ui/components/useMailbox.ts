import { useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import type { MailboxState } from '../../contracts/mail.js';
import { ApiError, messageOf } from '../api/client.js';
import { api } from '../api/endpoints.js';
import { userAtom } from '../state/auth.js';
import { heldMailbox, mailboxAtom } from '../state/mailbox.js';
import type { Store } from '../state/store.js';

/**
 * One load per tab (its Jotai store) and signed-in user, shared by the app frame's banner, the
 * composer and Settings → Mailbox; `mailbox.updated` keeps it current afterwards.
 */
const loads = new WeakMap<Store, { userId: string; done: Promise<void> }>();

/** Loads the signed-in rep's mailbox into the store (not connected, or a 404: none). */
export function loadMailbox(store: Store, userId: string): Promise<void> {
  const held = loads.get(store);
  if (held?.userId === userId) return held.done;
  // Another person signed in on this tab: the mailbox held is not theirs.
  if (held) store.set(mailboxAtom, undefined);
  const done = api.mail
    .getMailbox()
    .then((r) => store.set(mailboxAtom, heldMailbox(r.mailbox)))
    .catch((err: unknown) => {
      if (loads.get(store)?.done === done) loads.delete(store);
      if (err instanceof ApiError && err.status === 404) store.set(mailboxAtom, null);
      else throw err;
    });
  loads.set(store, { userId, done });
  return done;
}

/** The signed-in rep's mailbox: undefined while loading, null when none is connected; `error` if it could not be loaded. */
export function useMailbox(): { mailbox: MailboxState | null | undefined; error: string | null } {
  const store = useStore();
  const userId = useAtomValue(userAtom)?.id;
  const mailbox = useAtomValue(mailboxAtom);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!userId) return;
    let live = true;
    loadMailbox(store, userId).catch((err: unknown) => live && setError(messageOf(err, 'Failed to load your mailbox')));
    return () => {
      live = false;
    };
  }, [store, userId]);
  return { mailbox, error: mailbox === undefined ? error : null };
}
