import type { BatchContact, ContactBatch } from '../../contracts/contact-batches.js';
import { createRecordStore } from './record-store.js';
import { bumpDashboard } from './dashboard.js';
import type { EventHandlers, Store } from './store.js';

/** Contact batches; `ids`: the Contact Batches list, newest first. */
export const contactBatchRecords = createRecordStore<ContactBatch>();
/** The people of contact batches; `listOf(batchId)`: a batch's people in the order the page loaded them. */
export const batchContactRecords = createRecordStore<BatchContact>();
/** A batch's people as its page shows them (null until loaded). */
export const batchContactsAtom = (batchId: string) => batchContactRecords.recordsOf(batchContactRecords.listOf(batchId));

/** A batch and its people as a response (load, create) gives them. */
export function storeBatchContacts(store: Store, batch: ContactBatch, rows: readonly BatchContact[]): void {
  contactBatchRecords.upsert(store, batch);
  batchContactRecords.setList(store, rows, batchContactRecords.listOf(batch.id));
}

/** A new batch: held, on top of a loaded list, and the dashboard's Recent Batches re-reads. */
export function addContactBatch(store: Store, batch: ContactBatch): void {
  contactBatchRecords.upsert(store, batch);
  contactBatchRecords.prepend(store, batch.id);
  bumpDashboard(store);
}

export const contactBatchEvents: EventHandlers = {
  'contact_batch.created': ({ payload }, store) => addContactBatch(store, payload.batch),
  'contact_batch.updated': ({ payload: { batch, rows } }, store) => {
    contactBatchRecords.upsert(store, batch);
    // Rows are replaced by id; a finder batch's people arrive this way (added at the end of its list).
    for (const row of rows) {
      batchContactRecords.upsert(store, row);
      batchContactRecords.append(store, row.id, batchContactRecords.listOf(batch.id));
    }
    bumpDashboard(store);
  },
};
