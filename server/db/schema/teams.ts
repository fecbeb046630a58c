import { pgTable, uuid, text, timestamp, index, primaryKey, uniqueIndex } from 'drizzle-orm/pg-core';
import { users, workspaces } from './accounts.js';

/**
 * Who belongs to which workspace, and as what (docs/product.md#teams): a person can be a member
 * of several workspaces, with one role in each (owner | admin | member | viewer).
 */
export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.userId] }), index('workspace_members_user_idx').on(t.userId)],
);

/**
 * An invitation to join a workspace (docs/product.md#teams). Its link's token (256 random bits)
 * is never stored: only its SHA-256 is kept, to look the link up. Single use (`acceptedAt`),
 * revocable (`revokedAt`), 7 days (`expiresAt`).
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invitations_token_key').on(t.tokenHash), index('invitations_workspace_idx').on(t.workspaceId, t.createdAt)],
);
