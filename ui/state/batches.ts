import { atom } from 'jotai';
import { atomFamily } from 'jotai/utils';
import type { BatchCompany, CompanyBatch } from '../../contracts/batches.js';
import { deepEqual } from '../lib/equal.js';
import type { Store } from './event-handlers.js';

/** One atom per company batch; the list holds ids, newest first (null until loaded). */
export const companyBatchAtom = atomFamily((_id: string) => atom<CompanyBatch | null>(null));
export const companyBatchIdsAtom = atom<string[] | null>(null);
/** The rows of each batch a page has opened (null until loaded). */
export const batchRowsAtom = atomFamily((_batchId: string) => atom<BatchCompany[] | null>(null));
/** Bumped on any batch change, so summaries (the dashboard's Recent Batches) re-read. */
export const batchesVersionAtom = atom(0);

export function upsertBatch(store: Store, batch: CompanyBatch): void {
  const a = companyBatchAtom(batch.id);
  if (!deepEqual(store.get(a), batch)) store.set(a, batch);
}

/** Replaces rows by id (adding new ones at the end) and drops removed ones; the echo of this tab's own change is a no-op. */
export function applyRowChanges(store: Store, batchId: string, rows: BatchCompany[], removedRowIds: string[]): void {
  const a = batchRowsAtom(batchId);
  const current = store.get(a);
  if (!current) return;
  const byId = new Map(rows.map((r) => [r.id, r]));
  const next = current.filter((r) => !removedRowIds.includes(r.id)).map((r) => byId.get(r.id) ?? r);
  for (const r of rows) if (!current.some((c) => c.id === r.id)) next.push(r);
  if (!deepEqual(current, next)) store.set(a, next);
}

export const batchEventHandlers = {
  created(batch: CompanyBatch, store: Store) {
    upsertBatch(store, batch);
    const ids = store.get(companyBatchIdsAtom);
    if (ids && !ids.includes(batch.id)) store.set(companyBatchIdsAtom, [batch.id, ...ids]);
    store.set(batchesVersionAtom, (v) => v + 1);
  },
  updated(batch: CompanyBatch, rows: BatchCompany[], removedRowIds: string[], store: Store) {
    upsertBatch(store, batch);
    applyRowChanges(store, batch.id, rows, removedRowIds);
    store.set(batchesVersionAtom, (v) => v + 1);
  },
};
