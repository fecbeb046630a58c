import { atom } from 'jotai';
import { atomFamily } from 'jotai/utils';
import type { BatchContact, ContactBatch } from '../../contracts/contact-batches.js';
import { deepEqual } from '../lib/equal.js';
import { batchesVersionAtom } from './batches.js';
import type { Store } from './event-handlers.js';

/** One atom per contact batch; the list holds ids, newest first (null until loaded). */
export const contactBatchAtom = atomFamily((_id: string) => atom<ContactBatch | null>(null));
export const contactBatchIdsAtom = atom<string[] | null>(null);
/** The people of each batch a page has opened (null until loaded). */
export const batchContactsAtom = atomFamily((_batchId: string) => atom<BatchContact[] | null>(null));

export function upsertContactBatch(store: Store, batch: ContactBatch): void {
  const a = contactBatchAtom(batch.id);
  if (!deepEqual(store.get(a), batch)) store.set(a, batch);
}

/** Replaces rows by id; the echo of this tab's own change is a no-op. */
export function applyBatchContactChanges(store: Store, batchId: string, rows: BatchContact[]): void {
  const a = batchContactsAtom(batchId);
  const current = store.get(a);
  if (!current) return;
  const byId = new Map(rows.map((r) => [r.id, r]));
  const next = current.map((r) => byId.get(r.id) ?? r);
  if (!deepEqual(current, next)) store.set(a, next);
}

export const contactBatchEventHandlers = {
  created(batch: ContactBatch, store: Store) {
    upsertContactBatch(store, batch);
    const ids = store.get(contactBatchIdsAtom);
    if (ids && !ids.includes(batch.id)) store.set(contactBatchIdsAtom, [batch.id, ...ids]);
    // The dashboard's Recent Batches re-reads.
    store.set(batchesVersionAtom, (v) => v + 1);
  },
  updated(batch: ContactBatch, rows: BatchContact[], store: Store) {
    upsertContactBatch(store, batch);
    applyBatchContactChanges(store, batch.id, rows);
    store.set(batchesVersionAtom, (v) => v + 1);
  },
};
