import Router from '@koa/router';
import { analyticsEventsRequest } from '../../contracts/analytics.js';
import type { AppContext } from '../context.js';
import { parse } from '../http/validate.js';
import { actorOf, requireUser } from '../auth/middleware.js';
import { recordClientEvents } from './service.js';

export function analyticsRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api/analytics' });
  router.use(requireUser(app));

  router.post('/events', async (ctx) => {
    const input = parse(analyticsEventsRequest, ctx.request.body ?? {});
    await recordClientEvents(app, actorOf(ctx), input);
    ctx.status = 204;
  });

  return router;
}
