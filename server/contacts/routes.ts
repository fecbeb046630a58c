import type Router from '@koa/router';
import { contactsApi } from '../../contracts/contacts.js';
import type { AppContext } from '../context.js';
import { invalid } from '../http/errors.js';
import { typedRouter } from '../http/typed-routes.js';
import { ownerIdOf } from '../team/index.js';
import { decodeContactCursor, listContacts } from './queries.js';
import { createContact, deleteContact, getContact, updateContact } from './service.js';

export function contactRoutes(app: AppContext): Router {
  const { router, route } = typedRouter(app);

  route(contactsApi.list, async ({ query, actor }) => {
    const cursor = query.cursor ? decodeContactCursor(query.cursor) : null;
    if (query.cursor && !cursor) throw invalid([{ path: 'cursor', message: 'Invalid cursor' }]);
    return listContacts(app.db, actor.workspaceId, { ...query, cursor, ownerId: ownerIdOf(query.owner, actor) });
  });
  route(contactsApi.create, async ({ body, actor }) => ({ contact: await createContact(app, actor, body) }));
  route(contactsApi.get, async ({ params, actor }) => ({ contact: await getContact(app, actor, params.id) }));
  route(contactsApi.update, async ({ params, body, actor }) => ({ contact: await updateContact(app, actor, params.id, body) }));
  route(contactsApi.remove, async ({ params, actor }) => {
    await deleteContact(app, actor, params.id);
  });

  return router;
}
