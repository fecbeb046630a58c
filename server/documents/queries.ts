import { and, eq } from 'drizzle-orm';
import { productSummary } from '../../contracts/catalogue.js';
import type { ProposalDocument } from '../../contracts/documents.js';
import type { Db } from '../db/connect.js';
import type { Tx } from '../events/outbox.js';
import { documents } from '../db/schema/index.js';

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
