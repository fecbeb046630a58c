import type { Context } from 'koa';
import { AppError } from './errors.js';

/**
 * A raw request body (a file upload) of at most `maxBytes`: a larger one is refused (413 with
 * `tooLargeMessage`) as soon as its Content-Length or its bytes say so, never read whole.
 */
export async function readRawBody(ctx: Context, maxBytes: number, tooLargeMessage: string): Promise<Buffer> {
  const tooLarge = () => new AppError('payload_too_large', tooLargeMessage);
  if (Number(ctx.get('Content-Length') || 0) > maxBytes) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
