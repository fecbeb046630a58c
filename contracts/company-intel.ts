import { z } from 'zod';
import { CONTACT_CATEGORY_KEYS } from './contacts.js';

/** What happened to a company, carried by `company.updated` and shown in its timeline. */
export const companyChange = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('stage'), from: z.string(), to: z.string() }),
  z.object({ kind: z.literal('edited'), fields: z.array(z.string()) }),
  z.object({ kind: z.literal('enrichment_started') }),
  z.object({ kind: z.literal('enriched'), source: z.string() }),
  /** Enrichment found nothing or failed for good: the company is Unenriched again. */
  z.object({ kind: z.literal('enrichment_failed'), message: z.string() }),
  z.object({ kind: z.literal('researched'), source: z.string() }),
  z.object({ kind: z.literal('research_failed'), message: z.string() }),
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
  kind: z.enum(['created', 'stage', 'edited', 'enrichment', 'research', 'signal', 'signals_checked', 'contacts']),
  text: z.string(),
});
export type TimelineEntry = z.infer<typeof timelineEntry>;
export const timelineResponse = z.object({ items: z.array(timelineEntry) });

/** Which provider answers research and signal detection here (shown in the UI). */
export const providersResponse = z.object({ research: z.string(), signals: z.string(), enrichment: z.string(), contacts: z.string() });
export type ProvidersResponse = z.infer<typeof providersResponse>;
