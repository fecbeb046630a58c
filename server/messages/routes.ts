import Router from '@koa/router';
import { composeQuery, generateMessageRequest, listMessagesQuery, updateMessageRequest } from '../../contracts/messages.js';
import type { AppContext } from '../context.js';
import { parse } from '../http/validate.js';
import { usageLimit } from '../http/usage-limit.js';
import { parseId } from '../http/params.js';
import { invalid } from '../http/errors.js';
import { actorOf, requireUser } from '../auth/middleware.js';
import { decodeCursor, listMessages } from './queries.js';
import { composeContext, deleteMessage, getMessage, requestGeneration, updateMessage } from './service.js';

export function messageRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api/messages' });
  router.use(requireUser(app));

  router.get('/', async (ctx) => {
    const q = parse(listMessagesQuery, ctx.query);
    const cursor = q.cursor ? decodeCursor(q.cursor) : null;
    if (q.cursor && !cursor) throw invalid([{ path: 'cursor', message: 'Invalid cursor' }]);
    ctx.body = await listMessages(app.db, actorOf(ctx).userId, { cursor, limit: q.limit });
  });

  router.get('/compose', async (ctx) => {
    const q = parse(composeQuery, ctx.query);
    ctx.body = await composeContext(app, actorOf(ctx), q.contactId.toLowerCase());
  });

  router.post('/generate', usageLimit(app, 'generation'), async (ctx) => {
    const input = parse(generateMessageRequest, ctx.request.body ?? {});
    ctx.status = 202;
    ctx.body = { message: await requestGeneration(app, actorOf(ctx), input) };
  });

  router.get('/:id', async (ctx) => {
    ctx.body = { message: await getMessage(app, actorOf(ctx), parseId(ctx.params.id, 'message id')) };
  });

  router.patch('/:id', async (ctx) => {
    const id = parseId(ctx.params.id, 'message id');
    const input = parse(updateMessageRequest, ctx.request.body);
    ctx.body = { message: await updateMessage(app, actorOf(ctx), id, input) };
  });

  router.delete('/:id', async (ctx) => {
    await deleteMessage(app, actorOf(ctx), parseId(ctx.params.id, 'message id'));
    ctx.status = 204;
  });

  return router;
}
