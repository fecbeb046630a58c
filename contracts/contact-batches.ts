import { z } from 'zod';
import { route, uuidParam } from './http/route.js';
import { CONTACT_CATEGORY_KEYS, contact } from './contacts.js';
import { batchHeader, rejectedLine } from './company-batches.js';

/** People one contact batch may hold. */
export const MAX_CONTACT_BATCH_ROWS = 200;
export const NO_VALID_CONTACTS = 'No valid contacts to add - each contact needs a first and last name (or a LinkedIn URL)';
/** docs/product.md#company: a contact search needs an enriched company. */
export const COMPANY_NOT_ENRICHED = 'Company not enriched';
export const ENRICH_FIRST = 'Please enrich the company before finding contacts';
export const NO_COMPANY_FOR_BATCH = 'No company associated with this contact batch';
export const ALREADY_IMPORTED = 'This contact is already imported';
export const NOTHING_FOUND = 'No additional details found';

export const CONTACT_BATCH_SOURCES = ['paste', 'csv', 'contact_finder'] as const;
export type ContactBatchSource = (typeof CONTACT_BATCH_SOURCES)[number];

/** status: finding (the contact finder's job is at work) | pending | processed | failed (the search failed) */
export const contactBatch = batchHeader.extend({
  companyId: z.string().nullable(),
  /** null once the company was deleted */
  company: z.object({ id: z.string(), name: z.string(), domain: z.string() }).nullable(),
  counts: z.object({ total: z.number(), pending: z.number(), imported: z.number(), skipped: z.number() }),
});
export type ContactBatch = z.infer<typeof contactBatch>;

export const batchContact = z.object({
  id: z.string(),
  batchId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  jobTitle: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  category: z.string().nullable(),
  /** pending | imported | skipped */
  status: z.string(),
  /** The contact created on import. */
  contactId: z.string().nullable(),
  enrichedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type BatchContact = z.infer<typeof batchContact>;

const companyIdField = z.uuid({ error: 'Choose a company from your pipeline' }).transform((v) => v.toLowerCase());

const pasteBatch = z.object({
  companyId: companyIdField,
  source: z.enum(['paste', 'csv']),
  text: z
    .string({ error: NO_VALID_CONTACTS })
    .max(200_000, 'The pasted data is too large. Split the list and add the rest as another batch.'),
  /** An uploaded file's name, for a CSV batch. */
  name: z.string().trim().max(200, 'Batch name must be at most 200 characters').optional(),
});

const finderBatch = z.object({
  companyId: companyIdField,
  source: z.literal('contact_finder'),
  categories: z
    .array(z.enum(CONTACT_CATEGORY_KEYS, { error: 'Unknown contact category' }), { error: 'Choose at least one contact type' })
    .min(1, 'Choose at least one contact type')
    .max(CONTACT_CATEGORY_KEYS.length, 'Choose at most four contact types'),
});

/** POST /api/contact-batches: pasted/CSV people, or the people the contact finder knows for the company. */
export const createContactBatchRequest = z.discriminatedUnion('source', [pasteBatch, finderBatch], {
  error: 'Source must be paste, csv or contact_finder',
});
export type CreateContactBatchRequest = z.input<typeof createContactBatchRequest>;

export const contactBatchListResponse = z.object({ items: z.array(contactBatch) });
export type ContactBatchListResponse = z.infer<typeof contactBatchListResponse>;

export const contactBatchDetailResponse = z.object({ batch: contactBatch, contacts: z.array(batchContact) });
export type ContactBatchDetailResponse = z.infer<typeof contactBatchDetailResponse>;

/** A new batch, and the pasted lines that were left out (with their line numbers and reasons). */
export const contactBatchWriteResponse = contactBatchDetailResponse.extend({
  added: z.number(),
  rejected: z.array(rejectedLine),
  /** People past the batch's limit that were left out (also listed in `rejected`), and what to say about them. */
  leftOut: z.number(),
  notice: z.string().nullable(),
});
export type ContactBatchWriteResponse = z.infer<typeof contactBatchWriteResponse>;

/**
 * What a row action did. imported: `contact` is the new contact. duplicate: the company already
 * has a contact with that email, so the row was skipped (`message` says so). skipped. enriched:
 * missing details were filled from the directory. nothing_found: the row is unchanged.
 */
export const batchContactActionResponse = z.object({
  outcome: z.enum(['imported', 'duplicate', 'skipped', 'enriched', 'nothing_found']),
  batch: contactBatch,
  row: batchContact,
  contact: contact.nullable(),
  message: z.string().nullable(),
  /** The fields enrichment filled. */
  filled: z.array(z.enum(['email', 'phone', 'jobTitle', 'linkedinUrl'])),
});
export type BatchContactActionResponse = z.infer<typeof batchContactActionResponse>;

/** Why Import all left a person out: the company already has a contact with that email. */
export const alreadyAContact = (company: string, email: string) => `${company} already has a contact with the email ${email}`;

/** POST /api/contact-batches/:id/import (Import all): every pending person, and who was skipped and why. */
export const importAllContactsResponse = z.object({
  batch: contactBatch,
  /** The rows Import all changed (imported or skipped). */
  rows: z.array(batchContact),
  imported: z.number(),
  skipped: z.array(z.object({ id: z.string(), name: z.string(), reason: z.string() })),
});
export type ImportAllContactsResponse = z.infer<typeof importAllContactsResponse>;

const batchId = { id: uuidParam('batch id') };
const rowParams = { ...batchId, rowId: uuidParam('contact id') };
const rowAction = (action: 'import' | 'skip' | 'enrich', summary: string) =>
  route({ method: 'POST', path: `/api/contact-batches/:id/contacts/:rowId/${action}`, permission: 'records.write', params: rowParams, summary, response: batchContactActionResponse });

/** Contact batches: people pasted, uploaded or found for a company, reviewed one by one. */
export const contactBatchesApi = {
  list: route({ method: 'GET', path: '/api/contact-batches', permission: 'read', summary: 'The workspace’s contact batches', response: contactBatchListResponse }),
  create: route({ method: 'POST', path: '/api/contact-batches', permission: 'records.write', summary: 'A batch from pasted people or a CSV file (201), or from the contact finder, whose job fills it (202)', body: createContactBatchRequest, status: [201, 202], response: contactBatchWriteResponse }),
  get: route({ method: 'GET', path: '/api/contact-batches/:id', permission: 'read', params: batchId, summary: 'A batch with its people', response: contactBatchDetailResponse }),
  importAll: route({ method: 'POST', path: '/api/contact-batches/:id/import', permission: 'records.write', params: batchId, summary: 'Import every pending person as a contact (Import all)', response: importAllContactsResponse }),
  importContact: rowAction('import', 'Import a person as a contact'),
  skipContact: rowAction('skip', 'Skip a person'),
  enrichContact: rowAction('enrich', 'Fill a person’s missing details from the directory'),
};
