import { atom } from 'jotai';
import { toast } from 'sonner';
import type { Alert } from '../../contracts/alerts.js';
import { isForMe } from '../../contracts/owner.js';
import { createRecordStore } from './record-store.js';
import { bumpDashboard } from './dashboard.js';
import { userAtom } from './auth.js';
import { companyRecords } from './companies.js';
import type { EventHandlers, Store } from './store.js';

/** Buyer signals. `ids`: the Alerts page, newest first; `listOf(companyId)`: a company page's signals. */
export const alertRecords = createRecordStore<Alert>();

/**
 * Bumped when the sidebar's Alerts badge may have changed (an alert came or was read, a company
 * changed hands or went); the badge re-reads GET /api/alerts/badge.
 */
export const alertBadgeVersionAtom = atom(0);
const bumpBadge = (store: Store) => store.set(alertBadgeVersionAtom, (v) => v + 1);

/**
 * New alerts go to the owner first (docs/product.md#teams): the toast shows in the tabs of the
 * company's owner, or in everyone's when nobody owns it. The Alerts page lists them for all.
 */
function announce(store: Store, alert: Alert, ownerId: string | null | undefined): void {
  const me = store.get(userAtom);
  if (alert.isHistory || !me || !isForMe(ownerId, me.id)) return;
  toast.info(`New signal: ${alert.company?.name ?? 'Unknown company'}`, { description: alert.summary });
}

export const alertEvents: EventHandlers = {
  'alert.created': ({ payload: { alert, company } }, store) => {
    alertRecords.upsert(store, alert);
    // History (an event older than the signal window) is shown on its company page only.
    if (!alert.isHistory) alertRecords.prepend(store, alert.id);
    alertRecords.prepend(store, alert.id, alertRecords.listOf(alert.companyId));
    bumpDashboard(store);
    bumpBadge(store);
    announce(store, alert, company ? company.ownerId : companyRecords.get(store, alert.companyId)?.ownerId);
  },
  'alert.updated': ({ payload: { alert } }, store) => {
    alertRecords.upsert(store, alert);
    bumpDashboard(store);
    bumpBadge(store);
  },
  'company.updated': ({ payload: { change } }, store) => {
    if (change?.kind === 'owner') bumpBadge(store);
  },
  'company.deleted': (_event, store) => bumpBadge(store),
};

/** The sidebar's Alerts badge: unread alerts of my companies and of unowned ones (null until read). */
export const alertBadgeAtom = atom<number | null>(null);
