import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { authApi } from '../../contracts/auth.js';
import type { AppContext } from '../context.js';
import { actorFromCookie } from '../auth/middleware.js';
import { AppError, notFound } from '../http/errors.js';
import { typedRouter } from '../http/typed-routes.js';
import { REFRESH_COOKIE, clearSessionCookies, setSessionCookies } from '../auth/cookies.js';
import { getUser, joinWaitlist, loginUser, logoutSession, refreshSession, registerUser, signInInvited } from './service.js';

/** Rate limited per IP before the body is read (a flood of bad requests is refused as such). */
const hitIp =
  (app: AppContext): Middleware =>
  async (ctx, next) => {
    await app.limits.hitIp(ctx.ip);
    await next();
  };

export function authRoutes(app: AppContext): Router {
  const { router, route } = typedRouter(app);
  const secure = app.config.appOrigin.startsWith('https:');
  const perIp = { before: [hitIp(app)] };

  route(
    authApi.register,
    async ({ body, ctx }) => {
      await app.limits.hitRegistration(body.email);
      const user = await registerUser(app, body);
      if (!body.inviteToken) return { user };
      // Joining through an invitation signs the new member in (a plain registration does not).
      const session = await signInInvited(app, user.id);
      setSessionCookies(ctx, session.accessToken, session.refreshToken, secure);
      return { user: session.user };
    },
    perIp,
  );

  route(
    authApi.login,
    async ({ body, ctx }) => {
      const session = await loginUser(app, body, ctx.ip);
      setSessionCookies(ctx, session.accessToken, session.refreshToken, secure);
      return { user: session.user };
    },
    perIp,
  );

  route(authApi.refresh, async ({ ctx }) => {
    try {
      const session = await refreshSession(app, ctx.cookies.get(REFRESH_COOKIE));
      setSessionCookies(ctx, session.accessToken, session.refreshToken, secure);
      return { user: session.user };
    } catch (err) {
      // Only a refused token clears the cookies (a racing tab gets the same successor instead,
      // see refreshSession); a failure of ours must not sign the browser out.
      if (err instanceof AppError && err.code === 'unauthorized') clearSessionCookies(ctx);
      throw err;
    }
  });

  route(authApi.logout, async ({ ctx }) => {
    const actor = await actorFromCookie(app, ctx);
    await logoutSession(app, ctx.cookies.get(REFRESH_COOKIE), actor?.sessionId);
    clearSessionCookies(ctx);
  });

  route(authApi.me, async ({ actor }) => ({ user: await getUser(app, actor) }));

  route(authApi.session, async ({ ctx }) => {
    const actor = await actorFromCookie(app, ctx);
    return { user: actor ? await getUser(app, actor) : null, refreshable: !actor && Boolean(ctx.cookies.get(REFRESH_COOKIE)) };
  });

  route(authApi.publicConfig, () => ({ waitlist: app.config.waitlistEnabled }));

  route(
    authApi.joinWaitlist,
    async ({ body }) => {
      // A self-hosted install has no beta to wait for: only an install that offers the list takes names.
      if (!app.config.waitlistEnabled) throw notFound('Not found');
      await joinWaitlist(app, body);
      return { ok: true as const };
    },
    perIp,
  );

  return router;
}
