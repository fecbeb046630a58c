import { Stream } from 'node:stream';
import { constants } from 'node:zlib';
import type { Middleware } from 'koa';
import compress from 'koa-compress';

const noop = async () => undefined;

/**
 * koa-compress, consulted only for bodies that may be worth compressing. A JSON body is
 * serialised once here (Koa would do it when responding, and koa-compress once more just to learn
 * its length); a body clearly under the threshold skips the negotiation altogether.
 */
/**
 * A JSON answer of more than this many characters (the production board's 2,000 purchase orders are
 * 1.3 MB) is compressed at the fastest levels: at the default ones compressing it took longer than
 * building it (tens of milliseconds of the event loop); the fastest levels still shrink JSON several times.
 */
export const LARGE_JSON = 256 * 1024;

export function compression(threshold = 2048): Middleware {
  const inner = compress({ threshold });
  const fast = compress({ threshold, gzip: { level: 1 }, deflate: { level: 1 }, br: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } } });
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
    await (typeof text === 'string' && text.length > LARGE_JSON ? fast : inner)(ctx, noop);
  };
}
