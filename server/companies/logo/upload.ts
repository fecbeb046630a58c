import type { Context } from 'koa';
import { LOGO_MAX_BYTES, LOGO_TOO_LARGE_MESSAGE, LOGO_TYPE_MESSAGE, LOGO_TYPES } from '../../../contracts/company-logo.js';
import { AppError } from '../../http/errors.js';

const tooLarge = () => new AppError('payload_too_large', LOGO_TOO_LARGE_MESSAGE);

/** The request's declared image type, one of LOGO_TYPES, else a 415. */
export function declaredLogoType(ctx: Context): string {
  const type = ctx.request.type;
  if (!(LOGO_TYPES as readonly string[]).includes(type)) throw new AppError('unsupported_media_type', LOGO_TYPE_MESSAGE);
  return type;
}

/** Reads a raw request body of at most LOGO_MAX_BYTES: a larger one is refused as soon as it is seen. */
export async function readLogoBody(ctx: Context): Promise<Buffer> {
  if (Number(ctx.get('Content-Length') || 0) > LOGO_MAX_BYTES) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > LOGO_MAX_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
