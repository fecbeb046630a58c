import { pgTable, uuid, text, timestamp, index, jsonb } from 'drizzle-orm/pg-core';
import type { RepGuidance } from '../../../contracts/guidance.js';
import { users, workspaces } from './accounts.js';
import { buyerSignalAlerts, companies, contacts } from './companies.js';

/** An outreach message written for a contact (by the embedded writer or a model). Per user. */
export const generatedMessages = pgTable(
  'generated_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    buyingSignalId: uuid('buying_signal_id').references(() => buyerSignalAlerts.id, { onDelete: 'set null' }),
    templateId: uuid('template_id'),
    /** email | connection_request | post_connection */
    messageType: text('message_type').notNull(),
    subject: text('subject'),
    message: text('message'),
    /** pending | ready | failed */
    status: text('status').notNull().default('pending'),
    provider: text('provider'),
    error: text('error'),
    /** The rep's guidance written beside the message (never inside it): RepGuidance. */
    guidance: jsonb('guidance').$type<RepGuidance>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('generated_messages_user_idx').on(t.userId, t.createdAt)],
);
