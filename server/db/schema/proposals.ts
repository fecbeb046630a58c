import { pgTable, uuid, text, timestamp, index, uniqueIndex, integer, jsonb, boolean, date } from 'drizzle-orm/pg-core';
import { users, workspaces } from './accounts.js';
import { companies } from './companies.js';
import { chatSessions } from './chat.js';
import type { ShipToAddress } from '../../../contracts/order-rules.js';

/**
 * A priced offer to a client (docs/product.md#proposals), per workspace. Money is integer cents,
 * percentages integer basis points (4000 = 40%); totals are never stored, they are computed by
 * server/proposals/pricing.ts on every read.
 */
export const proposals = pgTable(
  'proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** The rep who made it (their branding and contact show on the client's page). */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** The research chat it was made from (its "Documents from this chat" list). */
    sessionId: uuid('session_id').references(() => chatSessions.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    /** draft | sent | viewed | approved | changes_requested | declined | closed */
    status: text('status').notNull().default('draft'),
    /** Default margin of its lines. */
    marginBp: integer('margin_bp').notNull().default(4000),
    shippingCents: integer('shipping_cents').notNull().default(0),
    taxRateBp: integer('tax_rate_bp').notNull().default(0),
    /** For the client (shown on their page). */
    message: text('message'),
    /** For the workspace only: never on the client's page, API or PDF. */
    internalNotes: text('internal_notes'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    inHandsDate: date('in_hands_date', { mode: 'string' }),
    /** Where the client asked for delivery when approving on their link (docs/product.md#orders). */
    shipTo: jsonb('ship_to').$type<ShipToAddress>(),
    /** The client's own PO number, given at approval. */
    clientPoNumber: text('client_po_number'),
    /**
     * The grand total and net cost as last presented (written with every change of the proposal,
     * server/proposals/totals-snapshot.ts): what a deal's amount and the reports read. The totals
     * themselves are computed by contracts' pricing; these are copies, never edited on their own.
     */
    totalCents: integer('total_cents'),
    costCents: integer('cost_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('proposals_workspace_idx').on(t.workspaceId, t.createdAt),
    index('proposals_session_idx').on(t.sessionId),
    index('proposals_company_idx').on(t.companyId, t.updatedAt),
  ],
);

/**
 * One product of a proposal. `product` is the snapshot taken when the line was added (name,
 * picture, colours, price breaks with net cost, decoration options), so a SAGE product prices the
 * same tomorrow; built-in products are priced from the catalogue itself.
 */
export const proposalLines = pgTable(
  'proposal_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    /** builtin | sage */
    productSource: text('product_source').notNull(),
    productId: text('product_id').notNull(),
    product: jsonb('product').$type<Record<string, unknown>>().notNull(),
    tiers: integer('tiers').array().notNull(),
    color: text('color'),
    /** {method, locations[], colors[], setupCents, runCents} or null. */
    decoration: jsonb('decoration').$type<Record<string, unknown>>(),
    /** Null: the proposal's margin. */
    marginBp: integer('margin_bp'),
    unitSellCents: integer('unit_sell_cents'),
    /** The seller accepted selling this line at a loss. */
    lossAllowed: boolean('loss_allowed').notNull().default(false),
    /** The seller's nudge of the client's logo on the imprint area: {dx, dy, scale}; null: as placed. */
    logoNudge: jsonb('logo_nudge').$type<{ dx: number; dy: number; scale: number }>(),
    chosenQty: integer('chosen_qty'),
    chosenColor: text('chosen_color'),
    /** open | approved | changes_requested | declined */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('proposal_lines_proposal_idx').on(t.proposalId, t.position)],
);

/** A client link: only the sha256 of its token is kept. */
export const proposalShares = pgTable(
  'proposal_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('proposal_shares_token_key').on(t.tokenHash), index('proposal_shares_proposal_idx').on(t.proposalId)],
);

/** What a client did through a link (choose, comment, approve, request changes, decline). */
export const proposalActions = pgTable(
  'proposal_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    lineId: uuid('line_id').references(() => proposalLines.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    text: text('text'),
    tierQty: integer('tier_qty'),
    color: text('color'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('proposal_actions_proposal_idx').on(t.proposalId, t.at)],
);
