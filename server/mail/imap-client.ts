import { ImapFlow, type ImapFlowOptions } from 'imapflow';
import { MAIL_TIMEOUT_MS, type ImapSettings } from './credentials.js';

/**
 * An imapflow client for a mailbox's IMAP server: implicit TLS, STARTTLS required, or plain (local
 * servers only), no logging (it would print credentials), certificates checked unless the operator
 * says otherwise (MAIL_TLS_INSECURE=1, a self-hosted test server). `extra` tunes the timeouts and IDLE.
 */
export function imapClient(s: ImapSettings, extra: Partial<ImapFlowOptions> = {}): ImapFlow {
  return new ImapFlow({
    host: s.host,
    port: s.port,
    secure: s.secure,
    doSTARTTLS: s.starttls ? true : s.secure ? undefined : false,
    auth: { user: s.user, pass: s.password },
    logger: false,
    connectionTimeout: MAIL_TIMEOUT_MS,
    greetingTimeout: MAIL_TIMEOUT_MS,
    socketTimeout: 2 * MAIL_TIMEOUT_MS,
    tls: { rejectUnauthorized: process.env.MAIL_TLS_INSECURE !== '1' },
    ...extra,
  });
}
