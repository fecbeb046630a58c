import Router from '@koa/router';
import { brandingInput, BRANDING_SIGNED_OUT_MESSAGE } from '../../contracts/branding.js';
import type { AppContext } from '../context.js';
import { parse } from '../http/validate.js';
import { unauthorized } from '../http/errors.js';
import { actorFromCookie, actorOf, requireUser } from '../auth/middleware.js';
import { getBranding, saveBranding } from './branding-service.js';

export function brandingRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api' });
  router.get('/branding', requireUser(app), async (ctx) => {
    ctx.body = { branding: await getBranding(app, actorOf(ctx)) };
  });
  router.put('/branding', async (ctx) => {
    // docs/product.md#settings names the message a signed-out save gets.
    const actor = await actorFromCookie(app, ctx);
    if (!actor) throw unauthorized(BRANDING_SIGNED_OUT_MESSAGE);
    const input = parse(brandingInput, ctx.request.body);
    ctx.body = { branding: await saveBranding(app, actor, input) };
  });
  return router;
}
