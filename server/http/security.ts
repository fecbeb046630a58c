import type { Context, Middleware } from 'koa';
import { AppError } from './errors.js';
import { apiTable } from '../../contracts/http/api.js';
import { pathPattern, type RouteDef } from '../../contracts/http/route.js';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A route that takes a raw file as its body (e.g. an image upload): its path and the types it accepts. */
export type RawUpload = { path: RegExp; types: readonly string[] };

/** The route table's upload routes (those declaring `upload`). */
export const rawUploadRoutes = (): RawUpload[] =>
  Object.values(apiTable)
    .flatMap((area) => Object.values(area as Record<string, RouteDef>))
    .flatMap((def) => (def.upload ? [{ path: pathPattern(def.path), types: def.upload.contentTypes }] : []));

/**
 * Mutations to the API must carry JSON (or multipart for uploads, or one of a raw-upload
 * route's own types) when they carry a body, and a browser's Origin, when sent, must be this
 * site: a cross-site form or fetch is refused. (No cross-site form can send an image type, and a
 * cross-site fetch with one needs a CORS preflight this server never grants.)
 */
export function requestGuards(opts: { allowedOrigins: string[]; rawUploads?: readonly RawUpload[] }): Middleware {
  const checkMutation = (ctx: Context): void => {
    const origin = ctx.get('Origin');
    if (origin && origin !== 'null') {
      const sameHost = (() => {
        try {
          return new URL(origin).host === ctx.host;
        } catch {
          return false;
        }
      })();
      if (!sameHost && !opts.allowedOrigins.includes(origin)) throw new AppError('forbidden', 'Cross-site requests are not allowed');
    } else if (origin === 'null') {
      throw new AppError('forbidden', 'Cross-site requests are not allowed');
    }
    const hasBody = Number(ctx.get('Content-Length') || 0) > 0 || Boolean(ctx.get('Transfer-Encoding'));
    const rawUpload = opts.rawUploads?.find((u) => u.path.test(ctx.path));
    if (hasBody && rawUpload && ctx.is(...rawUpload.types)) return;
    if (hasBody && !ctx.is('application/json', 'multipart/form-data')) throw new AppError('unsupported_media_type', 'Send the request body as JSON');
  };
  // Synchronous: a request that passes goes on without a promise of its own.
  return (ctx, next) => {
    if (MUTATING.has(ctx.method) && ctx.path.startsWith('/api/')) checkMutation(ctx);
    return next();
  };
}
