import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiTable } from '../../contracts/http/api.js';
import { PERMISSIONS } from '../../contracts/permissions.js';
import { pathOf, route, uuidParam } from '../../contracts/http/route.js';
import { checkResponse } from '../../server/http/typed-routes.js';

const routes = Object.entries(apiTable).flatMap(([area, group]) => Object.entries(group).map(([name, def]) => ({ id: `${area}.${name}`, def })));

describe('the route table', () => {
  it('declares each method and path once', () => {
    const keys = routes.map(({ def }) => `${def.method} ${def.path}`);
    expect(keys.length).toBe(new Set(keys).size);
  });

  it('names every path parameter, and says what each success answers', () => {
    for (const { id, def } of routes) {
      const inPath = [...def.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
      expect(Object.keys(def.params ?? {}), id).toEqual(inPath);
      const answers = [def.response ? 'json' : null, def.raw ? 'raw' : null, def.status === 204 ? 'none' : null].filter(Boolean);
      expect(answers, id).toHaveLength(1);
    }
  });

  it('names the permission of every signed-in route (contracts/permissions.ts), and none of a public one', () => {
    for (const { id, def } of routes) {
      if (def.auth === 'public') expect(def.permission, id).toBeUndefined();
      else expect(Object.keys(PERMISSIONS), id).toContain(def.permission);
    }
  });

  it('fills path parameters, encoded', () => {
    expect(pathOf('/api/contact-batches/:id/contacts/:rowId/skip', { id: 'a b', rowId: 'c/d' })).toBe('/api/contact-batches/a%20b/contacts/c%2Fd/skip');
    expect(() => pathOf('/api/companies/:id', {})).toThrow(/Missing path parameter id/);
  });
});

describe('response checks (tests and development)', () => {
  const def = route({
    method: 'GET',
    path: '/api/things/:id',
    permission: 'read',
    params: { id: uuidParam('thing id') },
    summary: 'A thing',
    response: z.object({ thing: z.object({ id: z.string(), at: z.string() }) }),
  });

  it('accepts a body that matches, after JSON serialisation (dates become text)', () => {
    expect(() => checkResponse(def, { thing: { id: 'a', at: new Date(0) } })).not.toThrow();
  });

  it('refuses a wrong type and a field the schema does not declare, naming them', () => {
    expect(() => checkResponse(def, { thing: { id: 1, at: 'x' } })).toThrow(/thing\.id/);
    expect(() => checkResponse(def, { thing: { id: 'a', at: 'x', secret: 'leaked' } })).toThrow(/\.thing\.secret: not in the response schema/);
  });

  it('refuses a body on a route that declares none', () => {
    const none = route({ method: 'DELETE', path: '/api/things', permission: 'records.write', summary: 'Remove', status: 204 });
    expect(() => checkResponse(none, undefined)).not.toThrow();
    expect(() => checkResponse(none, { ok: true })).toThrow(/declares no body/);
  });
});
