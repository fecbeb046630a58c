import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import type { Tx } from '../events/outbox.js';
import { batchCompanies, companyBatches } from '../db/schema/index.js';
import type { BatchCompany, CompanyBatch } from '../../contracts/company-batches.js';
import { presentCompanyBatch, presentBatchCompany } from './presenter.js';
import { batchRowCount } from '../batches-shared/index.js';

const rowCount = (status?: string) => batchRowCount('company', status);

const countColumns = {
  total: rowCount(),
  pending: rowCount('pending'),
  processed: rowCount('processed'),
  skipped: rowCount('skipped'),
};

type Counted = { row: typeof companyBatches.$inferSelect; total: number; pending: number; processed: number; skipped: number };
const present = (r: Counted): CompanyBatch =>
  presentCompanyBatch(r.row, { total: Number(r.total), pending: Number(r.pending), processed: Number(r.processed), skipped: Number(r.skipped) });

/** The workspace's company batches, newest first. */
export async function listCompanyBatches(db: Db, workspaceId: string, limit = 200): Promise<CompanyBatch[]> {
  const rows = await db
    .select({ row: companyBatches, ...countColumns })
    .from(companyBatches)
    .where(eq(companyBatches.workspaceId, workspaceId))
    .orderBy(desc(companyBatches.createdAt), desc(companyBatches.id))
    .limit(limit);
  return rows.map(present);
}

/** One batch of this workspace with its row counts, or undefined (another workspace's too). */
export async function findCompanyBatch(db: Db | Tx, workspaceId: string, id: string): Promise<CompanyBatch | undefined> {
  const [r] = await db
    .select({ row: companyBatches, ...countColumns })
    .from(companyBatches)
    .where(and(eq(companyBatches.workspaceId, workspaceId), eq(companyBatches.id, id)));
  return r ? present(r) : undefined;
}

/** A batch's rows in the order they were added. */
export async function batchCompanyRows(db: Db | Tx, workspaceId: string, batchId: string): Promise<BatchCompany[]> {
  const rows = await db
    .select()
    .from(batchCompanies)
    .where(and(eq(batchCompanies.workspaceId, workspaceId), eq(batchCompanies.batchId, batchId)))
    .orderBy(asc(batchCompanies.createdAt), asc(batchCompanies.id));
  return rows.map(presentBatchCompany);
}
