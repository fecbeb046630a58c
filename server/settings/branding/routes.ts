import type Router from '@koa/router';
import { brandingApi } from '../../../contracts/branding.js';
import type { AppContext } from '../../context.js';
import { typedRouter } from '../../http/typed-routes.js';
import { getBranding, saveBranding } from './service.js';

export function brandingRoutes(app: AppContext): Router {
  const { router, route } = typedRouter(app);
  route(brandingApi.get, async ({ actor }) => ({ branding: await getBranding(app, actor) }));
  // A signed-out save gets the message docs/product.md#settings names (the route's signedOutMessage).
  route(brandingApi.save, async ({ body, actor }) => ({ branding: await saveBranding(app, actor, body) }));
  return router;
}
