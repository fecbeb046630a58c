import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { catalogueCache } from '../db/schema/index.js';
import type { ProviderCache } from '../ports/catalogue.js';

/**
 * Outside-catalogue answers kept per workspace in PostgreSQL, so every process shares them and
 * repeated searches cost no SAGE credits. SAGE asks for a refresh at least weekly; a day is kept.
 */
export const CACHE_TTL_MS = 24 * 60 * 60_000;

export function workspaceCache(db: Db, workspaceId: string, ttlMs = CACHE_TTL_MS): ProviderCache {
  const fresh = () => new Date(Date.now() - ttlMs);
  return {
    async get(key) {
      const [row] = await db
        .select({ body: catalogueCache.body })
        .from(catalogueCache)
        .where(and(eq(catalogueCache.workspaceId, workspaceId), eq(catalogueCache.cacheKey, key), gt(catalogueCache.createdAt, fresh())));
      return row?.body ?? null;
    },
    async set(key, body) {
      await db
        .insert(catalogueCache)
        .values({ workspaceId, cacheKey: key, body })
        .onConflictDoUpdate({ target: [catalogueCache.workspaceId, catalogueCache.cacheKey], set: { body, createdAt: sql`now()` } });
      // Expired answers of this workspace go as new ones come in.
      await db.delete(catalogueCache).where(and(eq(catalogueCache.workspaceId, workspaceId), lt(catalogueCache.createdAt, fresh())));
    },
  };
}

/** Forgets every cached answer of a workspace (its credentials changed). */
export async function clearWorkspaceCache(db: Db, workspaceId: string): Promise<void> {
  await db.delete(catalogueCache).where(eq(catalogueCache.workspaceId, workspaceId));
}
