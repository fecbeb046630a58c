import { pgTable, uuid, text, timestamp, index, uniqueIndex, boolean } from 'drizzle-orm/pg-core';
import { users, workspaces } from './accounts.js';

/** Branding profile, one per workspace (docs/product.md#teams); `userId` is who saved it last. */
export const userCompanyProfiles = pgTable(
  'user_company_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    companyName: text('company_name').notNull(),
    websiteUrl: text('website_url'),
    logoUrl: text('logo_url'),
    brandTone: text('brand_tone').notNull().default('professional'),
    brandKeywords: text('brand_keywords').array(),
    servicesOffered: text('services_offered').array(),
    industriesServed: text('industries_served').array(),
    primaryColor: text('primary_color').notNull().default('#7E69AB'),
    secondaryColor: text('secondary_color').notNull().default('#1EAEDB'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_company_profiles_workspace_key').on(t.workspaceId)],
);

/** A template: in the workspace library (`shared`) or its author's personal draft. */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    shared: boolean('shared').notNull().default(false),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('message_templates_user_idx').on(t.userId, t.createdAt), index('message_templates_workspace_idx').on(t.workspaceId, t.createdAt)],
);
