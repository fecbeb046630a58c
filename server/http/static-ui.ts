import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';
import { ACCESS_COOKIE, SESSION_HINT_COOKIE } from '../auth/cookies.js';

/** The landing page rendered at build time (scripts/prerender-landing.ts). */
const LANDING_HTML = 'landing.html';

/**
 * Serves the built UI (dist/ui): files as they are, and index.html for any other page route
 * so the client router can show it (or its 404 page). `/` without a session gets the landing
 * page already rendered (landing.html), so a visitor sees it before the JavaScript arrives.
 */
export function staticUi(distDir = resolve('dist/ui')): Middleware {
  const hasBuild = existsSync(resolve(distDir, 'index.html'));
  const hasLanding = existsSync(resolve(distDir, LANDING_HTML));
  return async (ctx, next) => {
    await next();
    if (ctx.body !== undefined || ctx.status !== 404) return;
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return;
    if (ctx.path.startsWith('/api/') || ctx.path.startsWith('/socket.io') || /^\/admin(\/|$)/.test(ctx.path)) return;
    if (!hasBuild) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The UI is not built yet: run `npm run build` (npm start does it for you).';
      return;
    }
    const isAsset = ctx.path.startsWith('/assets/');
    // `/` is the landing page or the app, by session: a cache keeps one copy per Cookie header.
    if (ctx.path === '/') ctx.vary('Cookie');
    if (ctx.path === '/' && hasLanding && !ctx.cookies.get(ACCESS_COOKIE) && !ctx.cookies.get(SESSION_HINT_COOKIE)) {
      await send(ctx, LANDING_HTML, { root: distDir, maxage: 0 });
      return;
    }
    try {
      await send(ctx, ctx.path, {
        root: distDir,
        index: 'index.html',
        maxage: isAsset ? 365 * 24 * 3600 * 1000 : 0,
        immutable: isAsset,
      });
    } catch {
      if (isAsset || /\.[a-z0-9]+$/i.test(ctx.path)) return;
      await send(ctx, 'index.html', { root: distDir });
    }
  };
}
