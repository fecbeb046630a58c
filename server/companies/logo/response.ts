import type { Context } from 'koa';
import type { StoredLogo } from './queries.js';

/**
 * Sends a stored logo as an inert image: its own type, never sniffed, shown inline, and a CSP
 * under which an SVG opened on its own can run nothing and load nothing.
 */
export function sendLogo(ctx: Context, logo: StoredLogo): void {
  const etag = `"${logo.sha256}"`;
  ctx.set('ETag', etag);
  ctx.set('Cache-Control', 'private, no-cache');
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  ctx.set('Content-Disposition', `inline; filename="logo.${logo.contentType === 'image/png' ? 'png' : logo.contentType === 'image/jpeg' ? 'jpg' : 'svg'}"`);
  if (ctx.get('If-None-Match') === etag) {
    ctx.status = 304;
    return;
  }
  ctx.type = logo.contentType;
  ctx.body = logo.bytes;
}
