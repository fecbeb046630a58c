import type { User } from '../../contracts/auth.js';
import type { EventBus } from '../events/bus.js';

/**
 * `GET /api/auth/me` is asked on every page load and by every tab: the user row is kept for a
 * few seconds per process, and dropped at once when this process publishes `profile.updated`
 * for that user. (Another web node's change shows within `ttlMs`.)
 */
export type UserCache = {
  get(userId: string, load: () => Promise<User>): Promise<User>;
  forget(userId: string): void;
};

const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;
const caches = new WeakMap<EventBus, UserCache>();

export function createUserCache(bus: EventBus, ttlMs = TTL_MS): UserCache {
  const rows = new Map<string, { user: User; until: number }>();
  // Bumped by every invalidation: a load that overlapped one is returned but not kept.
  let generation = 0;
  const forget = (userId: string) => {
    generation += 1;
    rows.delete(userId);
  };
  bus.addSink((deliveries) => {
    for (const d of deliveries) {
      if (d.envelope.type !== 'profile.updated') continue;
      const id = (d.envelope.payload as { profile?: { id?: string } }).profile?.id ?? d.userId;
      if (id) forget(id);
    }
  });
  return {
    forget,
    async get(userId, load) {
      const hit = rows.get(userId);
      if (hit && hit.until > Date.now()) return hit.user;
      const startedAt = generation;
      const user = await load();
      if (startedAt === generation) {
        if (rows.size >= MAX_ENTRIES) rows.delete(rows.keys().next().value as string);
        rows.set(userId, { user, until: Date.now() + ttlMs });
      }
      return user;
    },
  };
}

/** The cache of one running app (keyed by its event bus, so servers in one process stay apart). */
export function userCacheFor(bus: EventBus): UserCache {
  let cache = caches.get(bus);
  if (!cache) caches.set(bus, (cache = createUserCache(bus)));
  return cache;
}
