import type Router from '@koa/router';
import { documentsApi } from '../../contracts/documents.js';
import type { AppContext } from '../context.js';
import { invalid } from '../http/errors.js';
import { typedRouter } from '../http/typed-routes.js';
import { decodeCursor } from '../messages/index.js';
import { listDocuments } from './queries.js';
import { createDocument, getDocument, updateDocument } from './service.js';

export function documentRoutes(app: AppContext): Router {
  const { router, route } = typedRouter(app);
  route(documentsApi.list, ({ query, actor }) => {
    const cursor = query.cursor ? decodeCursor(query.cursor) : null;
    if (query.cursor && !cursor) throw invalid([{ path: 'cursor', message: 'Invalid cursor' }]);
    return listDocuments(app.db, actor.userId, { cursor, limit: query.limit, ...(query.sessionId ? { sessionId: query.sessionId } : {}) });
  });
  route(documentsApi.create, async ({ body, actor }) => ({ id: await createDocument(app, actor, body) }));
  route(documentsApi.get, async ({ params, actor }) => ({ document: await getDocument(app, actor, params.id) }));
  route(documentsApi.update, async ({ params, body, actor }) => ({ document: await updateDocument(app, actor, params.id, body) }));
  return router;
}
