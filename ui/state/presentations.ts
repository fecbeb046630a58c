import type { Presentation, PresentationSummary } from '../../contracts/presentations.js';
import { presentationSummaryOf } from '../../contracts/presentation-summary.js';
import { createRecordStore } from './record-store.js';
import { bumpDashboard } from './dashboard.js';
import type { EventHandlers, Store } from './store.js';

/** The list's cards (summaries: no HTML); `ids`: the list, newest first. */
export const presentationSummaryRecords = createRecordStore<PresentationSummary>();
/** Full presentations the editor has opened (with their HTML). */
export const presentationRecords = createRecordStore<Presentation>();


/** Holds a full presentation and its card (each unless the store holds a newer version). */
export function upsertPresentation(store: Store, presentation: Presentation): void {
  presentationRecords.upsert(store, presentation);
  presentationSummaryRecords.upsert(store, presentationSummaryOf(presentation));
}

/** A new presentation: held, and on top of a loaded list. */
export function addPresentation(store: Store, presentation: Presentation): void {
  upsertPresentation(store, presentation);
  presentationSummaryRecords.prepend(store, presentation.id);
}

export function removePresentation(store: Store, id: string): void {
  presentationSummaryRecords.remove(store, id);
  presentationRecords.remove(store, id);
}

export const presentationEvents: EventHandlers = {
  'presentation.created': ({ payload }, store) => {
    addPresentation(store, payload.presentation);
    bumpDashboard(store);
  },
  'presentation.updated': ({ payload }, store) => upsertPresentation(store, payload.presentation),
  'presentation.deleted': ({ payload }, store) => {
    removePresentation(store, payload.id);
    bumpDashboard(store);
  },
};
