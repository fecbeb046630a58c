import type { Publish, Tx } from '../events/outbox.js';
import { createSampleCompany } from '../companies/sample.js';

export type WorkspaceCreated = { tx: Tx; publish: Publish; workspaceId: string; userId: string };

/**
 * What a new workspace starts with. Areas add their starter rows here (in the registration
 * transaction), e.g. the pipeline's sample company.
 */
const hooks: Array<(e: WorkspaceCreated) => Promise<void>> = [
  createSampleCompany,
];

export async function afterWorkspaceCreated(e: WorkspaceCreated): Promise<void> {
  for (const hook of hooks) await hook(e);
}
