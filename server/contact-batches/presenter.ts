import type { BatchContact, ContactBatch } from '../../contracts/contact-batches.js';
import type { batchContacts, contactBatches } from '../db/schema/index.js';
import { presentBatchHeader } from '../batches-shared/index.js';

export type ContactBatchRow = typeof contactBatches.$inferSelect;
export type BatchContactRow = typeof batchContacts.$inferSelect;

/** The one shape a contact batch has in HTTP bodies and socket payloads. */
export function presentContactBatch(row: ContactBatchRow, company: ContactBatch['company'], counts: ContactBatch['counts']): ContactBatch {
  return {
    ...presentBatchHeader(row),
    companyId: row.companyId,
    company,
    counts,
  };
}

export function presentBatchContact(row: BatchContactRow): BatchContact {
  return {
    id: row.id,
    batchId: row.batchId,
    firstName: row.firstName,
    lastName: row.lastName,
    jobTitle: row.jobTitle,
    linkedinUrl: row.linkedinUrl,
    email: row.email,
    phone: row.phone,
    category: row.category,
    status: row.status,
    contactId: row.contactId,
    enrichedAt: row.enrichedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
