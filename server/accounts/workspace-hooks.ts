import type { AppContext, WorkspaceCreated } from '../context.js';

export type { WorkspaceCreated } from '../context.js';

/**
 * What a new workspace starts with: the hooks the composition root (server/app.ts) gave the app
 * context (areas' starter rows, e.g. the pipeline's sample company), run in the transaction
 * that made the workspace.
 */
export async function afterWorkspaceCreated(app: AppContext, e: WorkspaceCreated): Promise<void> {
  for (const hook of app.workspaceHooks) await hook(e);
}
