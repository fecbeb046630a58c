/**
 * A reply that quotes the message it answers, or forwards one: the new words on top and the earlier
 * message under them. Mail programs mark the earlier message with a line of their own — "On Tue,
 * Nov 3, 2026 at 9:02 AM Ana Lima <ana@…> wrote:", "-----Original Message-----", "---------- Forwarded
 * message ---------", "Begin forwarded message:", an Outlook block ("From: … Sent: … To: … Subject: …")
 * — and quote its lines with "> ". The earlier message is where the request often is; the reply on
 * top changes or adds to it ('make it 180', 'we want them recyclable too', 'see below').
 */

export interface Thread {
  /** The new words, above the earlier message (the whole message when nothing is quoted). */
  reply: string;
  /** The earlier message(s), unquoted, header lines dropped; null when there is none. */
  earlier: string | null;
  /** The earlier message's subject line (the first one), when it has one: it may be all that names the product. */
  subject: string | null;
  /** The first name of whoever wrote the earlier message, from its attribution line ('… Rosa Diaz <rosa@…> wrote:'), when given. */
  author: string | null;
}

/** Gmail's and Apple Mail's attribution line ('On Fri, Jun 5, 2026 at 11:40 PM Ana Lima <ana@x.com> wrote:'). */
const WROTE = /^\s*On\b.{4,160}\bwrote:\s*$/;
/** An attribution wrapped over two lines: 'On Fri, Jun 5, 2026 at 11:40 PM' then 'Ana Lima <ana@x.com> wrote:'. */
const WROTE_END = /^.{0,120}\bwrote:\s*$/;
const MARKERS = /^\s*(?:-{2,}\s*(?:Original Message|Forwarded message)\s*-{2,}|Begin forwarded message:|_{8,})\s*$/i;
/** Outlook's header block: a 'From:' line with a 'Sent:' or 'Date:' line right under it. */
const FROM = /^\s*\**From:\**\s/i;
const SENT = /^\s*\**(?:Sent|Date):\**\s/i;
/** Header lines of an earlier message; a subject keeps its words (it may name the product). */
const HEADER = /^\s*\**(?:From|Sent|Date|To|Cc|Bcc|Reply-To):\**\s.*$/i;
const SUBJECT = /^\s*\**Subject:\**\s*(?:(?:re|fw|fwd)\s*:\s*)*/i;
const QUOTE_MARKS = /^\s*(?:>\s?)+/;

/** Where the earlier message starts (its marker line's index), or -1. */
function earlierStart(lines: readonly string[]): number {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (MARKERS.test(line) || WROTE.test(line)) return i;
    if (/^\s*On\b/.test(line) && i + 1 < lines.length && WROTE_END.test(lines[i + 1]!) && !/^\s*On\b/.test(lines[i + 1]!)) return i;
    if (FROM.test(line) && i + 1 < lines.length && SENT.test(lines[i + 1]!)) return i;
    // Quoted lines without an attribution: the first of two or more '>' lines in a row.
    if (QUOTE_MARKS.test(line) && i + 1 < lines.length && QUOTE_MARKS.test(lines[i + 1]!)) return i;
  }
  return -1;
}

export function splitThread(message: string): Thread {
  const lines = message.split('\n');
  const at = earlierStart(lines);
  if (at < 0) return { reply: message, earlier: null, subject: null, author: null };
  const quoted = lines.slice(at).map((l) => l.replace(QUOTE_MARKS, ''));
  // (Attribution lines carry a date that is not a deadline: 'On Fri, Jun 5, 2026 at 11:40 PM'.)
  const attribution = (l: string, k: number) => WROTE.test(l) || WROTE_END.test(l) || (/^\s*On\b/.test(l) && WROTE_END.test(quoted[k + 1] ?? ''));
  const subject = quoted.find((l) => SUBJECT.test(l))?.replace(SUBJECT, '').trim() || null;
  const earlier = quoted
    .filter((l, k) => !MARKERS.test(l) && !attribution(l, k) && !HEADER.test(l) && !SUBJECT.test(l))
    .join('\n')
    .trim();
  const attributed = quoted.filter((l, k) => attribution(l, k)).join(' ');
  const author = AUTHOR.exec(attributed)?.[1] ?? null;
  return { reply: lines.slice(0, at).join('\n'), earlier: earlier || null, subject, author };
}

/** The writer's first name in an attribution: '… at 4:05 PM Rosa Diaz <rosa@…> wrote:', '… 2026, Rosa Diaz wrote:'. */
const AUTHOR = /(?:\b(?:AM|PM|am|pm)|\d{4},?|\d:\d\d)\s+([A-Z][a-z'’-]+)(?:\s+[A-Z][\w'’-]*){0,3}(?:\s*<[^<>\s]{1,120}>)?\s*wrote:/;

/**
 * The request without a forwarded message's header block ('From: …' then 'Date: Tue, Mar 3, 2026 at
 * 4:12 PM', 'To: …'): those lines say who wrote when, not what is asked. The subject stays (it may name
 * the product); a spec block's own 'Date:' line, with no 'From:' over it, stays too.
 */
export function withoutMailHeaders(message: string): string {
  const lines = message.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!FROM.test(lines[i]!) || !lines.slice(i + 1, i + 4).some((l) => SENT.test(l))) continue;
    for (let k = i; k < lines.length && (HEADER.test(lines[k]!) || SUBJECT.test(lines[k]!)); k++) if (HEADER.test(lines[k]!)) lines[k] = '';
  }
  return lines.join('\n');
}
