import type { Middleware } from 'koa';

/**
 * Runs `middleware` in order around `last`, as koa-compose would, worked out once: without
 * koa-compose's promise and bound function per middleware and request. For middleware that pass on
 * by returning `next()` (or awaiting it); a middleware that answers simply does not call it.
 */
export function chain(middleware: Middleware[], last: Middleware = (_ctx, next) => next()): Chained {
  const run = middleware.reduceRight<Middleware>((inner, outer) => (ctx, next) => outer(ctx, () => inner(ctx, next)), last);
  return Object.assign(run, { steps: [...middleware] });
}

/** A chain, with its steps kept for whoever lists what a server runs (the route table's test reads its routers). */
export type Chained = Middleware & { steps: readonly Middleware[] };
