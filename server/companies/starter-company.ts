import { sql } from 'drizzle-orm';
import { SAMPLE_COMPANY_NAME } from '../../contracts/companies.js';
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

/**
 * The sample company a workspace started with (docs/product.md#company), as SQL over `companies`:
 * named Test Customer and keyed to the user who made the workspace (clay_row_id, which nothing else
 * sets to a user's id). A company the rep adds under that name is not it.
 */
export const isStarterSample = sql<boolean>`(${companies.name} = ${SAMPLE_COMPANY_NAME} and ${companies.clayRowId} = ${companies.createdBy}::text)`;
