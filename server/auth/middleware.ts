import type { Context, Middleware, Next } from 'koa';
import type { AppContext } from '../context.js';
import { unauthorized } from '../http/errors.js';
import { ACCESS_COOKIE } from './cookies.js';
import { isSessionLive } from './sessions.js';
import { memberRole } from './memberships.js';
import type { Role } from '../../contracts/roles.js';

/**
 * `workspaceId`: the session's current workspace; `role`: the user's role there now.
 * `sessionId`: the sign-in a request came with (absent for work not started by a request).
 */
export type Actor = { userId: string; workspaceId: string; role: Role; sessionId?: string };

/** Koa state after `requireUser`: who is asking, and for which workspace. */
export type AuthedState = { actor: Actor };

export async function actorFromCookie(app: AppContext, ctx: Context): Promise<Actor | null> {
  const token = ctx.cookies.get(ACCESS_COOKIE);
  if (!token) return null;
  const claims = await app.tokens.verifyAccess(token);
  if (!claims || !(await isSessionLive(app, claims.sid))) return null;
  // A member removed from the workspace is signed out there at once, whatever their token says.
  const role = await memberRole(app, claims.wid, claims.sub);
  if (!role) return null;
  return { userId: claims.sub, workspaceId: claims.wid, role, sessionId: claims.sid };
}

/** A signed-in user, else 401 (with `signedOutMessage` when a screen names its own). */
export function requireUser(app: AppContext, signedOutMessage?: string): Middleware {
  return async (ctx: Context, next: Next) => {
    const actor = await actorFromCookie(app, ctx);
    if (!actor) throw unauthorized(signedOutMessage);
    ctx.state.actor = actor;
    await next();
  };
}

export const actorOf = (ctx: Context): Actor => {
  const actor = (ctx.state as Partial<AuthedState>).actor;
  if (!actor) throw unauthorized();
  return actor;
};
