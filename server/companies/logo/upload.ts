import type { Context } from 'koa';
import { LOGO_MAX_BYTES, LOGO_TOO_LARGE_MESSAGE, LOGO_TYPE_MESSAGE, LOGO_TYPES } from '../../../contracts/company-logo.js';
import { AppError } from '../../http/errors.js';
import { readRawBody } from '../../http/raw-body.js';

/** The request's declared image type, one of LOGO_TYPES, else a 415. */
export function declaredLogoType(ctx: Context): string {
  const type = ctx.request.type;
  if (!(LOGO_TYPES as readonly string[]).includes(type)) throw new AppError('unsupported_media_type', LOGO_TYPE_MESSAGE);
  return type;
}

/** Reads a raw request body of at most LOGO_MAX_BYTES: a larger one is refused as soon as it is seen. */
export const readLogoBody = (ctx: Context): Promise<Buffer> => readRawBody(ctx, LOGO_MAX_BYTES, LOGO_TOO_LARGE_MESSAGE);
