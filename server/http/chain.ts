import type { Middleware } from 'koa';

/**
 * Runs `middleware` in order around `last`, as koa-compose would, worked out once: without
 * koa-compose's promise and bound function per middleware and request. For middleware that pass on
 * by returning `next()` (or awaiting it); a middleware that answers simply does not call it.
 */
export function chain(middleware: Middleware[], last: Middleware = (_ctx, next) => next()): Middleware {
  return middleware.reduceRight<Middleware>((inner, outer) => (ctx, next) => outer(ctx, () => inner(ctx, next)), last);
}
