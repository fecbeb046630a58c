import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { MAIL_MESSAGES, type InboundEmail, type OutboundEmail, type SendMessageBody } from '../../contracts/mail.js';
import type { AppContext } from '../context.js';
import type { Actor } from '../auth/middleware.js';
import { contacts, generatedMessages, inboundEmails, outboundEmails, presentations, proposals } from '../db/schema/index.js';
import { shareProposal } from '../proposals/index.js';
import { sharePresentation } from '../presentations/index.js';
import { inTransactionWithJobs, type Enqueue } from '../jobs/transaction.js';
import type { Publish, Tx } from '../events/outbox.js';
import { invalid, notFound } from '../http/errors.js';
import { newMessageId } from './compose.js';
import { mailboxRowOf, mailSettingsRowOf } from './queries.js';
import { presentInbound, presentOutbound, type OutboundRow } from './presenter.js';
import { isSuppressed } from './suppressions.js';
import { nextSendingTime, systemTimeOf } from './calendar.js';
import { windowOf } from './sequences/control.js';

const publishEmail = (row: OutboundRow) =>
  ({ type: 'email.updated', workspaceId: row.workspaceId, actorId: row.userId, subjectId: row.companyId ?? row.contactId, payload: { email: presentOutbound(row) } }) as const;

/** Whether the rep can send at all: their own mailbox, or the workspace's relay (the address it goes from). */
export async function assertCanSend(app: AppContext, actor: Actor): Promise<string> {
  const mailbox = await mailboxRowOf(app.db, actor.workspaceId, actor.userId);
  if (mailbox) {
    if (mailbox.status === 'failing') throw invalid([{ path: 'mailbox', message: MAIL_MESSAGES.failing }]);
    return mailbox.fromEmail;
  }
  const settings = await mailSettingsRowOf(app.db, actor.workspaceId);
  if (settings?.relayUrl && settings.relayFrom) return settings.relayFrom;
  throw invalid([{ path: 'mailbox', message: MAIL_MESSAGES.noMailbox }]);
}

/**
 * "Send now" for a written email: queued at once (an `email.send` job, retried with back-off on
 * temporary failures), with the subject and text the rep edited. Only the rep's own messages.
 */
export async function sendMessage(app: AppContext, actor: Actor, messageId: string, body: SendMessageBody): Promise<OutboundEmail> {
  const [message] = await app.db
    .select()
    .from(generatedMessages)
    .where(and(eq(generatedMessages.id, messageId), eq(generatedMessages.userId, actor.userId), eq(generatedMessages.workspaceId, actor.workspaceId)));
  if (!message) throw notFound('Message not found');
  if (message.messageType !== 'email') throw invalid([{ path: 'messageType', message: 'LinkedIn messages are not sent by SwagScout: copy the text into LinkedIn' }]);
  const [contact] = message.contactId
    ? await app.db.select().from(contacts).where(and(eq(contacts.id, message.contactId), eq(contacts.workspaceId, actor.workspaceId)))
    : [];
  if (!contact) throw invalid([{ path: 'contactId', message: 'This message has no contact to send it to' }]);
  if (!contact.email?.trim()) throw invalid([{ path: 'contactId', message: MAIL_MESSAGES.noEmail }]);
  if (await isSuppressed(app.db, actor.workspaceId, contact.email)) throw invalid([{ path: 'contactId', message: MAIL_MESSAGES.suppressed }]);
  const fromEmail = await assertCanSend(app, actor);
  const link = body.link ? await clientLink(app, actor, body.link) : null;
  return inTransactionWithJobs(app, async (tx, publish, enqueue) => {
    const [row] = await tx
      .insert(outboundEmails)
      .values({
        workspaceId: actor.workspaceId,
        userId: actor.userId,
        contactId: contact.id,
        companyId: contact.companyId,
        messageId: message.id,
        toEmail: contact.email!.trim(),
        toName: `${contact.firstName} ${contact.lastName}`.trim(),
        subject: body.subject,
        body: body.body,
        messageIdHeader: newMessageId(fromEmail),
        link,
        status: 'queued',
      })
      .returning();
    await publish(publishEmail(row!));
    await enqueue('email.send', { workspaceId: actor.workspaceId, emailId: row!.id, contactId: contact.id });
    return presentOutbound(row!);
  });
}

/**
 * The client link of a proposal or presentation of this workspace, made now: a link's token is
 * shown once (only its hash is kept), so sending makes a new one and the earlier one stops working.
 */
async function clientLink(app: AppContext, actor: Actor, link: NonNullable<SendMessageBody['link']>): Promise<NonNullable<OutboundRow['link']>> {
  if (link.kind === 'proposal') {
    const [row] = await app.db.select({ title: proposals.title }).from(proposals).where(and(eq(proposals.id, link.id), eq(proposals.workspaceId, actor.workspaceId)));
    if (!row) throw invalid([{ path: 'link.id', message: 'Proposal not found' }]);
    const share = await shareProposal(app, actor, link.id, {});
    return { kind: 'proposal', id: link.id, url: share.url, title: row.title, attachPdf: link.attachPdf };
  }
  const [row] = await app.db.select({ title: presentations.title }).from(presentations).where(and(eq(presentations.id, link.id), eq(presentations.workspaceId, actor.workspaceId)));
  if (!row) throw invalid([{ path: 'link.id', message: 'Presentation not found' }]);
  if (link.attachPdf) throw invalid([{ path: 'link.attachPdf', message: 'Only a proposal can be attached as a PDF: the presentation goes as its link' }]);
  const share = await sharePresentation(app, actor, link.id, {});
  return { kind: 'presentation', id: link.id, url: share.url, title: row.title, attachPdf: false };
}

/** Emails sent and received, for a contact, a company or the whole workspace. */
export async function emailFeed(app: AppContext, actor: Actor, query: { contactId?: string; companyId?: string; status?: string }): Promise<{ sent: OutboundEmail[]; received: InboundEmail[] }> {
  const by = (t: typeof outboundEmails | typeof inboundEmails): SQL | undefined =>
    and(eq(t.workspaceId, actor.workspaceId), query.contactId ? eq(t.contactId, query.contactId) : undefined, query.companyId ? eq(t.companyId, query.companyId) : undefined);
  const sent = await app.db
    .select()
    .from(outboundEmails)
    .where(and(by(outboundEmails), query.status ? eq(outboundEmails.status, query.status) : undefined))
    .orderBy(desc(outboundEmails.createdAt))
    .limit(200);
  const received = await app.db.select().from(inboundEmails).where(by(inboundEmails)).orderBy(desc(inboundEmails.receivedAt)).limit(200);
  return { sent: sent.map(presentOutbound), received: received.map(presentInbound) };
}

/** The rep's emails that wait for them (approval) or went wrong (failed), and those queued. */
export async function outbox(app: AppContext, actor: Actor): Promise<OutboundEmail[]> {
  const rows = await app.db
    .select()
    .from(outboundEmails)
    .where(and(eq(outboundEmails.workspaceId, actor.workspaceId), eq(outboundEmails.userId, actor.userId), inArray(outboundEmails.status, ['awaiting_approval', 'queued', 'sending', 'failed'])))
    .orderBy(desc(outboundEmails.createdAt))
    .limit(500);
  return rows.map(presentOutbound);
}

/** The rep approves a sequence email (edited or not): it goes in the next sending window. Only their own. */
export async function approveEmail(app: AppContext, actor: Actor, id: string, edits: { subject?: string; body?: string }): Promise<OutboundEmail> {
  return inTransactionWithJobs(app, async (tx, publish, enqueue) => {
    const [row] = await tx
      .update(outboundEmails)
      .set({ status: 'queued', ...(edits.subject ? { subject: edits.subject } : {}), ...(edits.body ? { body: edits.body } : {}), updatedAt: new Date() })
      .where(and(eq(outboundEmails.id, id), eq(outboundEmails.workspaceId, actor.workspaceId), eq(outboundEmails.userId, actor.userId), eq(outboundEmails.status, 'awaiting_approval')))
      .returning();
    if (!row) throw notFound('No email of yours waits for approval here');
    await publish(publishEmail(row));
    await enqueue('email.send', { workspaceId: actor.workspaceId, emailId: row.id, ...(row.contactId ? { contactId: row.contactId } : {}) }, systemTimeOf(app.clock, nextSendingTime(app.clock.now(), await windowOf(tx, actor.workspaceId))));
    return presentOutbound(row);
  });
}

/** A business email to someone outside the pipeline (a supplier's order desk, a client), with a document attached as it is now (or none). */
export type DocumentEmail = {
  workspaceId: string;
  userId: string;
  companyId: string | null;
  toEmail: string;
  toName: string;
  subject: string;
  body: string;
  fromEmail: string;
  attachment: { filename: string; content: Buffer } | null;
};

/**
 * Queues a document email in the caller's transaction (an `email.send` job after commit): the
 * caller checked the sender first (assertCanSend). Its state is heard as `email.updated`.
 */
export async function queueDocumentEmail(tx: Tx, publish: Publish, enqueue: Enqueue, mail: DocumentEmail): Promise<OutboundRow> {
  const [row] = await tx
    .insert(outboundEmails)
    .values({
      workspaceId: mail.workspaceId,
      userId: mail.userId,
      companyId: mail.companyId,
      toEmail: mail.toEmail,
      toName: mail.toName,
      subject: mail.subject,
      body: mail.body,
      messageIdHeader: newMessageId(mail.fromEmail),
      attachmentName: mail.attachment?.filename ?? null,
      attachment: mail.attachment?.content ?? null,
      status: 'queued',
    })
    .returning();
  await publish(publishEmail(row!));
  await enqueue('email.send', { workspaceId: mail.workspaceId, emailId: row!.id });
  return row!;
}
