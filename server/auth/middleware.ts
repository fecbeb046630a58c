import type { Context, Middleware, Next } from 'koa';
import type { AppContext } from '../context.js';
import { unauthorized } from '../http/errors.js';
import { ACCESS_COOKIE } from './cookies.js';
import { cachedSessionLive, isSessionLive } from './sessions.js';
import { cachedMemberRole, memberRole } from './memberships.js';
import type { Role } from '../../contracts/roles.js';

/**
 * `workspaceId`: the session's current workspace; `role`: the user's role there now.
 * `sessionId`: the sign-in a request came with (absent for work not started by a request).
 */
export type Actor = { userId: string; workspaceId: string; role: Role; sessionId?: string };

/** Koa state after `requireUser`: who is asking, and for which workspace. */
export type AuthedState = { actor: Actor };

/** The signed-in user of a request, checked now: token, session still live, still a member. */
export async function actorFromCookie(app: AppContext, ctx: Context): Promise<Actor | null> {
  const token = ctx.cookies.get(ACCESS_COOKIE);
  return token ? actorFromToken(app, token) : null;
}

async function actorFromToken(app: AppContext, token: string): Promise<Actor | null> {
  const claims = await app.tokens.verifyAccess(token);
  if (!claims || !(await isSessionLive(app, claims.sid))) return null;
  // A member removed from the workspace is signed out there at once, whatever their token says.
  const role = await memberRole(app, claims.wid, claims.sub);
  return role ? { userId: claims.sub, workspaceId: claims.wid, role, sessionId: claims.sid } : null;
}

/**
 * actorFromToken's answer when the token, the session and the membership are all in their caches
 * (the same caches, so the same answer, without a promise), else undefined.
 */
function cachedActor(app: AppContext, token: string): Actor | null | undefined {
  const claims = app.tokens.verifiedAccess(token);
  if (!claims) return claims;
  const live = cachedSessionLive(app, claims.sid);
  if (!live) return live === undefined ? undefined : null;
  const role = cachedMemberRole(app, claims.wid, claims.sub);
  if (!role) return role;
  return { userId: claims.sub, workspaceId: claims.wid, role, sessionId: claims.sid };
}

/**
 * A signed-in user, else 401 (with `signedOutMessage` when a screen names its own). Every request
 * is checked; one whose checks are all cached is admitted synchronously.
 */
export function requireUser(app: AppContext, signedOutMessage?: string): Middleware {
  const admit = (ctx: Context, next: Next, actor: Actor | null) => {
    if (!actor) throw unauthorized(signedOutMessage);
    ctx.state.actor = actor;
    return next();
  };
  return (ctx: Context, next: Next) => {
    const token = ctx.cookies.get(ACCESS_COOKIE);
    if (!token) throw unauthorized(signedOutMessage);
    const cached = cachedActor(app, token);
    return cached === undefined ? actorFromToken(app, token).then((actor) => admit(ctx, next, actor)) : admit(ctx, next, cached);
  };
}

export const actorOf = (ctx: Context): Actor => {
  const actor = (ctx.state as Partial<AuthedState>).actor;
  if (!actor) throw unauthorized();
  return actor;
};
