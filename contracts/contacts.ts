import { z } from 'zod';

export const CONTACT_STATUSES = ['lead', 'active', 'customer', 'archived'] as const;
/** The company page's contact-types dialog: the four categories, all on by default. */
export const CONTACT_CATEGORIES = [
  { key: 'hr', label: 'Human Resources and Recruiting' },
  { key: 'marketing', label: 'Marketing Brand and Events' },
  { key: 'membership', label: 'Membership Donor and Alumni' },
  { key: 'executive', label: 'Executives' },
] as const;
export const CONTACT_CATEGORY_KEYS = ['hr', 'marketing', 'membership', 'executive'] as const satisfies ReadonlyArray<(typeof CONTACT_CATEGORIES)[number]['key']>;
export type ContactCategory = (typeof CONTACT_CATEGORY_KEYS)[number];

export const contact = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  jobTitle: z.string().nullable(),
  companyId: z.string().nullable(),
  linkedinProfile: z.string().nullable(),
  contactStatus: z.string(),
  category: z.string().nullable(),
  source: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  company: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type Contact = z.infer<typeof contact>;
