import { and, eq } from 'drizzle-orm';
import type { Db } from '../server/db/connect.js';
import { chatSessions, companies, contactBatches, generatedMessages, imports, outboundEmails, presentations, sequenceEnrollments, workspaceMembers } from '../server/db/schema/index.js';

/**
 * The record a job works on, as its data names it. Job data is never trusted (anyone who can
 * write a job row could forge it): before a handler runs, the worker checks that the user is a
 * member of the workspace and that the record belongs to that workspace (and, for records a
 * single user owns, to that user).
 */
export type JobSubject = {
  kind: 'company' | 'chatSession' | 'message' | 'presentation' | 'contactBatch' | 'import' | 'outboundEmail' | 'enrollment';
  id: string;
  workspaceId: string;
  /** Absent only for system-scheduled work (the signal sweep): nobody asked. */
  userId?: string;
};

/** Where each kind lives, and whether one user (not the whole workspace) owns it. */
const owners = {
  company: { table: companies, userOwned: false },
  chatSession: { table: chatSessions, userOwned: true },
  message: { table: generatedMessages, userOwned: true },
  presentation: { table: presentations, userOwned: false },
  contactBatch: { table: contactBatches, userOwned: false },
  import: { table: imports, userOwned: false },
  outboundEmail: { table: outboundEmails, userOwned: false },
  enrollment: { table: sequenceEnrollments, userOwned: false },
} as const;

export type SubjectCheck = { ok: true } | { ok: false; missing: true } | { ok: false; missing: false; reason: string };

export async function verifyJobSubject(db: Db, subject: JobSubject): Promise<SubjectCheck> {
  if (subject.userId) {
    const [member] = await db
      .select({ id: workspaceMembers.userId })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.userId, subject.userId), eq(workspaceMembers.workspaceId, subject.workspaceId)));
    if (!member) return { ok: false, missing: false, reason: 'the user is not a member of the workspace' };
  }
  const { table, userOwned } = owners[subject.kind];
  const rows: Array<{ workspaceId: string; userId?: string | null }> = await db
    .select({ workspaceId: table.workspaceId, ...('userId' in table ? { userId: table.userId } : {}) })
    .from(table)
    .where(eq(table.id, subject.id));
  const row = rows[0];
  if (!row) return { ok: false, missing: true };
  if (row.workspaceId !== subject.workspaceId) return { ok: false, missing: false, reason: `the ${subject.kind} belongs to another workspace` };
  if (userOwned && row.userId !== subject.userId) return { ok: false, missing: false, reason: `the ${subject.kind} belongs to another user` };
  return { ok: true };
}
