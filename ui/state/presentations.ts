import { atom } from 'jotai';
import { atomFamily } from 'jotai/utils';
import type { Presentation, PresentationSummary } from '../../contracts/presentations.js';
import { deepEqual } from '../lib/equal.js';
import type { Store } from './event-handlers.js';

/** The list's cards, one atom per presentation (summaries: no HTML). */
export const presentationSummaryAtom = atomFamily((_id: string) => atom<PresentationSummary | null>(null));
/** Ids of the list, newest first (null until it has loaded). */
export const presentationIdsAtom = atom<string[] | null>(null);
/** Full presentations the editor has opened (with their HTML). */
export const presentationAtom = atomFamily((_id: string) => atom<Presentation | null>(null));

const summaryOf = (p: Presentation): PresentationSummary => ({
  id: p.id,
  title: p.title,
  description: p.description,
  generationStatus: p.generationStatus,
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
});

/** Writes a summary unless the store holds the same or a newer version (a late echo). */
export function upsertPresentationSummary(store: Store, summary: PresentationSummary): void {
  const a = presentationSummaryAtom(summary.id);
  const current = store.get(a);
  if (current && (current.updatedAt > summary.updatedAt || deepEqual(current, summary))) return;
  store.set(a, summary);
}

/** Writes a full presentation (and its card) unless the store already holds a newer one. */
export function upsertPresentation(store: Store, presentation: Presentation): void {
  const a = presentationAtom(presentation.id);
  const current = store.get(a);
  if (!current || (current.updatedAt <= presentation.updatedAt && !deepEqual(current, presentation))) store.set(a, presentation);
  upsertPresentationSummary(store, summaryOf(presentation));
}

export const presentationEventHandlers = {
  created(presentation: Presentation, store: Store) {
    upsertPresentation(store, presentation);
    const ids = store.get(presentationIdsAtom);
    if (ids && !ids.includes(presentation.id)) store.set(presentationIdsAtom, [presentation.id, ...ids]);
  },
  updated(presentation: Presentation, store: Store) {
    upsertPresentation(store, presentation);
  },
  deleted(id: string, store: Store) {
    const ids = store.get(presentationIdsAtom);
    if (ids?.includes(id)) store.set(presentationIdsAtom, ids.filter((x) => x !== id));
    store.set(presentationSummaryAtom(id), null);
    store.set(presentationAtom(id), null);
  },
};
