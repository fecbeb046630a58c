import type Router from '@koa/router';
import { brandingApi } from '../../../contracts/branding.js';
import type { AppContext } from '../../context.js';
import { typedRouter } from '../../http/typed-routes.js';
import { checkLogo, sendLogo, declaredLogoType, readLogoBody } from '../../companies/index.js';
import { brandingLogoUrl, removeBrandingLogo, saveBrandingLogo, workspaceLogo } from './logo.js';
import { getBranding, saveBranding } from './service.js';

export function brandingRoutes(app: AppContext): Router {
  const { router, route } = typedRouter(app);
  route(brandingApi.get, async ({ actor }) => ({ branding: await getBranding(app, actor), logoUrl: await brandingLogoUrl(app.db, actor.workspaceId) }));
  // A signed-out save gets the message docs/product.md#settings names (the route's signedOutMessage).
  route(brandingApi.save, async ({ body, actor }) => ({ branding: await saveBranding(app, actor, body), logoUrl: await brandingLogoUrl(app.db, actor.workspaceId) }));

  route(brandingApi.logo, async ({ actor, ctx }) => sendLogo(ctx, await workspaceLogo(app, actor)));
  route(brandingApi.uploadLogo, async ({ actor, ctx }) => {
    const declared = declaredLogoType(ctx);
    const logo = await checkLogo(declared, await readLogoBody(ctx));
    return { branding: await getBranding(app, actor), logoUrl: await saveBrandingLogo(app, actor, logo) };
  });
  route(brandingApi.removeLogo, async ({ actor }) => {
    await removeBrandingLogo(app, actor);
    return { branding: await getBranding(app, actor), logoUrl: null };
  });
  return router;
}
