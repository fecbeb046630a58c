import { and, eq } from 'drizzle-orm';
import { isRole, type Role } from '../../contracts/roles.js';
import type { AppContext } from '../context.js';
import type { EventBus } from '../events/bus.js';
import { workspaceMembers } from '../db/schema/index.js';
import { ShortCache } from './short-cache.js';

/*
 * A request's role is the one its user holds in the token's workspace now, not the one at
 * sign-in: every request and socket handshake looks it up through a short per-process cache
 * (short-cache.ts, like the session check in sessions.ts). A change made in this process drops the entry at once; other
 * processes see it within TTL_MS, and the member's sessions are ended anyway (server/team/).
 */

const TTL_MS = 5_000;

const caches = new WeakMap<EventBus, ShortCache<Role | null>>();
const cacheOf = (app: Pick<AppContext, 'bus'>): ShortCache<Role | null> => {
  let c = caches.get(app.bus);
  if (!c) caches.set(app.bus, (c = new ShortCache<Role | null>(TTL_MS)));
  return c;
};
const keyOf = (workspaceId: string, userId: string) => `${workspaceId}:${userId}`;

/** The user's role in the workspace, or null when they are not (or no longer) a member. */
export function memberRole(app: Pick<AppContext, 'bus' | 'db'>, workspaceId: string, userId: string): Promise<Role | null> {
  return cacheOf(app).get(keyOf(workspaceId, userId), async () => {
    const [row] = await app.db
      .select({ role: workspaceMembers.role })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
    return row && isRole(row.role) ? row.role : null;
  });
}

/** memberRole's answer when the cache has a fresh one (null: not a member), else undefined (then ask memberRole). */
export const cachedMemberRole = (app: Pick<AppContext, 'bus'>, workspaceId: string, userId: string): Role | null | undefined =>
  cacheOf(app).peek(keyOf(workspaceId, userId));

/** Call after changing a membership (after commit): this process stops using the old role at once. */
export function forgetMembership(app: Pick<AppContext, 'bus'>, workspaceId: string, userId: string): void {
  cacheOf(app).forget(keyOf(workspaceId, userId));
}
