import { dayOf, type Task, type TaskSource, type TaskStatus } from '../../contracts/tasks.js';
import type { tasks } from '../db/schema/index.js';

/** A task row with the names it is shown with (its owner's, its company's, its contact's). */
export type TaskJoined = {
  row: typeof tasks.$inferSelect;
  ownerName: string | null;
  company: { id: string; name: string } | null;
  contactFirst: string | null;
  contactLast: string | null;
};

/** A task as the API presents it. */
export function presentTask({ row, ownerName, company, contactFirst, contactLast }: TaskJoined): Task {
  return {
    id: row.id,
    title: row.title,
    notes: row.notes,
    dueAt: row.dueAt.toISOString(),
    dueHasTime: row.dueHasTime,
    dueDay: dayOf(row.dueAt),
    status: row.status as TaskStatus,
    doneAt: row.doneAt?.toISOString() ?? null,
    ownerId: row.ownerId,
    owner: row.ownerId && ownerName !== null ? { id: row.ownerId, fullName: ownerName } : null,
    createdBy: row.createdBy,
    companyId: row.companyId,
    company: company?.id ? company : null,
    contactId: row.contactId,
    contact: row.contactId && contactFirst !== null ? { id: row.contactId, name: `${contactFirst} ${contactLast ?? ''}`.trim() } : null,
    source: row.source as TaskSource,
    sourceId: row.sourceId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
