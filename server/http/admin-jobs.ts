import Koa from 'koa';
import mount from 'koa-mount';
import type { Middleware } from 'koa';
import type { AppContext } from '../context.js';
import { eq } from 'drizzle-orm';
import { actorOf, requireOwner } from '../auth/middleware.js';
import { users } from '../db/schema/index.js';
import { forbidden } from './errors.js';
import { loadAgendashKoa } from './agendash-koa.js';


/**
 * Agendash at /admin/jobs, for workspace owners only — and, when OPERATOR_EMAILS is set, only
 * for those people: the dashboard lists every workspace's jobs.
 */
export async function adminJobs(app: AppContext): Promise<Middleware> {
  const dash = new Koa();
  dash.use(requireOwner(app));
  const operators = app.config.operatorEmails;
  if (operators)
    dash.use(async (ctx, next) => {
      const user = await app.db.query.users.findFirst({ where: eq(users.id, actorOf(ctx).userId) });
      if (!user || !operators.includes(user.email.toLowerCase())) throw forbidden('Only an operator can open this page');
      await next();
    });
  const { createKoaMiddlewareAsync } = await loadAgendashKoa();
  for (const mw of await createKoaMiddlewareAsync(app.jobs.agenda)) dash.use(mw);
  return mount('/admin/jobs', dash);
}
