import { pgTable, uuid, text, timestamp, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/** Branding profile, one per user (user_company_profiles). */
export const userCompanyProfiles = pgTable(
  'user_company_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
  (t) => [uniqueIndex('user_company_profiles_user_key').on(t.userId)],
);

export const messageTemplates = pgTable(
  'message_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
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
  (t) => [index('message_templates_user_idx').on(t.userId, t.createdAt)],
);
