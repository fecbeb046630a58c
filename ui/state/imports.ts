import type { ImportDetail, ImportStatus, ImportSummary } from '../../contracts/imports.js';
import { createAtomMap } from './atom-map.js';
import { createRecordStore } from './record-store.js';
import { reloadCompanies } from './companies.js';
import { reloadContacts } from './contacts.js';
import type { EventHandlers, Store } from './store.js';

/** Imports; `ids`: the Imports page's list, newest first. */
export const importRecords = createRecordStore<ImportSummary>();

/** What an import's page shows besides its summary: the file's columns, its problem rows, whether the mapping was remembered. */
export type ImportParts = Omit<ImportDetail, 'import'>;
const parts = createAtomMap<ImportParts | null>(() => null);
/** An import's columns and problems (null until its page or the upload loaded them). */
export const importPartsAtom = (id: string) => parts.get(id);

/** Where an import stands in its life; a later step is never replaced by an earlier one's late event. */
const STEP: Record<ImportStatus, number> = { mapping: 0, running: 1, done: 2, failed: 2, undoing: 3, undone: 4 };

/**
 * Whether `incoming` is older than the held version. Imports carry no `updatedAt`, so the order
 * comes from the import's life: a progress tick that arrives after a later one or after the run
 * finished, or an "undoing" answer that arrives after the "undone" event, is stale. An undo that
 * fails leaves the import done (or failed) again, so that step back is taken.
 */
function isStale(held: ImportSummary | null, incoming: ImportSummary): boolean {
  if (!held) return false;
  if (incoming.status === 'running' && held.status === 'running') return incoming.processed < held.processed;
  if (held.status === 'undoing' && (incoming.status === 'done' || incoming.status === 'failed')) return false;
  return STEP[incoming.status] < STEP[held.status];
}

/** An import as it now stands: replaced in place, or added on top of a loaded list when new. Returns the version held before. */
export function upsertImport(store: Store, summary: ImportSummary): ImportSummary | null {
  const held = importRecords.get(store, summary.id);
  if (isStale(held, summary)) return held;
  importRecords.upsert(store, summary);
  importRecords.prepend(store, summary.id);
  return held;
}

/** The Imports page's load: each import held (unless a newer version is), the list in the server's order. */
export function setImportList(store: Store, imports: readonly ImportSummary[]): void {
  for (const summary of imports) upsertImport(store, summary);
  const ids = imports.map((i) => i.id);
  const held = store.get(importRecords.ids);
  if (!held || held.length !== ids.length || held.some((id, i) => id !== ids[i])) store.set(importRecords.ids, ids);
}

/** An import's detail as a response (upload, load, mapping, run, undo) gives it. */
export function storeImportDetail(store: Store, detail: ImportDetail): void {
  const { import: summary, ...rest } = detail;
  upsertImport(store, summary);
  store.set(parts.get(summary.id), rest);
}

/** An import that finished or was undone changed companies and contacts in bulk: open lists re-read them. */
const changesRecords = (status: ImportStatus) => status === 'done' || status === 'undone';

export const importEvents: EventHandlers = {
  'import.updated': ({ payload }, store) => {
    const held = upsertImport(store, payload.import);
    const now = importRecords.get(store, payload.import.id);
    if (now && changesRecords(now.status) && held?.status !== now.status) {
      reloadCompanies(store);
      reloadContacts(store);
    }
  },
};
