import type Router from '@koa/router';
import { dashboardApi } from '../../contracts/dashboard.js';
import type { AppContext } from '../context.js';
import { typedRouter } from '../http/typed-routes.js';
import { getDashboard } from './service.js';

export function dashboardRoutes(app: AppContext): Router {
  const { router, route } = typedRouter(app);
  route(dashboardApi.get, ({ actor }) => getDashboard(app, actor));
  return router;
}
