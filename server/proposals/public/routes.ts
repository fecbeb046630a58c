import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { publicProposalsApi } from '../../../contracts/proposals-api.js';
import type { AppContext } from '../../context.js';
import { typedRouter } from '../../http/typed-routes.js';
import { AppError } from '../../http/errors.js';
import { openPublicProposal, recordClientAction } from './service.js';
import { publicLimitsFor } from './limits.js';
import { publicProposalPdf } from '../pdf/service.js';
import { sendPdf } from '../pdf/response.js';
import { sendLogo } from '../../companies/index.js';
import { publicBrandingLogo, publicClientLogo } from './logo.js';

/** A client action is a few short fields and a comment of at most CLIENT_TEXT_MAX characters. */
const ACTION_BODY_LIMIT = 16 * 1024;

const actionBodyLimit: Middleware = async (ctx, next) => {
  if (Number(ctx.get('content-length') || 0) > ACTION_BODY_LIMIT) throw new AppError('payload_too_large', 'The request body is too large');
  await next();
};

/** What a client link opens, without an account (the token is the only key). */
export function publicProposalRoutes(app: AppContext): Router {
  const { router, route } = typedRouter(app);
  const limits = publicLimitsFor(app);

  route(publicProposalsApi.get, async ({ params, ctx }) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Referrer-Policy', 'no-referrer');
    return { proposal: await openPublicProposal(app, limits, params.token, ctx.ip) };
  });

  route(publicProposalsApi.pdf, async ({ params, ctx }) => {
    ctx.set('Referrer-Policy', 'no-referrer');
    sendPdf(ctx, await publicProposalPdf(app, limits, params.token, ctx.ip));
  });

  route(publicProposalsApi.logo, async ({ params, ctx }) => {
    ctx.set('Referrer-Policy', 'no-referrer');
    sendLogo(ctx, await publicClientLogo(app, limits, params.token, ctx.ip));
  });

  route(publicProposalsApi.brandingLogo, async ({ params, ctx }) => {
    ctx.set('Referrer-Policy', 'no-referrer');
    sendLogo(ctx, await publicBrandingLogo(app, limits, params.token, ctx.ip));
  });

  route(
    publicProposalsApi.act,
    async ({ params, body, ctx }) => {
      ctx.set('Cache-Control', 'no-store');
      return { proposal: await recordClientAction(app, limits, params.token, ctx.ip, body) };
    },
    { before: [actionBodyLimit] },
  );

  return router;
}
