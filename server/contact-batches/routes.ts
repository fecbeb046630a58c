import type Router from '@koa/router';
import { contactBatchesApi } from '../../contracts/contact-batches.js';
import type { AppContext } from '../context.js';
import { typedRouter } from '../http/typed-routes.js';
import { listContactBatches } from './queries.js';
import { createContactBatch, getContactBatch } from './service.js';
import { enrichBatchContact, importBatchContact, skipBatchContact } from './row-actions.js';
import { importAllBatchContacts } from './import-all.js';

export function contactBatchRoutes(app: AppContext): Router {
  const { router, route } = typedRouter(app);
  route(contactBatchesApi.list, async ({ actor }) => ({ items: await listContactBatches(app.db, actor.workspaceId) }));
  route(contactBatchesApi.create, async ({ body, actor, ctx }) => {
    const created = await createContactBatch(app, actor, body);
    // A finder batch is filled by its job: accepted now, its people arrive as an event.
    ctx.status = created.batch.status === 'finding' ? 202 : 201;
    return created;
  });
  route(contactBatchesApi.get, ({ params, actor }) => getContactBatch(app, actor, params.id));
  route(contactBatchesApi.importAll, ({ params, actor }) => importAllBatchContacts(app, actor, params.id));
  route(contactBatchesApi.importContact, ({ params, actor }) => importBatchContact(app, actor, params.id, params.rowId));
  route(contactBatchesApi.skipContact, ({ params, actor }) => skipBatchContact(app, actor, params.id, params.rowId));
  route(contactBatchesApi.enrichContact, ({ params, actor }) => enrichBatchContact(app, actor, params.id, params.rowId));
  return router;
}
