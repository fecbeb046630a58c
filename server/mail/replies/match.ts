import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect.js';
import { contacts, outboundEmails } from '../../db/schema/index.js';
import type { MailboxRow } from '../credentials.js';
import type { Classification, InboundMessage } from './classify.js';

/**
 * Which of our emails (and which contact) an incoming message is about. The mailbox row decides
 * the workspace: nothing in the message — ids, addresses — can reach another workspace's rows,
 * since every query is filtered by the mailbox's workspace (and, for sender matching, its user).
 */

type OutboundRef = { id: string; contactId: string | null; companyId: string | null; toEmail: string; userId: string | null };
export type MatchedContact = { id: string; firstName: string; lastName: string; email: string | null; companyId: string | null };
export type InboundMatch = { outbound: OutboundRef | null; contact: MatchedContact | null; matchedBy: 'message_id' | 'sender' | 'recipient' };

const outboundRef = { id: outboundEmails.id, contactId: outboundEmails.contactId, companyId: outboundEmails.companyId, toEmail: outboundEmails.toEmail, userId: outboundEmails.userId };
const contactRef = { id: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName, email: contacts.email, companyId: contacts.companyId };

/** The ids the message answers, most specific first: In-Reply-To, then References from the newest. */
export const threadIdsOf = (m: Pick<InboundMessage, 'inReplyTo' | 'references'>): string[] => [...new Set([...m.inReplyTo, ...[...m.references].reverse()])].slice(0, 100);

/** Our email with one of these Message-IDs, in this workspace (the first id that matches wins). */
async function outboundByMessageIds(db: Db | Tx, workspaceId: string, ids: string[]): Promise<OutboundRef | null> {
  if (!ids.length) return null;
  const rows = await db
    .select({ ...outboundRef, header: outboundEmails.messageIdHeader })
    .from(outboundEmails)
    .where(and(eq(outboundEmails.workspaceId, workspaceId), inArray(outboundEmails.messageIdHeader, ids)));
  for (const id of ids) {
    const row = rows.find((r) => r.header === id);
    if (row) return { id: row.id, contactId: row.contactId, companyId: row.companyId, toEmail: row.toEmail, userId: row.userId };
  }
  return null;
}

async function contactById(db: Db | Tx, workspaceId: string, id: string | null): Promise<MatchedContact | null> {
  if (!id) return null;
  const [row] = await db
    .select(contactRef)
    .from(contacts)
    .where(and(eq(contacts.workspaceId, workspaceId), eq(contacts.id, id)));
  return row ?? null;
}

/**
 * A contact of this workspace with this address whom this mailbox's user has written to (a sent
 * email of theirs to that contact), with the newest such email.
 */
async function contactWrittenToFrom(db: Db | Tx, mailbox: MailboxRow, email: string): Promise<{ contact: MatchedContact; outbound: OutboundRef } | null> {
  const [row] = await db
    .select({ contact: contactRef, outbound: outboundRef })
    .from(outboundEmails)
    .innerJoin(contacts, and(eq(contacts.id, outboundEmails.contactId), eq(contacts.workspaceId, mailbox.workspaceId)))
    .where(
      and(
        eq(outboundEmails.workspaceId, mailbox.workspaceId),
        eq(outboundEmails.userId, mailbox.userId),
        eq(outboundEmails.status, 'sent'),
        eq(sql`lower(${contacts.email})`, email.toLowerCase()),
      ),
    )
    .orderBy(desc(outboundEmails.createdAt))
    .limit(1);
  return row ?? null;
}

/** Our newest sent email from this mailbox's user to one of these addresses (a bounce names the recipient). */
async function outboundToAddress(db: Db | Tx, mailbox: MailboxRow, addresses: string[]): Promise<OutboundRef | null> {
  if (!addresses.length) return null;
  const [row] = await db
    .select(outboundRef)
    .from(outboundEmails)
    .where(
      and(
        eq(outboundEmails.workspaceId, mailbox.workspaceId),
        eq(outboundEmails.userId, mailbox.userId),
        inArray(sql`lower(${outboundEmails.toEmail})`, addresses.map((a) => a.toLowerCase())),
      ),
    )
    .orderBy(desc(outboundEmails.createdAt))
    .limit(1);
  return row ?? null;
}

/** A bounce-looking message (report, mailer daemon): only its body says whom it is about. */
const DAEMON = /^(?:mailer-daemon|postmaster|mail-daemon|mailerdaemon)@/i;
export const looksLikeBounce = (m: InboundMessage): boolean =>
  m.contentType === 'multipart/report' || m.failedRecipientsHeader.length > 0 || (m.from !== null && DAEMON.test(m.from.email));

/**
 * From the header fields alone (before anything else is downloaded): could this message be about
 * one of our emails? An answer to one of our Message-IDs, mail from a contact this rep wrote to,
 * or a bounce. Everything else in the rep's inbox is none of our business and is never fetched.
 */
export async function concernsUs(db: Db | Tx, mailbox: MailboxRow, m: InboundMessage): Promise<boolean> {
  if (looksLikeBounce(m)) return true;
  if (await outboundByMessageIds(db, mailbox.workspaceId, threadIdsOf(m))) return true;
  return m.from ? (await contactWrittenToFrom(db, mailbox, m.from.email)) !== null : false;
}

/** The email and contact a classified message is about, or null (a stranger's mail: ignored). */
export async function matchInbound(db: Db | Tx, mailbox: MailboxRow, m: InboundMessage, c: Classification): Promise<InboundMatch | null> {
  if (c.kind === 'bounce') {
    const byId = await outboundByMessageIds(db, mailbox.workspaceId, [...(c.originalMessageId ? [c.originalMessageId] : []), ...threadIdsOf(m)]);
    if (byId) return { outbound: byId, contact: await contactById(db, mailbox.workspaceId, byId.contactId), matchedBy: 'message_id' };
    const byRecipient = await outboundToAddress(db, mailbox, c.failedRecipients);
    if (byRecipient) return { outbound: byRecipient, contact: await contactById(db, mailbox.workspaceId, byRecipient.contactId), matchedBy: 'recipient' };
    return null;
  }
  const byId = await outboundByMessageIds(db, mailbox.workspaceId, threadIdsOf(m));
  if (byId) {
    const contact = await contactById(db, mailbox.workspaceId, byId.contactId);
    if (contact || !m.from) return { outbound: byId, contact, matchedBy: 'message_id' };
    const bySender = await contactWrittenToFrom(db, mailbox, m.from.email);
    return { outbound: byId, contact: bySender?.contact ?? null, matchedBy: 'message_id' };
  }
  if (!m.from) return null;
  const bySender = await contactWrittenToFrom(db, mailbox, m.from.email);
  return bySender ? { outbound: bySender.outbound, contact: bySender.contact, matchedBy: 'sender' } : null;
}
