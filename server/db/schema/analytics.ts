import { pgTable, uuid, text, timestamp, index, integer, jsonb } from 'drizzle-orm/pg-core';
import { users, workspaces } from './accounts.js';

/** A product question asked in the chat (analytics_searches). */
export const analyticsSearches = pgTable(
  'analytics_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    query: text('query').notNull(),
    sessionId: uuid('session_id'),
    companyId: uuid('company_id'),
    productCount: integer('product_count'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_searches_user_idx').on(t.userId, t.createdAt)],
);

/** A click, compare or document pick of a recommended product (analytics_product_interactions). */
export const analyticsProductInteractions = pgTable(
  'analytics_product_interactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id'),
    productId: text('product_id').notNull(),
    productName: text('product_name'),
    /** click | compare | document */
    interactionType: text('interaction_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_product_interactions_user_idx').on(t.userId, t.createdAt)],
);

/** Use of a feature (analytics_feature_usage — new_chat_created, chat_page_view…). */
export const analyticsFeatureUsage = pgTable(
  'analytics_feature_usage',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feature: text('feature').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_feature_usage_user_idx').on(t.userId, t.createdAt)],
);
