import { z } from 'zod';
import { PO_STATUSES, isoDay, poStepRank as at, shipToAddress } from './order-rules.js';
import { proof, publicProof } from './proofs.js';

export * from './order-rules.js';

/**
 * docs/product.md#orders: a sales order made from an approved proposal, the purchase orders it
 * sends to suppliers and the production board. Money is integer cents. Costs (`*CostCents`, the
 * purchase orders' prices) are null for viewers: they see what was sold, never what it cost.
 */

export const ORDER_STATUSES = ['open', 'in_production', 'shipped', 'delivered'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = { open: 'Open', in_production: 'In production', shipped: 'Shipped', delivered: 'Delivered' };

export const orderDecoration = z.object({ method: z.string(), label: z.string(), locations: z.array(z.string()), colors: z.array(z.string()) });

export const orderLine = z.object({
  id: z.string(),
  position: z.number(),
  name: z.string(),
  itemNum: z.string(),
  supplierName: z.string(),
  quantity: z.number().int(),
  color: z.string().nullable(),
  decoration: orderDecoration.nullable(),
  unitSellCents: z.number().int(),
  setupSellCents: z.number().int(),
  /** quantity × unit sell + setup. */
  totalSellCents: z.number().int(),
  unitCostCents: z.number().int().nullable(),
  setupCostCents: z.number().int().nullable(),
  totalCostCents: z.number().int().nullable(),
  /** Index into the order's ship-to addresses. */
  shipToIndex: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLine>;

export const orderRevision = z.object({ revision: z.number().int(), reason: z.string(), byName: z.string().nullable(), at: z.string(), changes: z.array(z.string()) });

export const poSummary = z.object({
  id: z.string(),
  number: z.number().int(),
  supplierId: z.string(),
  supplierName: z.string(),
  status: z.enum(PO_STATUSES),
  shipToIndex: z.number().int(),
  inHandsDate: z.string().nullable(),
  /** Its in-hands date was set on it, not taken from the order's. */
  inHandsOwn: z.boolean(),
  lineCount: z.number().int(),
  totalCostCents: z.number().int().nullable(),
  sentAt: z.string().nullable(),
  /** The email that took it to the supplier: queued, sending, sent or failed (with why). */
  email: z.object({ status: z.string(), error: z.string().nullable(), toEmail: z.string() }).nullable(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  shipDate: z.string().nullable(),
  revision: z.number().int(),
  /** The order changed after this purchase order went: the supplier has an older copy. */
  outdated: z.boolean(),
});
export type PoSummary = z.infer<typeof poSummary>;

export const order = z.object({
  id: z.string(),
  number: z.number().int(),
  title: z.string(),
  status: z.enum(ORDER_STATUSES),
  proposalId: z.string().nullable(),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  repId: z.string().nullable(),
  repName: z.string().nullable(),
  clientPoNumber: z.string().nullable(),
  inHandsDate: z.string().nullable(),
  shipTos: z.array(shipToAddress),
  lines: z.array(orderLine),
  totals: z.object({
    subtotalCents: z.number().int(),
    shippingCents: z.number().int(),
    taxCents: z.number().int(),
    grandTotalCents: z.number().int(),
    costCents: z.number().int().nullable(),
    profitCents: z.number().int().nullable(),
  }),
  revision: z.number().int(),
  history: z.array(orderRevision),
  purchaseOrders: z.array(poSummary),
  /** Every proof of every line, newest first. */
  proofs: z.array(proof),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.infer<typeof order>;
export const orderResponse = z.object({ order });

export const orderSummary = order.pick({ id: true, number: true, proposalId: true, title: true, status: true, companyId: true, companyName: true, repName: true, inHandsDate: true, createdAt: true, updatedAt: true }).extend({
  grandTotalCents: z.number().int(),
  poCount: z.number().int(),
});
export type OrderSummary = z.infer<typeof orderSummary>;
export const orderListResponse = z.object({ items: z.array(orderSummary) });

/** PATCH /api/orders/:id: after a purchase order was sent, a change is a revision and needs its reason. */
export const updateOrderRequest = z
  .object({
    title: z.string().trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters').optional(),
    clientPoNumber: z.string().trim().max(60, 'PO number must be at most 60 characters').nullish(),
    inHandsDate: isoDay('In-hands date').nullish(),
    shipTos: z.array(shipToAddress).min(1, 'An order ships somewhere: give an address').max(20, 'At most 20 ship-to addresses').optional(),
    lines: z
      .array(
        z
          .object({
            id: z.uuid({ error: 'Invalid line id' }),
            quantity: z.number().int('Quantities are whole').min(1, 'Quantity must be at least 1').max(10_000_000, 'Quantity is too large').optional(),
            shipToIndex: z.number().int().min(0).max(19).optional(),
          })
          .strict(),
      )
      .max(500)
      .optional(),
    revisionReason: z.string().trim().max(500, 'Reason must be at most 500 characters').nullish(),
  })
  .strict();
export type UpdateOrderRequest = z.input<typeof updateOrderRequest>;

/** POST /api/proposals/:id/order. */
export const createOrderRequest = z.object({}).strict();

// ---- suppliers (per workspace) ----

export const supplier = z.object({
  id: z.string(),
  name: z.string(),
  orderEmail: z.string().nullable(),
  accountNumber: z.string().nullable(),
  notes: z.string().nullable(),
  transitDays: z.number().int(),
  /** Where it is, from the catalogue (null for a supplier the catalogue does not know). */
  location: z.string().nullable(),
  createdAt: z.string(),
});
export type Supplier = z.infer<typeof supplier>;
export const supplierResponse = z.object({ supplier });
export const supplierListResponse = z.object({ items: z.array(supplier) });
export const updateSupplierRequest = z
  .object({
    orderEmail: z.email({ error: 'Enter a valid email' }).max(254, 'Enter a valid email').nullish(),
    accountNumber: z.string().trim().max(60, 'Account number must be at most 60 characters').nullish(),
    notes: z.string().trim().max(2000, 'Notes must be at most 2000 characters').nullish(),
    transitDays: z.number().int('Transit days are whole').min(0, 'Transit days cannot be negative').max(60, 'Transit days must be at most 60').optional(),
  })
  .strict();
export type UpdateSupplierRequest = z.input<typeof updateSupplierRequest>;

// ---- purchase orders ----

export const poLine = z.object({
  orderLineId: z.string(),
  name: z.string(),
  itemNum: z.string(),
  color: z.string().nullable(),
  quantity: z.number().int(),
  decoration: orderDecoration.nullable(),
  unitCostCents: z.number().int().nullable(),
  setupCostCents: z.number().int().nullable(),
  totalCostCents: z.number().int().nullable(),
});
export type PoLine = z.infer<typeof poLine>;

export const poEvent = z.object({ status: z.enum(PO_STATUSES), at: z.string(), byName: z.string().nullable(), note: z.string().nullable(), override: z.string().nullable() });

export const purchaseOrder = poSummary.extend({
  orderId: z.string(),
  orderNumber: z.number().int(),
  orderTitle: z.string(),
  companyName: z.string().nullable(),
  supplier,
  shipTo: shipToAddress,
  terms: z.string(),
  lines: z.array(poLine),
  history: z.array(poEvent),
  productionOverride: z.string().nullable(),
  late: z.object({ late: z.boolean(), reason: z.string().nullable() }),
});
export type PurchaseOrder = z.infer<typeof purchaseOrder>;
export const purchaseOrderResponse = z.object({ purchaseOrder });

/** One row of the production board: every purchase order that is not delivered. */
export const boardRow = poSummary.extend({
  orderId: z.string(),
  proposalId: z.string().nullable(),
  orderNumber: z.number().int(),
  orderTitle: z.string(),
  companyName: z.string().nullable(),
  repId: z.string().nullable(),
  repName: z.string().nullable(),
  late: z.object({ late: z.boolean(), reason: z.string().nullable() }),
  statusChangedAt: z.string(),
});
export type BoardRow = z.infer<typeof boardRow>;
export const boardQuery = z.object({
  repId: z.uuid({ error: 'Invalid rep id' }).optional(),
  supplierId: z.uuid({ error: 'Invalid supplier id' }).optional(),
  late: z.enum(['true']).optional(),
});
export const boardResponse = z.object({ items: z.array(boardRow), today: z.string() });

/** POST /api/purchase-orders/:id/send. */
export const sendPoRequest = z
  .object({ message: z.string().trim().max(5000, 'Message must be at most 5000 characters').nullish() })
  .strict();
export type SendPoRequest = z.input<typeof sendPoRequest>;

/**
 * An order's status follows its purchase orders: delivered when all are, shipped when all have
 * shipped (or are delivered), in production once any is in production or later; open before.
 */
export function orderStatusOf(poStatuses: readonly string[]): OrderStatus {
  if (poStatuses.length === 0) return 'open';
  if (poStatuses.every((s) => s === 'delivered')) return 'delivered';
  if (poStatuses.every((s) => at(s) >= at('shipped'))) return 'shipped';
  if (poStatuses.some((s) => at(s) >= at('in_production'))) return 'in_production';
  return 'open';
}

/** What the client's link shows of the order made from their approval: its steps and shipments, no costs. */
export const publicOrderState = z
  .object({
    number: z.number().int(),
    status: z.enum(ORDER_STATUSES),
    shipments: z.array(z.object({ carrier: z.string(), trackingNumber: z.string(), shipDate: z.string() }).strict()),
    /** Every proof of the order, newest first: the client decides on the pending ones. */
    proofs: z.array(publicProof),
  })
  .strict();
export type PublicOrderState = z.infer<typeof publicOrderState>;
