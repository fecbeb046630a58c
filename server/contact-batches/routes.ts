import Router from '@koa/router';
import { createContactBatchRequest } from '../../contracts/contact-batches.js';
import type { AppContext } from '../context.js';
import { parse } from '../http/validate.js';
import { parseId } from '../http/params.js';
import { actorOf, requireUser } from '../auth/middleware.js';
import { listContactBatches } from './queries.js';
import { createContactBatch, getContactBatch } from './service.js';
import { enrichBatchContact, importBatchContact, skipBatchContact } from './row-actions.js';

const actions = { import: importBatchContact, skip: skipBatchContact, enrich: enrichBatchContact };

export function contactBatchRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api/contact-batches' });
  router.use(requireUser(app));

  router.get('/', async (ctx) => {
    ctx.body = { items: await listContactBatches(app.db, actorOf(ctx).workspaceId) };
  });

  router.post('/', async (ctx) => {
    const input = parse(createContactBatchRequest, ctx.request.body);
    const created = await createContactBatch(app, actorOf(ctx), input);
    // A finder batch is filled by its job: accepted now, its people arrive as an event.
    ctx.status = created.batch.status === 'finding' ? 202 : 201;
    ctx.body = created;
  });

  router.get('/:id', async (ctx) => {
    ctx.body = await getContactBatch(app, actorOf(ctx), parseId(ctx.params.id, 'batch id'));
  });

  for (const [name, action] of Object.entries(actions)) {
    router.post(`/:id/contacts/:rowId/${name}`, async (ctx) => {
      const id = parseId(ctx.params.id, 'batch id');
      ctx.body = await action(app, actorOf(ctx), id, parseId(ctx.params.rowId, 'contact id'));
    });
  }

  return router;
}
