import { desc, eq, getTableName, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { batchCompanies, batchContacts, companyBatches, contactBatches } from '../db/schema/index.js';

/** The two kinds of batch, each a header table and a table of rows: the queries they share. */
export const BATCH_KINDS = {
  company: { batches: companyBatches, rows: batchCompanies },
  contact: { batches: contactBatches, rows: batchContacts },
} as const;
export type BatchKind = keyof typeof BATCH_KINDS;

/** A column counting a batch's rows (with this status), for a select from the kind's batch table. */
export function batchRowCount(kind: BatchKind, status?: string) {
  const { batches, rows } = BATCH_KINDS[kind];
  // Written out in full: drizzle would print bare column names here, which the subquery would read as its own.
  const outer = sql.raw(`"${getTableName(batches)}"."id"`);
  return sql<number>`(select count(*)::int from ${sql.raw(getTableName(rows))} bc where bc.batch_id = ${outer}${status ? sql` and bc.status = ${status}` : sql``})`;
}

/** Dashboard: the newest few batches of a kind, as the product's recent-batches list wants them. */
export async function recentBatches(db: Db, kind: BatchKind, workspaceId: string, limit: number) {
  const { batches } = BATCH_KINDS[kind];
  return db
    .select({ id: batches.id, name: batches.name, source: batches.source, createdAt: batches.createdAt })
    .from(batches)
    .where(eq(batches.workspaceId, workspaceId))
    .orderBy(desc(batches.createdAt), desc(batches.id))
    .limit(limit);
}
