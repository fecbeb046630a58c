import { atom } from 'jotai';
import type { Store } from './store.js';

/**
 * Bumped by every event that can change the dashboard's counts or recent lists (companies,
 * contacts, alerts, batches, presentations); an open dashboard re-reads its summary, throttled.
 */
export const dashboardVersionAtom = atom(0);

export function bumpDashboard(store: Store): void {
  store.set(dashboardVersionAtom, (v) => v + 1);
}
