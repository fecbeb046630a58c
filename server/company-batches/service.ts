import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MAX_BATCH_ROWS,
  NO_VALID_COMPANIES,
  TOO_MANY_ROWS,
  type BatchCompany,
  type CompanyBatch,
  type CompanyBatchDetailResponse,
  type CompanyBatchWriteResponse,
  type RejectedLine,
  type SourceCompanySummary,
  type createCompanyBatchRequest,
} from '../../contracts/company-batches.js';
import type { AppContext } from '../context.js';
import type { Actor } from '../auth/middleware.js';
import type { Db } from '../db/connect.js';
import { batchCompanies, companies, companyBatches, directoryCompanies } from '../db/schema/index.js';
import { inTransaction, type Publish, type Tx } from '../events/outbox.js';
import { invalid, notFound } from '../http/errors.js';
import { findCompanyRow } from '../companies/index.js';
import { keepWithinLimit, settleBatchStatus } from '../batches-shared/index.js';
import { parseCompanyLines, type ParsedCompany, type ParsedLines } from './paste-parser.js';
import { batchCompanyRows, findCompanyBatch } from './queries.js';
import { presentBatchCompany } from './presenter.js';

export const companyBatchNotFound = () => notFound('Company batch not found');

/** Batch rows to insert: fields of a pasted line or a directory company. */
export type NewBatchRow = Omit<ParsedCompany, 'line'> & { logoUrl?: string | null; specialties?: string[] | null };

/** Refuses (400) a paste with no usable line, or rows for a batch that is already full. */
function refuseUnusable(parsed: ParsedLines, usable: number, alreadyInBatch: number): void {
  if (usable > 0 && alreadyInBatch >= MAX_BATCH_ROWS) throw invalid([{ path: 'text', message: TOO_MANY_ROWS }]);
  if (usable > 0) return;
  if (parsed.rows.length > 0) throw invalid([{ path: 'text', message: 'Every company in the pasted data is already in this batch' }]);
  const lines = parsed.rejected.slice(0, 20).map((r) => ({ path: `line ${r.line}`, message: r.message }));
  throw invalid([{ path: 'text', message: NO_VALID_COMPANIES }, ...lines], NO_VALID_COMPANIES);
}

/** The first rows that fit in the batch; the rest are reported line by line. */
const withinLimit = (rows: ParsedCompany[], room: number) =>
  keepWithinLimit(rows, room, MAX_BATCH_ROWS, ['company', 'companies'], (r) => `${r.name}, ${r.domain}`);

/** Inserts rows keeping their order (created_at steps by a millisecond per row). */
export async function insertCompanyBatchRows(tx: Tx, workspaceId: string, batchId: string, rows: NewBatchRow[]) {
  if (rows.length === 0) return [];
  const base = Date.now();
  const inserted = await tx
    .insert(batchCompanies)
    .values(
      rows.map((r, i) => ({
        batchId,
        workspaceId,
        status: 'pending',
        createdAt: new Date(base + i),
        name: r.name,
        domain: r.domain,
        industry: r.industry,
        companySize: r.companySize,
        headquarters: r.headquarters,
        country: r.country,
        linkedinUrl: r.linkedinUrl,
        logoUrl: r.logoUrl ?? null,
        description: r.description,
        specialties: r.specialties ?? null,
      })),
    )
    .returning();
  return inserted.map(presentBatchCompany);
}

/** A new pending batch holding `rows`, announced to the workspace (`company_batch.created`). */
export async function insertCompanyBatch(
  tx: Tx,
  publish: Publish,
  actor: Actor,
  header: Pick<typeof companyBatches.$inferInsert, 'name' | 'source' | 'metadata'>,
  rows: NewBatchRow[],
): Promise<{ batch: CompanyBatch; companies: BatchCompany[] }> {
  const [row] = await tx
    .insert(companyBatches)
    .values({ workspaceId: actor.workspaceId, userId: actor.userId, status: 'pending', ...header })
    .returning();
  const inserted = await insertCompanyBatchRows(tx, actor.workspaceId, row.id, rows);
  const batch = (await findCompanyBatch(tx, actor.workspaceId, row.id))!;
  await publish({ type: 'company_batch.created', workspaceId: actor.workspaceId, actorId: actor.userId, subjectId: row.id, payload: { batch } });
  return { batch, companies: inserted };
}

/** Batch Upload (paste or CSV): a new pending batch holding the valid lines. */
export async function createUploadCompanyBatch(app: AppContext, actor: Actor, input: z.output<typeof createCompanyBatchRequest>): Promise<CompanyBatchWriteResponse> {
  const parsed = parseCompanyLines(input.text);
  refuseUnusable(parsed, parsed.rows.length, 0);
  const { kept, leftOut, notice } = withinLimit(parsed.rows, MAX_BATCH_ROWS);
  return inTransaction(app, async (tx, publish) => {
    const name = input.source === 'csv' && input.name ? input.name : 'Manual Upload';
    const { batch, companies: rows } = await insertCompanyBatch(tx, publish, actor, { name, source: input.source }, kept);
    const rejected = [...parsed.rejected, ...leftOut].sort((a, b) => a.line - b.line);
    return { batch, companies: rows, sourceCompany: null, added: rows.length, rejected, leftOut: leftOut.length, notice };
  });
}

/** More pasted lines for an existing batch; domains already in it are reported, not repeated. */
export async function addRowsToCompanyBatch(app: AppContext, actor: Actor, batchId: string, text: string): Promise<CompanyBatchWriteResponse> {
  const parsed = parseCompanyLines(text);
  return inTransaction(app, async (tx, publish) => {
    if (!(await findCompanyBatch(tx, actor.workspaceId, batchId))) throw companyBatchNotFound();
    const existing = await batchCompanyRows(tx, actor.workspaceId, batchId);
    const taken = new Set(existing.map((r) => r.domain));
    const wanted = parsed.rows.filter((r) => !taken.has(r.domain));
    refuseUnusable(parsed, wanted.length, existing.length);
    const { kept, leftOut, notice } = withinLimit(wanted, MAX_BATCH_ROWS - existing.length);
    const repeats: RejectedLine[] = parsed.rows
      .filter((r) => taken.has(r.domain))
      .map((r) => ({ line: r.line, text: `${r.name}, ${r.domain}`, message: `${r.domain} is already in this batch` }));
    const rows = await insertCompanyBatchRows(tx, actor.workspaceId, batchId, kept);
    // New pending rows reopen a processed batch.
    await tx.update(companyBatches).set({ status: 'pending' }).where(eq(companyBatches.id, batchId));
    const batch = (await findCompanyBatch(tx, actor.workspaceId, batchId))!;
    await publish({ type: 'company_batch.updated', workspaceId: actor.workspaceId, actorId: actor.userId, subjectId: batchId, payload: { batch, rows, removedRowIds: [] } });
    const rejected = [...parsed.rejected, ...repeats, ...leftOut].sort((a, b) => a.line - b.line);
    return { batch, companies: [...existing, ...rows], sourceCompany: null, added: rows.length, rejected, leftOut: leftOut.length, notice };
  });
}

/** A lookalike batch's pipeline company; facts it lacks are read from the directory, as the search did. */
type SourceFacts = Pick<typeof companies.$inferSelect, 'id' | 'name' | 'industry' | 'companySize' | 'headquarters' | 'country' | 'specialties'>;

/** The source company card: the pipeline's own facts, gaps filled from its directory entry. */
export function summariseSource(c: SourceFacts, d: typeof directoryCompanies.$inferSelect | undefined): SourceCompanySummary {
  return {
    id: c.id,
    name: c.name,
    industry: c.industry ?? d?.industry ?? null,
    companySize: c.companySize ?? d?.companySize ?? null,
    headquarters: c.headquarters ?? d?.headquarters ?? null,
    country: c.country ?? d?.country ?? null,
    specialties: c.specialties?.length ? c.specialties : (d?.specialties ?? null),
  };
}

export async function sourceCompanyOf(db: Db, workspaceId: string, id: string | null): Promise<SourceCompanySummary | null> {
  if (!id) return null;
  const c = await findCompanyRow(db, workspaceId, id);
  if (!c) return null;
  const [d] = await db.select().from(directoryCompanies).where(eq(directoryCompanies.domain, c.domain));
  return summariseSource(c, d);
}

export async function getCompanyBatch(app: AppContext, actor: Actor, id: string): Promise<CompanyBatchDetailResponse> {
  const batch = await findCompanyBatch(app.db, actor.workspaceId, id);
  if (!batch) throw companyBatchNotFound();
  return {
    batch,
    companies: await batchCompanyRows(app.db, actor.workspaceId, id),
    sourceCompany: await sourceCompanyOf(app.db, actor.workspaceId, batch.sourceCompanyId),
  };
}

export async function removeCompanyBatchRow(app: AppContext, actor: Actor, batchId: string, rowId: string): Promise<void> {
  await inTransaction(app, async (tx, publish) => {
    if (!(await findCompanyBatch(tx, actor.workspaceId, batchId))) throw companyBatchNotFound();
    const deleted = await tx
      .delete(batchCompanies)
      .where(and(eq(batchCompanies.id, rowId), eq(batchCompanies.batchId, batchId), eq(batchCompanies.workspaceId, actor.workspaceId)))
      .returning({ id: batchCompanies.id });
    if (!deleted.length) throw notFound('That company is not in this batch');
    await settleBatchStatus(tx, 'company', batchId);
    const batch = (await findCompanyBatch(tx, actor.workspaceId, batchId))!;
    await publish({ type: 'company_batch.updated', workspaceId: actor.workspaceId, actorId: actor.userId, subjectId: batchId, payload: { batch, rows: [], removedRowIds: [rowId] } });
  });
}

