import { eq } from 'drizzle-orm';
import type { Actor } from '../auth/middleware.js';
import type { AppContext } from '../context.js';
import { catalogueConnections } from '../db/schema/index.js';
import { clearWorkspaceCache } from './sage-cache.js';
import { decryptSecret, deriveKey, encryptSecret, SecretBoxError } from '../auth/secret-box.js';

/**
 * A workspace's connection to an outside catalogue, kept server-side (the original app kept SAGE
 * credentials in browser storage): the provider's id, the settings that may be shown back, and
 * its key, encrypted at rest, bound to its workspace and never returned. Which providers exist
 * and what their settings mean is the registry's (server/composition/providers.ts).
 */

// The purpose label predates connections: keys encrypted for catalogue credentials still open.
const PURPOSE = 'catalogue-credentials';
const keyCache = new Map<string, Buffer>();

function boxKey(app: AppContext): Buffer {
  let key = keyCache.get(app.config.encryptionKey);
  if (!key) {
    key = deriveKey(app.config.encryptionKey, PURPOSE);
    keyCache.set(app.config.encryptionKey, key);
  }
  return key;
}

export type CatalogueConnectionInput = { provider: string; settings: Record<string, unknown>; key: string };

type Saved = { provider: string; settings: Record<string, unknown>; updatedAt: Date };

export type StoredConnection =
  | { status: 'none' }
  /** Saved, but the key does not open (ENCRYPTION_KEY changed, or the row was tampered with). */
  | ({ status: 'unreadable' } & Saved)
  | ({ status: 'ok'; key: string } & Saved);

/** The workspace's connection with its key decrypted, for the provider's adapter only. */
export async function loadConnection(app: AppContext, workspaceId: string): Promise<StoredConnection> {
  const [row] = await app.db.select().from(catalogueConnections).where(eq(catalogueConnections.workspaceId, workspaceId));
  if (!row) return { status: 'none' };
  const saved = { provider: row.provider, settings: row.settings, updatedAt: row.updatedAt };
  try {
    return { status: 'ok', ...saved, key: decryptSecret(row.keyCiphertext, boxKey(app), row.workspaceId) };
  } catch (err) {
    if (err instanceof SecretBoxError) return { status: 'unreadable', ...saved };
    throw err;
  }
}

/** Saves (or replaces) the workspace's connection; cached answers of the old one are dropped. */
export async function saveConnection(app: AppContext, actor: Actor, input: CatalogueConnectionInput): Promise<void> {
  const values = {
    provider: input.provider,
    settings: input.settings,
    // The workspace id is authenticated data: a ciphertext copied to another workspace will not open.
    keyCiphertext: encryptSecret(input.key, boxKey(app), actor.workspaceId),
    updatedBy: actor.userId,
    updatedAt: new Date(),
  };
  await app.db
    .insert(catalogueConnections)
    .values({ workspaceId: actor.workspaceId, ...values })
    .onConflictDoUpdate({ target: catalogueConnections.workspaceId, set: values });
  await clearWorkspaceCache(app.db, actor.workspaceId);
}

export async function removeConnection(app: AppContext, actor: Actor): Promise<void> {
  await app.db.delete(catalogueConnections).where(eq(catalogueConnections.workspaceId, actor.workspaceId));
  await clearWorkspaceCache(app.db, actor.workspaceId);
}
