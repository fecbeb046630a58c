import { pgTable, uuid, text, timestamp, index, uniqueIndex, jsonb } from 'drizzle-orm/pg-core';
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

/** A presentation's client link (the proposals' mechanism): only the token's sha256 is stored. */
export const presentationShares = pgTable(
  'presentation_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    presentationId: uuid('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('presentation_shares_token_key').on(t.tokenHash), index('presentation_shares_presentation_idx').on(t.presentationId)],
);

/** A comment a client left on a shared presentation. */
export const presentationComments = pgTable(
  'presentation_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    presentationId: uuid('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    text: text('text').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('presentation_comments_presentation_idx').on(t.presentationId, t.at)],
);
