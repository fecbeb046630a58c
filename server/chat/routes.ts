import Router from '@koa/router';
import { createChatSessionRequest, sendChatMessageRequest } from '../../contracts/chat.js';
import type { AppContext } from '../context.js';
import { parse } from '../http/validate.js';
import { usageLimit } from '../http/usage-limit.js';
import { parseId } from '../http/params.js';
import { actorOf, requireUser } from '../auth/middleware.js';
import { listSessions } from './queries.js';
import { createSession, getSession, sendMessage } from './service.js';

export function chatRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api/chat' });
  router.use(requireUser(app));

  router.get('/sessions', async (ctx) => {
    ctx.body = { items: await listSessions(app.db, actorOf(ctx).userId) };
  });

  router.post('/sessions', async (ctx) => {
    const input = parse(createChatSessionRequest, ctx.request.body ?? {});
    ctx.status = 201;
    ctx.body = { session: await createSession(app, actorOf(ctx), input) };
  });

  router.get('/sessions/:id', async (ctx) => {
    ctx.body = await getSession(app, actorOf(ctx), parseId(ctx.params.id, 'chat session id'));
  });

  router.post('/sessions/:id/messages', usageLimit(app, 'chat'), async (ctx) => {
    const id = parseId(ctx.params.id, 'chat session id');
    const input = parse(sendChatMessageRequest, ctx.request.body ?? {});
    ctx.status = 202;
    ctx.body = { message: await sendMessage(app, actorOf(ctx), id, input) };
  });

  return router;
}
