import Router from '@koa/router';
import { listAlertsQuery, updateAlertRequest } from '../../contracts/alerts.js';
import type { AppContext } from '../context.js';
import { parse } from '../http/validate.js';
import { parseId } from '../http/params.js';
import { actorOf, requireUser } from '../auth/middleware.js';
import { listAlerts, setAlertRead } from './service.js';

export function alertRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api/alerts' });
  router.use(requireUser(app));
  router.get('/', async (ctx) => {
    ctx.body = { items: await listAlerts(app, actorOf(ctx), parse(listAlertsQuery, ctx.query)) };
  });
  router.patch('/:id', async (ctx) => {
    const id = parseId(ctx.params.id, 'alert id');
    const { isRead } = parse(updateAlertRequest, ctx.request.body);
    ctx.body = { alert: await setAlertRead(app, actorOf(ctx), id, isRead) };
  });
  return router;
}
