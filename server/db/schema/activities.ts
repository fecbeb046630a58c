import { pgTable, uuid, text, timestamp, index, bigserial, jsonb } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users, workspaces } from './accounts.js';

/**
 * What happened, kept for good (the outbox is a transport and is cleaned up after 30 days).
 * Written in the same transaction as the change, derived from its outbox event
 * (server/activity/of-event.ts) by the activity recorder (server/activity/recorder.ts). `kind`
 * is e.g. `company.stage`; the subject is what it is about (`company` + id); `payload` holds the
 * few facts needed to tell it. Ids grow in commit order (inserted under the outbox lock), so a
 * feed pages by `id < cursor`.
 */
export const activities = pgTable(
  'activities',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** The user who did it; null for the system (jobs, sweeps) or a removed user. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    payload: jsonb('payload').notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A subject's history, the workspace feed and one person's feed, newest first (by id: the
    // cursor; ids follow commit order like the outbox's, and created_at is not unique).
    index('activities_subject_idx').on(t.workspaceId, t.subjectType, t.subjectId, t.id.desc()),
    index('activities_workspace_idx').on(t.workspaceId, t.id.desc()),
    index('activities_actor_idx').on(t.workspaceId, t.actorId, t.id.desc()),
  ],
);
