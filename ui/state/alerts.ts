import { atom } from 'jotai';
import { atomFamily } from 'jotai/utils';
import type { Alert } from '../../contracts/alerts.js';
import { deepEqual } from '../lib/equal.js';
import type { Store } from './event-handlers.js';

export const alertAtom = atomFamily((_id: string) => atom<Alert | null>(null));
/** Ids of the workspace's alerts, newest first (null until loaded). */
export const alertIdsAtom = atom<string[] | null>(null);
/** Bumped on any alert or company change, so summaries (dashboard) re-read their counts. */
export const alertsVersionAtom = atom(0);

export function upsertAlert(store: Store, alert: Alert): void {
  const a = alertAtom(alert.id);
  if (!deepEqual(store.get(a), alert)) store.set(a, alert);
}

export const alertEventHandlers = {
  created(alert: Alert, store: Store) {
    upsertAlert(store, alert);
    const ids = store.get(alertIdsAtom);
    // History (an event older than the signal window) is shown on its company page only.
    if (ids && !alert.isHistory && !ids.includes(alert.id)) store.set(alertIdsAtom, [alert.id, ...ids]);
    store.set(alertsVersionAtom, (v) => v + 1);
  },
  updated(alert: Alert, store: Store) {
    upsertAlert(store, alert);
    store.set(alertsVersionAtom, (v) => v + 1);
  },
};
