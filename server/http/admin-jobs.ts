import Koa from 'koa';
import mount from 'koa-mount';
import type { Middleware } from 'koa';
import type { Agenda } from 'agenda';
import type { AppContext } from '../context.js';
import { eq } from 'drizzle-orm';
import { actorFromCookie } from '../auth/middleware.js';
import { users } from '../db/schema/index.js';
import { forbidden, unauthorized } from './errors.js';
import { loadAgendashKoa } from './agendash-koa.js';


/** Lets through only a signed-in user whose email is in OPERATOR_EMAILS (being a workspace owner is not enough). */
function requireOperator(app: AppContext, operators: readonly string[]): Middleware {
  return async (ctx, next) => {
    const actor = await actorFromCookie(app, ctx);
    if (!actor) throw unauthorized();
    const user = await app.db.query.users.findFirst({ where: eq(users.id, actor.userId), columns: { email: true } });
    if (!user || !operators.includes(user.email.toLowerCase())) throw forbidden('Only an operator can open this page');
    await next();
  };
}

/**
 * Agendash at /admin/jobs, for operators named in OPERATOR_EMAILS only. It lists and controls
 * every workspace's jobs, so it is deny-by-default: with no operator configured it is not mounted
 * at all (404 for everyone). Workspace members see their own jobs on the in-app /jobs page.
 */
export async function adminJobs(app: AppContext, agenda: Agenda): Promise<Middleware | undefined> {
  const operators = app.config.operatorEmails ?? [];
  if (operators.length === 0) return undefined;
  const dash = new Koa();
  dash.use(requireOperator(app, operators));
  const { createKoaMiddlewareAsync } = await loadAgendashKoa();
  for (const mw of await createKoaMiddlewareAsync(agenda)) dash.use(mw);
  return mount('/admin/jobs', dash);
}
