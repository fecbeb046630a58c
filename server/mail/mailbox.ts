import { and, eq } from 'drizzle-orm';
import { MAIL_MESSAGES, type MailboxInput, type MailboxState, type MailSettings, type MailSettingsInput } from '../../contracts/mail.js';
import type { FieldError } from '../../contracts/errors.js';
import type { AppContext } from '../context.js';
import type { Actor } from '../auth/middleware.js';
import type { Db } from '../db/connect.js';
import { mailboxes, outboundEmails, workspaceMailSettings } from '../db/schema/index.js';
import { mailboxRowOf, mailSettingsRowOf, sentToday } from './queries.js';
import { inTransaction, type Publish, type Tx } from '../events/outbox.js';
import { invalid } from '../http/errors.js';
import { checkImap, checkSmtp, type LoginCheck } from './check.js';
import { openPassword, sealPassword, type MailboxRow, type ServerSettings } from './credentials.js';
import { pauseEnrollmentsOfOwner, resumeAfterMailboxFixed } from './sequences/control.js';
import { inTransactionWithJobs } from '../jobs/transaction.js';
import { isTimeZone } from './calendar.js';
import { NO_MAILBOX, presentMailbox, presentMailSettings } from './presenter.js';
import { refreshReplyWatchers } from './watch-registry.js';

export async function mailboxStateOf(app: AppContext, db: Db | Tx, row: MailboxRow | undefined): Promise<MailboxState> {
  return row ? presentMailbox(row, await sentToday(app, db, row.workspaceId, row.userId)) : NO_MAILBOX;
}

export async function getMailbox(app: AppContext, actor: Actor): Promise<MailboxState> {
  return mailboxStateOf(app, app.db, await mailboxRowOf(app.db, actor.workspaceId, actor.userId));
}

const missing = (path: string, message: string): FieldError => ({ path, message });

/**
 * Connects or changes the rep's mailbox. Both servers are checked with a real login before
 * anything is saved; a password left out keeps the saved one.
 */
export async function saveMailbox(app: AppContext, actor: Actor, input: MailboxInput): Promise<MailboxState> {
  const existing = await mailboxRowOf(app.db, actor.workspaceId, actor.userId);
  const smtpPassword = input.smtpPassword ?? (existing ? openPassword(app, existing.userId, 'smtp', existing.smtpPassword) : undefined);
  if (!smtpPassword) throw invalid([missing('smtpPassword', MAIL_MESSAGES.passwordNeeded)]);
  const smtp: ServerSettings = { host: input.smtpHost, port: input.smtpPort, security: input.smtpSecurity, user: input.smtpUser, password: smtpPassword };

  let imap: ServerSettings | null = null;
  if (input.imapHost) {
    const imapPassword = input.imapPassword ?? (existing?.imapPassword ? openPassword(app, existing.userId, 'imap', existing.imapPassword) : undefined);
    const problems: FieldError[] = [];
    if (!input.imapPort) problems.push(missing('imapPort', 'Enter the IMAP port (usually 993)'));
    if (!input.imapSecurity) problems.push(missing('imapSecurity', 'Choose the IMAP security'));
    if (!input.imapUser) problems.push(missing('imapUser', 'Enter the IMAP user name'));
    if (!imapPassword) problems.push(missing('imapPassword', MAIL_MESSAGES.passwordNeeded));
    if (problems.length) throw invalid(problems);
    imap = { host: input.imapHost, port: input.imapPort!, security: input.imapSecurity!, user: input.imapUser!, password: imapPassword! };
  }

  const checks: LoginCheck[] = await Promise.all([checkSmtp(smtp), imap ? checkImap(imap) : Promise.resolve<LoginCheck>({ ok: true })]);
  const failures = checks.flatMap((c) => (c.ok ? [] : [{ path: c.field, message: c.message }]));
  if (failures.length) throw invalid(failures);

  const now = new Date();
  const values = {
    fromName: input.fromName,
    fromEmail: input.fromEmail,
    smtpHost: smtp.host,
    smtpPort: smtp.port,
    smtpSecurity: smtp.security,
    smtpUser: smtp.user,
    smtpPassword: sealPassword(app, actor.userId, 'smtp', smtp.password),
    imapHost: imap?.host ?? null,
    imapPort: imap?.port ?? null,
    imapSecurity: imap?.security ?? null,
    imapUser: imap?.user ?? null,
    imapPassword: imap ? sealPassword(app, actor.userId, 'imap', imap.password) : null,
    signature: input.signature,
    dailyCap: input.dailyCap,
    status: 'ok',
    statusMessage: null,
    checkedAt: now,
    updatedAt: now,
    // Another IMAP account (or none) starts reading from what is new there.
    ...(existing && (existing.imapHost !== (imap?.host ?? null) || existing.imapUser !== (imap?.user ?? null)) ? { imapUidValidity: null, imapLastUid: 0 } : {}),
  };
  const state = await inTransactionWithJobs(app, async (tx, publish, enqueue) => {
    const [row] = await tx
      .insert(mailboxes)
      .values({ workspaceId: actor.workspaceId, userId: actor.userId, ...values })
      .onConflictDoUpdate({ target: [mailboxes.workspaceId, mailboxes.userId], set: values })
      .returning();
    const state = await mailboxStateOf(app, tx, row);
    await publishMailbox(publish, actor.userId, state);
    // The password works again: what its failure paused resumes, its held emails go.
    if (existing?.status === 'failing') await resumeAfterMailboxFixed(app, tx, publish, enqueue, actor.workspaceId, actor.userId);
    return state;
  });
  await refreshReplyWatchers(app);
  return state;
}

export async function removeMailbox(app: AppContext, actor: Actor): Promise<void> {
  await inTransaction(app, async (tx, publish) => {
    const gone = await tx
      .delete(mailboxes)
      .where(and(eq(mailboxes.workspaceId, actor.workspaceId), eq(mailboxes.userId, actor.userId)))
      .returning({ id: mailboxes.id });
    if (gone.length) await publishMailbox(publish, actor.userId, null);
  });
  await refreshReplyWatchers(app);
}

export const publishMailbox = (publish: Publish, userId: string, mailbox: MailboxState | null) =>
  publish({ type: 'mailbox.updated', userId, subjectId: userId, payload: { mailbox } });

export async function getMailSettings(app: AppContext, workspaceId: string): Promise<MailSettings> {
  return presentMailSettings(await mailSettingsRowOf(app.db, workspaceId));
}

/** The workspace's sending rules. A relay URL is checked with a real login before it is saved. */
export async function saveMailSettings(app: AppContext, actor: Actor, input: MailSettingsInput): Promise<MailSettings> {
  if (!isTimeZone(input.timeZone)) throw invalid([missing('timeZone', 'Choose a time zone from the list')]);
  let relay: { relayUrl?: string | null; relayFrom?: string | null } | undefined;
  if (input.relayUrl === '') relay = { relayUrl: null, relayFrom: null };
  else if (input.relayUrl !== undefined) {
    const settings = relaySettingsOf(input.relayUrl);
    if (!settings) throw invalid([missing('relayUrl', 'Enter the relay as smtp://user:password@host:587 or smtps://user:password@host:465')]);
    if (!input.relayFrom) throw invalid([missing('relayFrom', 'Enter the address relay emails come from')]);
    const check = await checkSmtp(settings);
    if (!check.ok) throw invalid([{ path: 'relayUrl', message: check.message }]);
    relay = { relayUrl: sealPassword(app, actor.workspaceId, 'relay', input.relayUrl), relayFrom: input.relayFrom };
  } else if (input.relayFrom) {
    // A new From address for the relay already saved.
    if (!(await mailSettingsRowOf(app.db, actor.workspaceId))?.relayUrl) throw invalid([missing('relayUrl', 'Enter the relay first')]);
    relay = { relayFrom: input.relayFrom };
  }
  const values = { postalAddress: input.postalAddress, timeZone: input.timeZone, windowStart: input.windowStart, windowEnd: input.windowEnd, updatedAt: new Date(), ...(relay ?? {}) };
  return inTransactionWithJobs(app, async (tx, _publish, enqueue) => {
    const [row] = await tx
      .insert(workspaceMailSettings)
      .values({ workspaceId: actor.workspaceId, ...values })
      .onConflictDoUpdate({ target: workspaceMailSettings.workspaceId, set: values })
      .returning();
    // Sequence emails held for want of a postal address go now.
    if (row!.postalAddress.trim()) {
      const held = await tx
        .select({ id: outboundEmails.id, contactId: outboundEmails.contactId })
        .from(outboundEmails)
        .where(and(eq(outboundEmails.workspaceId, actor.workspaceId), eq(outboundEmails.status, 'queued'), eq(outboundEmails.error, MAIL_MESSAGES.needsPostalAddress)));
      for (const h of held) await enqueue('email.send', { workspaceId: actor.workspaceId, emailId: h.id, ...(h.contactId ? { contactId: h.contactId } : {}) });
    }
    return presentMailSettings(row);
  });
}

/** smtp[s]://user:pass@host[:port] as server settings, or null when it is not one. */
export function relaySettingsOf(url: string): ServerSettings | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  if ((u.protocol !== 'smtp:' && u.protocol !== 'smtps:') || !u.hostname || !u.username) return null;
  const secure = u.protocol === 'smtps:';
  return {
    host: u.hostname,
    port: Number(u.port) || (secure ? 465 : 587),
    security: secure ? 'tls' : u.searchParams.get('tls') === 'none' ? 'none' : 'starttls',
    user: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password),
  };
}

export { mailboxRowOf, mailSettingsRowOf, sentToday };

/**
 * A server refused the saved password (`which` says which one): the mailbox is failing (sending
 * stops), the owner's tabs hear it (`mailbox.updated`, MAIL_MESSAGES.failing for the banner) and
 * their active sequences pause until the password is saved again. Only a mailbox still holding the
 * password that failed is marked (a new one saved meanwhile wins). True when it was marked now.
 */
export async function markMailboxFailing(app: AppContext, mailbox: MailboxRow, which: 'smtp' | 'imap'): Promise<boolean> {
  return inTransaction(app, async (tx, publish) => {
    const samePassword = which === 'smtp' ? eq(mailboxes.smtpPassword, mailbox.smtpPassword) : eq(mailboxes.imapPassword, mailbox.imapPassword ?? '');
    const [row] = await tx
      .update(mailboxes)
      .set({ status: 'failing', statusMessage: MAIL_MESSAGES.failing, checkedAt: app.clock.now(), updatedAt: new Date() })
      .where(and(eq(mailboxes.id, mailbox.id), eq(mailboxes.status, 'ok'), samePassword))
      .returning();
    if (!row) return false;
    await publishMailbox(publish, row.userId, await mailboxStateOf(app, tx, row));
    await pauseEnrollmentsOfOwner(app, tx, publish, row.workspaceId, row.userId);
    return true;
  });
}
