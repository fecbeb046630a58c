import type { InboundEmail, MailboxState, MailSecurity, MailSettings, OutboundEmail } from '../../contracts/mail.js';
import type { inboundEmails, outboundEmails, workspaceMailSettings } from '../db/schema/index.js';
import type { MailboxRow } from './credentials.js';

export type OutboundRow = typeof outboundEmails.$inferSelect;
export type InboundRow = typeof inboundEmails.$inferSelect;
export type MailSettingsRow = typeof workspaceMailSettings.$inferSelect;

/** A mailbox as its owner sees it: never a password, only whether one is saved. */
export function presentMailbox(row: MailboxRow, sentToday: number): MailboxState {
  return {
    connected: true,
    fromName: row.fromName,
    fromEmail: row.fromEmail,
    smtpHost: row.smtpHost,
    smtpPort: row.smtpPort,
    smtpSecurity: row.smtpSecurity as MailSecurity,
    smtpUser: row.smtpUser,
    hasSmtpPassword: Boolean(row.smtpPassword),
    imapHost: row.imapHost,
    imapPort: row.imapPort,
    imapSecurity: (row.imapSecurity as MailSecurity | null) ?? null,
    imapUser: row.imapUser,
    hasImapPassword: Boolean(row.imapPassword),
    signature: row.signature,
    dailyCap: row.dailyCap,
    status: row.status === 'failing' ? 'failing' : 'ok',
    statusMessage: row.statusMessage,
    checkedAt: row.checkedAt?.toISOString() ?? null,
    sentToday,
  };
}

/** What GET /api/mailbox says when none is connected. */
export const NO_MAILBOX: MailboxState = {
  connected: false,
  fromName: '',
  fromEmail: '',
  smtpHost: '',
  smtpPort: 465,
  smtpSecurity: 'tls',
  smtpUser: '',
  hasSmtpPassword: false,
  imapHost: null,
  imapPort: null,
  imapSecurity: null,
  imapUser: null,
  hasImapPassword: false,
  signature: '',
  dailyCap: 200,
  status: 'ok',
  statusMessage: null,
  checkedAt: null,
  sentToday: 0,
};

export const DEFAULT_MAIL_SETTINGS = { postalAddress: '', timeZone: 'UTC', windowStart: 9 * 60, windowEnd: 17 * 60, relayUrl: null, relayFrom: null } as const;

export function presentMailSettings(row: MailSettingsRow | undefined): MailSettings {
  const r = row ?? DEFAULT_MAIL_SETTINGS;
  return { postalAddress: r.postalAddress, timeZone: r.timeZone, windowStart: r.windowStart, windowEnd: r.windowEnd, hasRelay: Boolean(r.relayUrl), relayFrom: r.relayFrom };
}

export function presentOutbound(row: OutboundRow): OutboundEmail {
  return {
    id: row.id,
    contactId: row.contactId,
    companyId: row.companyId,
    messageId: row.messageId,
    enrollmentId: row.enrollmentId,
    stepIndex: row.stepIndex,
    userId: row.userId,
    toEmail: row.toEmail,
    toName: row.toName,
    subject: row.subject,
    body: row.body,
    link: row.link ? { kind: row.link.kind, id: row.link.id, title: row.link.title, attachPdf: row.link.attachPdf } : null,
    status: row.status as OutboundEmail['status'],
    error: row.error,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentInbound(row: InboundRow): InboundEmail {
  return {
    id: row.id,
    kind: row.kind as InboundEmail['kind'],
    contactId: row.contactId,
    companyId: row.companyId,
    fromEmail: row.fromEmail,
    fromName: row.fromName,
    subject: row.subject,
    text: row.text,
    receivedAt: row.receivedAt.toISOString(),
  };
}
