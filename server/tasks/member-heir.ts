import { and, eq } from 'drizzle-orm';
import { tasks } from '../db/schema/index.js';
import type { WorkspaceHooks } from '../ports/workspace-hooks.js';
import { findTask } from './queries.js';

/**
 * The workspace hook that hands a removed member's tasks (open and done) to their heir, in the
 * transaction that removes them: one `task.updated` (an owner change) per task moved.
 */
export const handTasksToHeir: WorkspaceHooks['memberRemoved'][number] = async ({ tx, publish, workspaceId, actorId, userId, heir }) => {
  const moved = await tx
    .update(tasks)
    .set({ ownerId: heir.userId, updatedAt: new Date() })
    .where(and(eq(tasks.workspaceId, workspaceId), eq(tasks.ownerId, userId)))
    .returning({ id: tasks.id });
  for (const { id } of moved) {
    const task = (await findTask(tx, workspaceId, id))!;
    await publish({ type: 'task.updated', workspaceId, actorId, subjectId: task.companyId, payload: { task, change: 'owner' } });
  }
};
