import type Router from '@koa/router';
import { proposalsApi } from '../../contracts/proposals-api.js';
import type { AppContext } from '../context.js';
import { typedRouter } from '../http/typed-routes.js';
import { addLine, createProposal, deleteLine, deleteProposal, getProposal, listProposals, updateLine, updateProposal } from './service.js';
import { revokeShare, shareProposal } from './shares.js';
import { sellerProposalPdf } from './pdf/service.js';
import { sendPdf } from './pdf/response.js';

/** The seller's proposals (workspace-wide). The client's side is in public/routes.ts. */
export function proposalRoutes(app: AppContext): Router {
  const { router, route } = typedRouter(app);
  route(proposalsApi.list, async ({ query, actor }) => ({ items: await listProposals(app, actor, query.sessionId ? { sessionId: query.sessionId } : {}) }));
  route(proposalsApi.create, async ({ body, actor }) => ({ proposal: await createProposal(app, actor, body) }));
  route(proposalsApi.get, async ({ params, actor }) => ({ proposal: await getProposal(app, actor, params.id) }));
  route(proposalsApi.pdf, async ({ params, actor, ctx }) => sendPdf(ctx, await sellerProposalPdf(app, actor, params.id)));
  route(proposalsApi.update, async ({ params, body, actor }) => ({ proposal: await updateProposal(app, actor, params.id, body) }));
  route(proposalsApi.remove, async ({ params, actor }) => {
    await deleteProposal(app, actor, params.id);
  });
  route(proposalsApi.addLine, async ({ params, body, actor }) => ({ proposal: await addLine(app, actor, params.id, body) }));
  route(proposalsApi.updateLine, async ({ params, body, actor }) => ({ proposal: await updateLine(app, actor, params.id, params.lineId, body) }));
  route(proposalsApi.removeLine, async ({ params, actor }) => ({ proposal: await deleteLine(app, actor, params.id, params.lineId) }));
  route(proposalsApi.share, async ({ params, body, actor }) => shareProposal(app, actor, params.id, body));
  route(proposalsApi.revokeShare, async ({ params, actor }) => {
    await revokeShare(app, actor, params.id);
  });
  return router;
}
