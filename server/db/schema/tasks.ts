import { index, pgTable, text, timestamp, uuid, boolean } from 'drizzle-orm/pg-core';
import { users, workspaces } from './accounts.js';
import { companies, contacts } from './companies.js';

/**
 * A task for a rep (docs/product.md#tasks): made by hand, by a sequence's LinkedIn or call step, by
 * a reply that stopped a sequence, from an alert or from a proposal. Shared by the workspace.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** Whose task it is; a removed member's tasks pass to the workspace's heir. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    notes: text('notes'),
    /** When it is due; `dueHasTime` false means "some time that day" (the time part is midnight UTC of the day). */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    dueHasTime: boolean('due_has_time').notNull().default(false),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    contactId: uuid('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    /** manual | sequence | reply | alert | proposal | deal (sourceId: the company) */
    source: text('source').notNull().default('manual'),
    /** The alert, proposal, enrolment or reply the task came from (not a foreign key: those may go). */
    sourceId: uuid('source_id'),
    /** open | done */
    status: text('status').notNull().default('open'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tasks_owner_idx').on(t.workspaceId, t.ownerId, t.status, t.dueAt),
    index('tasks_company_idx').on(t.companyId),
    index('tasks_contact_idx').on(t.contactId),
  ],
);
