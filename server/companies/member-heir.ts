import { and, eq } from 'drizzle-orm';
import { companies } from '../db/schema/index.js';
import type { WorkspaceHooks } from '../ports/workspace-hooks.js';
import { findCompany } from './queries.js';
import { ownerChange } from './service.js';

/**
 * The workspace hook that hands a removed member's companies to their heir, in the transaction
 * that removes them: one `company.updated` (an owner change) per company moved.
 */
export const handCompaniesToHeir: WorkspaceHooks['memberRemoved'][number] = async ({ tx, publish, workspaceId, actorId, userId, heir }) => {
  const moved = await tx
    .update(companies)
    .set({ ownerId: heir.userId, updatedAt: new Date() })
    .where(and(eq(companies.workspaceId, workspaceId), eq(companies.ownerId, userId)))
    .returning({ id: companies.id });
  for (const { id } of moved) {
    const company = (await findCompany(tx, workspaceId, id))!;
    await publish({ type: 'company.updated', workspaceId, actorId, subjectId: id, payload: { company, change: ownerChange(userId, heir) } });
  }
};
