import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import type { Tx } from '../events/outbox.js';
import { companies, contacts, generatedMessages } from '../db/schema/index.js';
import type { GeneratedMessage } from '../../contracts/messages.js';
import { presentMessage } from './presenter.js';
import { decodeCursor as decodePageCursor, encodeCursor as encodePageCursor } from '../http/cursor.js';

/** PostgreSQL's timestamptz text: `2026-01-02 03:04:05.678901+00`. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?(?:Z|[+-]\d{2}(?::?\d{2})?)$/;

/** Page position: the last row's exact created_at (as text, microseconds kept) and id. */
export type Cursor = { at: string; id: string };
export const encodeCursor = (c: Cursor) => encodePageCursor([c.at], c.id);
export function decodeCursor(s: string): Cursor | null {
  const page = decodePageCursor(s, 1, (at) => TIMESTAMP.test(at));
  return page ? { at: page.keys[0], id: page.id } : null;
}

/** A message with its contact's name and company's name, joined in the same query. */
function selectJoined(db: Db | Tx, where: SQL | undefined) {
  return db
    .select({
      row: generatedMessages,
      at: sql<string>`${generatedMessages.createdAt}::text`,
      contactId: contacts.id,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      companyId: companies.id,
      companyName: companies.name,
    })
    .from(generatedMessages)
    .leftJoin(contacts, eq(contacts.id, generatedMessages.contactId))
    .leftJoin(companies, eq(companies.id, generatedMessages.companyId))
    .where(where);
}

type Joined = Awaited<ReturnType<typeof selectJoined>>[number];
const present = (r: Joined): GeneratedMessage =>
  presentMessage(r.row, {
    contact: r.contactId && r.firstName !== null && r.lastName !== null ? { id: r.contactId, firstName: r.firstName, lastName: r.lastName } : null,
    company: r.companyId && r.companyName !== null ? { id: r.companyId, name: r.companyName } : null,
  });

/** The user's messages, newest first, one page at a time. */
export async function listMessages(
  db: Db,
  userId: string,
  f: { cursor: Cursor | null; limit: number },
): Promise<{ items: GeneratedMessage[]; nextCursor: string | null }> {
  const conditions = [eq(generatedMessages.userId, userId)];
  if (f.cursor) conditions.push(sql`(${generatedMessages.createdAt}, ${generatedMessages.id}) < (${f.cursor.at}::timestamptz, ${f.cursor.id}::uuid)`);
  const rows = await selectJoined(db, and(...conditions))
    .orderBy(desc(generatedMessages.createdAt), desc(generatedMessages.id))
    .limit(f.limit + 1);
  const page = rows.slice(0, f.limit);
  const last = page[page.length - 1];
  return {
    items: page.map(present),
    nextCursor: rows.length > f.limit && last ? encodeCursor({ at: last.at, id: last.row.id }) : null,
  };
}

/** One of the user's messages, presented; undefined for another user's (or no) message. */
export async function findMessage(db: Db | Tx, userId: string, id: string): Promise<GeneratedMessage | undefined> {
  const [r] = await selectJoined(db, and(eq(generatedMessages.userId, userId), eq(generatedMessages.id, id)));
  return r ? present(r) : undefined;
}
