import { z } from 'zod';
import { contact } from './contacts.js';
import { alert } from './alerts.js';
import { expectedUpdatedAt } from './stale-save.js';
import { ALL_INDUSTRIES, INDUSTRIES } from './industries.js';
import { deal, LOST_REASON_MAX } from './deals.js';

import { PIPELINE_STAGES } from './pipeline-stages.js';
export { PIPELINE_STAGES, OPEN_STAGES, isOpenStage, type PipelineStage } from './pipeline-stages.js';
export const ENRICHMENT_STATUSES = ['Unenriched', 'Enriching', 'Enriched'] as const;
export type EnrichmentStatus = (typeof ENRICHMENT_STATUSES)[number];
/** The pipeline's industry filter: every industry the directory uses (contracts/industries.ts). */
export const INDUSTRY_FILTERS = [ALL_INDUSTRIES, ...INDUSTRIES] as const;
export const SAMPLE_COMPANY_NAME = 'Test Customer';
/** The source of people found in the built-in directory: fictional, with made-up emails and phones. */
export const SAMPLE_CONTACT_SOURCE = 'SwagScout directory (sample data)';
export const isSampleContact = (c: { source: string | null }) => c.source === SAMPLE_CONTACT_SOURCE;

export const DOMAIN_MESSAGE = 'Please enter a valid domain (like acme.com)';

import { plausibleDomain } from './domain.js';
import { ownerFilter } from './owner-filter.js';

/**
 * A company's Domain field, checked by `check` (null: not a domain). The browser's check is only
 * plausibleDomain (contracts/domain.ts); the server refines it with the registrable domain
 * (server/companies/domain.ts), so both share the field's messages.
 */
export const domainFieldOf = (check: (value: string) => string | null) =>
  z
    .string({ error: 'Domain is required' })
    .trim()
    .min(1, 'Domain is required')
    .max(253, DOMAIN_MESSAGE)
    .transform((v, ctx) => {
      const d = check(v);
      if (!d) {
        ctx.addIssue({ code: 'custom', message: DOMAIN_MESSAGE });
        return z.NEVER;
      }
      return d;
    });
const domainField = domainFieldOf(plausibleDomain);

const text = (max: number, label: string) => z.string().trim().max(max, `${label} must be at most ${max} characters`);
const optionalText = (max: number, label: string) =>
  text(max, label)
    .nullable()
    .optional()
    .transform((v) => (v ? v : v === undefined ? undefined : null));

export const createCompanyRequest = z.object({
  name: z.string({ error: 'Company name is required' }).trim().min(1, 'Company name is required').max(200, 'Company name must be at most 200 characters'),
  domain: domainField,
  industry: optionalText(100, 'Industry'),
  /** Copy the built-in directory's facts for this company (Discover). */
  directoryId: z.uuid({ error: 'Unknown directory company' }).optional(),
  /** Add it although a company of the same name (case and accents ignored) is already in the pipeline. */
  confirmDuplicateName: z.boolean().optional(),
});
/** The 409 for a same-name company: its field error names the one that exists. */
export type DuplicateCompanyDetail = { path: 'name' | 'domain'; message: string; existing: { id: string; name: string; domain: string } };
export const duplicateNameMessage = (existing: { name: string; domain: string }) => `A company named ${existing.name} already exists (${existing.domain}). Add anyway?`;
export type CreateCompanyRequest = z.input<typeof createCompanyRequest>;

export const MAX_DEAL_CENTS = 100_000_000_000;
export const LOST_REASON_MESSAGE = 'Choose why the deal was lost';

/** The edit's fields; `updateCompanyRequest` adds the Lost rule (the server extends the fields first, then adds it). */
export const updateCompanyFields = z
  .object({
    name: z.string().trim().min(1, 'Company name is required').max(200, 'Company name must be at most 200 characters').optional(),
    domain: domainField.optional(),
    stage: z.enum(PIPELINE_STAGES, { error: `Stage must be one of ${PIPELINE_STAGES.join(', ')}` }).optional(),
    industry: optionalText(100, 'Industry'),
    companySize: optionalText(100, 'Company size'),
    headquarters: optionalText(200, 'Headquarters'),
    country: optionalText(100, 'Country'),
    description: optionalText(5000, 'Description'),
    website: optionalText(500, 'Website'),
    linkedinUrl: optionalText(500, 'LinkedIn URL'),
    location: optionalText(200, 'Location'),
    notes: optionalText(5000, 'Notes'),
    /** Hand the account to another member (docs/product.md#teams). */
    ownerId: z.uuid({ error: 'Choose a member of the workspace' }).optional(),
    /** The deal's amount as the rep types it, in cents; null goes back to the latest proposal's total. */
    amountCents: z
      .number({ error: 'Amount must be a number' })
      .int('Amount must be in whole cents')
      .min(0, 'Amount cannot be negative')
      .max(MAX_DEAL_CENTS, 'Amount must be at most $1,000,000,000')
      .nullable()
      .optional(),
    closeDate: z.iso.date({ error: 'Use a date like 2026-03-31' }).nullable().optional(),
    /** Required with stage Lost: one of the workspace's lost reasons. */
    lostReason: z.string().trim().min(1, LOST_REASON_MESSAGE).max(LOST_REASON_MAX, LOST_REASON_MESSAGE).optional(),
    lostNote: optionalText(2000, 'Note'),
    /** The company's `updatedAt` when the edit (or the kanban move) began: contracts/stale-save.ts. */
    expectedUpdatedAt,
  })
  .strict();

/** Moving to Lost needs a reason; a reason goes only with that move. */
export const withLostRule = <T extends z.ZodType<{ stage?: string; lostReason?: string; lostNote?: string | null }>>(schema: T) =>
  schema
    .refine((v) => v.stage !== 'Lost' || v.lostReason, { message: LOST_REASON_MESSAGE, path: ['lostReason'] })
    .refine((v) => (v.lostReason === undefined && !v.lostNote) || v.stage === 'Lost', { message: 'A lost reason goes with moving the deal to Lost', path: ['lostReason'] });
export const updateCompanyRequest = withLostRule(updateCompanyFields);


/** "Enter details by hand": the facts a rep knows, which mark the company Enriched (by hand). */
export const manualEnrichmentRequest = z
  .object({
    industry: optionalText(100, 'Industry'),
    companySize: optionalText(100, 'Company size'),
    location: optionalText(200, 'Location'),
    website: optionalText(500, 'Website'),
    notes: optionalText(5000, 'Notes'),
  })
  .strict()
  .refine((v) => Object.values(v).some((x) => typeof x === 'string' && x.length > 0), { message: 'Enter at least one detail', path: ['industry'] });
export type ManualEnrichmentRequest = z.input<typeof manualEnrichmentRequest>;

/** DELETE /api/companies/:id → what went with it. */
export const deleteCompanyResponse = z.object({ deleted: z.object({ id: z.string(), name: z.string(), contacts: z.number(), alerts: z.number() }) });
export type DeleteCompanyResponse = z.infer<typeof deleteCompanyResponse>;
export type UpdateCompanyRequest = z.input<typeof updateCompanyRequest>;

export const FACT_SOURCES = ['website', 'directory', 'manual', 'research'] as const;
export const factSource = z.object({ source: z.enum(FACT_SOURCES), url: z.string().optional(), label: z.string().optional() });
export type FactSource = z.infer<typeof factSource>;

export const company = z.object({
  id: z.string(),
  name: z.string(),
  domain: z.string(),
  industry: z.string().nullable(),
  primaryIndustry: z.string().nullable(),
  industries: z.array(z.string()).nullable(),
  companySize: z.string().nullable(),
  employeeCount: z.number().nullable(),
  type: z.string().nullable(),
  founded: z.string().nullable(),
  headquarters: z.string().nullable(),
  location: z.string().nullable(),
  country: z.string().nullable(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  logoUrl: z.string().nullable(),
  /** The logo the workspace uploaded (GET /api/companies/:id/logo, versioned), null when none. */
  uploadedLogoUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  specialties: z.array(z.string()).nullable(),
  eventParticipationLikelihood: z.string().nullable(),
  recentActivity: z.string().nullable(),
  promoOpportunities: z.string().nullable(),
  uniqueCharacteristics: z.string().nullable(),
  recommendedSignals: z.array(z.string()).nullable(),
  enrichmentStatus: z.enum(ENRICHMENT_STATUSES),
  enrichmentSource: z.string().nullable(),
  researchSource: z.string().nullable(),
  stage: z.enum(PIPELINE_STAGES),
  enrichedAt: z.string().nullable(),
  researchedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The newest buyer signal's type, for the pipeline's Buying Signal column. */
  latestSignal: z.string().nullable(),
  unreadSignals: z.number(),
  notes: z.string().nullable(),
  /** 'manual' when the rep typed the facts in ("Enter details by hand"), 'provider' when a lookup found them. */
  enrichedBy: z.enum(['provider', 'manual']).nullable(),
  /** Where each fact came from, by field: the website (with its URL), the sample directory, or manual entry. */
  factSources: z.record(z.string(), factSource),
  /** One of the built-in directory's fictional companies (sample data, not a real business). */
  isSample: z.boolean(),
  /** The rep who owns the account (docs/product.md#teams); null when nobody does. */
  ownerId: z.string().nullable(),
  /** The company as a deal: amount, close date, probability, stale flag (contracts/deals.ts). */
  deal,
});
export type Company = z.infer<typeof company>;

export const COMPANY_SORTS = ['name', 'amount', 'closeDate'] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number];

export const listCompaniesQuery = z.object({
  q: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
  industry: z.string().trim().max(100, 'Industry must be at most 100 characters').optional(),
  stage: z.enum(PIPELINE_STAGES, { error: `Stage must be one of ${PIPELINE_STAGES.join(', ')}` }).optional(),
  cursor: z.string().max(500, 'Invalid cursor').optional(),
  limit: z.coerce.number({ error: 'Limit must be a number' }).int('Limit must be a whole number').min(1, 'Limit must be at least 1').max(200, 'Limit must be at most 200').default(50),
  /** `me` or a member's user id: only the companies they own. */
  owner: ownerFilter,
  /** Order: by name (the default), by amount (largest first) or by expected close date (soonest first). */
  sort: z.enum(COMPANY_SORTS, { error: 'Sort by name, amount or closeDate' }).default('name'),
  /** Only open deals flagged stale. */
  stale: z.enum(['true', 'false'], { error: 'Stale must be true or false' }).optional(),
  minAmountCents: z.coerce.number({ error: 'Minimum amount must be a number' }).int('Minimum amount must be in whole cents').min(0, 'Minimum amount cannot be negative').max(MAX_DEAL_CENTS).optional(),
  closeFrom: z.iso.date({ error: 'Use a date like 2026-03-31' }).optional(),
  closeTo: z.iso.date({ error: 'Use a date like 2026-03-31' }).optional(),
});
export type ListCompaniesQuery = z.input<typeof listCompaniesQuery>;

export const companyListResponse = z.object({ items: z.array(company), nextCursor: z.string().nullable() });
export type CompanyListResponse = z.infer<typeof companyListResponse>;

const stageSums = z.object({ amountCents: z.number().int(), weightedCents: z.number().int() });
export const pipelineSummaryResponse = z.object({
  total: z.number(),
  stages: z.record(z.enum(PIPELINE_STAGES), z.number()),
  /** Each column's deal amounts and their weighted sum (amount × the stage's probability). */
  sums: z.record(z.enum(PIPELINE_STAGES), stageSums),
});
export type PipelineSummaryResponse = z.infer<typeof pipelineSummaryResponse>;

export const directoryQuery = z.object({
  q: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
  industry: z.string().trim().max(100, 'Industry must be at most 100 characters').optional(),
  country: z.string().trim().max(100, 'Country must be at most 100 characters').optional(),
  limit: z.coerce.number({ error: 'Limit must be a number' }).int('Limit must be a whole number').min(1, 'Limit must be at least 1').max(100, 'Limit must be at most 100').default(24),
});
export type DirectoryQuery = z.input<typeof directoryQuery>;

export const directoryCompany = z.object({
  id: z.string(),
  name: z.string(),
  domain: z.string(),
  industry: z.string(),
  companySize: z.string().nullable(),
  headquarters: z.string().nullable(),
  country: z.string().nullable(),
  description: z.string().nullable(),
  specialties: z.array(z.string()).nullable(),
  recentActivity: z.string().nullable(),
  /** Already in this workspace's pipeline (its id), or null. */
  pipelineCompanyId: z.string().nullable(),
});
export type DirectoryCompany = z.infer<typeof directoryCompany>;
export const directoryResponse = z.object({ items: z.array(directoryCompany), industries: z.array(z.string()), countries: z.array(z.string()) });
export type DirectoryResponse = z.infer<typeof directoryResponse>;

export const companyResponse = z.object({ company });

/** GET /api/companies/:id */
export const companyDetailResponse = z.object({ company, contacts: z.array(contact), signals: z.array(alert) });
export type CompanyDetailResponse = z.infer<typeof companyDetailResponse>;
