import Router from '@koa/router';
import { loginRequest, registerRequest, waitlistRequest } from '../../contracts/auth.js';
import type { AppContext } from '../context.js';
import { parse } from '../http/validate.js';
import { actorFromCookie, actorOf, requireUser } from '../auth/middleware.js';
import { AppError } from '../http/errors.js';
import { REFRESH_COOKIE, clearSessionCookies, setSessionCookies } from '../auth/cookies.js';
import { getUser, loginUser, logoutSession, refreshSession, registerUser } from './auth-service.js';
import { joinWaitlist } from './waitlist-service.js';

export function authRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api' });
  const secure = app.config.appOrigin.startsWith('https:');

  router.post('/auth/register', async (ctx) => {
    await app.limits.hitIp(ctx.ip);
    const input = parse(registerRequest, ctx.request.body);
    await app.limits.hitRegistration(input.email);
    ctx.status = 201;
    ctx.body = { user: await registerUser(app, input) };
  });

  router.post('/auth/login', async (ctx) => {
    await app.limits.hitIp(ctx.ip);
    const input = parse(loginRequest, ctx.request.body);
    const session = await loginUser(app, input, ctx.ip);
    setSessionCookies(ctx, session.accessToken, session.refreshToken, secure);
    ctx.body = { user: session.user };
  });

  router.post('/auth/refresh', async (ctx) => {
    try {
      const session = await refreshSession(app, ctx.cookies.get(REFRESH_COOKIE));
      setSessionCookies(ctx, session.accessToken, session.refreshToken, secure);
      ctx.body = { user: session.user };
    } catch (err) {
      // Only a refused token clears the cookies (a racing tab gets the same successor instead,
      // see refreshSession); a failure of ours must not sign the browser out.
      if (err instanceof AppError && err.code === 'unauthorized') clearSessionCookies(ctx);
      throw err;
    }
  });

  router.post('/auth/logout', async (ctx) => {
    const actor = await actorFromCookie(app, ctx);
    await logoutSession(app, ctx.cookies.get(REFRESH_COOKIE), actor?.sessionId);
    clearSessionCookies(ctx);
    ctx.status = 204;
  });

  router.get('/auth/me', requireUser(app), async (ctx) => {
    ctx.body = { user: await getUser(app, actorOf(ctx)) };
  });

  router.post('/waitlist', async (ctx) => {
    await app.limits.hitIp(ctx.ip);
    const input = parse(waitlistRequest, ctx.request.body);
    await joinWaitlist(app, input);
    ctx.status = 201;
    ctx.body = { ok: true };
  });

  return router;
}
