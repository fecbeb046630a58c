import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { inboundEmails, mailboxes, tasks } from '../../db/schema/index.js';
import { inTransaction, type Publish, type Tx } from '../../events/outbox.js';
import { markAlertHandled } from '../../alerts/index.js';
import { createTask } from '../../tasks/index.js';
import { findMember } from '../../team/index.js';
import type { MailboxRow } from '../credentials.js';
import { presentInbound } from '../presenter.js';
import { stopEnrollment } from '../sequences/control.js';
import { suppressAddress } from '../suppressions.js';
import { classify, type Classification, type InboundMessage } from './classify.js';
import { matchInbound, type InboundMatch, type MatchedContact } from './match.js';

export type InboundOutcome = { outcome: 'ignored' } | { outcome: 'duplicate' } | { outcome: 'stored'; id: string; kind: Classification['kind'] };

const fullName = (c: MatchedContact | null) => (c ? `${c.firstName} ${c.lastName}`.trim() : '');

/** "Reply from Ana Núñez", "Automatic reply from Ana Núñez", "Email to ana@example.com bounced". */
export function summaryOf(kind: Classification['kind'], who: string, bouncedAddress: string | null): string {
  if (kind === 'bounce') return `Email to ${bouncedAddress ?? who} bounced`;
  return `${kind === 'reply' ? 'Reply' : 'Automatic reply'} from ${who}`;
}

/**
 * One message the watcher read, in one transaction: stored once per mailbox and Message-ID (a
 * message seen twice — a second process, a restart before the cursor was saved — changes nothing
 * the second time), announced to the workspace (`email.received`, which the activity history
 * records on the company's timeline), and then:
 *
 * - a reply stops the contact's sequence ("replied"), marks the alert it was enrolled from
 *   handled, and gives the mailbox's owner a task "Reply from …", due now;
 * - a bounce puts the address on the workspace's do-not-email list and stops the sequence ("bounced");
 * - an automatic answer is kept and stops nothing.
 *
 * `fallbackMessageId` names a message without a Message-ID (its UIDVALIDITY and UID).
 */
export async function processInbound(app: AppContext, mailbox: MailboxRow, m: InboundMessage, fallbackMessageId: string): Promise<InboundOutcome> {
  const c = classify(m);
  const match = await matchInbound(app.db, mailbox, m, c);
  if (!match) return { outcome: 'ignored' };
  return inTransaction(app, async (tx, publish) => {
    const bouncedAddress = c.kind === 'bounce' ? addressToSuppress(match, c) : null;
    const who = fullName(match.contact) || m.from?.name || m.from?.email || 'unknown sender';
    const [row] = await tx
      .insert(inboundEmails)
      .values({
        workspaceId: mailbox.workspaceId,
        mailboxId: mailbox.id,
        contactId: match.contact?.id ?? null,
        companyId: match.contact?.companyId ?? match.outbound?.companyId ?? null,
        outboundId: match.outbound?.id ?? null,
        kind: c.kind,
        fromEmail: m.from?.email ?? '',
        fromName: m.from?.name ?? '',
        subject: m.subject,
        text: m.text,
        messageIdHeader: (m.messageId ?? fallbackMessageId).slice(0, 998),
        receivedAt: app.clock.now(),
      })
      .onConflictDoNothing({ target: [inboundEmails.mailboxId, inboundEmails.messageIdHeader] })
      .returning();
    if (!row) return { outcome: 'duplicate' } as const;
    await publish({
      type: 'email.received',
      workspaceId: mailbox.workspaceId,
      subjectId: row.companyId ?? row.contactId,
      payload: { email: presentInbound(row), summary: summaryOf(c.kind, who, bouncedAddress) },
    });
    if (c.kind === 'reply') await onReply(app, tx, publish, mailbox, match, row.id, who);
    if (c.kind === 'bounce') {
      if (bouncedAddress) await suppressAddress(tx, mailbox.workspaceId, bouncedAddress, 'bounced');
      if (match.contact) await stopEnrollment(app, tx, publish, { workspaceId: mailbox.workspaceId, contactId: match.contact.id, reason: 'bounced' });
    }
    return { outcome: 'stored', id: row.id, kind: c.kind } as const;
  });
}

/** The address we wrote to (when the bounce is matched to our email), else the one the report says failed. */
function addressToSuppress(match: InboundMatch, c: Extract<Classification, { kind: 'bounce' }>): string | null {
  return match.outbound?.toEmail.trim().toLowerCase() || c.failedRecipients[0] || null;
}

async function onReply(app: AppContext, tx: Tx, publish: Publish, mailbox: MailboxRow, match: InboundMatch, inboundId: string, who: string): Promise<void> {
  const contact = match.contact;
  if (contact) {
    const stopped = await stopEnrollment(app, tx, publish, { workspaceId: mailbox.workspaceId, contactId: contact.id, reason: 'replied' });
    if (stopped?.alertId) await markAlertHandled(tx, publish, { userId: mailbox.userId, workspaceId: mailbox.workspaceId, role: 'member' }, stopped.alertId);
  }
  // The owner gets one open "Reply from …" task per contact: a thread going back and forth does not pile them up.
  const ownerId = (await findMember(tx, mailbox.workspaceId, mailbox.userId)) ? mailbox.userId : null;
  if (contact && ownerId) {
    const [open] = await tx
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.workspaceId, mailbox.workspaceId), eq(tasks.ownerId, ownerId), eq(tasks.contactId, contact.id), eq(tasks.source, 'reply'), eq(tasks.status, 'open')))
      .limit(1);
    if (open) return;
  }
  await createTask(tx, publish, {
    workspaceId: mailbox.workspaceId,
    ownerId,
    createdBy: null,
    title: `Reply from ${who}`,
    dueAt: app.clock.now(),
    dueHasTime: true,
    companyId: contact?.companyId ?? match.outbound?.companyId ?? null,
    contactId: contact?.id ?? null,
    source: 'reply',
    sourceId: inboundId,
  });
}

/** Where the watcher stopped reading, saved only while the mailbox still reads the same account. */
export async function saveCursor(app: AppContext, mailbox: MailboxRow, uidValidity: string, lastUid: number): Promise<void> {
  await app.db
    .update(mailboxes)
    .set({ imapUidValidity: uidValidity, imapLastUid: lastUid })
    .where(and(eq(mailboxes.id, mailbox.id), eq(mailboxes.imapHost, mailbox.imapHost ?? ''), eq(mailboxes.imapUser, mailbox.imapUser ?? '')));
}
