import type { Contact } from '../../contracts/contacts.js';
import type { contacts } from '../db/schema/index.js';

export const presentContact = (c: typeof contacts.$inferSelect, company: { id: string; name: string } | null): Contact => ({
  id: c.id,
  firstName: c.firstName,
  lastName: c.lastName,
  email: c.email,
  phone: c.phone,
  jobTitle: c.jobTitle,
  companyId: c.companyId,
  linkedinProfile: c.linkedinProfile,
  contactStatus: c.contactStatus,
  category: c.category,
  source: c.source,
  notes: c.notes,
  createdAt: c.createdAt.toISOString(),
  updatedAt: c.updatedAt.toISOString(),
  company,
});
