import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { AppError } from './errors.js';
import { loggableError } from './log-safe-error.js';

type HttpishError = Error & { status?: number; statusCode?: number; type?: string; expose?: boolean };

/** Maps anything thrown below into the error envelope; never leaks a stack trace. */
function toAppError(err: unknown): AppError | null {
  if (err instanceof AppError) return err;
  const e = err as HttpishError;
  const status = e?.status ?? e?.statusCode;
  if (status === 413 || e?.type === 'entity.too.large') return new AppError('payload_too_large', 'The request body is too large');
  if (status === 415) return new AppError('unsupported_media_type', 'Send the request body as JSON');
  if (e?.type === 'entity.parse.failed' || (status === 400 && /json/i.test(e?.message ?? '')))
    return new AppError('validation_failed', 'The request body is not valid JSON');
  if (status === 400) return new AppError('validation_failed', e.expose ? e.message : 'Bad request');
  if (status === 401) return new AppError('unauthorized', 'You need to sign in');
  if (status === 403) return new AppError('forbidden', 'You do not have access to this');
  if (status === 404) return new AppError('not_found', 'Not found');
  if (status === 405) return new AppError('not_found', 'Not found');
  // Postgres: invalid text representation (bad uuid), string too long, numeric out of range.
  const pgCode = (err as { code?: string })?.code;
  if (pgCode === '22P02' || pgCode === '22001' || pgCode === '22003') return new AppError('validation_failed', 'Invalid value in request');
  return null;
}

export function errorMiddleware(log: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      // Nothing answered (404), or the router's allowedMethods refused the method (405): the envelope too.
      if ((ctx.status === 404 || ctx.status === 405) && ctx.body == null && ctx.path.startsWith('/api')) throw new AppError('not_found', 'Not found');
    } catch (err) {
      const appError = toAppError(err);
      if (!appError) log.error({ ...loggableError(err), path: ctx.path, method: ctx.method }, 'request failed');
      const e = appError ?? new AppError('internal', 'Something went wrong. Please try again.');
      ctx.status = e.status;
      if (e.headers) ctx.set(e.headers);
      // Refused before its body was read (too large, not JSON, cross-site…): close the connection,
      // or a client that stops sending would reuse it out of step with the server.
      if (!ctx.req.complete) ctx.set('Connection', 'close');
      ctx.body = { error: { code: e.code, message: e.message, ...(e.details ? { details: e.details } : {}) } };
    }
  };
}
