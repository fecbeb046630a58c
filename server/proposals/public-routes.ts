import Router from '@koa/router';
import { clientActionRequest } from '../../contracts/proposals.js';
import type { AppContext } from '../context.js';
import { parse } from '../http/validate.js';
import { AppError } from '../http/errors.js';
import { openPublicProposal, recordClientAction } from './public-service.js';
import { publicLimitsFor } from './public-limits.js';
import { publicProposalPdf } from './pdf-service.js';
import { sendPdf } from './pdf-response.js';

/** A client action is a few short fields and a comment of at most CLIENT_TEXT_MAX characters. */
const ACTION_BODY_LIMIT = 16 * 1024;

/** What a client link opens, without an account (the token is the only key). */
export function publicProposalRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api/public/proposals' });
  const limits = publicLimitsFor(app);

  router.get('/:token', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.body = { proposal: await openPublicProposal(app, limits, ctx.params.token ?? '', ctx.ip) };
  });

  router.get('/:token/pdf', async (ctx) => {
    ctx.set('Referrer-Policy', 'no-referrer');
    sendPdf(ctx, await publicProposalPdf(app, limits, ctx.params.token ?? '', ctx.ip));
  });

  router.post('/:token/actions', async (ctx) => {
    if (Number(ctx.get('content-length') || 0) > ACTION_BODY_LIMIT) throw new AppError('payload_too_large', 'The request body is too large');
    const input = parse(clientActionRequest, ctx.request.body ?? {});
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { proposal: await recordClientAction(app, limits, ctx.params.token ?? '', input) };
  });

  return router;
}
