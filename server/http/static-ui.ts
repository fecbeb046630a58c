import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';

/**
 * Serves the built UI (dist/ui): files as they are, and index.html for any other page route
 * so the client router can show it (or its 404 page).
 */
export function staticUi(distDir = resolve('dist/ui')): Middleware {
  const hasBuild = existsSync(resolve(distDir, 'index.html'));
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
