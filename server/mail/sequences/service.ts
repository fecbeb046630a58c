import { and, desc, eq, inArray } from 'drizzle-orm';
import { SEQUENCE_MESSAGES, type Enrollment, type Sequence, type SequenceInput } from '../../../contracts/sequences.js';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../auth/middleware.js';
import type { Db, Tx } from '../../db/connect.js';
import { contacts, messageTemplates, sequenceEnrollments, sequences } from '../../db/schema/index.js';
import { inTransaction } from '../../events/outbox.js';
import { inTransactionWithJobs } from '../../jobs/transaction.js';
import { invalid, notFound } from '../../http/errors.js';
import { templateVisibleTo } from '../../settings/index.js';
import { countsBySequence, enrollmentsWhere, presentSequence, presentSequenceWithCounts, type EnrollmentRow } from './presenter.js';
import { pauseOne, resumeOne, stopOne } from './control.js';

async function sequenceRow(db: Db | Tx, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(sequences)
    .where(and(eq(sequences.id, id), eq(sequences.workspaceId, workspaceId), eq(sequences.archived, false)));
  if (!row) throw notFound(SEQUENCE_MESSAGES.notFound);
  return row;
}

/** Every template a step names must be one the rep may use. */
async function checkTemplates(db: Db, actor: Actor, input: SequenceInput): Promise<void> {
  const ids = [...new Set(input.steps.flatMap((s) => (s.templateId ? [s.templateId] : [])))];
  if (!ids.length) return;
  const found = await db
    .select({ id: messageTemplates.id })
    .from(messageTemplates)
    .where(and(inArray(messageTemplates.id, ids), templateVisibleTo(actor)));
  const known = new Set(found.map((f) => f.id));
  const bad = input.steps.findIndex((s) => s.templateId && !known.has(s.templateId));
  if (bad >= 0) throw invalid([{ path: `steps.${bad}.templateId`, message: 'Choose one of your templates' }]);
}

export async function listSequences(app: AppContext, actor: Actor): Promise<Sequence[]> {
  const rows = await app.db
    .select()
    .from(sequences)
    .where(and(eq(sequences.workspaceId, actor.workspaceId), eq(sequences.archived, false)))
    .orderBy(desc(sequences.createdAt));
  const counts = await countsBySequence(app.db, actor.workspaceId, rows.map((r) => r.id));
  return rows.map((r) => presentSequence(r, counts.get(r.id)));
}

export async function createSequence(app: AppContext, actor: Actor, input: SequenceInput): Promise<Sequence> {
  await checkTemplates(app.db, actor, input);
  return inTransaction(app, async (tx, publish) => {
    const [row] = await tx
      .insert(sequences)
      .values({ workspaceId: actor.workspaceId, createdBy: actor.userId, name: input.name, steps: input.steps, requireApproval: input.requireApproval })
      .returning();
    const sequence = presentSequence(row!);
    await publish({ type: 'sequence.created', workspaceId: actor.workspaceId, actorId: actor.userId, subjectId: row!.id, payload: { sequence } });
    return sequence;
  });
}

export async function getSequence(app: AppContext, actor: Actor, id: string): Promise<{ sequence: Sequence; enrollments: Enrollment[] }> {
  const row = await sequenceRow(app.db, actor.workspaceId, id);
  return { sequence: await presentSequenceWithCounts(app.db, row), enrollments: await enrollmentsWhere(app.db, actor.workspaceId, eq(sequenceEnrollments.sequenceId, id), 2000) };
}

/** New steps apply from each enrolled contact's next step (already scheduled steps keep their time). */
export async function updateSequence(app: AppContext, actor: Actor, id: string, input: SequenceInput): Promise<Sequence> {
  await checkTemplates(app.db, actor, input);
  return inTransaction(app, async (tx, publish) => {
    await sequenceRow(tx, actor.workspaceId, id);
    const [row] = await tx
      .update(sequences)
      .set({ name: input.name, steps: input.steps, requireApproval: input.requireApproval, updatedAt: new Date() })
      .where(and(eq(sequences.id, id), eq(sequences.workspaceId, actor.workspaceId)))
      .returning();
    const sequence = await presentSequenceWithCounts(tx, row!);
    await publish({ type: 'sequence.updated', workspaceId: actor.workspaceId, actorId: actor.userId, subjectId: id, payload: { sequence } });
    return sequence;
  });
}

/** Deleting a sequence stops everyone in it first (their pending steps are cancelled), then removes it. */
export async function deleteSequence(app: AppContext, actor: Actor, id: string): Promise<void> {
  await inTransaction(app, async (tx, publish) => {
    await sequenceRow(tx, actor.workspaceId, id);
    const live = await tx
      .select()
      .from(sequenceEnrollments)
      .where(and(eq(sequenceEnrollments.sequenceId, id), inArray(sequenceEnrollments.status, ['active', 'paused'])))
      .for('update');
    for (const row of live) await stopOne(tx, publish, row, 'removed');
    // Kept (archived) so the emails it sent still say which sequence they came from.
    await tx.update(sequences).set({ archived: true, updatedAt: new Date() }).where(eq(sequences.id, id));
    await publish({ type: 'sequence.deleted', workspaceId: actor.workspaceId, actorId: actor.userId, subjectId: id, payload: { id } });
  });
}

export async function listEnrollments(app: AppContext, actor: Actor, query: { contactId?: string; companyId?: string }): Promise<Enrollment[]> {
  const where = and(query.contactId ? eq(sequenceEnrollments.contactId, query.contactId) : undefined, query.companyId ? eq(contacts.companyId, query.companyId) : undefined);
  return (await enrollmentsWhere(app.db, actor.workspaceId, where, 2000)).reverse();
}

async function enrollmentRow(tx: Tx, actor: Actor, id: string): Promise<EnrollmentRow> {
  const [row] = await tx
    .select()
    .from(sequenceEnrollments)
    .where(and(eq(sequenceEnrollments.id, id), eq(sequenceEnrollments.workspaceId, actor.workspaceId)))
    .for('update');
  if (!row) throw notFound('Enrolment not found');
  return row;
}

const conflictState = (what: string) => invalid([{ path: 'status', message: what }]);

export async function pauseEnrollment(app: AppContext, actor: Actor, id: string): Promise<Enrollment> {
  return inTransaction(app, async (tx, publish) => {
    const row = await enrollmentRow(tx, actor, id);
    if (row.status !== 'active') throw conflictState('Only an active sequence can be paused');
    return (await enrollmentsWhere(tx, actor.workspaceId, eq(sequenceEnrollments.id, (await pauseOne(tx, publish, row)).id), 1))[0]!;
  });
}

export async function resumeEnrollment(app: AppContext, actor: Actor, id: string): Promise<Enrollment> {
  return inTransactionWithJobs(app, async (tx, publish, enqueue) => {
    const row = await enrollmentRow(tx, actor, id);
    if (row.status !== 'paused') throw conflictState('Only a paused sequence can be resumed');
    return (await enrollmentsWhere(tx, actor.workspaceId, eq(sequenceEnrollments.id, (await resumeOne(app, tx, publish, enqueue, row)).id), 1))[0]!;
  });
}

export async function unenroll(app: AppContext, actor: Actor, id: string): Promise<Enrollment> {
  return inTransaction(app, async (tx, publish) => {
    const row = await enrollmentRow(tx, actor, id);
    if (row.status !== 'active' && row.status !== 'paused') throw conflictState('This contact is no longer in the sequence');
    return (await enrollmentsWhere(tx, actor.workspaceId, eq(sequenceEnrollments.id, (await stopOne(tx, publish, row, 'removed')).id), 1))[0]!;
  });
}
