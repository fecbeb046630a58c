import Router from '@koa/router';
import { createDocumentRequest, listDocumentsQuery, updateDocumentRequest } from '../../contracts/documents.js';
import type { AppContext } from '../context.js';
import { parse } from '../http/validate.js';
import { parseId } from '../http/params.js';
import { actorOf, requireUser } from '../auth/middleware.js';
import { invalid } from '../http/errors.js';
import { decodeCursor } from '../messages/queries.js';
import { listDocuments } from './queries.js';
import { createDocument, getDocument, updateDocument } from './service.js';

export function documentRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api/documents' });
  router.use(requireUser(app));

  router.get('/', async (ctx) => {
    const q = parse(listDocumentsQuery, ctx.query);
    const cursor = q.cursor ? decodeCursor(q.cursor) : null;
    if (q.cursor && !cursor) throw invalid([{ path: 'cursor', message: 'Invalid cursor' }]);
    ctx.body = await listDocuments(app.db, actorOf(ctx).userId, { cursor, limit: q.limit, ...(q.sessionId ? { sessionId: q.sessionId } : {}) });
  });

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
