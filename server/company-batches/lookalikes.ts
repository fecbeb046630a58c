import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { CompanyBatchDetailResponse } from '../../contracts/company-batches.js';
import type { AppContext } from '../context.js';
import type { Actor } from '../auth/middleware.js';
import type { Db } from '../db/connect.js';
import { companies, directoryCompanies } from '../db/schema/index.js';
import { inTransaction } from '../events/outbox.js';
import { conflict, notFound } from '../http/errors.js';
import { NO_LOOKALIKES } from '../../contracts/company-batches.js';
import { findCompanyRow, type CompanyRow } from '../companies/index.js';
import { COMPANY_SIZES } from '../../contracts/company-sizes.js';
import { insertCompanyBatch, summariseSource } from './service.js';

/** How many lookalikes one batch offers. */
export const LOOKALIKE_LIMIT = 12;

type DirectoryRow = typeof directoryCompanies.$inferSelect;

/** Position on the directory's size scale ("51-200" → 2), from the band or a head count. */
export function sizeIndex(size: string | null, employees: number | null): number | null {
  const exact = size ? COMPANY_SIZES.indexOf(size.trim() as (typeof COMPANY_SIZES)[number]) : -1;
  if (exact >= 0) return exact;
  const count = employees ?? (size ? Number((size.match(/\d[\d,]*/)?.[0] ?? '').replace(/,/g, '')) || null : null);
  if (!count) return null;
  const i = COMPANY_SIZES.findIndex((band) => {
    const [lo, hi] = band.replace('+', '').split('-').map(Number);
    return count >= lo && (hi === undefined || count <= hi);
  });
  return i >= 0 ? i : null;
}

/**
 * Directory companies like `source`: the same industry, ranked by closeness in size (one step on
 * the size scale counts 1) and country (another country counts 2), then by name and domain, so
 * the same pipeline gives the same list. Companies already in the pipeline are left out.
 */
export async function findLookalikes(db: Db, workspaceId: string, source: CompanyRow, listed: DirectoryRow | undefined): Promise<DirectoryRow[]> {
  const industry = source.industry ?? listed?.industry;
  if (!industry) return [];
  const inPipeline = db.select({ domain: companies.domain }).from(companies).where(eq(companies.workspaceId, workspaceId));
  const candidates = await db
    .select()
    .from(directoryCompanies)
    .where(and(eq(sql`lower(${directoryCompanies.industry})`, industry.trim().toLowerCase()), ne(directoryCompanies.domain, source.domain), notInArray(directoryCompanies.domain, inPipeline)));
  const size = sizeIndex(source.companySize ?? listed?.companySize ?? null, source.employeeCount ?? listed?.employeeCount ?? null);
  const country = (source.country ?? listed?.country ?? '').trim().toLowerCase();
  const score = (d: DirectoryRow) => {
    const s = sizeIndex(d.companySize, d.employeeCount);
    const sizeGap = size === null || s === null ? 3 : Math.abs(size - s);
    const countryGap = country && (d.country ?? '').toLowerCase() === country ? 0 : 2;
    return sizeGap + countryGap;
  };
  return candidates
    .map((d) => ({ d, score: score(d) }))
    .sort((a, b) => a.score - b.score || a.d.name.localeCompare(b.d.name, 'en') || a.d.domain.localeCompare(b.d.domain))
    .slice(0, LOOKALIKE_LIMIT)
    .map((x) => x.d);
}

/** Find Lookalikes: a batch of directory companies like a pipeline company, ready to review. */
export async function createLookalikeBatch(app: AppContext, actor: Actor, companyId: string): Promise<CompanyBatchDetailResponse> {
  const source = await findCompanyRow(app.db, actor.workspaceId, companyId);
  if (!source) throw notFound('Company not found');
  // The source's own directory entry fills gaps both in the ranking and on the source card.
  const [listed] = await app.db.select().from(directoryCompanies).where(eq(directoryCompanies.domain, source.domain));
  const found = await findLookalikes(app.db, actor.workspaceId, source, listed);
  // No candidates: nothing to review, so no (empty) batch is left behind.
  if (found.length === 0) {
    const why = source.industry || listed?.industry ? `No other ${source.industry ?? listed?.industry} companies outside your pipeline are known` : `${source.name} has no industry yet - enrich it or add its industry first`;
    throw conflict(NO_LOOKALIKES, [{ path: 'companyId', message: why }]);
  }
  const sourceCompany = summariseSource(source, listed);
  return inTransaction(app, async (tx, publish) => {
    const { batch, companies: rows } = await insertCompanyBatch(
      tx,
      publish,
      actor,
      { name: `Lookalikes of ${source.name}`.slice(0, 200), source: 'lookalikes', metadata: { sourceCompanyId: source.id } },
      found.map((d) => ({
        name: d.name,
        domain: d.domain,
        industry: d.industry,
        companySize: d.companySize,
        headquarters: d.headquarters,
        country: d.country,
        linkedinUrl: d.linkedinUrl,
        description: d.description,
        specialties: d.specialties,
      })),
    );
    return { batch, companies: rows, sourceCompany };
  });
}
