import type { InboundEmail, OutboundEmail } from '../../contracts/mail.js';
import { createAtomMap } from './atom-map.js';
import { createRecordStore, type IdListAtom } from './record-store.js';
import { userAtom } from './auth.js';
import type { EventHandlers, Store } from './store.js';

/**
 * Emails the app sends (outbound) and the replies, auto-replies and bounces it read (inbound),
 * docs/product.md#sending. Lists: a contact's (`contact:<id>`), a company's (`company:<id>`) and
 * the signed-in rep's outbox (`outbox`); each is loaded by its page, then kept live.
 */
export const outboundRecords = createRecordStore<OutboundEmail>();
export const inboundRecords = createRecordStore<InboundEmail>();

export const emailListKey = (about: { contactId?: string; companyId?: string }) => (about.contactId ? `contact:${about.contactId}` : `company:${about.companyId ?? ''}`);
export const outboxList = (): IdListAtom => outboundRecords.listOf('outbox');

/** The email a written message was sent as (the latest one), by message id. */
const byMessage = createAtomMap<string | null>(() => null);
export const emailIdForMessageAtom = (messageId: string) => byMessage.get(messageId);

/**
 * Where an email stands in its life. Outbound emails carry no `updatedAt`, so a late answer (the
 * send's "queued" arriving after the event that it was sent) must not take it back a step.
 */
const STEP: Record<OutboundEmail['status'], number> = { awaiting_approval: 0, queued: 1, sending: 2, sent: 3, failed: 3, cancelled: 3 };

const newestFirst = <T extends { id: string }>(at: (r: T) => string) => (a: T, b: T) => at(b).localeCompare(at(a)) || b.id.localeCompare(a.id);
const byCreated = newestFirst<OutboundEmail>((e) => e.sentAt ?? e.createdAt);
const byReceived = newestFirst<InboundEmail>((e) => e.receivedAt);

function listsOf(e: { contactId: string | null; companyId: string | null }): string[] {
  return [e.contactId ? `contact:${e.contactId}` : null, e.companyId ? `company:${e.companyId}` : null].filter((k): k is string => k !== null);
}

/** Holds an outbound email (unless the held one is further along) and adds it to the loaded lists it belongs in. */
export function upsertOutbound(store: Store, email: OutboundEmail): void {
  const held = outboundRecords.get(store, email.id);
  if (held && STEP[held.status] > STEP[email.status]) return;
  outboundRecords.upsert(store, email);
  if (email.messageId) {
    // A message sent again (after a failure) points at its newest email.
    const pointer = byMessage.get(email.messageId);
    const current = store.get(pointer);
    const held = current ? outboundRecords.get(store, current) : null;
    if (!held || held.id === email.id || held.createdAt <= email.createdAt) store.set(pointer, email.id);
  }
  for (const key of listsOf(email)) {
    const list = outboundRecords.listOf(key);
    outboundRecords.prepend(store, email.id, list);
    outboundRecords.sort(store, byCreated, list);
  }
  // The outbox is the signed-in rep's own: what waits for approval, is queued or failed.
  if (email.userId && email.userId === store.get(userAtom)?.id) {
    outboundRecords.prepend(store, email.id, outboxList());
    outboundRecords.sort(store, byCreated, outboxList());
  }
}

export function upsertInbound(store: Store, email: InboundEmail): void {
  inboundRecords.upsert(store, email);
  for (const key of listsOf(email)) {
    const list = inboundRecords.listOf(key);
    inboundRecords.prepend(store, email.id, list);
    inboundRecords.sort(store, byReceived, list);
  }
}

/** A contact's or company's emails as GET /api/emails gave them. */
export function setEmailFeed(store: Store, key: string, feed: { sent: readonly OutboundEmail[]; received: readonly InboundEmail[] }): void {
  feed.sent.forEach((e) => upsertOutbound(store, e));
  outboundRecords.setList(store, feed.sent.map((e) => outboundRecords.get(store, e.id) ?? e), outboundRecords.listOf(key));
  inboundRecords.setList(store, feed.received, inboundRecords.listOf(key));
}

/** The rep's outbox as GET /api/emails/outbox gave it. */
export function setOutbox(store: Store, emails: readonly OutboundEmail[]): void {
  emails.forEach((e) => upsertOutbound(store, e));
  outboundRecords.setList(store, emails.map((e) => outboundRecords.get(store, e.id) ?? e), outboxList());
}

export const emailEvents: EventHandlers = {
  'email.updated': ({ payload }, store) => upsertOutbound(store, payload.email),
  'email.received': ({ payload }, store) => upsertInbound(store, payload.email),
};
