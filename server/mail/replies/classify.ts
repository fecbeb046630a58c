import { simpleParser, type AddressObject, type HeaderValue } from 'mailparser';

/**
 * What a message the reply watcher read is (docs/product.md#sequences): a person's reply, an
 * automatic answer (RFC 3834 `Auto-Submitted`, out-of-office, delivery delays, read receipts) or a
 * bounce (an RFC 3464 delivery status notification saying delivery failed). Only a reply stops a
 * sequence as "replied"; a bounce stops it as "bounced" and suppresses the address; the rest stops
 * nothing.
 *
 * Input is bounded: the watcher fetches at most MAX_SOURCE_BYTES of any message (its headers and
 * first parts; a 10 MB attachment is never downloaded), and readInbound cuts anything longer, so
 * parsing is a few milliseconds whatever arrives.
 */

/** The most of one message the watcher downloads and parses. */
export const MAX_SOURCE_BYTES = 256 * 1024;
/** The most of a reply's text that is kept. */
export const MAX_TEXT_CHARS = 20_000;
const MAX_IDS = 100;

export type InboundMessage = {
  /** Without angle brackets; null when the message has none. */
  messageId: string | null;
  inReplyTo: string[];
  references: string[];
  from: { email: string; name: string } | null;
  subject: string;
  /** The reply's own text (quoted history cut when it can be told), at most MAX_TEXT_CHARS. */
  text: string;
  date: Date | null;
  /** Lower-cased header values that tell automatic mail apart ('' when absent). */
  autoSubmitted: string;
  autoReplyHeaders: string[];
  precedence: string;
  returnPathNull: boolean;
  contentType: string;
  reportType: string;
  /** X-Failed-Recipients (Exim, Gmail), lower-cased. */
  failedRecipientsHeader: string[];
  /** The message/delivery-status part's text, when there is one. */
  deliveryStatus: string | null;
  /** The first Message-ID header inside the body: the bounced message's (message/rfc822 or text/rfc822-headers part). */
  embeddedMessageId: string | null;
  /** Whether the source was cut at MAX_SOURCE_BYTES. */
  truncated: boolean;
};

export type Classification =
  | { kind: 'reply' }
  | { kind: 'auto_reply'; why: string }
  | { kind: 'bounce'; failedRecipients: string[]; originalMessageId: string | null };

/** `<a@b> <c@d>` (or bare ids) → ['a@b', 'c@d']. */
export function messageIdsOf(value: unknown): string[] {
  const texts = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
  const ids: string[] = [];
  for (const text of texts) {
    const bracketed = [...text.matchAll(/<([^<>\s]{1,300})>/g)].map((m) => m[1]);
    const found = bracketed.length ? bracketed : text.split(/[\s,]+/).filter((t) => t.includes('@') && t.length <= 300);
    for (const id of found) if (!ids.includes(id) && ids.length < MAX_IDS) ids.push(id);
  }
  return ids;
}

const lower = (v: string | undefined | null) => (v ?? '').trim().toLowerCase();

/** A header's text, whatever mailparser made of it (string, structured value, address list, date). */
function headerText(value: HeaderValue | undefined): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map((v) => headerText(v as HeaderValue)).join(', ');
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && 'value' in value) {
    const v = (value as { value: unknown; text?: string }).value;
    if (typeof v === 'string') return v;
    const text = (value as { text?: string }).text;
    if (typeof text === 'string') return text;
  }
  return '';
}

/** Where the quoted message starts in a reply's text ("On … wrote:", "-----Original Message-----", a block of "> " lines). */
const QUOTE_START = [/^On .{1,300} wrote:\s*$/m, /^-{2,} ?Original Message ?-{2,}/im, /^Am .{1,300} schrieb .{1,200}:\s*$/m, /^Le .{1,300} a écrit\s?:\s*$/m, /^El .{1,300} escribió:\s*$/m, /^From: .{1,300}\r?\nSent: /m, /^>/m];

export function ownText(text: string): string {
  const bounded = text.slice(0, MAX_TEXT_CHARS * 2);
  let cut = bounded.length;
  for (const re of QUOTE_START) {
    const m = re.exec(bounded);
    if (m && m.index < cut) cut = m.index;
  }
  const own = bounded.slice(0, cut).trim();
  return (own || bounded.trim()).slice(0, MAX_TEXT_CHARS);
}

/** The top-level header block and the body of a raw message. */
function splitHead(raw: string): { head: string; body: string } {
  const m = /\r?\n\r?\n/.exec(raw);
  return m ? { head: raw.slice(0, m.index), body: raw.slice(m.index + m[0].length) } : { head: raw, body: '' };
}

/** The first `Message-ID:` header line inside the body (the attached original of a bounce). */
function embeddedMessageIdOf(body: string): string | null {
  const m = /^Message-ID:[ \t]*(?:\r?\n[ \t]+)?<([^<>\s]{1,300})>/im.exec(body);
  return m ? m[1] : null;
}

/** Parses (at most MAX_SOURCE_BYTES of) a raw message, or just its header block. */
export async function readInbound(source: Buffer | string): Promise<InboundMessage> {
  let raw = typeof source === 'string' ? Buffer.from(source) : source;
  const truncated = raw.length > MAX_SOURCE_BYTES;
  if (truncated) raw = raw.subarray(0, MAX_SOURCE_BYTES);
  const parsed = await simpleParser(raw, {
    keepDeliveryStatus: true,
    skipImageLinks: true,
    skipTextToHtml: true,
    skipTextLinks: true,
    maxHtmlLengthToParse: MAX_SOURCE_BYTES,
  });
  const h = parsed.headers;
  const from = (parsed.from as AddressObject | undefined)?.value?.find((a) => a.address);
  const contentType = h.get('content-type') as { value?: string; params?: Record<string, string> } | undefined;
  const deliveryPart = parsed.attachments.find((a) => a.contentType === 'message/delivery-status' || a.contentType === 'message/global-delivery-status');
  const headersPart = parsed.attachments.find((a) => a.contentType === 'text/rfc822-headers' || a.contentType === 'message/rfc822');
  const { body } = splitHead(raw.toString('latin1'));
  const returnPath = headerText(h.get('return-path'));
  return {
    messageId: messageIdsOf(parsed.messageId)[0] ?? null,
    inReplyTo: messageIdsOf(parsed.inReplyTo),
    references: messageIdsOf(parsed.references),
    from: from?.address ? { email: lower(from.address), name: (from.name ?? '').trim().slice(0, 200) } : null,
    subject: (parsed.subject ?? '').trim().slice(0, 500),
    text: ownText(parsed.text ?? ''),
    date: parsed.date ?? null,
    autoSubmitted: lower(headerText(h.get('auto-submitted'))),
    autoReplyHeaders: ['x-autoreply', 'x-autorespond', 'x-autoresponder', 'x-autogenerated', 'x-autoreply-from', 'x-mail-autoreply'].filter((k) => h.has(k)),
    precedence: lower(headerText(h.get('precedence'))),
    returnPathNull: h.has('return-path') && /^\s*<\s*>\s*$/.test(returnPath || '<>'),
    contentType: lower(contentType?.value),
    reportType: lower(contentType?.params?.['report-type']),
    failedRecipientsHeader: headerText(h.get('x-failed-recipients'))
      .split(/[\s,;]+/)
      .map(lower)
      .filter((a) => a.includes('@')),
    deliveryStatus: deliveryPart ? deliveryPart.content.toString('utf8').slice(0, 64 * 1024) : null,
    embeddedMessageId: (headersPart ? embeddedMessageIdOf(headersPart.content.toString('latin1')) : null) ?? embeddedMessageIdOf(body),
    truncated,
  };
}

type DsnRecipient = { address: string; action: string; status: string };

/** The per-recipient fields of an RFC 3464 message/delivery-status part. */
export function dsnRecipients(text: string): DsnRecipient[] {
  // Folded lines are unfolded; groups of fields are separated by blank lines (the first is the message's).
  const groups = text
    .replace(/\r\n/g, '\n')
    .replace(/\n[ \t]+/g, ' ')
    .split(/\n\s*\n/);
  const out: DsnRecipient[] = [];
  for (const group of groups) {
    const fields = new Map<string, string>();
    for (const line of group.split('\n')) {
      const i = line.indexOf(':');
      if (i > 0) fields.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim());
    }
    // The address we wrote to (Original-Recipient) and where it ended up (Final-Recipient), each
    // "rfc822; ana@example.com" (or utf-8; …): the address after the type.
    for (const recipient of [fields.get('original-recipient'), fields.get('final-recipient')]) {
      if (!recipient) continue;
      const address = lower(recipient.includes(';') ? recipient.slice(recipient.indexOf(';') + 1) : recipient).replace(/^<|>$/g, '');
      if (address.includes('@') && !out.some((r) => r.address === address)) out.push({ address, action: lower(fields.get('action')), status: lower(fields.get('status')) });
    }
  }
  return out;
}

/** Subjects of automatic answers, in the languages our reps' contacts write in. */
const AUTO_SUBJECT =
  /^\s*(?:\[[^\]]{0,40}\]\s*)?(?:out of (?:the )?office|ooo\b|automatic reply|auto(?:matic)?[- ]?(?:reply|response|antwort)|autoreply|abwesenheit|automatische antwort|abwesend|réponse automatique|absence|absent du bureau|respuesta automática|fuera de la oficina|risposta automatica|fuori sede|fuori ufficio|afwezig|automatisch antwoord|resposta automática|ausente|fora do escritório|autosvar|frånvaro|poza biurem|odpowiedź automatyczna|away from (?:the )?office)/i;

const DAEMON = /^(?:mailer-daemon|postmaster|mail-daemon|mailerdaemon)@/i;

export function classify(m: InboundMessage): Classification {
  const isReport = m.contentType === 'multipart/report';
  const isDsn = (isReport && (m.reportType === 'delivery-status' || m.reportType === 'global-delivery-status')) || (m.deliveryStatus !== null && m.from !== null && DAEMON.test(m.from.email));
  if (isDsn) {
    const recipients = m.deliveryStatus ? dsnRecipients(m.deliveryStatus) : [];
    const failed = recipients.filter((r) => r.action === 'failed' || (!r.action && r.status.startsWith('5')));
    const addresses = [...new Set([...failed.map((r) => r.address), ...(recipients.length ? [] : m.failedRecipientsHeader)])];
    if (addresses.length) return { kind: 'bounce', failedRecipients: addresses, originalMessageId: m.embeddedMessageId };
    // Delayed, relayed or delivered: a notice, not a failure.
    return { kind: 'auto_reply', why: 'delivery status notification' };
  }
  if (m.from && DAEMON.test(m.from.email)) {
    // An old-style bounce without a DSN part: only the failed-recipients header says whom it is about.
    if (m.failedRecipientsHeader.length) return { kind: 'bounce', failedRecipients: m.failedRecipientsHeader, originalMessageId: m.embeddedMessageId };
    return { kind: 'auto_reply', why: 'mail server notice' };
  }
  if (isReport) return { kind: 'auto_reply', why: `report (${m.reportType || 'unknown'})` };
  if (m.autoSubmitted && m.autoSubmitted !== 'no') return { kind: 'auto_reply', why: `Auto-Submitted: ${m.autoSubmitted}` };
  if (m.autoReplyHeaders.length) return { kind: 'auto_reply', why: m.autoReplyHeaders[0] };
  if (['auto_reply', 'auto-reply', 'bulk', 'junk'].includes(m.precedence)) return { kind: 'auto_reply', why: `Precedence: ${m.precedence}` };
  if (AUTO_SUBJECT.test(m.subject)) return { kind: 'auto_reply', why: 'out-of-office subject' };
  if (m.returnPathNull) return { kind: 'auto_reply', why: 'null return path' };
  return { kind: 'reply' };
}
