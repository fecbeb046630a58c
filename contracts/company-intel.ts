import { z } from 'zod';
import { route, uuidParam } from './http/route.js';
import { companyResponse, manualEnrichmentRequest } from './companies.js';
import { CONTACT_CATEGORY_KEYS } from './contacts.js';

/** What happened to a company, carried by `company.updated` and shown in its timeline. */
export const companyChange = z.discriminatedUnion('kind', [
  /** A move between stages; into Lost with the reason picked (and a note). */
  z.object({ kind: z.literal('stage'), from: z.string(), to: z.string(), reason: z.string().optional(), note: z.string().optional() }),
  /** The deal's amount (null: back to the proposal's) or expected close date changed. */
  z.object({ kind: z.literal('deal'), amountCents: z.number().nullable().optional(), closeDate: z.string().nullable().optional() }),
  z.object({ kind: z.literal('edited'), fields: z.array(z.string()) }),
  z.object({ kind: z.literal('enrichment_started') }),
  z.object({ kind: z.literal('enriched'), source: z.string() }),
  /** Enrichment found nothing or failed for good: the company is Unenriched again. */
  z.object({ kind: z.literal('enrichment_failed'), message: z.string() }),
  z.object({ kind: z.literal('researched'), source: z.string() }),
  z.object({ kind: z.literal('research_failed'), message: z.string() }),
  /** The account changed hands (docs/product.md#teams): `toName` is the new owner's name as it was then. */
  z.object({ kind: z.literal('owner'), from: z.string().nullable(), to: z.string(), toName: z.string() }),
]);
export type CompanyChange = z.infer<typeof companyChange>;

export const findContactsRequest = z.object({
  categories: z
    .array(z.enum(CONTACT_CATEGORY_KEYS, { error: 'Unknown contact type' }), { error: 'Choose at least one contact type' })
    .min(1, 'Choose at least one contact type')
    .max(4, 'Choose at most four contact types'),
});
export type FindContactsRequest = z.infer<typeof findContactsRequest>;

export const jobAccepted = z.object({ jobId: z.string() });

export const timelineEntry = z.object({
  id: z.number(),
  at: z.string(),
  kind: z.enum(['created', 'stage', 'deal', 'edited', 'owner', 'enrichment', 'research', 'signal', 'signals_checked', 'contacts', 'task', 'email', 'order']),
  text: z.string(),
});
export type TimelineEntry = z.infer<typeof timelineEntry>;
export const timelineResponse = z.object({ items: z.array(timelineEntry) });

/** Which provider answers research and signal detection here (shown in the UI). */
export const providersResponse = z.object({ research: z.string(), signals: z.string(), enrichment: z.string(), contacts: z.string() });
export type ProvidersResponse = z.infer<typeof providersResponse>;

const companyId = { id: uuidParam('company id') };

/** Enrichment, research, signals and contact finding: each answers 202 {jobId}; results arrive as events. */
export const companyIntelApi = {
  enrich: route({ method: 'POST', path: '/api/companies/:id/enrich', permission: 'records.write', params: companyId, summary: 'Start enriching a company', status: 202, response: jobAccepted }),
  enrichByHand: route({
    method: 'POST',
    path: '/api/companies/:id/enrich/manual',
    permission: 'records.write',
    params: companyId,
    summary: 'Enter a company’s details by hand (marks it Enriched)',
    body: manualEnrichmentRequest,
    response: companyResponse,
  }),
  research: route({ method: 'POST', path: '/api/companies/:id/research', permission: 'records.write', params: companyId, summary: 'Start researching a company', status: 202, response: jobAccepted }),
  detectSignals: route({ method: 'POST', path: '/api/companies/:id/signals/detect', permission: 'records.write', params: companyId, summary: 'Start looking for buyer signals', status: 202, response: jobAccepted }),
  findContacts: route({
    method: 'POST',
    path: '/api/companies/:id/contacts/find',
    permission: 'records.write',
    params: companyId,
    summary: 'Start finding contacts of the chosen types',
    body: findContactsRequest,
    status: 202,
    response: jobAccepted,
  }),
  timeline: route({ method: 'GET', path: '/api/companies/:id/timeline', permission: 'read', params: companyId, summary: 'What happened to a company, newest first', response: timelineResponse }),
  providers: route({ method: 'GET', path: '/api/providers', permission: 'read', summary: 'Which provider answers each capability', response: providersResponse }),
};
