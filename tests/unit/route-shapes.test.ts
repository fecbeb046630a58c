import { describe, expect, it } from 'vitest';
import { apiTable } from '../../contracts/http/api.js';
import { routeShapes } from '../../contracts/http/route-shapes.js';
import type { RouteDef } from '../../contracts/http/route.js';

// The browser's API client is built from these shapes (ui/api/endpoints.ts), not from the schemas.
describe('routeShapes (the UI client without zod)', () => {
  const shapes = routeShapes(apiTable);

  it('keeps every JSON route with its method, path, parameter names, query and body', () => {
    for (const [area, routes] of Object.entries(apiTable as Record<string, Record<string, RouteDef>>)) {
      for (const [name, def] of Object.entries(routes)) {
        const shape = shapes[area][name];
        if (def.raw) {
          expect(shape, `${area}.${name}`).toBeUndefined();
          continue;
        }
        expect(shape, `${area}.${name}`).toEqual({
          method: def.method,
          path: def.path,
          ...(Object.keys(def.params ?? {}).length ? { params: Object.keys(def.params ?? {}) } : {}),
          ...(def.query ? { query: true } : {}),
          ...(def.body || def.upload ? { body: true } : {}),
        });
      }
    }
  });

  it('is plain data, small enough to inline in the first download', () => {
    const json = JSON.stringify(shapes);
    expect(JSON.parse(json)).toEqual(shapes);
    expect(json.length).toBeLessThan(40_000);
  });
});
