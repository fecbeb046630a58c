import { pgTable, uuid, text, timestamp, index, uniqueIndex, integer, boolean, jsonb, bigint, date } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users, workspaces } from './accounts.js';

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The rep who owns the account (docs/product.md#teams); reassigned when they leave. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    domain: text('domain').notNull(),
    industry: text('industry'),
    primaryIndustry: text('primary_industry'),
    industries: text('industries').array(),
    companySize: text('company_size'),
    size: text('size'),
    employeeCount: integer('employee_count'),
    type: text('type'),
    founded: text('founded'),
    headquarters: text('headquarters'),
    location: text('location'),
    country: text('country'),
    description: text('description'),
    website: text('website'),
    logoUrl: text('logo_url'),
    /** The sha256 of the logo the workspace uploaded (company_logos), null when there is none. */
    logoHash: text('logo_hash'),
    linkedinUrl: text('linkedin_url'),
    specialties: text('specialties').array(),
    eventParticipationLikelihood: text('event_participation_likelihood'),
    recentActivity: text('recent_activity'),
    promoOpportunities: text('promo_opportunities'),
    uniqueCharacteristics: text('unique_characteristics'),
    recommendedSignals: text('recommended_signals').array(),
    enrichmentStatus: text('enrichment_status').notNull().default('Unenriched'),
    enrichmentSource: text('enrichment_source'),
    researchSource: text('research_source'),
    stage: text('stage').notNull().default('Lead'),
    /** The deal (docs/product.md#deals): the amount the rep typed (null: the latest proposal's), the expected close. */
    amountCents: bigint('amount_cents', { mode: 'number' }),
    closeDate: date('close_date', { mode: 'string' }),
    /** When it entered its stage; when it was won or lost (null while open). */
    stageChangedAt: timestamp('stage_changed_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    lostReason: text('lost_reason'),
    lostNote: text('lost_note'),
    clayRowId: text('clay_row_id'),
    enrichedAt: timestamp('enriched_at', { withTimezone: true }),
    researchedAt: timestamp('researched_at', { withTimezone: true }),
    signalsCheckedAt: timestamp('signals_checked_at', { withTimezone: true }),
    /** The rep's own notes about the company. */
    notes: text('notes'),
    /** Who marked the company enriched: 'provider' (a lookup found it) or 'manual' (the rep typed the facts in). */
    enrichedBy: text('enriched_by'),
    /** Where each fact came from: { industry: { source: 'manual' | 'website' | 'directory', url? } }. */
    factSources: jsonb('fact_sources').notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('companies_workspace_domain_key').on(t.workspaceId, t.domain),
    index('companies_workspace_name_idx').on(t.workspaceId, sql`lower(${t.name})`, t.id),
    index('companies_workspace_stage_idx').on(t.workspaceId, t.stage),
    index('companies_workspace_owner_idx').on(t.workspaceId, t.ownerId),
    index('companies_workspace_closed_idx').on(t.workspaceId, t.closedAt),
    // ILIKE '%term%' searches of name and domain use these trigram indexes.
    index('companies_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('companies_domain_trgm_idx').using('gin', sql`${t.domain} gin_trgm_ops`),
  ],
);

export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    jobTitle: text('job_title'),
    linkedinProfile: text('linkedin_profile'),
    contactStatus: text('contact_status').notNull().default('lead'),
    category: text('category'),
    source: text('source'),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contacts_workspace_idx').on(t.workspaceId, t.lastName), index('contacts_company_idx').on(t.companyId)],
);

export const buyerSignalAlerts = pgTable(
  'buyer_signal_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    signalKey: text('signal_key').notNull(),
    signalType: text('signal_type').notNull(),
    summary: text('summary').notNull(),
    reasoning: text('reasoning'),
    stepsTaken: text('steps_taken').array(),
    useCase: text('use_case'),
    productCategories: text('product_categories').array(),
    evidence: text('evidence'),
    provider: text('provider'),
    isRead: boolean('is_read').notNull().default(false),
    /** When the event itself happened, as the source dates it (null when undated). */
    occurredAt: timestamp('occurred_at', { withTimezone: true }),
    /** An event older than SIGNAL_MAX_AGE_DAYS when found: kept as history, never an unread alert. */
    isHistory: boolean('is_history').notNull().default(false),
    triggeredAt: timestamp('triggered_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('buyer_signal_alerts_company_key').on(t.companyId, t.signalKey),
    index('buyer_signal_alerts_workspace_idx').on(t.workspaceId, t.createdAt),
  ],
);

/** The built-in directory (embedded research/enrichment source and Discover view). */
export const directoryCompanies = pgTable(
  'directory_companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    domain: text('domain').notNull(),
    industry: text('industry').notNull(),
    companySize: text('company_size'),
    employeeCount: integer('employee_count'),
    founded: text('founded'),
    headquarters: text('headquarters'),
    country: text('country'),
    type: text('type'),
    description: text('description'),
    specialties: text('specialties').array(),
    linkedinUrl: text('linkedin_url'),
    recentActivity: text('recent_activity'),
    eventParticipationLikelihood: text('event_participation_likelihood'),
    people: jsonb('people').notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [
    uniqueIndex('directory_companies_domain_key').on(t.domain),
    index('directory_companies_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);
