import Router from '@koa/router';
import type { AppContext } from '../context.js';
import { actorOf, requireUser } from '../auth/middleware.js';
import { getDashboard } from './service.js';

export function dashboardRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api' });
  router.get('/dashboard', requireUser(app), async (ctx) => {
    ctx.body = await getDashboard(app, actorOf(ctx));
  });
  return router;
}
