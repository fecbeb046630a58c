import { customType, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users, workspaces } from './accounts.js';
import { buyerSignalAlerts, companies, contacts } from './companies.js';
import { generatedMessages } from './messages.js';

/**
 * A rep's own mailbox (docs/product.md#sending): SMTP to send, IMAP to read replies. Passwords are
 * encrypted at rest (server/auth/secret-box.ts) and never sent back. One per user and workspace.
 */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const mailboxes = pgTable(
  'mailboxes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromName: text('from_name').notNull(),
    fromEmail: text('from_email').notNull(),
    smtpHost: text('smtp_host').notNull(),
    smtpPort: integer('smtp_port').notNull(),
    /** tls (implicit, 465) | starttls (587) | none (local relays only) */
    smtpSecurity: text('smtp_security').notNull(),
    smtpUser: text('smtp_user').notNull(),
    smtpPassword: text('smtp_password').notNull(),
    imapHost: text('imap_host'),
    imapPort: integer('imap_port'),
    imapSecurity: text('imap_security'),
    imapUser: text('imap_user'),
    imapPassword: text('imap_password'),
    signature: text('signature').notNull().default(''),
    dailyCap: integer('daily_cap').notNull().default(200),
    /** ok | failing: a password that stopped working pauses the rep's sequences until it is saved again. */
    status: text('status').notNull().default('ok'),
    statusMessage: text('status_message'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** Where the reply watcher stopped reading: the IMAP mailbox's UIDVALIDITY and the last UID seen. */
    imapUidValidity: text('imap_uid_validity'),
    imapLastUid: integer('imap_last_uid').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mailboxes_user_key').on(t.workspaceId, t.userId)],
);

/** The workspace's sending rules: postal address in every sequence email, time zone, business hours, a shared relay. */
export const workspaceMailSettings = pgTable('workspace_mail_settings', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  postalAddress: text('postal_address').notNull().default(''),
  timeZone: text('time_zone').notNull().default('UTC'),
  /** Sending window, minutes after local midnight, Monday to Friday. */
  windowStart: integer('window_start').notNull().default(540),
  windowEnd: integer('window_end').notNull().default(1020),
  /** A shared SMTP relay (smtp[s]://user:pass@host:port), encrypted; used by members without a mailbox of their own. */
  relayUrl: text('relay_url'),
  relayFrom: text('relay_from'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An email the app sent (or will send) from a rep's mailbox: one per send, and one per sequence email step. */
export const outboundEmails = pgTable(
  'outbound_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    contactId: uuid('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    messageId: uuid('message_id').references(() => generatedMessages.id, { onDelete: 'set null' }),
    enrollmentId: uuid('enrollment_id'),
    stepIndex: integer('step_index'),
    toEmail: text('to_email').notNull(),
    toName: text('to_name').notNull().default(''),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The Message-ID header we gave it (without angle brackets), and the thread it answers. */
    messageIdHeader: text('message_id_header').notNull(),
    inReplyTo: text('in_reply_to'),
    references: text('references').array().notNull().default(sql`'{}'::text[]`),
    /** A client link sent with it (proposal or presentation), and whether its PDF went along. */
    /** A document sent with it as it was when queued (a purchase order's PDF): what the recipient gets is what was sent. */
    attachmentName: text('attachment_name'),
    attachment: bytea('attachment'),
    link: jsonb('link').$type<{ kind: 'proposal' | 'presentation'; id: string; url: string; title: string; attachPdf: boolean } | null>(),
    /** The one-click unsubscribe token (sequence emails); random, looked up, never decoded. */
    unsubscribeToken: text('unsubscribe_token'),
    /** awaiting_approval | queued | sending | sent | failed | cancelled */
    status: text('status').notNull().default('queued'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbound_emails_workspace_idx').on(t.workspaceId, t.createdAt),
    index('outbound_emails_contact_idx').on(t.contactId),
    uniqueIndex('outbound_emails_message_id_key').on(t.messageIdHeader),
    uniqueIndex('outbound_emails_step_key').on(t.enrollmentId, t.stepIndex),
    uniqueIndex('outbound_emails_unsubscribe_key').on(t.unsubscribeToken),
  ],
);

/** A message the reply watcher read that answers (or bounces) one of ours. */
export const inboundEmails = pgTable(
  'inbound_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    mailboxId: uuid('mailbox_id')
      .notNull()
      .references(() => mailboxes.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    outboundId: uuid('outbound_id').references(() => outboundEmails.id, { onDelete: 'set null' }),
    /** reply | auto_reply | bounce */
    kind: text('kind').notNull(),
    fromEmail: text('from_email').notNull(),
    fromName: text('from_name').notNull().default(''),
    subject: text('subject').notNull().default(''),
    text: text('text').notNull().default(''),
    messageIdHeader: text('message_id_header').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('inbound_emails_message_key').on(t.mailboxId, t.messageIdHeader), index('inbound_emails_contact_idx').on(t.contactId)],
);

/** Addresses the workspace never writes to again: unsubscribed or bounced. */
export const emailSuppressions = pgTable(
  'email_suppressions',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    /** unsubscribed | bounced */
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.email] })],
);

export type SequenceStepRow = { kind: 'email' | 'follow_up' | 'linkedin_connect' | 'linkedin_message' | 'call'; delayDays: number; templateId?: string | null; note?: string };

/** A named list of outreach steps, each a number of business days after the one before. */
export const sequences = pgTable(
  'sequences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    steps: jsonb('steps').$type<SequenceStepRow[]>().notNull(),
    /** Each email waits for the rep's approval before it goes. */
    requireApproval: boolean('require_approval').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sequences_workspace_idx').on(t.workspaceId)],
);

/** A contact in a sequence. At most one active (or paused) enrolment per contact. */
export const sequenceEnrollments = pgTable(
  'sequence_enrollments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    sequenceId: uuid('sequence_id')
      .notNull()
      .references(() => sequences.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    /** The rep whose mailbox sends and who gets the tasks. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    alertId: uuid('alert_id').references(() => buyerSignalAlerts.id, { onDelete: 'set null' }),
    /** active | paused | finished | stopped */
    status: text('status').notNull().default('active'),
    /** replied | bounced | unsubscribed | removed | mailbox_failing | suppressed */
    stopReason: text('stop_reason'),
    /** The next step to run (0-based); equals the step count once finished. */
    nextStep: integer('next_step').notNull().default(0),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    /** The Agenda job that will run the next step, so pausing or removing cancels exactly it. */
    jobId: text('job_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sequence_enrollments_active_key')
      .on(t.contactId)
      .where(sql`${t.status} in ('active', 'paused')`),
    index('sequence_enrollments_sequence_idx').on(t.sequenceId, t.status),
    index('sequence_enrollments_workspace_idx').on(t.workspaceId, t.status),
  ],
);
