import type Router from '@koa/router';
import { activityApi } from '../../contracts/activity.js';
import type { AppContext } from '../context.js';
import { typedRouter } from '../http/typed-routes.js';
import { activityFeed } from './feed.js';

/** The workspace's activity feed (docs/product.md#teams). */
export function activityRoutes(app: AppContext): Router {
  const { router, route } = typedRouter(app);
  route(activityApi.list, ({ query, actor }) => activityFeed(app, actor, query));
  return router;
}
