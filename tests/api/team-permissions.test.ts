// docs/product.md#teams: one permission table decides every route. This walks every registered
// API route for every role and checks the refusal against the rules as the product states them.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../contracts/roles.js';
import { FORBIDDEN_MESSAGES } from '../../contracts/permissions.js';
import { apiRouters } from '../../server/routes.js';
import type { RunningServer } from '../../server/app.js';
import { startTestServer } from '../helpers/server.js';
import { signUp, type ApiClient } from '../helpers/client.js';
import { memberOf } from '../helpers/team.js';

let server: RunningServer;
const clients = {} as Record<Role, ApiClient>;

type Route = { method: string; path: string };

/** Every route of every router, as registered (HEAD goes with GET). */
function registeredRoutes(): Route[] {
  const routes: Route[] = [];
  for (const router of apiRouters(server.app)) {
    for (const layer of router.stack) {
      for (const method of layer.methods) if (method !== 'HEAD') routes.push({ method, path: layer.path as string });
    }
  }
  return routes;
}

const SELF = [
  /^POST \/api\/auth\//,
  /^POST \/api\/waitlist$/,
  /^(PUT|PATCH) \/api\/profile(\/password)?$/,
  /^POST \/api\/analytics\/events$/,
  /^POST \/api\/invitations\/[^/]+\/accept$/,
  /^POST \/api\/workspaces\/[^/]+\/switch$/,
];
const TEAM_AND_SETTINGS = [
  /^\w+ \/api\/workspace\/invitations/,
  /^(POST|PUT|PATCH|DELETE) \/api\/workspace\/members/,
  /^(POST|PUT|PATCH|DELETE) \/api\/workspace$/,
  /^(POST|PUT|PATCH|DELETE) \/api\/branding$/,
  /^(POST|PUT|PATCH|DELETE) \/api\/catalogue\/credentials$/,
];
const OWNER_ONLY = [/^DELETE \/api\/workspace$/, /^\w+ \/api\/workspace\/transfer$/];

/** The rules as the issue states them, written independently of the server's table. */
function refused(role: Role, { method, path }: Route): boolean {
  const route = `${method} ${path}`;
  if (role === 'owner' || SELF.some((r) => r.test(route))) return false;
  if (OWNER_ONLY.some((r) => r.test(route))) return true;
  if (role === 'admin') return false;
  if (TEAM_AND_SETTINGS.some((r) => r.test(route))) return true;
  if (role === 'member') return false;
  return method !== 'GET';
}

const concrete = (path: string) => path.replace(/:(\w+)/g, () => randomUUID());

beforeAll(async () => {
  server = await startTestServer();
  const owner = await signUp(server.url, 'Matrix Owner');
  clients.owner = owner.client;
  for (const role of ROLES.filter((r) => r !== 'owner')) clients[role] = (await memberOf(server, owner.user.workspaceId, role)).client;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('the role matrix', () => {
  it('covers the team routes', () => {
    const paths = registeredRoutes().map((r) => `${r.method} ${r.path}`);
    expect(paths.length).toBeGreaterThan(60);
  });

  for (const role of ROLES) {
    it(`${role}: every route is refused or not as the rules say`, async () => {
      // Signing out last: it ends the session the other requests use.
      const routes = registeredRoutes().sort((a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')));
      const wrong: string[] = [];
      for (const route of routes) {
        const res = await clients[role].request(route.method, concrete(route.path), route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
        const expected = refused(role, route);
        // Every request is signed in: a 401 would hide what the role may do.
        if ((res.status === 403) !== expected || res.status === 401) wrong.push(`${route.method} ${route.path} → ${res.status} ${JSON.stringify(res.body)}`);
        if (expected && res.status === 403) {
          expect(Object.values(FORBIDDEN_MESSAGES)).toContain(res.body.error.message);
          expect(res.body.error.code).toBe('forbidden');
        }
      }
      expect(wrong).toEqual([]);
    }, 120_000);
  }
});
