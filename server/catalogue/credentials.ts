import { eq } from 'drizzle-orm';
import type { CatalogueCredentialsInput, CatalogueCredentialsView } from '../../contracts/catalogue.js';
import type { Actor } from '../auth/middleware.js';
import type { AppContext } from '../context.js';
import { catalogueCredentials } from '../db/schema/index.js';
import type { SageCredentials } from '../providers/catalogue/sage-provider.js';
import { clearWorkspaceCache } from './sage-cache.js';
import { decryptSecret, deriveKey, encryptSecret, SecretBoxError } from './secret-box.js';

/**
 * SAGE Connect credentials, one set per workspace, kept server-side (the original app kept them in
 * browser storage). The key is encrypted at rest, bound to its workspace, and never returned.
 */

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

export type StoredCredentials =
  | { status: 'none' }
  | { status: 'unreadable'; acctId: number; loginId: string }
  | { status: 'ok'; credentials: SageCredentials };

type Row = typeof catalogueCredentials.$inferSelect;

async function findRow(app: AppContext, workspaceId: string): Promise<Row | undefined> {
  const [row] = await app.db.select().from(catalogueCredentials).where(eq(catalogueCredentials.workspaceId, workspaceId));
  return row;
}

function open(app: AppContext, row: Row): StoredCredentials {
  try {
    const key = decryptSecret(row.keyCiphertext, boxKey(app), row.workspaceId);
    return { status: 'ok', credentials: { acctId: row.acctId, loginId: row.loginId, key } };
  } catch (err) {
    if (err instanceof SecretBoxError) return { status: 'unreadable', acctId: row.acctId, loginId: row.loginId };
    throw err;
  }
}

/** The workspace's credentials with the key decrypted, for the SAGE adapter only. */
export async function loadCredentials(app: AppContext, workspaceId: string): Promise<StoredCredentials> {
  const row = await findRow(app, workspaceId);
  return row ? open(app, row) : { status: 'none' };
}

/** What the browser may see: never the key. */
export async function credentialsView(app: AppContext, workspaceId: string): Promise<CatalogueCredentialsView> {
  const row = await findRow(app, workspaceId);
  if (!row) return { configured: false };
  const view: CatalogueCredentialsView = { configured: true, acctId: row.acctId, loginId: row.loginId, updatedAt: row.updatedAt.toISOString() };
  if (open(app, row).status === 'unreadable') view.unreadable = true;
  return view;
}

export async function storeCredentials(app: AppContext, actor: Actor, input: CatalogueCredentialsInput): Promise<CatalogueCredentialsView> {
  const values = {
    acctId: input.acctId,
    loginId: input.loginId,
    // The workspace id is authenticated data: a ciphertext copied to another workspace will not open.
    keyCiphertext: encryptSecret(input.key, boxKey(app), actor.workspaceId),
    updatedBy: actor.userId,
    updatedAt: new Date(),
  };
  await app.db
    .insert(catalogueCredentials)
    .values({ workspaceId: actor.workspaceId, ...values })
    .onConflictDoUpdate({ target: catalogueCredentials.workspaceId, set: values });
  await clearWorkspaceCache(app.db, actor.workspaceId);
  return credentialsView(app, actor.workspaceId);
}

export async function removeCredentials(app: AppContext, actor: Actor): Promise<void> {
  await app.db.delete(catalogueCredentials).where(eq(catalogueCredentials.workspaceId, actor.workspaceId));
  await clearWorkspaceCache(app.db, actor.workspaceId);
}
