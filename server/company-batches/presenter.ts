import type { BatchCompany, CompanyBatch } from '../../contracts/company-batches.js';
import { presentBatchHeader } from '../batches-shared/index.js';
import type { batchCompanies, companyBatches } from '../db/schema/index.js';

export type CompanyBatchRow = typeof companyBatches.$inferSelect;
export type BatchCompanyRow = typeof batchCompanies.$inferSelect;
export type BatchCounts = CompanyBatch['counts'];

const sourceCompanyIdOf = (metadata: Record<string, unknown> | null) =>
  typeof metadata?.sourceCompanyId === 'string' ? metadata.sourceCompanyId : null;

/** The one shape a company batch has in HTTP bodies and socket payloads. */
export function presentCompanyBatch(row: CompanyBatchRow, counts: BatchCounts): CompanyBatch {
  return {
    ...presentBatchHeader(row),
    sourceCompanyId: sourceCompanyIdOf(row.metadata),
    counts,
  };
}

export function presentBatchCompany(row: BatchCompanyRow): BatchCompany {
  return {
    id: row.id,
    batchId: row.batchId,
    name: row.name,
    domain: row.domain,
    status: row.status,
    industry: row.industry,
    companySize: row.companySize,
    headquarters: row.headquarters,
    country: row.country,
    linkedinUrl: row.linkedinUrl,
    logoUrl: row.logoUrl,
    description: row.description,
    specialties: row.specialties,
    createdAt: row.createdAt.toISOString(),
  };
}
