import { z } from 'zod';
import { plural } from './plural.js';
import { route, uuidParam } from './http/route.js';

/** Rows one company batch may hold (a paste, a CSV file, or lookalikes). */
export const MAX_BATCH_ROWS = 500;
/** docs/product.md#company-batches: what is said when a paste has no usable line. */
export const NO_VALID_COMPANIES = 'No valid companies to add - each company needs a name and domain';
export const TOO_MANY_ROWS = `A batch can hold at most ${MAX_BATCH_ROWS} companies. Split the list and add the rest as another batch.`;
/** Why a line past a batch's row limit was left out. */
export const overLimitLine = (max: number) => `Over the ${max}-row limit of one batch - split the file to add it`;
/** The summary when a list is longer than a batch holds: the first rows are kept, the rest reported. */
export const overLimitNote = (added: number, leftOut: number, one: string, many: string) =>
  `Added the first ${plural(added, one, many)}; ${plural(leftOut, 'row was', 'rows were')} left out - split the file to add them`;
/** docs/product.md#company-batches: a lookalike search with nothing to offer (no batch is created). */
export const NO_LOOKALIKES = 'No lookalike companies found.';
export const NOTHING_SELECTED = 'Please select at least one company to import';

export const BATCH_SOURCES = ['paste', 'csv', 'lookalikes'] as const;
export type BatchSource = (typeof BATCH_SOURCES)[number];

/** What every batch (of companies or of contacts) shows: its name, where it came from, its state. */
export const batchHeader = z.object({
  id: z.string(),
  name: z.string(),
  source: z.string(),
  /** pending | processed (other values are shown as they are) */
  status: z.string(),
  createdAt: z.string(),
});

export const companyBatch = batchHeader.extend({
  /** The pipeline company a lookalike batch was found for. */
  sourceCompanyId: z.string().nullable(),
  counts: z.object({ total: z.number(), pending: z.number(), processed: z.number(), skipped: z.number() }),
});
export type BatchHeader = z.infer<typeof batchHeader>;
export type CompanyBatch = z.infer<typeof companyBatch>;

export const batchCompany = z.object({
  id: z.string(),
  batchId: z.string(),
  name: z.string(),
  domain: z.string().nullable(),
  /** pending | processed (imported) | skipped (already in the pipeline) */
  status: z.string(),
  industry: z.string().nullable(),
  companySize: z.string().nullable(),
  headquarters: z.string().nullable(),
  country: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  logoUrl: z.string().nullable(),
  description: z.string().nullable(),
  specialties: z.array(z.string()).nullable(),
  createdAt: z.string(),
});
export type BatchCompany = z.infer<typeof batchCompany>;

/** A pasted or uploaded line that did not become a batch row, and why. */
export const rejectedLine = z.object({ line: z.number(), text: z.string(), message: z.string() });
export type RejectedLine = z.infer<typeof rejectedLine>;

const pastedText = z
  .string({ error: NO_VALID_COMPANIES })
  .max(400_000, 'The pasted data is too large. Split the list and add the rest as another batch.');

/** POST /api/company-batches: the raw pasted text or CSV file content, parsed on the server. */
export const createCompanyBatchRequest = z.object({
  text: pastedText,
  source: z.enum(['paste', 'csv'], { error: 'Source must be paste or csv' }).default('paste'),
  /** The uploaded file's name, for a CSV batch. */
  name: z.string().trim().max(200, 'Batch name must be at most 200 characters').optional(),
});
export type CreateCompanyBatchRequest = z.input<typeof createCompanyBatchRequest>;

/** POST /api/company-batches/:id/companies: more rows for an open batch. */
export const addBatchCompaniesRequest = z.object({ text: pastedText });
export type AddBatchCompaniesRequest = z.input<typeof addBatchCompaniesRequest>;

export const createLookalikeBatchRequest = z.object({ companyId: z.uuid({ error: 'Choose a company from your pipeline' }) });
export type CreateLookalikeBatchRequest = z.input<typeof createLookalikeBatchRequest>;

/** Without ids: every pending row (Process Batch). With ids: those rows (Import Selected). */
export const importBatchRequest = z.object({
  ids: z
    .array(z.uuid({ error: 'Unknown batch company' }), { error: 'ids must be a list' })
    .min(1, NOTHING_SELECTED)
    .max(MAX_BATCH_ROWS, TOO_MANY_ROWS)
    .optional(),
});
export type ImportBatchRequest = z.input<typeof importBatchRequest>;

export const companyBatchListResponse = z.object({ items: z.array(companyBatch) });
export type CompanyBatchListResponse = z.infer<typeof companyBatchListResponse>;

export const sourceCompanySummary = z.object({
  id: z.string(),
  name: z.string(),
  industry: z.string().nullable(),
  companySize: z.string().nullable(),
  headquarters: z.string().nullable(),
  country: z.string().nullable(),
  specialties: z.array(z.string()).nullable(),
});
export type SourceCompanySummary = z.infer<typeof sourceCompanySummary>;

export const companyBatchDetailResponse = z.object({
  batch: companyBatch,
  companies: z.array(batchCompany),
  /** A lookalike batch's pipeline company (null once it was deleted, or for a paste). */
  sourceCompany: sourceCompanySummary.nullable(),
});
export type CompanyBatchDetailResponse = z.infer<typeof companyBatchDetailResponse>;

/** Creating a batch or adding rows: the batch, its rows, and the lines that were left out. */
export const companyBatchWriteResponse = companyBatchDetailResponse.extend({
  added: z.number(),
  rejected: z.array(rejectedLine),
  /** Rows past the batch's limit that were left out (also listed in `rejected`), and what to say about them. */
  leftOut: z.number(),
  notice: z.string().nullable(),
});
export type CompanyBatchWriteResponse = z.infer<typeof companyBatchWriteResponse>;

export const importSkip = z.object({ id: z.string(), name: z.string(), domain: z.string().nullable(), reason: z.string() });
export const importBatchResponse = z.object({
  batch: companyBatch,
  imported: z.number(),
  /** The new pipeline companies' ids. */
  companyIds: z.array(z.string()),
  skipped: z.array(importSkip),
});
export type ImportBatchResponse = z.infer<typeof importBatchResponse>;

const batchId = { id: uuidParam('batch id') };
/** Company batches: pasted or uploaded lists (and lookalikes) to review before they join the pipeline. */
export const companyBatchesApi = {
  list: route({ method: 'GET', path: '/api/company-batches', permission: 'read', summary: 'The workspace’s company batches', response: companyBatchListResponse }),
  create: route({ method: 'POST', path: '/api/company-batches', permission: 'records.write', summary: 'A batch from pasted text or a CSV file', body: createCompanyBatchRequest, status: 201, response: companyBatchWriteResponse }),
  createLookalikes: route({
    method: 'POST',
    path: '/api/company-batches/lookalikes',
    permission: 'records.write',
    summary: 'A batch of directory companies like a pipeline company',
    body: createLookalikeBatchRequest,
    status: 201,
    response: companyBatchDetailResponse,
  }),
  get: route({ method: 'GET', path: '/api/company-batches/:id', permission: 'read', params: batchId, summary: 'A batch with its rows', response: companyBatchDetailResponse }),
  addCompanies: route({
    method: 'POST',
    path: '/api/company-batches/:id/companies',
    permission: 'records.write',
    params: batchId,
    summary: 'Add pasted rows to an open batch',
    body: addBatchCompaniesRequest,
    response: companyBatchWriteResponse,
  }),
  import: route({ method: 'POST', path: '/api/company-batches/:id/import', permission: 'records.write', params: batchId, summary: 'Import the chosen (or every pending) row into the pipeline', body: importBatchRequest, response: importBatchResponse }),
  removeCompany: route({
    method: 'DELETE',
    path: '/api/company-batches/:id/companies/:rowId',
    permission: 'records.write',
    params: { ...batchId, rowId: uuidParam('company id') },
    summary: 'Remove a row from a batch',
    status: 204,
  }),
};
