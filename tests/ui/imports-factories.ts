import type { ImportColumn, ImportDetail, ImportPreview, ImportSummary } from '../../contracts/imports.js';

let n = 0;
const uuid = () => `00000000-0000-4000-9000-${String(++n).padStart(12, '0')}`;
const AT = '2025-01-05T10:00:00.000Z';
const counts = { companiesCreated: 0, companiesUpdated: 0, contactsCreated: 0, contactsUpdated: 0, skipped: 0, failed: 0 };

export function buildImport(over: Partial<ImportSummary> = {}): ImportSummary {
  return {
    id: uuid(),
    fileName: 'hubspot-contacts.csv',
    fileSize: 2048,
    status: 'done',
    kind: 'contacts',
    rowCount: 40,
    processed: 40,
    counts: { ...counts, companiesCreated: 3, companiesUpdated: 1, contactsCreated: 30, contactsUpdated: 2, skipped: 4, failed: 1 },
    duplicates: 'skip',
    createdBy: { id: 'u-signed-in', name: 'Rita Rep' },
    createdAt: AT,
    finishedAt: AT,
    undoneAt: null,
    undoableUntil: null,
    error: null,
    ...over,
  };
}

export const COLUMNS: ImportColumn[] = [
  { index: 0, header: 'Company Name', samples: ['Acme Corp', 'Globex', 'Initech'], target: 'companyName' },
  { index: 1, header: 'Website', samples: ['acme.com', 'globex.com'], target: 'companyDomain' },
  { index: 2, header: 'Email', samples: ['jane@acme.com'], target: 'email' },
  { index: 3, header: 'Lead Source', samples: ['Trade show'], target: 'skip' },
];

export function buildDetail(summary: ImportSummary, over: Partial<Omit<ImportDetail, 'import'>> = {}): ImportDetail {
  return { import: summary, columns: COLUMNS, problems: [], rememberedMapping: false, ...over };
}

export function buildPreview(detail: ImportDetail): ImportPreview {
  return {
    detail,
    rows: [
      { line: 2, company: { companyName: 'Acme Corp', companyDomain: 'acme.com' }, contact: { email: 'jane@acme.com' }, notes: 'Lead Source: Trade show', outcome: 'new', reason: null },
      { line: 3, company: { companyName: 'Globex', companyDomain: 'globex.com' }, contact: null, notes: null, outcome: 'duplicate', reason: 'Globex is already in your pipeline: skipped' },
      { line: 4, company: null, contact: { email: 'not-an-email' }, notes: null, outcome: 'problem', reason: 'The email “not-an-email” is not valid' },
    ],
    totals: { rows: 12, newCompanies: 7, duplicateCompanies: 2, newContacts: 9, duplicateContacts: 1, problems: 2 },
  };
}
