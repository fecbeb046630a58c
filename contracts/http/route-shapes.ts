import type { RouteDef } from './route.js';

/**
 * What the browser's API client needs of a route to call it: its method, path, path parameter
 * names and whether it takes a query or a body — no schemas. The UI build inlines this table
 * (vite.config.ts, `__API_ROUTES__`), so zod and every contract stay out of the first download;
 * a page that validates a form imports its contract itself. Raw routes (links) are left out.
 */
export type RouteShape = {
  readonly method: RouteDef['method'];
  readonly path: string;
  readonly params?: readonly string[];
  readonly query?: true;
  readonly body?: true;
};
export type RouteShapes = Record<string, Record<string, RouteShape>>;

export function routeShapes(table: Readonly<Record<string, Readonly<Record<string, RouteDef>>>>): RouteShapes {
  const shapeOf = (def: RouteDef): RouteShape => {
    const params = Object.keys(def.params ?? {});
    return {
      method: def.method,
      path: def.path,
      ...(params.length ? { params } : {}),
      ...(def.query ? { query: true as const } : {}),
      ...(def.body || def.upload ? { body: true as const } : {}),
    };
  };
  return Object.fromEntries(
    Object.entries(table).map(([area, routes]) => [area, Object.fromEntries(Object.entries(routes).filter(([, def]) => !def.raw).map(([name, def]) => [name, shapeOf(def)]))]),
  );
}
