import { and, desc, eq, sql } from 'drizzle-orm';
import { productSummary } from '../../contracts/catalogue.js';
import type { DocumentSummary, ProposalDocument } from '../../contracts/documents.js';
import type { Db } from '../db/connect.js';
import type { Tx } from '../events/outbox.js';
import { chatSessions, companies, documents } from '../db/schema/index.js';
// The (created_at, id) page cursor the messages list uses: one codec for both lists.
import { encodeCursor, type Cursor } from '../messages/index.js';

export function presentDocument(row: typeof documents.$inferSelect): ProposalDocument {
  return {
    id: row.id,
    title: row.title,
    notes: row.notes,
    sessionId: row.sessionId,
    products: row.products.map((p) => productSummary.safeParse(p)).filter((p) => p.success).map((p) => p.data),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One of the user's documents; undefined for another user's (or no) document. */
export async function findDocument(db: Db | Tx, userId: string, id: string): Promise<ProposalDocument | undefined> {
  const [row] = await db.select().from(documents).where(and(eq(documents.id, id), eq(documents.userId, userId)));
  return row ? presentDocument(row) : undefined;
}

/** The user's documents, newest first, one page at a time, with the company of their chat. */
export async function listDocuments(
  db: Db,
  userId: string,
  f: { cursor: Cursor | null; limit: number; sessionId?: string },
): Promise<{ items: DocumentSummary[]; nextCursor: string | null }> {
  const conditions = [eq(documents.userId, userId)];
  if (f.sessionId) conditions.push(eq(documents.sessionId, f.sessionId));
  if (f.cursor) conditions.push(sql`(${documents.createdAt}, ${documents.id}) < (${f.cursor.at}::timestamptz, ${f.cursor.id}::uuid)`);
  const rows = await db
    .select({
      id: documents.id,
      title: documents.title,
      sessionId: documents.sessionId,
      companyId: companies.id,
      companyName: companies.name,
      itemCount: sql<number>`jsonb_array_length(${documents.products})`.mapWith(Number),
      createdAt: documents.createdAt,
      updatedAt: documents.updatedAt,
      at: sql<string>`${documents.createdAt}::text`,
    })
    .from(documents)
    .leftJoin(chatSessions, eq(chatSessions.id, documents.sessionId))
    .leftJoin(companies, eq(companies.id, chatSessions.companyId))
    .where(and(...conditions))
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(f.limit + 1);
  const page = rows.slice(0, f.limit);
  const last = page[page.length - 1];
  return {
    items: page.map(({ at: _at, ...r }) => ({ ...r, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() })),
    nextCursor: rows.length > f.limit && last ? encodeCursor({ at: last.at, id: last.id }) : null,
  };
}
