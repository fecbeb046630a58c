import { companies } from '../db/schema/index.js';
import type { WorkspaceHooks } from '../ports/workspace-hooks.js';

/** Who a new workspace's starter company is made for. */
export type WorkspaceOwner = { workspaceId: string; userId: string };

/** A company a new workspace starts with, as a row for its owner (e.g. seed/sample-company.ts). */
export type StarterCompany = (owner: WorkspaceOwner) => typeof companies.$inferInsert;

/**
 * The workspace hook that adds a starter company to every new workspace, in the transaction that
 * made it. The composition root (server/app.ts) wires it with the company's data.
 */
export function starterCompanyHook(companyFor: StarterCompany): WorkspaceHooks['workspaceCreated'][number] {
  return async ({ tx, workspaceId, userId }) => {
    await tx.insert(companies).values(companyFor({ workspaceId, userId })).onConflictDoNothing();
  };
}
