import nodemailer from 'nodemailer';
import { MAIL_MESSAGES } from '../../contracts/mail.js';
import { imapOptions, MAIL_TIMEOUT_MS, smtpOptions, type ServerSettings } from './credentials.js';
import { imapClient } from './imap-client.js';

/** What a login attempt found: ok, or the message to show and the field it is about. */
export type LoginCheck = { ok: true } | { ok: false; field: string; message: string; auth: boolean };

type MailError = Error & { code?: string; responseCode?: number; authenticationFailed?: boolean };

const TLS_CODES = new Set(['ESOCKET', 'ETLS', 'ERR_SSL_WRONG_VERSION_NUMBER', 'ERR_SSL_PACKET_LENGTH_TOO_LONG', 'EPROTO', 'ClosedAfterConnectTLS', 'UPGRADE_TIMEOUT']);
const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNRESET', 'NoConnection', 'EDNS']);
const TIMEOUT = new Set(['ETIMEDOUT', 'CONNECT_TIMEOUT', 'GREETING_TIMEOUT', 'ETIMEOUT']);

/**
 * The reason a mail server refused us, in the rep's words. `what` is SMTP or IMAP. Node's TLS
 * errors arrive with several codes (and as a socket error mentioning "SSL" or "TLS").
 */
export function explainMailError(what: 'SMTP' | 'IMAP', host: string, err: unknown): { message: string; auth: boolean; kind: 'auth' | 'tls' | 'unreachable' | 'timeout' | 'other' } {
  const e = err as MailError;
  const code = e?.code ?? '';
  const text = `${e?.message ?? ''}`;
  if (e?.authenticationFailed || code === 'EAUTH' || e?.responseCode === 535 || e?.responseCode === 534)
    return { message: what === 'SMTP' ? MAIL_MESSAGES.smtpAuth : MAIL_MESSAGES.imapAuth, auth: true, kind: 'auth' };
  if (TIMEOUT.has(code) || /timed? ?out/i.test(text)) return { message: MAIL_MESSAGES.timeout(what), auth: false, kind: 'timeout' };
  if (UNREACHABLE.has(code) || /ECONNREFUSED|ENOTFOUND|EHOSTUNREACH|ENETUNREACH|EAI_AGAIN/.test(text)) return { message: MAIL_MESSAGES.unreachable(what, host), auth: false, kind: 'unreachable' };
  if (TLS_CODES.has(code) || /\b(ssl|tls|wrong version number|starttls)\b/i.test(text)) return { message: MAIL_MESSAGES.tls(what), auth: false, kind: 'tls' };
  // A server that answered nonsense (not SMTP/IMAP at all) or refused for another reason.
  const said = text.replace(/[\r\n]+/g, ' ').slice(0, 160);
  return { message: `The ${what} server ${host} refused the connection${said ? `: ${said}` : ''}`, auth: false, kind: 'other' };
}

/** A real SMTP login (EHLO, TLS as chosen, AUTH), then QUIT. */
export async function checkSmtp(s: ServerSettings): Promise<LoginCheck> {
  const transport = nodemailer.createTransport(smtpOptions(s));
  try {
    await withDeadline(transport.verify(), 3 * MAIL_TIMEOUT_MS);
    return { ok: true };
  } catch (err) {
    const why = explainMailError('SMTP', s.host, err);
    return { ok: false, field: why.auth ? 'smtpPassword' : 'smtpHost', message: why.message, auth: why.auth };
  } finally {
    transport.close();
  }
}

/** A real IMAP login (TLS as chosen), a look at the INBOX, then LOGOUT. */
export async function checkImap(s: ServerSettings): Promise<LoginCheck> {
  const client = imapClient(imapOptions(s), { disableAutoIdle: true });
  // A connection error after the promise settled must not become an unhandled 'error' event.
  client.on('error', () => undefined);
  try {
    await withDeadline(client.connect(), 3 * MAIL_TIMEOUT_MS);
    await client.status('INBOX', { messages: true });
    await client.logout();
    return { ok: true };
  } catch (err) {
    client.close();
    const why = explainMailError('IMAP', s.host, err);
    return { ok: false, field: why.auth ? 'imapPassword' : 'imapHost', message: why.message, auth: why.auth };
  }
}

function withDeadline<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' })), ms);
  });
  return Promise.race([p, deadline]).finally(() => clearTimeout(timer));
}
