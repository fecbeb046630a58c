import type { CatalogueCredentialsInput, CatalogueCredentialsView } from '../../contracts/catalogue-credentials.js';
import type { Actor } from '../auth/middleware.js';
import type { AppContext } from '../context.js';
import { sageSettings } from './providers/sage-provider.js';
import { loadConnection, saveConnection } from './connections.js';

/**
 * The product search page's SAGE Connect form over the workspace's catalogue connection: Account
 * ID and Login ID are the connection's settings; the key is its encrypted key (never sent back).
 */

/** What the browser may see: never the key. */
export async function credentialsView(app: AppContext, workspaceId: string): Promise<CatalogueCredentialsView> {
  const stored = await loadConnection(app, workspaceId);
  if (stored.status === 'none') return { configured: false };
  const settings = sageSettings.safeParse(stored.settings);
  const view: CatalogueCredentialsView = { configured: true, ...(settings.success ? settings.data : {}), updatedAt: stored.updatedAt.toISOString() };
  if (stored.status === 'unreadable') view.unreadable = true;
  return view;
}

export async function storeCredentials(app: AppContext, actor: Actor, input: CatalogueCredentialsInput): Promise<CatalogueCredentialsView> {
  await saveConnection(app, actor, { provider: 'sage', settings: { acctId: input.acctId, loginId: input.loginId }, key: input.key });
  return credentialsView(app, actor.workspaceId);
}
