import type { Alert } from '../../contracts/alerts.js';
import { createRecordStore } from './record-store.js';
import { bumpDashboard } from './dashboard.js';
import type { EventHandlers } from './store.js';

/** Buyer signals. `ids`: the Alerts page, newest first; `listOf(companyId)`: a company page's signals. */
export const alertRecords = createRecordStore<Alert>();

export const alertEvents: EventHandlers = {
  'alert.created': ({ payload: { alert } }, store) => {
    alertRecords.upsert(store, alert);
    // History (an event older than the signal window) is shown on its company page only.
    if (!alert.isHistory) alertRecords.prepend(store, alert.id);
    alertRecords.prepend(store, alert.id, alertRecords.listOf(alert.companyId));
    bumpDashboard(store);
  },
  'alert.updated': ({ payload: { alert } }, store) => {
    alertRecords.upsert(store, alert);
    bumpDashboard(store);
  },
};
