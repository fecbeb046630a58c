import type { BatchCompany, CompanyBatch } from '../../contracts/company-batches.js';

let n = 0;
const uuid = () => `00000000-0000-4000-9000-${String(++n).padStart(12, '0')}`;
const AT = '2025-01-05T10:00:00.000Z';

export function buildBatch(over: Partial<CompanyBatch> = {}): CompanyBatch {
  return {
    id: uuid(),
    name: 'Manual Upload',
    source: 'paste',
    status: 'pending',
    createdAt: AT,
    sourceCompanyId: null,
    counts: { total: 2, pending: 2, processed: 0, skipped: 0 },
    ...over,
  };
}

export function buildRow(batchId: string, over: Partial<BatchCompany> = {}): BatchCompany {
  return {
    id: uuid(),
    batchId,
    name: 'Acme Corp',
    domain: 'acme.com',
    status: 'pending',
    industry: null,
    companySize: null,
    headquarters: null,
    country: null,
    linkedinUrl: null,
    logoUrl: null,
    description: null,
    specialties: null,
    createdAt: AT,
    ...over,
  };
}
