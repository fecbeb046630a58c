import { and, asc, eq, inArray } from 'drizzle-orm';
import { isEmailStep, SEQUENCE_STEP_KINDS, type SequenceStep } from '../../../contracts/sequences.js';
import type { AppContext } from '../../context.js';
import { buyerSignalAlerts, contacts, messageTemplates, outboundEmails, sequenceEnrollments, sequences } from '../../db/schema/index.js';
import { inTransactionWithJobs } from '../../jobs/transaction.js';
import { writeMessageNow } from '../../messages/index.js';
import { templateVisibleTo } from '../../settings/index.js';
import { createTask } from '../../tasks/index.js';
import { newMessageId, newUnsubscribeToken } from '../compose.js';
import { mailboxRowOf } from '../queries.js';
import { presentOutbound } from '../presenter.js';
import { isSuppressed } from '../suppressions.js';
import { pauseOne, publishEnrollment, scheduleStep, stopOne, windowOf } from './control.js';
import { followUpText } from './follow-up.js';

export type StepJob = { workspaceId: string; enrollmentId: string; sequenceId: string; step: number };

type Written = { subject: string; body: string };

const TASK_TITLES: Record<Exclude<SequenceStep['kind'], 'email' | 'follow_up'>, (name: string) => string> = {
  linkedin_connect: (name) => `LinkedIn: send ${name} a connection request`,
  linkedin_message: (name) => `LinkedIn: message ${name}`,
  call: (name) => `Call ${name}`,
};

/**
 * Runs one step of one enrolment (the `sequence.step` job), at its time. The step is written now,
 * by the same writers as a message the rep asks for (from the contact, the company, the latest
 * signal and the rep's template); an email is queued (or waits for the rep's approval), a LinkedIn
 * or call step becomes a task. The next step is scheduled in the same transaction. A stale job
 * (paused, stopped, or a step already run by a racing worker) does nothing.
 */
export async function runStep(app: AppContext, job: StepJob): Promise<void> {
  const [enrolment] = await app.db
    .select()
    .from(sequenceEnrollments)
    .where(and(eq(sequenceEnrollments.id, job.enrollmentId), eq(sequenceEnrollments.workspaceId, job.workspaceId)));
  if (!enrolment || enrolment.status !== 'active' || enrolment.nextStep !== job.step || !enrolment.ownerId) return;
  const [seq] = await app.db.select().from(sequences).where(and(eq(sequences.id, enrolment.sequenceId), eq(sequences.workspaceId, job.workspaceId)));
  const [contact] = await app.db.select().from(contacts).where(and(eq(contacts.id, enrolment.contactId), eq(contacts.workspaceId, job.workspaceId)));
  if (!seq || !contact) return;
  const steps = seq.steps as SequenceStep[];
  const step = steps[job.step];
  if (!step) return;
  const who = { userId: enrolment.ownerId, workspaceId: job.workspaceId };
  const name = `${contact.firstName} ${contact.lastName}`.trim();
  const mailbox = await mailboxRowOf(app.db, job.workspaceId, enrolment.ownerId);

  // The earlier emails of this enrolment: a follow-up answers the last one, in the same thread.
  const earlier = await app.db
    .select()
    .from(outboundEmails)
    .where(and(eq(outboundEmails.enrollmentId, enrolment.id), inArray(outboundEmails.status, ['sent', 'queued', 'sending', 'awaiting_approval'])))
    .orderBy(asc(outboundEmails.stepIndex));

  let written: Written | null = null;
  let taskNotes: string | null = step.note?.trim() || null;
  if (isEmailStep(step.kind) || step.kind === 'linkedin_message' || step.kind === 'linkedin_connect') {
    const [signal] = contact.companyId
      ? await app.db
          .select({ id: buyerSignalAlerts.id })
          .from(buyerSignalAlerts)
          .where(and(eq(buyerSignalAlerts.companyId, contact.companyId), eq(buyerSignalAlerts.workspaceId, job.workspaceId), eq(buyerSignalAlerts.isHistory, false)))
          .orderBy(asc(buyerSignalAlerts.isRead))
          .limit(1)
      : [];
    const [template] = step.templateId
      ? await app.db.select({ id: messageTemplates.id }).from(messageTemplates).where(and(eq(messageTemplates.id, step.templateId), templateVisibleTo(who)))
      : [];
    const first = earlier[0];
    if (step.kind === 'follow_up' && first) {
      written = { subject: /^re:/i.test(first.subject) ? first.subject : `Re: ${first.subject}`, body: followUpText(contact.firstName, mailbox?.fromName ?? '', earlier.length) };
    } else {
      const messageType = isEmailStep(step.kind) ? 'email' : step.kind === 'linkedin_connect' ? 'connection_request' : 'post_connection';
      const out = await writeMessageNow(app, who, { contactId: contact.id, companyId: contact.companyId, buyingSignalId: signal?.id ?? enrolment.alertId, templateId: template?.id ?? null, messageType });
      if (isEmailStep(step.kind)) written = { subject: out.subject ?? `A few ideas for ${contact.firstName}`, body: out.message };
      else taskNotes = [step.note?.trim(), `Suggested message:\n${out.message}`].filter(Boolean).join('\n\n');
    }
  }

  await inTransactionWithJobs(app, async (tx, publish, enqueue) => {
    // Claim the step: a second worker running the same step finds it taken and stops here.
    const [claimed] = await tx
      .update(sequenceEnrollments)
      .set({ nextStep: job.step + 1, jobId: null, updatedAt: new Date() })
      .where(and(eq(sequenceEnrollments.id, enrolment.id), eq(sequenceEnrollments.nextStep, job.step), eq(sequenceEnrollments.status, 'active')))
      .returning();
    if (!claimed) return;
    if (isEmailStep(step.kind)) {
      if (!contact.email) return void (await stopOne(tx, publish, claimed, 'no_email'));
      if (await isSuppressed(tx, job.workspaceId, contact.email)) return void (await stopOne(tx, publish, claimed, 'suppressed'));
      if (mailbox?.status === 'failing') {
        // The step runs again when the mailbox works and the sequence resumes.
        const [back] = await tx.update(sequenceEnrollments).set({ nextStep: job.step }).where(eq(sequenceEnrollments.id, claimed.id)).returning();
        return void (await pauseOne(tx, publish, back!, 'mailbox_failing'));
      }
      const last = earlier.at(-1);
      const threaded = step.kind === 'follow_up' && last;
      const [email] = await tx
        .insert(outboundEmails)
        .values({
          workspaceId: job.workspaceId,
          userId: enrolment.ownerId,
          contactId: contact.id,
          companyId: contact.companyId,
          enrollmentId: enrolment.id,
          stepIndex: job.step,
          toEmail: contact.email.trim(),
          toName: name,
          subject: written!.subject,
          body: written!.body,
          messageIdHeader: newMessageId(mailbox?.fromEmail ?? 'sequence@swagscout.local'),
          inReplyTo: threaded ? last.messageIdHeader : null,
          references: threaded ? earlier.map((e) => e.messageIdHeader) : [],
          unsubscribeToken: newUnsubscribeToken(),
          status: seq.requireApproval ? 'awaiting_approval' : 'queued',
        })
        .onConflictDoNothing()
        .returning();
      if (email) {
        await publish({ type: 'email.updated', workspaceId: job.workspaceId, subjectId: email.companyId ?? email.contactId, payload: { email: presentOutbound(email) } });
        if (email.status === 'queued') await enqueue('email.send', { workspaceId: job.workspaceId, emailId: email.id, contactId: contact.id });
        else
          await createTask(tx, publish, {
            workspaceId: job.workspaceId,
            ownerId: enrolment.ownerId,
            createdBy: null,
            title: `Approve the email to ${name}`,
            notes: `${seq.name}, step ${job.step + 1}: ${email.subject}`,
            dueAt: app.clock.now(),
            dueHasTime: true,
            contactId: contact.id,
            source: 'sequence',
            sourceId: enrolment.id,
          });
      }
    } else {
      await createTask(tx, publish, {
        workspaceId: job.workspaceId,
        ownerId: enrolment.ownerId,
        createdBy: null,
        title: TASK_TITLES[step.kind](name),
        notes: [`${seq.name}, step ${job.step + 1} (${SEQUENCE_STEP_KINDS[step.kind]})`, taskNotes].filter(Boolean).join('\n\n'),
        dueAt: app.clock.now(),
        dueHasTime: true,
        contactId: contact.id,
        source: 'sequence',
        sourceId: enrolment.id,
      });
    }
    const next = await scheduleStep(app, tx, enqueue, claimed, steps, await windowOf(tx, job.workspaceId));
    await publishEnrollment(tx, publish, next);
  });
}
