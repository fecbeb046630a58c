import { and, eq } from 'drizzle-orm';
import { isRole, type Role } from '../../contracts/roles.js';
import type { AppContext } from '../context.js';
import type { EventBus } from '../events/bus.js';
import { workspaceMembers } from '../db/schema/index.js';

/*
 * A request's role is the one its user holds in the token's workspace now, not the one at
 * sign-in: every request and socket handshake looks it up through a short per-process cache (like
 * the session check in sessions.ts). A change made in this process drops the entry at once; other
 * processes see it within TTL_MS, and the member's sessions are ended anyway (server/team/).
 */

const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

type Cache = { roles: Map<string, { role: Role | null; until: number }>; generation: number };
const caches = new WeakMap<EventBus, Cache>();
const cacheOf = (app: Pick<AppContext, 'bus'>): Cache => {
  let c = caches.get(app.bus);
  if (!c) caches.set(app.bus, (c = { roles: new Map(), generation: 0 }));
  return c;
};
const keyOf = (workspaceId: string, userId: string) => `${workspaceId}:${userId}`;

/** The user's role in the workspace, or null when they are not (or no longer) a member. */
export async function memberRole(app: Pick<AppContext, 'bus' | 'db'>, workspaceId: string, userId: string): Promise<Role | null> {
  const c = cacheOf(app);
  const key = keyOf(workspaceId, userId);
  const hit = c.roles.get(key);
  if (hit && hit.until > Date.now()) return hit.role;
  const startedAt = c.generation;
  const [row] = await app.db
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  const role = row && isRole(row.role) ? row.role : null;
  if (startedAt === c.generation) {
    if (c.roles.size >= MAX_ENTRIES) c.roles.delete(c.roles.keys().next().value as string);
    c.roles.set(key, { role, until: Date.now() + TTL_MS });
  }
  return role;
}

/** Call after changing a membership (after commit): this process stops using the old role at once. */
export function forgetMembership(app: Pick<AppContext, 'bus'>, workspaceId: string, userId: string): void {
  const c = cacheOf(app);
  c.generation += 1;
  c.roles.delete(keyOf(workspaceId, userId));
}
