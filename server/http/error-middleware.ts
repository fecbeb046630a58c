import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { AppError } from './errors.js';
import { databaseErrorOf, loggableError } from './log-safe-error.js';
import { isConnectionLost } from '../db/connection-lost.js';

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
  return fromDatabase(err);
}

/**
 * PostgreSQL refusals a request can cause (the one mapping): a row it refers to was deleted
 * meanwhile (a race with a delete), a duplicate, a value a check or type refuses, a conflicting
 * concurrent transaction. The error may be wrapped by Drizzle; its cause is the pg error.
 */
function fromDatabase(err: unknown): AppError | null {
  const db = databaseErrorOf(err) as { code?: string; message?: string } | undefined;
  switch (db?.code) {
    case '23503': // foreign_key_violation
      return /^update or delete on table/.test(db.message ?? '')
        ? new AppError('conflict', 'This is still in use and cannot be removed')
        : new AppError('not_found', 'Something this refers to no longer exists');
    case '23505': // unique_violation
      return new AppError('conflict', 'This already exists');
    case '40001': // serialization_failure
    case '40P01': // deadlock_detected
      return new AppError('conflict', 'This was changed at the same time by another request. Please try again.');
    case '23514': // check_violation
    case '22P02': // invalid_text_representation (e.g. a bad uuid)
    case '22021': // character_not_in_repertoire (bad encoding)
    case '22001': // string_data_right_truncation
    case '22003': // numeric_value_out_of_range
    case '22007': // invalid_datetime_format
    case '22008': // datetime_field_overflow
      return new AppError('validation_failed', 'Invalid value in request');
    default:
      return null;
  }
}

/** The methods SwagScout answers; any other (PROPFIND, TRACE…) is refused with the envelope. */
const SUPPORTED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
export const METHOD_NOT_SUPPORTED = 'This method is not supported';

/**
 * The database connection was lost (failover, restart): the request did nothing it acknowledged,
 * and the pool reconnects for the next one, so the client is told to retry shortly.
 */
export const databaseUnavailable = () =>
  new AppError('unavailable', 'SwagScout cannot reach its database right now. Please try again in a moment.', undefined, { 'Retry-After': '1' });

export function errorMiddleware(log: Logger): Middleware {
  return async (ctx, next) => {
    try {
      if (!SUPPORTED_METHODS.has(ctx.method))
        throw new AppError('method_not_allowed', METHOD_NOT_SUPPORTED, undefined, { Allow: [...SUPPORTED_METHODS].join(', ') });
      await next();
      // Nothing answered (404), or the router's allowedMethods refused the method (405): the envelope too.
      if ((ctx.status === 404 || ctx.status === 405) && ctx.body == null && ctx.path.startsWith('/api')) throw new AppError('not_found', 'Not found');
    } catch (err) {
      const lost = isConnectionLost(err);
      const appError = lost ? databaseUnavailable() : toAppError(err);
      if (lost) log.warn({ ...loggableError(err), path: ctx.path, method: ctx.method }, 'request failed: database connection lost');
      else if (!appError) log.error({ ...loggableError(err), path: ctx.path, method: ctx.method }, 'request failed');
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
