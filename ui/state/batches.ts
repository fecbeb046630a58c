import type { BatchCompany, CompanyBatch } from '../../contracts/batches.js';
import { createRecordStore } from './record-store.js';
import { bumpDashboard } from './dashboard.js';
import type { EventHandlers, Store } from './store.js';

/** Company batches; `ids`: the Company Batches list, newest first. */
export const companyBatchRecords = createRecordStore<CompanyBatch>();
/** The rows of company batches; `listOf(batchId)`: a batch's rows in the order the page loaded them. */
export const batchRowRecords = createRecordStore<BatchCompany>();
/** A batch's rows as its page shows them (null until loaded). */
export const batchRowsAtom = (batchId: string) => batchRowRecords.recordsOf(batchRowRecords.listOf(batchId));

/** A batch and its rows as a response (load, create, lookalike search) gives them. */
export function storeBatchRows(store: Store, batch: CompanyBatch, rows: readonly BatchCompany[]): void {
  companyBatchRecords.upsert(store, batch);
  batchRowRecords.setList(store, rows, batchRowRecords.listOf(batch.id));
}

/** Replaces rows by id (new ones join a loaded batch at the end) and drops removed ones; an echo changes nothing. */
export function applyRowChanges(store: Store, batchId: string, rows: readonly BatchCompany[], removedRowIds: readonly string[]): void {
  for (const id of removedRowIds) batchRowRecords.remove(store, id);
  for (const row of rows) {
    batchRowRecords.upsert(store, row);
    batchRowRecords.append(store, row.id, batchRowRecords.listOf(batchId));
  }
}

export const companyBatchEvents: EventHandlers = {
  'company_batch.created': ({ payload: { batch } }, store) => {
    companyBatchRecords.upsert(store, batch);
    companyBatchRecords.prepend(store, batch.id);
    bumpDashboard(store);
  },
  'company_batch.updated': ({ payload: { batch, rows, removedRowIds } }, store) => {
    companyBatchRecords.upsert(store, batch);
    applyRowChanges(store, batch.id, rows, removedRowIds);
    bumpDashboard(store);
  },
};
