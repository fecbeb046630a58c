import { pgTable, uuid, text, timestamp, index, jsonb } from 'drizzle-orm/pg-core';
import { users, workspaces } from './accounts.js';
import { companies, contacts } from './companies.js';

/** A list of companies pasted (or found as lookalikes) for review before import. */
export const companyBatches = pgTable(
  'company_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** paste | lookalikes */
    source: text('source').notNull(),
    /** pending | processed */
    status: text('status').notNull().default('pending'),
    /** e.g. { sourceCompanyId } for a lookalike batch */
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_batches_workspace_idx').on(t.workspaceId, t.createdAt)],
);

/** One company row of a batch. */
export const batchCompanies = pgTable(
  'batch_companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => companyBatches.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    domain: text('domain'),
    /** pending | processed */
    status: text('status').notNull().default('pending'),
    industry: text('industry'),
    companySize: text('company_size'),
    headquarters: text('headquarters'),
    country: text('country'),
    linkedinUrl: text('linkedin_url'),
    logoUrl: text('logo_url'),
    description: text('description'),
    specialties: text('specialties').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('batch_companies_batch_idx').on(t.batchId, t.createdAt)],
);

/** People proposed for one company (pasted, or found by contact finding) for review before import. */
export const contactBatches = pgTable(
  'contact_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** paste | csv | contact_finder */
    source: text('source').notNull(),
    /** pending | processed */
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_batches_workspace_idx').on(t.workspaceId, t.createdAt)],
);

/** One person of a contact batch. */
export const batchContacts = pgTable(
  'batch_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => contactBatches.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    jobTitle: text('job_title'),
    linkedinUrl: text('linkedin_url'),
    email: text('email'),
    phone: text('phone'),
    category: text('category'),
    /** pending | imported | skipped */
    status: text('status').notNull().default('pending'),
    /** the contact created on import */
    contactId: uuid('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    enrichedAt: timestamp('enriched_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('batch_contacts_batch_idx').on(t.batchId, t.lastName)],
);
