import { defineArea } from '../ports/server-area.js';
import { aboutCompany } from '../ports/activity.js';
import { alertRoutes } from './routes.js';

/** Buyer-signal alerts; a new one is in its company's history. */
export const alertsArea = defineArea({
  name: 'alerts',
  routes: (app) => [alertRoutes(app)],
  activity: {
    'alert.created': (p) => aboutCompany(p.alert.companyId, 'company.signal_found', { alertId: p.alert.id, signalType: p.alert.signalType, summary: p.alert.summary }),
  },
});
