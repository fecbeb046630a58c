import type Router from '@koa/router';
import { alertsApi } from '../../contracts/alerts.js';
import type { AppContext } from '../context.js';
import { typedRouter } from '../http/typed-routes.js';
import { listAlerts, setAlertRead, unreadAlertsForMe } from './service.js';

export function alertRoutes(app: AppContext): Router {
  const { router, route } = typedRouter(app);
  route(alertsApi.list, async ({ query, actor }) => ({ items: await listAlerts(app, actor, query) }));
  route(alertsApi.badge, async ({ actor }) => ({ unread: await unreadAlertsForMe(app, actor) }));
  route(alertsApi.update, async ({ params, body, actor }) => ({ alert: await setAlertRead(app, actor, params.id, body.isRead) }));
  return router;
}
