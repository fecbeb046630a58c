import { randomBytes, randomUUID } from 'node:crypto';
import type Mail from 'nodemailer/lib/mailer/index.js';
import type { OutboundRow } from './presenter.js';

/** A header value from text a person or an import wrote: one line, no control characters (no header injection). */
// eslint-disable-next-line no-control-regex -- the point is to remove control characters
export const oneLine = (s: string, max = 300): string => s.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, max);

/** A fresh Message-ID (without angle brackets) on the sender's domain, as mail clients make them. */
export function newMessageId(fromEmail: string): string {
  const domain = /@([A-Za-z0-9.-]+)$/.exec(fromEmail.trim())?.[1] ?? 'swagscout.local';
  return `${randomUUID()}@${domain.toLowerCase()}`;
}

/** A one-click unsubscribe token: random, stored with the email, looked up (never decoded). */
export const newUnsubscribeToken = (): string => randomBytes(24).toString('base64url');

export type Sender = { name: string; email: string; signature: string; replyTo?: string };
export type Footer = { postalAddress: string; unsubscribeUrl: string } | null;

/** The text the recipient reads: the message, the rep's signature, and for sequence emails the unsubscribe line and postal address. */
export function emailText(body: string, sender: Sender, footer: Footer, link: OutboundRow['link']): string {
  const parts = [body.replace(/\r\n?/g, '\n').trimEnd()];
  if (link) parts.push(`${link.kind === 'proposal' ? 'Proposal' : 'Presentation'}: ${link.title}\n${link.url}`);
  if (sender.signature.trim()) parts.push(`-- \n${sender.signature.replace(/\r\n?/g, '\n').trim()}`);
  if (footer) {
    const lines = [footer.postalAddress.trim(), `Don't want these emails? Unsubscribe: ${footer.unsubscribeUrl}`].filter(Boolean);
    parts.push(lines.join('\n'));
  }
  return `${parts.join('\n\n')}\n`;
}

/** nodemailer's message for an outbound email: threading headers, and RFC 8058 one-click unsubscribe when it has a footer. */
export function mailFor(row: OutboundRow, sender: Sender, footer: Footer, attachments: Mail.Attachment[] = []): Mail.Options {
  const headers: Record<string, string> = {};
  if (footer) {
    headers['List-Unsubscribe'] = `<${footer.unsubscribeUrl}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  return {
    from: { name: oneLine(sender.name, 120), address: sender.email },
    to: { name: oneLine(row.toName, 120), address: row.toEmail },
    ...(sender.replyTo ? { replyTo: sender.replyTo } : {}),
    subject: oneLine(row.subject),
    text: emailText(row.body, sender, footer, row.link),
    messageId: `<${row.messageIdHeader}>`,
    ...(row.inReplyTo ? { inReplyTo: `<${row.inReplyTo}>` } : {}),
    ...(row.references.length ? { references: row.references.map((r) => `<${r}>`) } : {}),
    headers,
    attachments,
    // No tracking: no pixels, no rewritten links.
    disableUrlAccess: true,
    disableFileAccess: true,
  };
}
