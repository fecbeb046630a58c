import { companyRecords } from '../../../state/companies.js';
import type { EventHandlers, Store } from '../../../state/store.js';

/**
 * A task about a company came, was done or went: whether the deal has an open task — its stale
 * flag — may have changed, and the task's event does not carry the company. A company this tab
 * holds is read again (its code loads when first needed; this file loads with the app frame).
 */
function refreshHeld(store: Store, companyId: string | null): void {
  if (!companyId || !companyRecords.get(store, companyId)) return;
  void import('./refresh-company.js').then((m) => m.refreshCompany(store, companyId));
}

export const taskRefreshEvents: EventHandlers = {
  'task.created': ({ payload }, store) => refreshHeld(store, payload.task.companyId),
  'task.updated': ({ payload }, store) => refreshHeld(store, payload.task.companyId),
  'task.deleted': ({ payload }, store) => refreshHeld(store, payload.companyId),
};
