import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { presentationSharingApi, publicPresentationsApi } from '../../../contracts/presentation-sharing.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/errors.js';
import { typedRouter } from '../../http/typed-routes.js';
import { publicLimitsFor } from '../../proposals/index.js';
import { sendLogo } from '../../companies/index.js';
import { commentOnPresentation, getSharing, openPublicPresentation, publicPresentationBrandingLogo, revokePresentationShare, sharePresentation } from './service.js';

/** A comment is a few short fields and at most CLIENT_TEXT_MAX characters of text. */
const COMMENT_BODY_LIMIT = 16 * 1024;
const commentBodyLimit: Middleware = async (ctx, next) => {
  if (Number(ctx.get('content-length') || 0) > COMMENT_BODY_LIMIT) throw new AppError('payload_too_large', 'The request body is too large');
  await next();
};

/** A presentation's client link: the seller's side, and what the link opens without an account. */
export function presentationSharingRoutes(app: AppContext): Router {
  const { router, route } = typedRouter(app);
  const limits = publicLimitsFor(app);
  route(presentationSharingApi.get, async ({ params, actor }) => ({ sharing: await getSharing(app, actor, params.id) }));
  route(presentationSharingApi.share, async ({ params, body, actor }) => sharePresentation(app, actor, params.id, body));
  route(presentationSharingApi.revoke, async ({ params, actor }) => {
    await revokePresentationShare(app, actor, params.id);
  });

  route(publicPresentationsApi.get, async ({ params, ctx }) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Referrer-Policy', 'no-referrer');
    return { presentation: await openPublicPresentation(app, limits, params.token, ctx.ip) };
  });
  route(publicPresentationsApi.brandingLogo, async ({ params, ctx }) => {
    ctx.set('Referrer-Policy', 'no-referrer');
    sendLogo(ctx, await publicPresentationBrandingLogo(app, limits, params.token, ctx.ip));
  });
  route(
    publicPresentationsApi.comment,
    async ({ params, body, ctx }) => {
      ctx.set('Cache-Control', 'no-store');
      return { presentation: await commentOnPresentation(app, limits, params.token, ctx.ip, body) };
    },
    { before: [commentBodyLimit] },
  );
  return router;
}
