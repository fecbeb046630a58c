import { atom } from 'jotai';
import { atomFamily } from 'jotai/utils';
import type { GeneratedMessage } from '../../contracts/messages.js';
import { deepEqual } from '../lib/equal.js';
import type { Store } from './event-handlers.js';

export const messageAtom = atomFamily((_id: string) => atom<GeneratedMessage | null>(null));
/** Ids of the messages the list has loaded, newest first (null until the first page arrives). */
export const messageIdsAtom = atom<string[] | null>(null);

/** Inserts or replaces a message; an older version (a late echo) never overwrites a newer one. */
export function upsertMessage(store: Store, message: GeneratedMessage): void {
  const a = messageAtom(message.id);
  const current = store.get(a);
  if (current && current.updatedAt > message.updatedAt) return;
  if (!deepEqual(current, message)) store.set(a, message);
}

export const messageEventHandlers = {
  created(message: GeneratedMessage, store: Store) {
    upsertMessage(store, message);
    const ids = store.get(messageIdsAtom);
    if (ids && !ids.includes(message.id)) store.set(messageIdsAtom, [message.id, ...ids]);
  },
  updated(message: GeneratedMessage, store: Store) {
    upsertMessage(store, message);
  },
  deleted(id: string, store: Store) {
    const ids = store.get(messageIdsAtom);
    if (ids?.includes(id)) store.set(messageIdsAtom, ids.filter((x) => x !== id));
    store.set(messageAtom(id), null);
  },
};
