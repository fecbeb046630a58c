import type {
  CompanyBatchDetailResponse,
  CompanyBatchListResponse,
  CompanyBatchWriteResponse,
  CreateCompanyBatchRequest,
  ImportBatchResponse,
} from '../../contracts/batches.js';
import { del, get, post } from './client.js';

/** Typed calls to /api/company-batches (contracts/batches.ts). */

export const fetchCompanyBatches = () => get<CompanyBatchListResponse>('/api/company-batches');

export const fetchCompanyBatch = (id: string) => get<CompanyBatchDetailResponse>(`/api/company-batches/${encodeURIComponent(id)}`);

export const createCompanyBatch = (input: CreateCompanyBatchRequest) => post<CompanyBatchWriteResponse>('/api/company-batches', input);

export const addCompaniesToBatch = (id: string, text: string) => post<CompanyBatchWriteResponse>(`/api/company-batches/${encodeURIComponent(id)}/companies`, { text });

export const removeBatchCompany = (id: string, rowId: string) =>
  del<void>(`/api/company-batches/${encodeURIComponent(id)}/companies/${encodeURIComponent(rowId)}`);

/** Without ids: every pending row (Process Batch). */
export const importBatchCompanies = (id: string, ids?: string[]) =>
  post<ImportBatchResponse>(`/api/company-batches/${encodeURIComponent(id)}/import`, ids ? { ids } : {});

export const createLookalikeBatch = (companyId: string) => post<CompanyBatchDetailResponse>('/api/company-batches/lookalikes', { companyId });
