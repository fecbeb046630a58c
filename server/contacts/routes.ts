import Router from '@koa/router';
import { contactInput, contactPatch, listContactsQuery } from '../../contracts/contacts.js';
import type { AppContext } from '../context.js';
import { parse } from '../http/validate.js';
import { parseId } from '../http/params.js';
import { invalid } from '../http/errors.js';
import { actorOf, requireUser } from '../auth/middleware.js';
import { decodeContactCursor, listContacts } from './queries.js';
import { createContact, deleteContact, getContact, updateContact } from './service.js';

export function contactRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api/contacts' });
  router.use(requireUser(app));

  router.get('/', async (ctx) => {
    const q = parse(listContactsQuery, ctx.query);
    const cursor = q.cursor ? decodeContactCursor(q.cursor) : null;
    if (q.cursor && !cursor) throw invalid([{ path: 'cursor', message: 'Invalid cursor' }]);
    ctx.body = await listContacts(app.db, actorOf(ctx).workspaceId, { ...q, cursor });
  });

  router.post('/', async (ctx) => {
    const input = parse(contactInput, ctx.request.body);
    ctx.status = 201;
    ctx.body = { contact: await createContact(app, actorOf(ctx), input) };
  });

  router.get('/:id', async (ctx) => {
    ctx.body = { contact: await getContact(app, actorOf(ctx), parseId(ctx.params.id, 'contact id')) };
  });

  router.patch('/:id', async (ctx) => {
    const id = parseId(ctx.params.id, 'contact id');
    const input = parse(contactPatch, ctx.request.body);
    ctx.body = { contact: await updateContact(app, actorOf(ctx), id, input) };
  });

  router.delete('/:id', async (ctx) => {
    await deleteContact(app, actorOf(ctx), parseId(ctx.params.id, 'contact id'));
    ctx.status = 204;
  });

  return router;
}
