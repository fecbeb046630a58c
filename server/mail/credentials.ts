import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { AppContext } from '../context.js';
import { decryptSecret, deriveKey, encryptSecret } from '../auth/secret-box.js';
import type { MailSecurity } from '../../contracts/mail.js';
import type { mailboxes } from '../db/schema/index.js';

export type MailboxRow = typeof mailboxes.$inferSelect;

const PURPOSE = 'mailbox-passwords';
const keys = new Map<string, Buffer>();
const keyOf = (app: Pick<AppContext, 'config'>): Buffer => {
  let key = keys.get(app.config.encryptionKey);
  if (!key) keys.set(app.config.encryptionKey, (key = deriveKey(app.config.encryptionKey, PURPOSE)));
  return key;
};

/** A mailbox password at rest, bound to its mailbox's user and to which server it is for (a swapped value does not decrypt). */
export const sealPassword = (app: Pick<AppContext, 'config'>, userId: string, which: 'smtp' | 'imap' | 'relay', plain: string): string =>
  encryptSecret(plain, keyOf(app), `${which}:${userId}`);
export const openPassword = (app: Pick<AppContext, 'config'>, userId: string, which: 'smtp' | 'imap' | 'relay', stored: string): string =>
  decryptSecret(stored, keyOf(app), `${which}:${userId}`);

/** How long a server may take to answer before it counts as unreachable. */
export const MAIL_TIMEOUT_MS = 10_000;

export type ServerSettings = { host: string; port: number; security: MailSecurity; user: string; password: string };

/** nodemailer's options for an SMTP server: implicit TLS, STARTTLS required, or plain (local relays). */
export function smtpOptions(s: ServerSettings): SMTPTransport.Options {
  return {
    host: s.host,
    port: s.port,
    secure: s.security === 'tls',
    requireTLS: s.security === 'starttls',
    ignoreTLS: s.security === 'none',
    auth: { user: s.user, pass: s.password },
    connectionTimeout: MAIL_TIMEOUT_MS,
    greetingTimeout: MAIL_TIMEOUT_MS,
    socketTimeout: 2 * MAIL_TIMEOUT_MS,
    // A test or self-hosted server may use a self-signed certificate only when the operator says so.
    tls: { rejectUnauthorized: process.env.MAIL_TLS_INSECURE !== '1' },
  };
}

export type ImapSettings = { host: string; port: number; secure: boolean; starttls: boolean; user: string; password: string };

export const imapOptions = (s: ServerSettings): ImapSettings => ({
  host: s.host,
  port: s.port,
  secure: s.security === 'tls',
  starttls: s.security === 'starttls',
  user: s.user,
  password: s.password,
});

export const smtpSettingsOf = (app: Pick<AppContext, 'config'>, row: MailboxRow): ServerSettings => ({
  host: row.smtpHost,
  port: row.smtpPort,
  security: row.smtpSecurity as MailSecurity,
  user: row.smtpUser,
  password: openPassword(app, row.userId, 'smtp', row.smtpPassword),
});

/** The mailbox's IMAP server with its password, or null when it reads no replies. */
export function imapSettingsOf(app: Pick<AppContext, 'config'>, row: MailboxRow): ImapSettings | null {
  if (!row.imapHost || !row.imapPort || !row.imapSecurity || !row.imapUser || !row.imapPassword) return null;
  return imapOptions({
    host: row.imapHost,
    port: row.imapPort,
    security: row.imapSecurity as MailSecurity,
    user: row.imapUser,
    password: openPassword(app, row.userId, 'imap', row.imapPassword),
  });
}
