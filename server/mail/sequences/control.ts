import { and, eq, inArray } from 'drizzle-orm';
import type { SequenceStep } from '../../../contracts/sequences.js';
import type { AppContext } from '../../context.js';
import type { Db, Tx } from '../../db/connect.js';
import { outboundEmails, sequenceEnrollments, sequences } from '../../db/schema/index.js';
import type { Publish } from '../../events/outbox.js';
import { cancelJob, type Enqueue } from '../../jobs/transaction.js';
import { spreadSecondsFor, stepTime, systemTimeOf, type SendingWindow } from '../calendar.js';
import { mailSettingsRowOf } from '../queries.js';
import { presentOutbound } from '../presenter.js';
import { presentEnrollment, type EnrollmentRow } from './presenter.js';

export type StopReason = 'replied' | 'bounced' | 'unsubscribed' | 'removed' | 'mailbox_failing' | 'suppressed' | 'no_email';

/** The workspace's sending window (defaults until an admin sets one). */
export async function windowOf(db: Db | Tx, workspaceId: string): Promise<SendingWindow> {
  const s = await mailSettingsRowOf(db, workspaceId);
  return { timeZone: s?.timeZone ?? 'UTC', windowStart: s?.windowStart ?? 540, windowEnd: s?.windowEnd ?? 1020 };
}

export const publishEnrollment = async (tx: Tx, publish: Publish, row: EnrollmentRow) =>
  publish({ type: 'enrollment.updated', workspaceId: row.workspaceId, subjectId: row.contactId, payload: { enrollment: await presentEnrollment(tx, row) } });

/** Schedules the enrolment's next step (its `sequence.step` job at the step's time) and records the job. */
export async function scheduleStep(
  app: AppContext,
  tx: Tx,
  enqueue: Enqueue,
  row: EnrollmentRow,
  steps: readonly SequenceStep[],
  window: SendingWindow,
  opts: { delayDays?: number; batchSize?: number; at?: Date } = {},
): Promise<EnrollmentRow> {
  const step = steps[row.nextStep];
  if (!step) {
    const [done] = await tx.update(sequenceEnrollments).set({ status: 'finished', nextRunAt: null, jobId: null, updatedAt: new Date() }).where(eq(sequenceEnrollments.id, row.id)).returning();
    return done!;
  }
  const at = opts.at ?? stepTime(app.clock.now(), opts.delayDays ?? step.delayDays, window, spreadSecondsFor(opts.batchSize ?? 1));
  const jobId = await enqueue('sequence.step', { workspaceId: row.workspaceId, enrollmentId: row.id, sequenceId: row.sequenceId, step: row.nextStep }, systemTimeOf(app.clock, at));
  const [updated] = await tx.update(sequenceEnrollments).set({ nextRunAt: at, jobId, updatedAt: new Date() }).where(eq(sequenceEnrollments.id, row.id)).returning();
  return updated!;
}

/** Emails of the enrolment that have not left yet are cancelled with it. */
async function cancelUnsent(tx: Tx, publish: Publish, row: EnrollmentRow): Promise<void> {
  const cancelled = await tx
    .update(outboundEmails)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(and(eq(outboundEmails.enrollmentId, row.id), inArray(outboundEmails.status, ['awaiting_approval', 'queued'])))
    .returning();
  for (const email of cancelled) await publish({ type: 'email.updated', workspaceId: row.workspaceId, subjectId: email.companyId ?? email.contactId, payload: { email: presentOutbound(email) } });
}

/** Stops one enrolment for good (reply, bounce, unsubscribe, removal): its next step's job is removed in the same transaction. */
export async function stopOne(tx: Tx, publish: Publish, row: EnrollmentRow, reason: StopReason): Promise<EnrollmentRow> {
  if (row.jobId) await cancelJob(tx, publish, row.jobId, { workspaceId: row.workspaceId });
  const [stopped] = await tx
    .update(sequenceEnrollments)
    .set({ status: 'stopped', stopReason: reason, nextRunAt: null, jobId: null, updatedAt: new Date() })
    .where(eq(sequenceEnrollments.id, row.id))
    .returning();
  await cancelUnsent(tx, publish, stopped!);
  await publishEnrollment(tx, publish, stopped!);
  return stopped!;
}

/** Pauses one enrolment: its next step's job is removed (the time it was due is kept); resuming schedules it again. */
export async function pauseOne(tx: Tx, publish: Publish, row: EnrollmentRow, reason: StopReason | null = null): Promise<EnrollmentRow> {
  if (row.jobId) await cancelJob(tx, publish, row.jobId, { workspaceId: row.workspaceId });
  const [paused] = await tx
    .update(sequenceEnrollments)
    .set({ status: 'paused', stopReason: reason, jobId: null, updatedAt: new Date() })
    .where(eq(sequenceEnrollments.id, row.id))
    .returning();
  await publishEnrollment(tx, publish, paused!);
  return paused!;
}

/** Resumes a paused enrolment: its next step runs when it was due, or in the next sending window if that has passed. */
export async function resumeOne(app: AppContext, tx: Tx, publish: Publish, enqueue: Enqueue, row: EnrollmentRow): Promise<EnrollmentRow> {
  const [seq] = await tx.select({ steps: sequences.steps }).from(sequences).where(eq(sequences.id, row.sequenceId));
  const [active] = await tx.update(sequenceEnrollments).set({ status: 'active', stopReason: null, updatedAt: new Date() }).where(eq(sequenceEnrollments.id, row.id)).returning();
  const due = row.nextRunAt && row.nextRunAt > app.clock.now() ? row.nextRunAt : undefined;
  const scheduled = await scheduleStep(app, tx, enqueue, active!, (seq?.steps ?? []) as SequenceStep[], await windowOf(tx, row.workspaceId), { delayDays: 0, at: due });
  await publishEnrollment(tx, publish, scheduled);
  return scheduled;
}

/** A reply, bounce or unsubscribe of this contact stops their active (or paused) enrolment. */
export async function stopEnrollment(app: AppContext, tx: Tx, publish: Publish, args: { workspaceId: string; contactId: string; reason: StopReason }): Promise<EnrollmentRow | null> {
  const [row] = await tx
    .select()
    .from(sequenceEnrollments)
    .where(and(eq(sequenceEnrollments.workspaceId, args.workspaceId), eq(sequenceEnrollments.contactId, args.contactId), inArray(sequenceEnrollments.status, ['active', 'paused'])))
    .for('update');
  return row ? stopOne(tx, publish, row, args.reason) : null;
}

/** The owner's mailbox stopped accepting its password: every active enrolment they own pauses (and resumes when it is saved again). */
export async function pauseEnrollmentsOfOwner(app: AppContext, tx: Tx, publish: Publish, workspaceId: string, userId: string): Promise<number> {
  const rows = await tx
    .select()
    .from(sequenceEnrollments)
    .where(and(eq(sequenceEnrollments.workspaceId, workspaceId), eq(sequenceEnrollments.ownerId, userId), eq(sequenceEnrollments.status, 'active')))
    .for('update');
  for (const row of rows) await pauseOne(tx, publish, row, 'mailbox_failing');
  return rows.length;
}

/** The mailbox works again: what its failure paused resumes, and its waiting emails are queued again. */
export async function resumeAfterMailboxFixed(app: AppContext, tx: Tx, publish: Publish, enqueue: Enqueue, workspaceId: string, userId: string): Promise<void> {
  const rows = await tx
    .select()
    .from(sequenceEnrollments)
    .where(and(eq(sequenceEnrollments.workspaceId, workspaceId), eq(sequenceEnrollments.ownerId, userId), eq(sequenceEnrollments.status, 'paused'), eq(sequenceEnrollments.stopReason, 'mailbox_failing')))
    .for('update');
  for (const row of rows) await resumeOne(app, tx, publish, enqueue, row);
  const waiting = await tx
    .select({ id: outboundEmails.id, contactId: outboundEmails.contactId })
    .from(outboundEmails)
    .where(and(eq(outboundEmails.workspaceId, workspaceId), eq(outboundEmails.userId, userId), eq(outboundEmails.status, 'queued')));
  for (const w of waiting) await enqueue('email.send', { workspaceId, emailId: w.id, ...(w.contactId ? { contactId: w.contactId } : {}) });
}
