// docs/product.md#teams: one permission table decides every route. This walks every route of the
// route table (contracts/http/api.ts, which tests/api/openapi.test.ts holds equal to what the app
// registers) for every role, and checks each answer against the rules as the product states them.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../contracts/roles.js';
import { FORBIDDEN_MESSAGES, can } from '../../contracts/permissions.js';
import { apiTable } from '../../contracts/http/api.js';
import type { RouteDef } from '../../contracts/http/route.js';
import type { RunningServer } from '../../server/app.js';
import { sharedTestServer } from '../helpers/server.js';
import { signUp, type ApiClient } from '../helpers/client.js';
import { memberOf } from '../helpers/team.js';

let server: RunningServer;
const clients = {} as Record<Role, ApiClient>;

type Route = { id: string; def: RouteDef; key: string };
const routes: Route[] = Object.entries(apiTable).flatMap(([area, group]) =>
  Object.entries(group as Record<string, RouteDef>).map(([name, def]) => ({ id: `${area}.${name}`, def, key: `${def.method} ${def.path}` })),
);

// The rules as the issue states them, written independently of contracts/permissions.ts.
/** Every role: signing in and out, one's own profile and usage events, joining and switching workspaces. */
const SELF = [
  /^POST \/api\/auth\//,
  /^GET \/api\/auth\/me$/,
  /^POST \/api\/waitlist$/,
  /^(PUT|PATCH) \/api\/profile(\/password)?$/,
  /^POST \/api\/analytics\/events$/,
  /^POST \/api\/invitations\/:token\/accept$/,
  /^POST \/api\/workspaces\/:id\/switch$/,
];
/** Owners and admins: members, invitations, workspace settings, branding, the catalogue connection. */
const TEAM_AND_SETTINGS = [
  /^\w+ \/api\/workspace\/invitations/,
  /^(POST|PUT|PATCH|DELETE) \/api\/workspace\/members/,
  /^(POST|PUT|PATCH|DELETE) \/api\/workspace$/,
  /^(POST|PUT|PATCH|DELETE) \/api\/branding(\/logo)?$/,
  /^(POST|PUT|PATCH|DELETE) \/api\/catalogue\/credentials$/,
  /^(POST|PUT|PATCH|DELETE) \/api\/settings\//,
];
/** What things cost (docs/product.md#orders): a supplier's purchase order and its PDF, an order's margin, commission, accounting exports — not for viewers. */
const COSTS = [/^GET \/api\/purchase-orders\/:id(\/pdf)?$/, /^GET \/api\/orders\/:id\/margin$/, /^GET \/api\/reports\/commission$/, /^GET \/api\/accounting\/export$/];
/** Owners alone: deleting the workspace, transferring ownership. */
const OWNER_ONLY = [/^DELETE \/api\/workspace$/, /^\w+ \/api\/workspace\/transfer$/];

function refused(role: Role, { key, def }: Route): boolean {
  if (role === 'owner' || def.auth === 'public' || SELF.some((r) => r.test(key))) return false;
  if (OWNER_ONLY.some((r) => r.test(key))) return true;
  if (role === 'admin') return false;
  if (TEAM_AND_SETTINGS.some((r) => r.test(key))) return true;
  if (role === 'member') return false;
  if (COSTS.some((r) => r.test(key))) return true;
  // Viewers read only.
  return def.method !== 'GET';
}

/** Any id: the role check comes before the record is looked for (a 404 or 400 means "allowed"). */
const concrete = (def: RouteDef) => def.path.replace(/:(\w+)/g, (_, name: string) => (def.params?.[name]?.kind === 'uuid' ? randomUUID() : `t${randomUUID()}`));

beforeAll(async () => {
  server = await sharedTestServer();
  const owner = await signUp(server.url, 'Matrix Owner');
  clients.owner = owner.client;
  for (const role of ROLES.filter((r) => r !== 'owner')) clients[role] = (await memberOf(server, owner.user.workspaceId, role)).client;
}, 120_000);


describe('the role matrix', () => {
  it('walks the whole route table, team routes included', () => {
    expect(routes.length).toBeGreaterThan(90);
    for (const id of ['team.members', 'team.invite', 'team.removeMember', 'team.switchWorkspace', 'branding.save', 'companies.update']) {
      expect(routes.map((r) => r.id)).toContain(id);
    }
  });

  it('the table in the contracts says what the rules say, for every route and role', () => {
    const disagree = routes.flatMap((route) =>
      ROLES.flatMap((role) => {
        const allowed = route.def.auth === 'public' || can(role, route.def.permission!);
        return allowed === !refused(role, route) ? [] : [`${role}: ${route.key} (${route.def.permission})`];
      }),
    );
    expect(disagree).toEqual([]);
  });

  for (const role of ROLES) {
    it(`${role}: every route is refused, with the table's message, or not, as the rules say`, async () => {
      // Signing out last: it ends the session the other requests use.
      const ordered = [...routes].sort((a, b) => Number(a.id === 'auth.logout') - Number(b.id === 'auth.logout'));
      const wrong: string[] = [];
      for (const route of ordered) {
        const { def } = route;
        const res = await clients[role].request(def.method, concrete(def), def.method === 'GET' || def.method === 'DELETE' ? undefined : {});
        const expected = refused(role, route);
        // Every request is signed in: a 401 would hide what the role may do.
        if ((res.status === 403) !== expected || res.status === 401) wrong.push(`${route.key} → ${res.status} ${JSON.stringify(res.body)}`);
        else if (expected && (res.body.error.code !== 'forbidden' || res.body.error.message !== FORBIDDEN_MESSAGES[def.permission!])) {
          wrong.push(`${route.key} → 403 with ${JSON.stringify(res.body)}`);
        }
      }
      expect(wrong).toEqual([]);
    }, 180_000);
  }
});
