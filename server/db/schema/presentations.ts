import { pgTable, uuid, text, timestamp, index, jsonb } from 'drizzle-orm/pg-core';
import type { RepGuidance } from '../../../contracts/guidance.js';
import { users, workspaces } from './accounts.js';

/** A sales presentation: HTML written from a prompt (embedded composer or a model). Per user. */
export const presentations = pgTable(
  'presentations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    /** { htmlContent } — sanitised HTML */
    content: jsonb('content').$type<{ htmlContent: string }>(),
    /** idle | generating | failed */
    generationStatus: text('generation_status').notNull().default('idle'),
    provider: text('provider'),
    error: text('error'),
    /** The rep's guidance written beside the deck (never inside it): RepGuidance. */
    guidance: jsonb('guidance').$type<RepGuidance>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('presentations_user_idx').on(t.userId, t.createdAt)],
);
