import Router from '@koa/router';
import { createDocumentRequest, updateDocumentRequest } from '../../contracts/documents.js';
import type { AppContext } from '../context.js';
import { parse } from '../http/validate.js';
import { parseId } from '../http/params.js';
import { actorOf, requireUser } from '../auth/middleware.js';
import { createDocument, getDocument, updateDocument } from './service.js';

export function documentRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api/documents' });
  router.use(requireUser(app));

  router.post('/', async (ctx) => {
    const input = parse(createDocumentRequest, ctx.request.body ?? {});
    ctx.status = 201;
    ctx.body = { id: await createDocument(app, actorOf(ctx), input) };
  });

  router.get('/:id', async (ctx) => {
    ctx.body = { document: await getDocument(app, actorOf(ctx), parseId(ctx.params.id, 'document id')) };
  });

  router.patch('/:id', async (ctx) => {
    const id = parseId(ctx.params.id, 'document id');
    const input = parse(updateDocumentRequest, ctx.request.body ?? {});
    ctx.body = { document: await updateDocument(app, actorOf(ctx), id, input) };
  });

  return router;
}
