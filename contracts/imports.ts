import { z } from 'zod';
import { route, uuidParam } from './http/route.js';

/**
 * Imports (docs/product.md#imports): a CSV or Excel file of companies, or of contacts with their
 * companies, brought in through upload → mapping → preview → run, undoable for a day.
 */

/** What a column can fill. Company fields create or update a pipeline company; contact fields a contact. */
export const IMPORT_FIELDS = {
  companyName: { label: 'Company name', entity: 'company' },
  companyDomain: { label: 'Company domain or website', entity: 'company' },
  industry: { label: 'Industry', entity: 'company' },
  companySize: { label: 'Company size (employees)', entity: 'company' },
  headquarters: { label: 'City', entity: 'company' },
  country: { label: 'Country', entity: 'company' },
  companyLinkedin: { label: 'Company LinkedIn', entity: 'company' },
  description: { label: 'Company description', entity: 'company' },
  firstName: { label: 'First name', entity: 'contact' },
  lastName: { label: 'Last name', entity: 'contact' },
  fullName: { label: 'Full name', entity: 'contact' },
  email: { label: 'Email', entity: 'contact' },
  phone: { label: 'Phone', entity: 'contact' },
  jobTitle: { label: 'Job title', entity: 'contact' },
  contactLinkedin: { label: 'Contact LinkedIn', entity: 'contact' },
} as const;

export type ImportField = keyof typeof IMPORT_FIELDS;
export const IMPORT_FIELD_IDS = Object.keys(IMPORT_FIELDS) as [ImportField, ...ImportField[]];
export const importField = z.enum(IMPORT_FIELD_IDS);

/** A column's target: a field, kept as a line of the record's notes ("Header: value"), or not imported. */
export const columnTarget = z.union([importField, z.literal('note'), z.literal('skip')]);
export type ColumnTarget = z.infer<typeof columnTarget>;
export const DONT_IMPORT = "Don't import";
export const KEEP_AS_NOTE = 'Keep as a note';

/** What to do with a row whose company domain or contact email is already in the workspace. */
export const DUPLICATE_POLICIES = {
  skip: 'Skip it',
  fill: 'Fill empty fields only',
  overwrite: 'Overwrite with the file’s values',
} as const;
export const duplicatePolicy = z.enum(['skip', 'fill', 'overwrite']);
export type DuplicatePolicy = z.infer<typeof duplicatePolicy>;

export const IMPORT_MAX_BYTES = 25 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 50_000;
export const IMPORT_UNDO_HOURS = 24;
export const IMPORT_TYPES = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/vnd.ms-excel', 'text/plain', 'application/octet-stream'] as const;

export const IMPORT_MESSAGES = {
  tooLarge: 'The file is too large: imports take files of at most 25 MB (about 100,000 rows)',
  wrongType: 'Upload a CSV file or an Excel workbook (.xlsx)',
  notText: 'This file is not a CSV file: it holds binary data. Save it as CSV (UTF-8) or .xlsx and upload it again',
  empty: 'The file is empty',
  noHeader: 'The first row must name the columns (for example Company Name, Website, Email)',
  noRows: 'The file has a header row but no rows under it',
  tooManyRows: `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows: split it into smaller files`,
  badWorkbook: 'This Excel file could not be read. Open it in Excel and save it again as .xlsx, or export it as CSV',
  nothingMapped: 'Choose a column for the company name or domain, or for the contact’s email or name',
  undoExpired: `An import can be undone for ${IMPORT_UNDO_HOURS} hours after it finishes`,
} as const;

export const importStatus = z.enum(['mapping', 'running', 'done', 'failed', 'undoing', 'undone']);
export type ImportStatus = z.infer<typeof importStatus>;

export const importCounts = z.object({
  companiesCreated: z.number(),
  companiesUpdated: z.number(),
  contactsCreated: z.number(),
  contactsUpdated: z.number(),
  /** Rows left out: duplicates under "skip". */
  skipped: z.number(),
  /** Rows that could not be imported (listed in `problems`). */
  failed: z.number(),
});
export type ImportCounts = z.infer<typeof importCounts>;

/** A row that cannot be imported as it is: its line in the file (the header is line 1) and why. */
export const importProblem = z.object({ line: z.number(), reason: z.string() });
export type ImportProblem = z.infer<typeof importProblem>;

export const importColumn = z.object({
  index: z.number(),
  header: z.string(),
  /** Up to three non-empty values from the first rows. */
  samples: z.array(z.string()),
  target: columnTarget,
});
export type ImportColumn = z.infer<typeof importColumn>;

export const importSummary = z.object({
  id: z.string(),
  fileName: z.string(),
  fileSize: z.number(),
  status: importStatus,
  /** companies: a companies-only file; contacts: each row is a contact, with its company. */
  kind: z.enum(['companies', 'contacts']).nullable(),
  rowCount: z.number(),
  processed: z.number(),
  counts: importCounts,
  duplicates: duplicatePolicy,
  createdBy: z.object({ id: z.string().nullable(), name: z.string() }),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  undoneAt: z.string().nullable(),
  /** Until when Undo is offered (null when it is not). */
  undoableUntil: z.string().nullable(),
  error: z.string().nullable(),
});
export type ImportSummary = z.infer<typeof importSummary>;

export const importDetail = z.object({
  import: importSummary,
  columns: z.array(importColumn),
  /** Problem rows found by the last preview or by the run (the first 500). */
  problems: z.array(importProblem),
  /** True when the mapping came from an earlier file with the same headers. */
  rememberedMapping: z.boolean(),
});
export type ImportDetail = z.infer<typeof importDetail>;

/** One row as it will be stored: the company and the contact it makes, and what happens to each. */
export const previewRow = z.object({
  line: z.number(),
  company: z.record(z.string(), z.string()).nullable(),
  contact: z.record(z.string(), z.string()).nullable(),
  notes: z.string().nullable(),
  /** new | duplicate (what the policy does with it) | problem */
  outcome: z.enum(['new', 'duplicate', 'problem']),
  reason: z.string().nullable(),
});
export type PreviewRow = z.infer<typeof previewRow>;

export const importPreview = z.object({
  detail: importDetail,
  rows: z.array(previewRow),
  /** Over the whole file. */
  totals: z.object({
    rows: z.number(),
    newCompanies: z.number(),
    duplicateCompanies: z.number(),
    newContacts: z.number(),
    duplicateContacts: z.number(),
    problems: z.number(),
  }),
});
export type ImportPreview = z.infer<typeof importPreview>;

export const saveMappingRequest = z.object({
  columns: z.array(z.object({ index: z.number().int().min(0).max(499), target: columnTarget })).max(500),
  duplicates: duplicatePolicy,
});

export const importListResponse = z.object({ imports: z.array(importSummary) });

export const IMPORT_EXPORT_COLUMNS = {
  companies: ['Company Name', 'Company Domain', 'Industry', 'Company Size', 'City', 'Country', 'Company LinkedIn', 'Description', 'Stage', 'Notes'],
  contacts: ['First Name', 'Last Name', 'Email', 'Phone', 'Job Title', 'Contact LinkedIn', 'Company Name', 'Company Domain', 'Notes'],
} as const;

const importId = { id: uuidParam('import id') };

export const importsApi = {
  list: route({ method: 'GET', path: '/api/imports', permission: 'read', summary: 'The workspace’s imports, newest first', response: importListResponse }),
  upload: route({
    method: 'POST',
    path: '/api/imports',
    permission: 'records.write',
    summary: 'Upload a CSV or .xlsx file (raw body; ?name= the file name): its columns with sample values and guessed fields',
    upload: { contentTypes: IMPORT_TYPES, maxBytes: IMPORT_MAX_BYTES, description: 'The CSV or Excel file itself, at most 25 MB' },
    query: z.object({ name: z.string().min(1).max(255) }),
    status: 201,
    response: importDetail,
  }),
  get: route({ method: 'GET', path: '/api/imports/:id', permission: 'read', params: importId, summary: 'An import with its columns, mapping and problems', response: importDetail }),
  preview: route({
    method: 'PUT',
    path: '/api/imports/:id/mapping',
    permission: 'records.write',
    params: importId,
    summary: 'Save the mapping and duplicate rule; the first rows as they will be stored, problems and duplicate counts',
    body: saveMappingRequest,
    response: importPreview,
  }),
  run: route({ method: 'POST', path: '/api/imports/:id/run', permission: 'records.write', params: importId, summary: 'Start the import (a background job with live progress)', status: 202, response: importDetail }),
  undo: route({ method: 'POST', path: '/api/imports/:id/undo', permission: 'records.write', params: importId, summary: 'Undo a finished import (for 24 hours): remove what it created, restore what it changed', status: 202, response: importDetail }),
  exportCompanies: route({ method: 'GET', path: '/api/exports/companies.csv', permission: 'read', summary: 'The pipeline’s companies as CSV', raw: { contentType: 'text/csv', description: 'CSV, formulas neutralised' } }),
  exportContacts: route({ method: 'GET', path: '/api/exports/contacts.csv', permission: 'read', summary: 'The workspace’s contacts as CSV', raw: { contentType: 'text/csv', description: 'CSV, formulas neutralised' } }),
};
