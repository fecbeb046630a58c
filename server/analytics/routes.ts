import type Router from '@koa/router';
import { analyticsApi } from '../../contracts/analytics.js';
import type { AppContext } from '../context.js';
import { typedRouter } from '../http/typed-routes.js';
import { recordClientEvents } from './service.js';

export function analyticsRoutes(app: AppContext): Router {
  const { router, route } = typedRouter(app);
  route(analyticsApi.record, async ({ body, actor }) => {
    await recordClientEvents(app, actor, body);
  });
  return router;
}
