import { Stream } from 'node:stream';
import type { Middleware } from 'koa';
import compress from 'koa-compress';

const noop = async () => undefined;

/**
 * koa-compress, consulted only for bodies that may be worth compressing. A JSON body is
 * serialised once here (Koa would do it when responding, and koa-compress once more just to learn
 * its length); a body clearly under the threshold skips the negotiation altogether.
 */
export function compression(threshold = 2048): Middleware {
  const inner = compress({ threshold });
  return async (ctx, next) => {
    // What ctx.vary would do, without parsing a Vary header nobody has set yet.
    if (ctx.res.hasHeader('Vary')) ctx.vary('Accept-Encoding');
    else ctx.res.setHeader('Vary', 'Accept-Encoding');
    await next();
    const body: unknown = ctx.body;
    if (body == null) return;
    if (typeof body === 'object' && !Buffer.isBuffer(body) && !(body instanceof Stream)) {
      ctx.body = JSON.stringify(body); // the type stays application/json, set when the object was assigned
    }
    const text: unknown = ctx.body;
    // At most 3 bytes per UTF-16 unit: certainly under the threshold.
    if (typeof text === 'string' && text.length * 3 < threshold) return;
    await inner(ctx, noop);
  };
}
