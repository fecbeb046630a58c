import type { Context, Middleware, Next } from 'koa';
import type { Action } from '../../contracts/permissions.js';
import type { AppContext } from '../context.js';
import { actorFromCookie, type AuthedState } from '../auth/middleware.js';
import { assertCan } from '../auth/permissions.js';

/*
 * Which action of the permission table (contracts/permissions.ts) each API request is: the first
 * rule whose method and path match decides; any other write under /api is `records.write`, any
 * other read needs nothing more than sign-in (the route's own check). One list, kept here until
 * each route declares its action itself.
 */
type Rule = { methods: readonly string[] | '*'; path: RegExp; action: Action | null };

const WRITE = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
const rule = (methods: Rule['methods'], path: RegExp, action: Action | null): Rule => ({ methods, path, action });

export const ROUTE_RULES: readonly Rule[] = [
  // Signing in and out, joining, and one's own things: every role, or no session at all.
  rule('*', /^\/api\/auth\//, null),
  rule('*', /^\/api\/waitlist$/, null),
  rule(['PUT', 'PATCH'], /^\/api\/profile(\/password)?$/, 'self.manage'),
  rule(['POST'], /^\/api\/analytics\/events$/, 'self.manage'),
  rule(['POST'], /^\/api\/invitations\/[^/]+\/accept$/, 'self.manage'),
  rule(['POST'], /^\/api\/workspaces\/[^/]+\/switch$/, 'self.manage'),
  // The team and the workspace: owners and admins (ownership and deletion: owners only).
  rule('*', /^\/api\/workspace\/invitations(\/|$)/, 'members.manage'),
  rule(WRITE, /^\/api\/workspace\/members(\/|$)/, 'members.manage'),
  rule(WRITE, /^\/api\/workspace\/transfer$/, 'ownership.transfer'),
  rule(['DELETE'], /^\/api\/workspace$/, 'workspace.delete'),
  rule(WRITE, /^\/api\/workspace$/, 'workspace.settings'),
  rule(WRITE, /^\/api\/branding$/, 'workspace.settings'),
  rule(WRITE, /^\/api\/catalogue\/credentials$/, 'workspace.settings'),
  // Everything else that writes.
  rule(WRITE, /^\/api\//, 'records.write'),
];

/** The action a request needs, or null (no rule beyond the route's own sign-in check). */
export function actionFor(method: string, path: string): Action | null {
  const found = ROUTE_RULES.find((r) => (r.methods === '*' || r.methods.includes(method)) && r.path.test(path));
  return found ? found.action : null;
}

/**
 * Refuses (403, the table's message) a signed-in request its role may not make. Anonymous
 * requests pass through: the route answers them with 401. The actor found here is kept for the
 * route's own `requireUser`.
 */
export function routePermissions(app: AppContext): Middleware {
  return async (ctx: Context, next: Next) => {
    const action = actionFor(ctx.method, ctx.path);
    if (action) {
      const actor = await actorFromCookie(app, ctx);
      if (actor) {
        assertCan(actor, action);
        (ctx.state as AuthedState).actor = actor;
      }
    }
    await next();
  };
}
