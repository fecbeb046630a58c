import type Router from '@koa/router';
import { chatApi } from '../../contracts/chat.js';
import type { AppContext } from '../context.js';
import { usageLimit } from '../http/usage-limit.js';
import { typedRouter } from '../http/typed-routes.js';
import { listSessions } from './queries.js';
import { createSession, getSession, sendMessage } from './service.js';

export function chatRoutes(app: AppContext): Router {
  const { router, route } = typedRouter(app);
  route(chatApi.sessions, async ({ actor }) => ({ items: await listSessions(app.db, actor.userId) }));
  route(chatApi.createSession, async ({ body, actor }) => ({ session: await createSession(app, actor, body) }));
  route(chatApi.session, ({ params, actor }) => getSession(app, actor, params.id));
  route(chatApi.send, async ({ params, body, actor }) => ({ message: await sendMessage(app, actor, params.id, body) }), { before: [usageLimit(app, 'chat')] });
  return router;
}
