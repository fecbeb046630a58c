import Router from '@koa/router';
import { createPresentationRequest, generatePresentationRequest, updatePresentationRequest } from '../../contracts/presentations.js';
import type { AppContext } from '../context.js';
import { parse } from '../http/validate.js';
import { usageLimit } from '../http/usage-limit.js';
import { parseId } from '../http/params.js';
import { actorOf, requireUser } from '../auth/middleware.js';
import { listPresentations } from './queries.js';
import { createPresentation, deletePresentation, getPresentation, requestGeneration, updatePresentation } from './service.js';

export function presentationRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api/presentations' });
  router.use(requireUser(app));

  router.get('/', async (ctx) => {
    ctx.body = { items: await listPresentations(app.db, actorOf(ctx).workspaceId) };
  });

  router.post('/', async (ctx) => {
    const input = parse(createPresentationRequest, ctx.request.body ?? {});
    ctx.status = 201;
    ctx.body = { presentation: await createPresentation(app, actorOf(ctx), input) };
  });

  router.get('/:id', async (ctx) => {
    ctx.body = { presentation: await getPresentation(app, actorOf(ctx), parseId(ctx.params.id, 'presentation id')) };
  });

  router.patch('/:id', async (ctx) => {
    const id = parseId(ctx.params.id, 'presentation id');
    const input = parse(updatePresentationRequest, ctx.request.body ?? {});
    ctx.body = { presentation: await updatePresentation(app, actorOf(ctx), id, input) };
  });

  router.delete('/:id', async (ctx) => {
    await deletePresentation(app, actorOf(ctx), parseId(ctx.params.id, 'presentation id'));
    ctx.status = 204;
  });

  router.post('/:id/generate', usageLimit(app, 'generation'), async (ctx) => {
    const id = parseId(ctx.params.id, 'presentation id');
    const input = parse(generatePresentationRequest, ctx.request.body ?? {});
    ctx.status = 202;
    ctx.body = { presentation: await requestGeneration(app, actorOf(ctx), id, input) };
  });

  return router;
}
