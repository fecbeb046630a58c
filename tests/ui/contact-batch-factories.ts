import type { BatchContact, ContactBatch } from '../../contracts/contact-batches.js';

let n = 0;
const uuid = () => `00000000-0000-4000-a000-${String(++n).padStart(12, '0')}`;
const AT = '2025-01-05T10:00:00.000Z';
export const COMPANY = { id: '00000000-0000-4000-b000-000000000001', name: 'Harbor Health', domain: 'harbor.example' };

export function buildContactBatch(over: Partial<ContactBatch> = {}): ContactBatch {
  return {
    id: uuid(),
    name: 'Harbor Health — found contacts',
    source: 'contact_finder',
    status: 'pending',
    createdAt: AT,
    companyId: COMPANY.id,
    company: COMPANY,
    counts: { total: 2, pending: 2, imported: 0, skipped: 0 },
    ...over,
  };
}

export function buildBatchContact(batchId: string, over: Partial<BatchContact> = {}): BatchContact {
  return {
    id: uuid(),
    batchId,
    firstName: 'Jane',
    lastName: 'Doe',
    jobTitle: 'Marketing Director',
    linkedinUrl: 'https://www.linkedin.com/in/jane-doe',
    email: null,
    phone: null,
    category: 'marketing',
    status: 'pending',
    contactId: null,
    enrichedAt: null,
    createdAt: AT,
    ...over,
  };
}
