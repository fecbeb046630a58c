import { and, eq, inArray } from 'drizzle-orm';
import { isEmailStep, SEQUENCE_MESSAGES, type EnrollBody, type SequenceStep } from '../../../contracts/sequences.js';
import { MAIL_MESSAGES } from '../../../contracts/mail.js';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../auth/middleware.js';
import { buyerSignalAlerts, companies, contacts, sequenceEnrollments, sequences } from '../../db/schema/index.js';
import { inTransactionWithJobs } from '../../jobs/transaction.js';
import { invalid, notFound } from '../../http/errors.js';
import { mailboxRowOf, mailSettingsRowOf } from '../queries.js';
import { suppressedAmong } from '../suppressions.js';
import { publishEnrollment, scheduleStep, windowOf } from './control.js';
import { presentSequenceWithCounts } from './presenter.js';

type Skip = { contactId: string; name: string; reason: 'already_enrolled' | 'no_email' | 'suppressed' };

/** The contacts a request names: by id, a company's, or the company of an alert — all of this workspace. */
async function contactsFor(app: AppContext, actor: Actor, body: EnrollBody) {
  const ws = actor.workspaceId;
  const cols = { id: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName, email: contacts.email };
  let companyId = body.companyId;
  let alertId: string | null = null;
  if (body.alertId) {
    const [alert] = await app.db
      .select({ id: buyerSignalAlerts.id, companyId: buyerSignalAlerts.companyId })
      .from(buyerSignalAlerts)
      .where(and(eq(buyerSignalAlerts.id, body.alertId), eq(buyerSignalAlerts.workspaceId, ws)));
    if (!alert) throw notFound('Alert not found');
    alertId = alert.id;
    companyId = alert.companyId;
  }
  const found = new Map<string, { id: string; firstName: string; lastName: string; email: string | null }>();
  if (body.contactIds?.length) {
    const rows = await app.db
      .select(cols)
      .from(contacts)
      .where(and(eq(contacts.workspaceId, ws), inArray(contacts.id, [...new Set(body.contactIds)])));
    if (rows.length !== new Set(body.contactIds).size) throw notFound('Contact not found');
    for (const r of rows) found.set(r.id, r);
  }
  if (companyId) {
    const [company] = await app.db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.id, companyId), eq(companies.workspaceId, ws)));
    if (!company) throw notFound('Company not found');
    for (const r of await app.db.select(cols).from(contacts).where(and(eq(contacts.workspaceId, ws), eq(contacts.companyId, companyId)))) found.set(r.id, r);
  }
  return { list: [...found.values()], alertId };
}

/**
 * Enrols contacts in a sequence. A contact is in at most one active sequence; one without an email
 * (for a sequence that sends email) or on the do-not-email list is skipped and said so. Each
 * enrolment's first step is an Agenda job at its time, in the same transaction.
 */
export async function enroll(app: AppContext, actor: Actor, sequenceId: string, body: EnrollBody): Promise<{ enrolled: number; skipped: Skip[] }> {
  const [seq] = await app.db
    .select()
    .from(sequences)
    .where(and(eq(sequences.id, sequenceId), eq(sequences.workspaceId, actor.workspaceId), eq(sequences.archived, false)));
  if (!seq) throw notFound(SEQUENCE_MESSAGES.notFound);
  const steps = seq.steps as SequenceStep[];
  const sendsEmail = steps.some((s) => isEmailStep(s.kind));
  if (sendsEmail && !(await mailboxRowOf(app.db, actor.workspaceId, actor.userId)) && !(await mailSettingsRowOf(app.db, actor.workspaceId))?.relayUrl)
    throw invalid([{ path: 'mailbox', message: SEQUENCE_MESSAGES.needsMailbox }]);
  if (sendsEmail && !(await mailSettingsRowOf(app.db, actor.workspaceId))?.postalAddress.trim()) throw invalid([{ path: 'postalAddress', message: MAIL_MESSAGES.needsPostalAddress }]);

  const { list, alertId } = await contactsFor(app, actor, body);
  const name = (c: (typeof list)[number]) => `${c.firstName} ${c.lastName}`.trim();
  const suppressed = await suppressedAmong(app.db, actor.workspaceId, list.flatMap((c) => (c.email ? [c.email] : [])));
  const skipped: Skip[] = [];
  const eligible = list.filter((c) => {
    if (sendsEmail && !c.email?.trim()) return skipped.push({ contactId: c.id, name: name(c), reason: 'no_email' }) && false;
    if (c.email && suppressed.has(c.email.trim().toLowerCase())) return skipped.push({ contactId: c.id, name: name(c), reason: 'suppressed' }) && false;
    return true;
  });
  if (!eligible.length && !list.length) throw invalid([{ path: 'contactIds', message: 'This company has no contacts yet' }]);

  const enrolled = await inTransactionWithJobs(app, async (tx, publish, enqueue) => {
    const window = await windowOf(tx, actor.workspaceId);
    const inserted = eligible.length
      ? await tx
          .insert(sequenceEnrollments)
          .values(eligible.map((c) => ({ workspaceId: actor.workspaceId, sequenceId, contactId: c.id, ownerId: actor.userId, alertId })))
          .onConflictDoNothing()
          .returning()
      : [];
    const took = new Set(inserted.map((r) => r.contactId));
    for (const c of eligible) if (!took.has(c.id)) skipped.push({ contactId: c.id, name: name(c), reason: 'already_enrolled' });
    for (const row of inserted) await publishEnrollment(tx, publish, await scheduleStep(app, tx, enqueue, row, steps, window, { batchSize: inserted.length }));
    // The sequence's counts changed: lists of sequences show the new ones.
    if (inserted.length) await publish({ type: 'sequence.updated', workspaceId: actor.workspaceId, actorId: actor.userId, subjectId: seq.id, payload: { sequence: await presentSequenceWithCounts(tx, seq) } });
    return inserted.length;
  });
  return { enrolled, skipped };
}
