import { z } from 'zod';
import { route, uuidParam } from './http/route.js';
import { ownerFilter } from './owner-filter.js';
import { expectedUpdatedAt } from './stale-save.js';

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
  updatedAt: z.string(),
  company: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type Contact = z.infer<typeof contact>;

export const CONTACT_STATUS_MESSAGE = `Status must be one of ${CONTACT_STATUSES.join(', ')}`;
export const EMAIL_MESSAGE = 'Please enter a valid email address';
/** A second contact with the same email is refused (409); the details name the first. */
export const emailTakenMessage = (name: string) => `A contact with this email already exists: ${name}`;
/** The 409's detail whose message is the existing contact's id, so the form can link to it. */
export const EXISTING_CONTACT_DETAIL = 'existingContactId';
export const LINKEDIN_MESSAGE = 'Please enter a valid URL (like https://www.linkedin.com/in/name)';
export const COMPANY_MESSAGE = 'Please choose a company from the list';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;
/** The one email rule (what the contact form accepts), for readers of other input such as imports. */
export const isEmail = (value: string): boolean => value.length <= 254 && EMAIL.test(value);

/** A URL as typed, with https:// in front when it has no scheme ('acme.com' → 'https://acme.com'). */
export const withHttps = (typed: string): string => (/^[a-z][a-z0-9+.-]*:\/\//i.test(typed) ? typed : `https://${typed}`);

/** https://host.tld/… from a URL typed with or without its scheme, or null when it is not one. */
export function normaliseUrl(input: string): string | null {
  const v = input.trim();
  if (!v) return null;
  const withScheme = withHttps(v);
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (!/^[^.\s]+(\.[^.\s]+)+$/.test(url.hostname)) return null;
    return url.toString();
  } catch {
    return null;
  }
}

const requiredName = (message: string, label: string) =>
  z.string({ error: message }).trim().min(1, message).max(100, `${label} must be at most 100 characters`);

/** Trimmed text; an empty string is saved as null, a missing field is left as it is. */
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v ? v : v === undefined ? undefined : null));

const emailField = optionalText(254, 'Email').refine((v) => !v || EMAIL.test(v), EMAIL_MESSAGE);
const linkedinField = optionalText(500, 'LinkedIn profile').transform((v, ctx) => {
  if (!v) return v;
  const url = normaliseUrl(v);
  if (!url) {
    ctx.addIssue({ code: 'custom', message: LINKEDIN_MESSAGE });
    return z.NEVER;
  }
  return url;
});
const companyIdField = z
  .union([z.uuid({ error: COMPANY_MESSAGE }), z.literal('')], { error: COMPANY_MESSAGE })
  .nullable()
  .optional()
  .transform((v) => (v ? v.toLowerCase() : v === undefined ? undefined : null));

/**
 * POST /api/contacts (docs/product.md#contacts: first and last name required; email an email; no other bounds
 * but sensible lengths). The status defaults to lead (docs/product.md#contacts) when it is not given.
 */
export const contactInput = z.object({
  firstName: requiredName('First name and last name are required', 'First name'),
  lastName: requiredName('First name and last name are required', 'Last name'),
  email: emailField,
  phone: optionalText(50, 'Phone'),
  jobTitle: optionalText(200, 'Job title'),
  companyId: companyIdField,
  linkedinProfile: linkedinField,
  contactStatus: z.enum(CONTACT_STATUSES, { error: CONTACT_STATUS_MESSAGE }).optional(),
  notes: optionalText(5000, 'Notes'),
});
export type ContactInput = z.input<typeof contactInput>;
export type ContactValues = z.output<typeof contactInput>;

/**
 * PATCH /api/contacts/:id: any of the fields, each under the same rules, and the contact's
 * `updatedAt` when the edit began (contracts/stale-save.ts).
 */
export const contactPatch = contactInput.partial().extend({ expectedUpdatedAt }).strict();
export type ContactPatch = z.input<typeof contactPatch>;

export const listContactsQuery = z.object({
  q: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
  companyId: z.uuid({ error: 'Invalid company id' }).optional(),
  /** `me` or a member's user id: the contacts of the companies they own. */
  owner: ownerFilter,
  cursor: z.string().max(1000, 'Invalid cursor').optional(),
  limit: z.coerce.number({ error: 'Limit must be a number' }).int('Limit must be a whole number').min(1, 'Limit must be at least 1').max(200, 'Limit must be at most 200').default(50),
});
export type ListContactsQuery = z.input<typeof listContactsQuery>;

export const contactListResponse = z.object({ items: z.array(contact), nextCursor: z.string().nullable() });
export type ContactListResponse = z.infer<typeof contactListResponse>;
export const contactResponse = z.object({ contact });
export type ContactResponse = z.infer<typeof contactResponse>;

const contactId = { id: uuidParam('contact id') };
export const contactsApi = {
  list: route({ method: 'GET', path: '/api/contacts', permission: 'read', summary: 'The workspace’s contacts, a page at a time', query: listContactsQuery, response: contactListResponse }),
  create: route({ method: 'POST', path: '/api/contacts', permission: 'records.write', summary: 'Add a contact', body: contactInput, status: 201, response: contactResponse }),
  get: route({ method: 'GET', path: '/api/contacts/:id', permission: 'read', params: contactId, summary: 'One contact', response: contactResponse }),
  update: route({ method: 'PATCH', path: '/api/contacts/:id', permission: 'records.write', params: contactId, summary: 'Edit a contact', body: contactPatch, response: contactResponse }),
  remove: route({ method: 'DELETE', path: '/api/contacts/:id', permission: 'records.write', params: contactId, summary: 'Delete a contact', status: 204 }),
};
