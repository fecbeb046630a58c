import nodemailer, { type Transporter } from 'nodemailer';
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { MAIL_MESSAGES } from '../../contracts/mail.js';
import type { AppContext } from '../context.js';
import { outboundEmails, users } from '../db/schema/index.js';
import { inTransaction, type Publish, type Tx } from '../events/outbox.js';
import { openPassword, smtpOptions, smtpSettingsOf, type MailboxRow } from './credentials.js';
import { explainMailError } from './check.js';
import { mailFor, type Footer, type Sender } from './compose.js';
import { mailboxRowOf, mailSettingsRowOf, markMailboxFailing, relaySettingsOf, sentToday } from './mailbox.js';
import { presentOutbound, type OutboundRow } from './presenter.js';
import { isSuppressed, suppressAddress } from './suppressions.js';
import { nextSendingTime, spreadSecondsFor, startOfLocalDay, systemTimeOf } from './calendar.js';
import { afterEmailOutcome } from './sequences/outcomes.js';
import { sellerProposalPdf } from '../proposals/index.js';

export type SendJob = { workspaceId: string; emailId: string };

/** What happened to one attempt. `retry`: a temporary failure, worth another try later. `later`: the daily cap is reached. */
export type SendOutcome =
  | { status: 'sent' }
  | { status: 'skipped' }
  | { status: 'later'; at: Date }
  | { status: 'retry'; reason: string }
  /** Kept queued until the rep saves a working password (then queued again). */
  | { status: 'held'; reason: string }
  | { status: 'failed'; reason: string }
  | { status: 'cancelled'; reason: string };

/** Pooled transports of each server, one per mailbox version (a saved change makes a new one). */
const pools = new WeakMap<object, Map<string, Transporter>>();
function transportFor(app: AppContext, key: string, make: () => Transporter): Transporter {
  let transports = pools.get(app);
  if (!transports) pools.set(app, (transports = new Map()));
  let t = transports.get(key);
  if (!t) {
    for (const [k, old] of transports) {
      if (k.split('@')[0] !== key.split('@')[0]) continue;
      old.close();
      transports.delete(k);
    }
    transports.set(key, (t = make()));
  }
  return t;
}

/** Closes this server's pooled SMTP connections (shutdown). */
export function closeTransports(app: AppContext): void {
  for (const t of pools.get(app)?.values() ?? []) t.close();
  pools.delete(app);
}

type Route = { transport: Transporter; sender: Sender; mailbox: MailboxRow | null; dailyCap: number | null };

/** The rep's own mailbox, else the workspace's shared relay, else null. */
async function routeFor(app: AppContext, row: OutboundRow): Promise<Route | null> {
  if (!row.userId) return null;
  const mailbox = await mailboxRowOf(app.db, row.workspaceId, row.userId);
  if (mailbox) {
    const transport = transportFor(app, `${mailbox.id}@${mailbox.updatedAt.getTime()}`, () =>
      nodemailer.createTransport({ ...smtpOptions(smtpSettingsOf(app, mailbox)), pool: true, maxConnections: 3, maxMessages: 500 }),
    );
    return { transport, sender: { name: mailbox.fromName, email: mailbox.fromEmail, signature: mailbox.signature }, mailbox, dailyCap: app.config.mailCapLifted ? null : mailbox.dailyCap };
  }
  const settings = await mailSettingsRowOf(app.db, row.workspaceId);
  if (!settings?.relayUrl || !settings.relayFrom) return null;
  const relay = relaySettingsOf(openPassword(app, row.workspaceId, 'relay', settings.relayUrl));
  if (!relay) return null;
  const [user] = await app.db.select({ fullName: users.fullName, email: users.email }).from(users).where(eq(users.id, row.userId));
  const transport = transportFor(app, `relay-${row.workspaceId}@${settings.updatedAt.getTime()}`, () => nodemailer.createTransport({ ...smtpOptions(relay), pool: true, maxConnections: 3 }));
  return { transport, sender: { name: user?.fullName ?? '', email: settings.relayFrom, signature: '', replyTo: user?.email }, mailbox: null, dailyCap: null };
}

/** Takes the email for this attempt (once: a second worker racing for it finds nothing). A 'sending' row left by a crash is taken again after 10 minutes. */
async function claim(app: AppContext, job: SendJob): Promise<OutboundRow | undefined> {
  const [row] = await app.db
    .update(outboundEmails)
    .set({ status: 'sending', attempts: sql`${outboundEmails.attempts} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(outboundEmails.id, job.emailId),
        eq(outboundEmails.workspaceId, job.workspaceId),
        or(eq(outboundEmails.status, 'queued'), and(eq(outboundEmails.status, 'sending'), lt(outboundEmails.updatedAt, new Date(Date.now() - 10 * 60_000)))),
      ),
    )
    .returning();
  return row;
}

async function finish(app: AppContext, row: OutboundRow, set: Partial<OutboundRow>, after?: (tx: Tx, publish: Publish, updated: OutboundRow) => Promise<void>): Promise<void> {
  await inTransaction(app, async (tx, publish) => {
    const [updated] = await tx
      .update(outboundEmails)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(outboundEmails.id, row.id))
      .returning();
    if (!updated) return;
    await publish({ type: 'email.updated', workspaceId: row.workspaceId, actorId: row.userId, subjectId: row.companyId ?? row.contactId, payload: { email: presentOutbound(updated) } });
    await after?.(tx, publish, updated);
  });
}

/**
 * Sends one queued email from the rep's mailbox (the `email.send` job). The address is checked
 * against the do-not-email list at this moment too; the daily cap moves the email to the next
 * sending window; temporary SMTP failures are retried by the job with back-off.
 */
export async function sendOutbound(app: AppContext, job: SendJob, footerFor: (row: OutboundRow) => Promise<Footer>): Promise<SendOutcome> {
  const row = await claim(app, job);
  if (!row) return { status: 'skipped' };
  if (await isSuppressed(app.db, row.workspaceId, row.toEmail)) {
    await finish(app, row, { status: 'cancelled', error: MAIL_MESSAGES.suppressed }, (tx, publish, updated) => afterEmailOutcome(app, tx, publish, updated, 'suppressed'));
    return { status: 'cancelled', reason: MAIL_MESSAGES.suppressed };
  }
  const route = await routeFor(app, row);
  if (!route) {
    await finish(app, row, { status: 'failed', error: MAIL_MESSAGES.noMailbox }, (tx, publish, updated) => afterEmailOutcome(app, tx, publish, updated, 'no_mailbox'));
    return { status: 'failed', reason: MAIL_MESSAGES.noMailbox };
  }
  if (route.mailbox?.status === 'failing') {
    await finish(app, row, { status: 'queued', error: MAIL_MESSAGES.failing });
    return { status: 'held', reason: MAIL_MESSAGES.failing };
  }
  const settings = await mailSettingsRowOf(app.db, row.workspaceId);
  if (row.enrollmentId && !settings?.postalAddress.trim()) {
    // Held until an admin saves the postal address (saveMailSettings queues it again).
    await finish(app, row, { status: 'queued', error: MAIL_MESSAGES.needsPostalAddress });
    return { status: 'held', reason: MAIL_MESSAGES.needsPostalAddress };
  }
  if (route.dailyCap !== null && row.userId && (await sentToday(app, app.db, row.workspaceId, row.userId, settings?.timeZone)) >= route.dailyCap) {
    const window = { timeZone: settings?.timeZone ?? 'UTC', windowStart: settings?.windowStart ?? 540, windowEnd: settings?.windowEnd ?? 1020 };
    // The next business day's window (25 hours after midnight is the next day, daylight saving or not), spread over its first hour.
    const tomorrow = nextSendingTime(new Date(startOfLocalDay(app.clock.now(), window.timeZone).getTime() + 25 * 3600_000), window);
    await finish(app, row, { status: 'queued', error: null });
    return { status: 'later', at: systemTimeOf(app.clock, new Date(tomorrow.getTime() + spreadSecondsFor(1200) * 1000)) };
  }
  let attachments: Array<{ filename: string; content: Buffer; contentType: string }> = [];
  // A document queued with the email (a purchase order): sent as it was when the rep sent it.
  if (row.attachment && row.attachmentName) attachments = [{ filename: row.attachmentName, content: row.attachment, contentType: 'application/pdf' }];
  if (row.link?.kind === 'proposal' && row.link.attachPdf && row.userId) {
    const pdf = await sellerProposalPdf(app, { userId: row.userId, workspaceId: row.workspaceId, role: 'member' }, row.link.id).catch(() => null);
    if (!pdf) {
      const reason = 'The proposal was deleted before the email went, so its PDF could not be attached';
      await finish(app, row, { status: 'failed', error: reason });
      return { status: 'failed', reason };
    }
    attachments = [{ filename: pdf.filename, content: pdf.pdf, contentType: 'application/pdf' }];
  }
  try {
    await route.transport.sendMail(mailFor(row, route.sender, await footerFor(row), attachments));
  } catch (err) {
    const why = explainMailError('SMTP', route.mailbox?.smtpHost ?? 'relay', err);
    const code = (err as { responseCode?: number }).responseCode ?? 0;
    if (why.auth && route.mailbox) {
      // The email is back in the queue before the rep's tabs hear the mailbox is failing.
      await finish(app, row, { status: 'queued', error: why.message });
      await markMailboxFailing(app, route.mailbox, 'smtp');
      return { status: 'held', reason: why.message };
    }
    if (code >= 500 && code < 600) {
      // The server refused this message for good (a rejected recipient: 550 5.1.1…).
      const recipientRefused = code === 550 || code === 551 || code === 553 || /5\.1\.[0-9]/.test(String((err as Error).message));
      await finish(app, row, { status: 'failed', error: why.message }, async (tx, publish, updated) => {
        if (recipientRefused) await suppressAddress(tx, row.workspaceId, row.toEmail, 'bounced');
        await afterEmailOutcome(app, tx, publish, updated, recipientRefused ? 'bounced' : 'failed');
      });
      return { status: 'failed', reason: why.message };
    }
    await finish(app, row, { status: 'queued', error: why.message });
    return { status: 'retry', reason: why.message };
  }
  await finish(app, row, { status: 'sent', sentAt: app.clock.now(), error: null }, (tx, publish, updated) => afterEmailOutcome(app, tx, publish, updated, 'sent'));
  return { status: 'sent' };
}

/** An email whose job failed for good: marked failed with the last reason. */
export async function failOutbound(app: AppContext, job: SendJob, reason: string): Promise<void> {
  const [row] = await app.db
    .select()
    .from(outboundEmails)
    .where(and(eq(outboundEmails.id, job.emailId), eq(outboundEmails.workspaceId, job.workspaceId), inArray(outboundEmails.status, ['queued', 'sending'])));
  if (row) await finish(app, row, { status: 'failed', error: reason }, (tx, publish, updated) => afterEmailOutcome(app, tx, publish, updated, 'failed'));
}
