import type { User } from '../../contracts/auth.js';
import type { EventBus } from '../events/bus.js';
import { ShortCache } from '../auth/short-cache.js';

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
const caches = new WeakMap<EventBus, UserCache>();

export function createUserCache(bus: EventBus, ttlMs = TTL_MS): UserCache {
  // Concurrent misses share one query; a load that overlapped a forget is returned but not kept.
  const rows = new ShortCache<User>(ttlMs);
  bus.addSink((deliveries) => {
    for (const d of deliveries) {
      if (d.envelope.type !== 'profile.updated') continue;
      const id = (d.envelope.payload as { profile?: { id?: string } }).profile?.id ?? d.userId;
      if (id) rows.forget(id);
    }
  });
  return { get: (userId, load) => rows.get(userId, load), forget: (userId) => rows.forget(userId) };
}

/** The cache of one running app (keyed by its event bus, so servers in one process stay apart). */
export function userCacheFor(bus: EventBus): UserCache {
  let cache = caches.get(bus);
  if (!cache) caches.set(bus, (cache = createUserCache(bus)));
  return cache;
}
