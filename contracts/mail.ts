import { z } from 'zod';
import { route, textParam, uuidParam } from './http/route.js';

/**
 * Sending (docs/product.md#sending): each rep's own mailbox (SMTP to send, IMAP to read replies),
 * the workspace's sending rules, and the emails the app sent. Passwords are write-only.
 */

export const MAIL_SECURITY = { tls: 'TLS (port 465 / 993)', starttls: 'STARTTLS (port 587 / 143)', none: 'None (local relay only)' } as const;
export const mailSecurity = z.enum(['tls', 'starttls', 'none']);
export type MailSecurity = z.infer<typeof mailSecurity>;

/** One line of a mail header: no CR or LF (header injection), no control characters. */
const headerLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    // eslint-disable-next-line no-control-regex -- the point is to refuse control characters
    .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), 'Must be a single line without control characters');
const host = headerLine(253).pipe(z.string().min(1, 'Enter the server’s host name').regex(/^[A-Za-z0-9.-]+$/, 'Enter a host name such as smtp.example.com'));
const port = z.number().int().min(1).max(65535);
const password = z.string().min(1).max(500);

export const mailboxInput = z.object({
  fromName: headerLine(120).pipe(z.string().min(1, 'Enter the name your emails come from')),
  fromEmail: z.email('Enter the address your emails come from').max(254),
  smtpHost: host,
  smtpPort: port,
  smtpSecurity: mailSecurity,
  smtpUser: headerLine(254).pipe(z.string().min(1, 'Enter the SMTP user name')),
  /** Omitted to keep the stored one. */
  smtpPassword: password.optional(),
  imapHost: host.optional(),
  imapPort: port.optional(),
  imapSecurity: mailSecurity.optional(),
  imapUser: headerLine(254).optional(),
  imapPassword: password.optional(),
  signature: z.string().max(2000).default(''),
  dailyCap: z.number().int().min(1).max(2000).default(200),
});
export type MailboxInput = z.infer<typeof mailboxInput>;

export const mailboxState = z.object({
  connected: z.boolean(),
  fromName: z.string(),
  fromEmail: z.string(),
  smtpHost: z.string(),
  smtpPort: z.number(),
  smtpSecurity: mailSecurity,
  smtpUser: z.string(),
  hasSmtpPassword: z.boolean(),
  imapHost: z.string().nullable(),
  imapPort: z.number().nullable(),
  imapSecurity: mailSecurity.nullable(),
  imapUser: z.string().nullable(),
  hasImapPassword: z.boolean(),
  signature: z.string(),
  dailyCap: z.number(),
  status: z.enum(['ok', 'failing']),
  statusMessage: z.string().nullable(),
  checkedAt: z.string().nullable(),
  /** Sent today (in the workspace's time zone) against the daily cap. */
  sentToday: z.number(),
});
export type MailboxState = z.infer<typeof mailboxState>;

export const mailSettings = z.object({
  postalAddress: z.string().max(500),
  timeZone: z.string().max(64),
  windowStart: z.number().int().min(0).max(1439),
  windowEnd: z.number().int().min(1).max(1440),
  hasRelay: z.boolean(),
  relayFrom: z.string().nullable(),
});
export type MailSettings = z.infer<typeof mailSettings>;

export const mailSettingsInput = z
  .object({
    postalAddress: z.string().trim().max(500),
    timeZone: z.string().trim().min(1).max(64),
    windowStart: z.number().int().min(0).max(1439),
    windowEnd: z.number().int().min(1).max(1440),
    /** smtp[s]://user:pass@host:port; '' removes the relay; omitted keeps it. */
    relayUrl: z.string().trim().max(1000).optional(),
    relayFrom: z.email().max(254).nullable().optional(),
  })
  .refine((s) => s.windowEnd > s.windowStart, { message: 'The sending window must end after it starts', path: ['windowEnd'] });
export type MailSettingsInput = z.infer<typeof mailSettingsInput>;

export const OUTBOUND_STATUSES = ['awaiting_approval', 'queued', 'sending', 'sent', 'failed', 'cancelled'] as const;
export const outboundStatus = z.enum(OUTBOUND_STATUSES);

export const CLIENT_LINK_KINDS = { proposal: 'Proposal', presentation: 'Presentation' } as const;

export const outboundEmail = z.object({
  id: z.string(),
  contactId: z.string().nullable(),
  companyId: z.string().nullable(),
  messageId: z.string().nullable(),
  enrollmentId: z.string().nullable(),
  stepIndex: z.number().nullable(),
  userId: z.string().nullable(),
  toEmail: z.string(),
  toName: z.string(),
  subject: z.string(),
  body: z.string(),
  /** The client link sent with it, if any (its URL is not repeated here: it is in the email). */
  link: z.object({ kind: z.enum(['proposal', 'presentation']), id: z.string(), title: z.string(), attachPdf: z.boolean() }).nullable(),
  status: outboundStatus,
  error: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboundEmail = z.infer<typeof outboundEmail>;

export const inboundEmail = z.object({
  id: z.string(),
  kind: z.enum(['reply', 'auto_reply', 'bounce']),
  contactId: z.string().nullable(),
  companyId: z.string().nullable(),
  fromEmail: z.string(),
  fromName: z.string(),
  subject: z.string(),
  text: z.string(),
  receivedAt: z.string(),
});
export type InboundEmail = z.infer<typeof inboundEmail>;

export const sendMessageBody = z.object({
  subject: headerLine(300).pipe(z.string().min(1, 'Enter a subject')),
  body: z.string().min(1, 'Write the message first').max(50_000, 'The message is too long to send (at most 50,000 characters)'),
  /**
   * A proposal or presentation to send with it, as its client link (a new link: the earlier one
   * stops working, since only a link's hash is kept) and, for a proposal, its PDF attached.
   */
  link: z.object({ kind: z.enum(['proposal', 'presentation']), id: z.uuid(), attachPdf: z.boolean().default(false) }).optional(),
});
export type SendMessageBody = z.infer<typeof sendMessageBody>;

export const MAIL_MESSAGES = {
  noMailbox: 'Connect your mailbox in Settings → Mailbox before sending',
  noEmail: 'This contact has no email address',
  suppressed: 'This address unsubscribed or bounced: SwagScout will not write to it again',
  smtpAuth: 'The SMTP server refused the user name or password. Check them (many providers need an app password).',
  imapAuth: 'The IMAP server refused the user name or password. Check them (many providers need an app password).',
  unreachable: (what: string, hostName: string) => `Could not reach the ${what} server ${hostName}: check the host name and port`,
  tls: (what: string) => `The ${what} server did not speak the chosen security (TLS or STARTTLS): check the security setting and port`,
  timeout: (what: string) => `The ${what} server did not answer in time`,
  passwordNeeded: 'Enter the password (it is not shown again once saved)',
  needsPostalAddress: 'Add your workspace’s postal address in Settings → Sending first: every sequence email must carry it',
  failing: 'Your mailbox stopped accepting the saved password: sending and your sequences are paused until you save it again in Settings → Mailbox',
} as const;

const messageId = { id: uuidParam('message id') };
const emailId = { id: uuidParam('email id') };
const outboundList = z.object({ emails: z.array(outboundEmail) });
const emailFeed = z.object({ sent: z.array(outboundEmail), received: z.array(inboundEmail) });

export const mailApi = {
  getMailbox: route({ method: 'GET', path: '/api/mailbox', permission: 'self.manage', summary: 'Your mailbox (passwords are never returned)', response: z.object({ mailbox: mailboxState }) }),
  saveMailbox: route({
    method: 'PUT',
    path: '/api/mailbox',
    permission: 'records.write',
    summary: 'Connect or change your mailbox; both servers are checked with a real login first',
    body: mailboxInput,
    response: z.object({ mailbox: mailboxState }),
  }),
  removeMailbox: route({ method: 'DELETE', path: '/api/mailbox', permission: 'records.write', summary: 'Disconnect your mailbox', response: z.object({ ok: z.literal(true) }) }),
  getSettings: route({ method: 'GET', path: '/api/settings/sending', permission: 'read', summary: 'The workspace’s sending rules', response: z.object({ settings: mailSettings }) }),
  saveSettings: route({
    method: 'PUT',
    path: '/api/settings/sending',
    permission: 'workspace.settings',
    summary: 'Change the workspace’s sending rules (postal address, time zone, hours, shared relay)',
    body: mailSettingsInput,
    response: z.object({ settings: mailSettings }),
  }),
  sendMessage: route({
    method: 'POST',
    path: '/api/messages/:id/send',
    permission: 'records.write',
    params: messageId,
    summary: 'Send a written message now from your mailbox',
    body: sendMessageBody,
    response: z.object({ email: outboundEmail }),
    status: 202,
  }),
  emails: route({ method: 'GET', path: '/api/emails', permission: 'read', summary: 'Emails sent and received, newest first', query: z.object({ contactId: z.uuid().optional(), companyId: z.uuid().optional(), status: outboundStatus.optional() }), response: emailFeed }),
  approve: route({ method: 'POST', path: '/api/emails/:id/approve', permission: 'records.write', params: emailId, summary: 'Approve a sequence email waiting for you; it goes in the next sending window', body: z.object({ subject: headerLine(300).pipe(z.string().min(1)).optional(), body: z.string().min(1).max(50_000).optional() }), response: z.object({ email: outboundEmail }) }),
  /** The link in a sequence email's text: a page with an Unsubscribe button (a GET never unsubscribes). */
  unsubscribePage: route({
    method: 'GET',
    path: '/u/:token',
    auth: 'public',
    params: { token: textParam('the unsubscribe token of one email') },
    summary: 'The unsubscribe page of a sequence email',
    raw: { contentType: 'text/html', description: 'A page that asks to confirm' },
  }),
  /** RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` here; so does the page's button. */
  unsubscribe: route({
    method: 'POST',
    path: '/u/:token',
    auth: 'public',
    params: { token: textParam('the unsubscribe token of one email') },
    summary: 'Unsubscribe at once (one-click, RFC 8058)',
    raw: { contentType: 'text/html', description: 'A page that confirms it' },
  }),
  outbox: route({ method: 'GET', path: '/api/emails/outbox', permission: 'read', summary: 'Your emails waiting for approval, queued or failed', response: outboundList }),
};
