import { boolean, customType, pgTable, uuid, text, timestamp, index, uniqueIndex, integer, jsonb, date, primaryKey } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users, workspaces } from './accounts.js';
import { companies } from './companies.js';
import { proposals } from './proposals.js';
import { outboundEmails } from './mail.js';
import type { ShipToAddress } from '../../../contracts/order-rules.js';

/**
 * Sales orders, supplier purchase orders and the workspace's suppliers (docs/product.md#orders).
 * Money is integer cents. An order's lines are copied from its proposal when it is made, so a later
 * change of the proposal (or the catalogue) never changes what was sold.
 */

/** The next number of a workspace's sequence ('order', 'po', 'invoice'), taken in the transaction that uses it. */
export const workspaceCounters = pgTable(
  'workspace_counters',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    last: integer('last').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.kind] })],
);

export type OrderLineDecoration = { method: string; label: string; locations: string[]; colors: string[] };

export const salesOrders = pgTable(
  'sales_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    proposalId: uuid('proposal_id').references(() => proposals.id, { onDelete: 'set null' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** The rep whose order it is (the proposal's maker, else who made the order). */
    repId: uuid('rep_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    clientPoNumber: text('client_po_number'),
    inHandsDate: date('in_hands_date', { mode: 'string' }),
    shipTos: jsonb('ship_tos').$type<ShipToAddress[]>().notNull(),
    shippingCents: integer('shipping_cents').notNull().default(0),
    taxRateBp: integer('tax_rate_bp').notNull().default(0),
    revision: integer('revision').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sales_orders_number_key').on(t.workspaceId, t.number),
    // One order per proposal: a second "Create order" finds the first.
    uniqueIndex('sales_orders_proposal_key').on(t.proposalId).where(sql`${t.proposalId} is not null`),
    index('sales_orders_workspace_idx').on(t.workspaceId, t.createdAt),
  ],
);

export const salesOrderLines = pgTable(
  'sales_order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => salesOrders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    proposalLineId: uuid('proposal_line_id'),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => orderSuppliers.id),
    name: text('name').notNull(),
    itemNum: text('item_num').notNull().default(''),
    quantity: integer('quantity').notNull(),
    color: text('color'),
    decoration: jsonb('decoration').$type<OrderLineDecoration | null>(),
    unitSellCents: integer('unit_sell_cents').notNull(),
    setupSellCents: integer('setup_sell_cents').notNull().default(0),
    unitCostCents: integer('unit_cost_cents').notNull(),
    setupCostCents: integer('setup_cost_cents').notNull().default(0),
    shipToIndex: integer('ship_to_index').notNull().default(0),
  },
  (t) => [index('sales_order_lines_order_idx').on(t.orderId, t.position)],
);

/** Each change of an order after a purchase order went to a supplier: its reason and what changed. */
export const salesOrderRevisions = pgTable(
  'sales_order_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => salesOrders.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    reason: text('reason').notNull(),
    changes: text('changes').array().notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sales_order_revisions_order_idx').on(t.orderId, t.revision)],
);

/** A workspace's supplier: made on first use from the catalogue's supplier of a product. */
export const orderSuppliers = pgTable(
  'order_suppliers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    orderEmail: text('order_email'),
    accountNumber: text('account_number'),
    notes: text('notes'),
    transitDays: integer('transit_days').notNull().default(5),
    location: text('location'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_suppliers_name_key').on(t.workspaceId, sql`lower(${t.name})`)],
);

export type PoLineSnapshot = {
  orderLineId: string;
  name: string;
  itemNum: string;
  color: string | null;
  quantity: number;
  decoration: OrderLineDecoration | null;
  unitCostCents: number;
  setupCostCents: number;
};

/**
 * One supplier's part of an order for one ship-to address and in-hands date. Its lines are the
 * copy the supplier has (or will have): taken again from the order while it is a draft, kept once
 * sent (a revision of the order marks it outdated).
 */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => salesOrders.id, { onDelete: 'cascade' }),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => orderSuppliers.id),
    number: integer('number').notNull(),
    shipToIndex: integer('ship_to_index').notNull().default(0),
    shipTo: jsonb('ship_to').$type<ShipToAddress>().notNull(),
    inHandsDate: date('in_hands_date', { mode: 'string' }),
    /** The in-hands date was set on this purchase order (the supplier's own), not copied from the order's. */
    inHandsOwn: boolean('in_hands_own').notNull().default(false),
    lines: jsonb('lines').$type<PoLineSnapshot[]>().notNull(),
    /** Copies of what `lines` add up to (server/orders/po-lines.ts writes all three): the board reads these, not the lines. */
    lineCount: integer('line_count').notNull().default(0),
    costCents: integer('cost_cents').notNull().default(0),
    terms: text('terms').notNull().default(''),
    /** contracts/order-rules.ts PO_STATUSES. */
    status: text('status').notNull().default('draft'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The order's revision this copy was taken from. */
    revision: integer('revision').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    emailId: uuid('email_id').references(() => outboundEmails.id, { onDelete: 'set null' }),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    shipDate: date('ship_date', { mode: 'string' }),
    productionOverride: text('production_override'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purchase_orders_number_key').on(t.workspaceId, t.number),
    index('purchase_orders_order_idx').on(t.orderId),
    index('purchase_orders_open_idx').on(t.workspaceId, t.status),
  ],
);

/** Every step of a purchase order, with who set it and any note or override. */
export const purchaseOrderEvents = pgTable(
  'purchase_order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseOrderId: uuid('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note'),
    override: text('override'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('purchase_order_events_po_idx').on(t.purchaseOrderId, t.at)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * An artwork proof of one order line, a version at a time: the rep uploads it, the client approves
 * it or asks for changes on their link, the rep uploads a revision (the pending one before it is
 * superseded). Every version and decision is kept.
 */
export const orderProofs = pgTable(
  'order_proofs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => salesOrders.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => salesOrderLines.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    fileName: text('file_name').notNull(),
    /** Read from the file's first bytes, never from what the upload claimed. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    /** pending | approved | changes_requested | superseded */
    status: text('status').notNull().default('pending'),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByName: text('decided_by_name'),
    decidedByEmail: text('decided_by_email'),
    comment: text('comment'),
  },
  (t) => [uniqueIndex('order_proofs_version_key').on(t.orderLineId, t.version), index('order_proofs_order_idx').on(t.orderId, t.uploadedAt)],
);

export type InvoiceLineSnapshot = { description: string; quantity: number; unitCents: number; amountCents: number; taxable: boolean };

/** An invoice of an order: a deposit, a progress bill or the final invoice (less what was billed before). */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => salesOrders.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    /** deposit | progress | final */
    kind: text('kind').notNull(),
    /** draft | sent | partly_paid | paid | void */
    status: text('status').notNull().default('draft'),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    lines: jsonb('lines').$type<InvoiceLineSnapshot[]>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    paidCents: integer('paid_cents').notNull().default(0),
    notes: text('notes'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    emailId: uuid('email_id').references(() => outboundEmails.id, { onDelete: 'set null' }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invoices_number_key').on(t.workspaceId, t.number), index('invoices_order_idx').on(t.orderId), index('invoices_issued_idx').on(t.workspaceId, t.issuedOn)],
);

export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    method: text('method'),
    note: text('note'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invoice_payments_invoice_idx').on(t.invoiceId, t.at)],
);

/** A workspace's order rules; no row means the defaults (contracts/order-rules.ts DEFAULT_ORDER_SETTINGS). */
export const orderSettings = pgTable('order_settings', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  /** Reps' commission on the gross profit of their orders, basis points. */
  commissionBp: integer('commission_bp').notNull(),
  /** Days an invoice is due after it is issued. */
  invoiceDueDays: integer('invoice_due_days').notNull(),
  /** Printed on every purchase order. */
  poTerms: text('po_terms').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
