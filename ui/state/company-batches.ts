import type { BatchCompany, CompanyBatch } from '../../contracts/company-batches.js';
import { createRecordStore } from './record-store.js';
import { bumpDashboard } from './dashboard.js';
import type { EventHandlers, Store } from './store.js';

/** Company batches; `ids`: the Company Batches list, newest first. */
export const companyBatchRecords = createRecordStore<CompanyBatch>();
/** The rows of company batches; `listOf(batchId)`: a batch's rows in the order the page loaded them. */
export const batchCompanyRecords = createRecordStore<BatchCompany>();
/** A batch's rows as its page shows them (null until loaded). */
export const batchCompaniesAtom = (batchId: string) => batchCompanyRecords.recordsOf(batchCompanyRecords.listOf(batchId));

/** A batch and its rows as a response (load, create, lookalike search) gives them. */
export function storeBatchCompanies(store: Store, batch: CompanyBatch, rows: readonly BatchCompany[]): void {
  companyBatchRecords.upsert(store, batch);
  batchCompanyRecords.setList(store, rows, batchCompanyRecords.listOf(batch.id));
}

/** Replaces rows by id (new ones join a loaded batch at the end) and drops removed ones; an echo changes nothing. */
export function applyRowChanges(store: Store, batchId: string, rows: readonly BatchCompany[], removedRowIds: readonly string[]): void {
  for (const id of removedRowIds) batchCompanyRecords.remove(store, id);
  for (const row of rows) {
    batchCompanyRecords.upsert(store, row);
    batchCompanyRecords.append(store, row.id, batchCompanyRecords.listOf(batchId));
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
