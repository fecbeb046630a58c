import type Router from '@koa/router';
import type { Middleware } from 'koa';

type Layer = Router['stack'][number];

/**
 * Routes without path parameters ('/api/auth/me', '/api/companies'), found by one Map lookup per
 * request rather than by @koa/router testing the path against every route of every router before
 * it and composing the matched layers (BENCHMARKS.md, auth-me). Only where the lookup gives what the
 * routers would run: the route is the first layer, in the routers' order, whose path and method
 * match (none before it, with parameters, would take the path too). Anything else — a path with
 * parameters, a method a path does not answer (the 405 and OPTIONS of allowedMethods), a trailing
 * slash or other case — goes on to the routers as before. Every route is a typed route
 * (http/typed-routes.ts), which answers and never passes the request on.
 */
export function staticRoutes(routers: readonly Router[]): Middleware & { routes: ReadonlyMap<string, ReadonlyMap<string, Middleware>> } {
  const layers: Layer[] = routers.flatMap((r) => r.stack);
  /** By method, then path. */
  const table = new Map<string, Map<string, Middleware>>();
  layers.forEach((layer, i) => {
    if (layer.paramNames.length > 0 || layer.methods.length === 0 || layer.stack.length !== 1) return;
    const path = layer.path;
    if (typeof path !== 'string') return;
    for (const method of layer.methods) {
      const paths = table.get(method) ?? table.set(method, new Map()).get(method)!;
      const taken = paths.has(path) || layers.slice(0, i).some((l) => (l.methods.length === 0 || l.methods.includes(method)) && l.match(path));
      if (!taken) paths.set(path, layer.stack[0] as Middleware);
    }
  });
  const dispatch: Middleware = (ctx, next) => {
    const route = table.get(ctx.method)?.get(ctx.path);
    if (!route) return next();
    (ctx as { params?: Record<string, string> }).params = {};
    return route(ctx, next);
  };
  return Object.assign(dispatch, { routes: table });
}
