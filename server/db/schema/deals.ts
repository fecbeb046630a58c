import { pgTable, uuid, text, timestamp, index, integer, jsonb, bigserial } from 'drizzle-orm/pg-core';
import { users, workspaces } from './accounts.js';
import { companies } from './companies.js';

/**
 * Every move of a deal between stages (docs/product.md#deals), written in the transaction that
 * moves it: the time-in-stage and win/loss reports read it. A company's first stay began when it
 * was added (companies.created_at) in `fromStage` of its first move (or its stage, if never moved).
 */
export const dealStageChanges = pgTable(
  'deal_stage_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    fromStage: text('from_stage').notNull(),
    toStage: text('to_stage').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deal_stage_changes_workspace_idx').on(t.workspaceId, t.at), index('deal_stage_changes_company_idx').on(t.companyId, t.at)],
);

/** A workspace's deal rules (contracts/deal-rules.ts); no row means the defaults. */
export const dealSettings = pgTable('deal_settings', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  probabilities: jsonb('probabilities').notNull(),
  lostReasons: text('lost_reasons').array().notNull(),
  staleDays: integer('stale_days').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
