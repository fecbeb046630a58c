import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { authApi } from '../../contracts/auth.js';
import type { AppContext } from '../context.js';
import { actorFromCookie } from '../auth/middleware.js';
import { AppError } from '../http/errors.js';
import { typedRouter } from '../http/typed-routes.js';
import { REFRESH_COOKIE, clearSessionCookies, setSessionCookies } from '../auth/cookies.js';
import { getUser, joinWaitlist, loginUser, logoutSession, refreshSession, registerUser } from './service.js';

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
    async ({ body }) => {
      await app.limits.hitRegistration(body.email);
      return { user: await registerUser(app, body) };
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

  route(
    authApi.joinWaitlist,
    async ({ body }) => {
      await joinWaitlist(app, body);
      return { ok: true as const };
    },
    perIp,
  );

  return router;
}
