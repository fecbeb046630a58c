import type Router from '@koa/router';
import { mailApi } from '../../contracts/mail.js';
import type { AppContext } from '../context.js';
import { typedRouter } from '../http/typed-routes.js';
import { getMailbox, getMailSettings, removeMailbox, saveMailbox, saveMailSettings } from './mailbox.js';
import { approveEmail, emailFeed, outbox, sendMessage } from './service.js';

export function mailRoutes(app: AppContext): Router {
  const { router, route } = typedRouter(app);
  route(mailApi.getMailbox, async ({ actor }) => ({ mailbox: await getMailbox(app, actor) }));
  route(mailApi.saveMailbox, async ({ actor, body }) => ({ mailbox: await saveMailbox(app, actor, body) }));
  route(mailApi.removeMailbox, async ({ actor }) => {
    await removeMailbox(app, actor);
    return { ok: true as const };
  });
  route(mailApi.getSettings, async ({ actor }) => ({ settings: await getMailSettings(app, actor.workspaceId) }));
  route(mailApi.saveSettings, async ({ actor, body }) => ({ settings: await saveMailSettings(app, actor, body) }));
  route(mailApi.sendMessage, async ({ actor, params, body }) => ({ email: await sendMessage(app, actor, params.id, body) }));
  route(mailApi.emails, ({ actor, query }) => emailFeed(app, actor, query));
  route(mailApi.outbox, async ({ actor }) => ({ emails: await outbox(app, actor) }));
  route(mailApi.approve, async ({ actor, params, body }) => ({ email: await approveEmail(app, actor, params.id, body) }));
  return router;
}
