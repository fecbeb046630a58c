import type Router from '@koa/router';
import { messagesApi } from '../../contracts/messages.js';
import type { AppContext } from '../context.js';
import { usageLimit } from '../http/usage-limit.js';
import { invalid } from '../http/errors.js';
import { typedRouter } from '../http/typed-routes.js';
import { decodeCursor, listMessages } from './queries.js';
import { composeContext, deleteMessage, getMessage, requestGeneration, updateMessage } from './service.js';

export function messageRoutes(app: AppContext): Router {
  const { router, route } = typedRouter(app);

  route(messagesApi.list, async ({ query, actor }) => {
    const cursor = query.cursor ? decodeCursor(query.cursor) : null;
    if (query.cursor && !cursor) throw invalid([{ path: 'cursor', message: 'Invalid cursor' }]);
    return listMessages(app.db, actor.userId, { cursor, limit: query.limit });
  });
  route(messagesApi.compose, ({ query, actor }) => composeContext(app, actor, query.contactId.toLowerCase()));
  route(messagesApi.generate, async ({ body, actor }) => ({ message: await requestGeneration(app, actor, body) }), { before: [usageLimit(app, 'generation')] });
  route(messagesApi.get, async ({ params, actor }) => ({ message: await getMessage(app, actor, params.id) }));
  route(messagesApi.update, async ({ params, body, actor }) => ({ message: await updateMessage(app, actor, params.id, body) }));
  route(messagesApi.remove, async ({ params, actor }) => {
    await deleteMessage(app, actor, params.id);
  });

  return router;
}
