import type Router from '@koa/router';
import { ordersApi, publicProofsApi } from '../../../contracts/orders-api.js';
import { PROOF_MAX_BYTES, PROOF_MESSAGES } from '../../../contracts/proofs.js';
import type { AppContext } from '../../context.js';
import { typedRouter } from '../../http/typed-routes.js';
import { readRawBody } from '../../http/raw-body.js';
import { publicLimitsFor } from '../../proposals/index.js';
import { decideProof, proofFile, publicProofFile, sendProof, uploadProof } from './service.js';

/** Proofs: the rep's upload and file, and the client's side through the proposal's link. */
export function proofRoutes(app: AppContext): Router {
  const { router, route } = typedRouter(app);
  const limits = publicLimitsFor(app);
  route(ordersApi.uploadProof, async ({ params, query, actor, ctx }) => ({
    proof: await uploadProof(app, actor, params.id, params.lineId, query.name, await readRawBody(ctx, PROOF_MAX_BYTES, PROOF_MESSAGES.tooLarge)),
  }));
  route(ordersApi.proofFile, async ({ params, actor, ctx }) => sendProof(ctx, await proofFile(app, actor, params.id, params.proofId)));
  route(publicProofsApi.file, async ({ params, ctx }) => {
    ctx.set('Referrer-Policy', 'no-referrer');
    sendProof(ctx, await publicProofFile(app, limits, params.token, ctx.ip, params.proofId));
  });
  route(publicProofsApi.decide, async ({ params, body, ctx }) => {
    ctx.set('Cache-Control', 'no-store');
    return { proposal: await decideProof(app, limits, params.token, ctx.ip, params.proofId, body) };
  });
  return router;
}
