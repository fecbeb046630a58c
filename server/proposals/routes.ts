import Router from '@koa/router';
import { createLineRequest, createProposalRequest, listProposalsQuery, createShareRequest, updateLineRequest, updateProposalRequest } from '../../contracts/proposals.js';
import type { AppContext } from '../context.js';
import { parse } from '../http/validate.js';
import { parseId } from '../http/params.js';
import { actorOf, requireUser } from '../auth/middleware.js';
import { addLine, createProposal, deleteLine, deleteProposal, getProposal, listProposals, updateLine, updateProposal } from './service.js';
import { revokeShare, shareProposal } from './shares.js';
import { sellerProposalPdf } from './pdf-service.js';
import { sendPdf } from './pdf-response.js';

/** The seller's proposals (workspace-wide). The client's side is in public-routes.ts. */
export function proposalRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api/proposals' });
  router.use(requireUser(app));
  const id = (ctx: { params: Record<string, string | undefined> }) => parseId(ctx.params.id, 'proposal id');
  const lineId = (ctx: { params: Record<string, string | undefined> }) => parseId(ctx.params.lineId, 'line id');

  router.get('/', async (ctx) => {
    const q = parse(listProposalsQuery, ctx.query);
    ctx.body = { items: await listProposals(app, actorOf(ctx), q.sessionId ? { sessionId: q.sessionId } : {}) };
  });

  router.post('/', async (ctx) => {
    const input = parse(createProposalRequest, ctx.request.body ?? {});
    ctx.status = 201;
    ctx.body = { proposal: await createProposal(app, actorOf(ctx), input) };
  });

  router.get('/:id', async (ctx) => {
    ctx.body = { proposal: await getProposal(app, actorOf(ctx), id(ctx)) };
  });

  router.get('/:id/pdf', async (ctx) => {
    sendPdf(ctx, await sellerProposalPdf(app, actorOf(ctx), id(ctx)));
  });

  router.patch('/:id', async (ctx) => {
    const proposalId = id(ctx);
    ctx.body = { proposal: await updateProposal(app, actorOf(ctx), proposalId, parse(updateProposalRequest, ctx.request.body ?? {})) };
  });

  router.delete('/:id', async (ctx) => {
    await deleteProposal(app, actorOf(ctx), id(ctx));
    ctx.status = 204;
  });

  router.post('/:id/lines', async (ctx) => {
    const proposalId = id(ctx);
    ctx.status = 201;
    ctx.body = { proposal: await addLine(app, actorOf(ctx), proposalId, parse(createLineRequest, ctx.request.body ?? {})) };
  });

  router.patch('/:id/lines/:lineId', async (ctx) => {
    const [proposalId, line] = [id(ctx), lineId(ctx)];
    ctx.body = { proposal: await updateLine(app, actorOf(ctx), proposalId, line, parse(updateLineRequest, ctx.request.body ?? {})) };
  });

  router.delete('/:id/lines/:lineId', async (ctx) => {
    const [proposalId, line] = [id(ctx), lineId(ctx)];
    ctx.body = { proposal: await deleteLine(app, actorOf(ctx), proposalId, line) };
  });

  router.post('/:id/share', async (ctx) => {
    const proposalId = id(ctx);
    ctx.status = 201;
    ctx.body = await shareProposal(app, actorOf(ctx), proposalId, parse(createShareRequest, ctx.request.body ?? {}));
  });

  router.delete('/:id/share', async (ctx) => {
    await revokeShare(app, actorOf(ctx), id(ctx));
    ctx.status = 204;
  });

  return router;
}
