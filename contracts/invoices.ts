import { z } from 'zod';
import { isoDay } from './order-rules.js';

/**
 * docs/product.md#orders: invoices of an order (a deposit, progress bills, the final invoice less
 * what was billed before), numbered per workspace; payments; the workspace's order settings; the
 * commission report; accounting exports. Money is integer cents.
 */

export const INVOICE_KINDS = ['deposit', 'progress', 'final'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = { deposit: 'Deposit', progress: 'Progress', final: 'Final' };
export const INVOICE_STATUSES = ['draft', 'sent', 'partly_paid', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = { draft: 'Draft', sent: 'Sent', partly_paid: 'Partly paid', paid: 'Paid', void: 'Void' };

export const INVOICE_MESSAGES = {
  overBilled: 'That is more than is left to bill on this order',
  finalExists: 'This order already has its final invoice: void it to make another',
  nothingLeft: 'Everything on this order is billed already',
  amountOrPercent: 'Give an amount or a percentage of the order',
  overPaid: 'That is more than is still owed on this invoice',
  voidWithPayments: 'An invoice with payments cannot be voided',
  isVoid: 'This invoice is void',
  noClientEmail: 'The client gave no email on their link: send the PDF yourself',
} as const;

/** Formats an invoice number as printed: 'INV-1001'. */
export const invoiceLabel = (n: number) => `INV-${n}`;

export const invoiceLine = z.object({ description: z.string(), quantity: z.number().int(), unitCents: z.number().int(), amountCents: z.number().int(), taxable: z.boolean() });

export const invoicePayment = z.object({ id: z.string(), amountCents: z.number().int(), paidOn: z.string(), method: z.string().nullable(), note: z.string().nullable(), at: z.string() });

export const invoice = z.object({
  id: z.string(),
  number: z.number().int(),
  orderId: z.string(),
  orderNumber: z.number().int(),
  companyName: z.string().nullable(),
  kind: z.enum(INVOICE_KINDS),
  status: z.enum(INVOICE_STATUSES),
  issuedOn: z.string(),
  dueOn: z.string(),
  lines: z.array(invoiceLine),
  subtotalCents: z.number().int(),
  shippingCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  paidCents: z.number().int(),
  balanceCents: z.number().int(),
  notes: z.string().nullable(),
  sentAt: z.string().nullable(),
  email: z.object({ status: z.string(), error: z.string().nullable(), toEmail: z.string() }).nullable(),
  payments: z.array(invoicePayment),
  createdAt: z.string(),
});
export type Invoice = z.infer<typeof invoice>;
export const invoiceResponse = z.object({ invoice });
export const invoiceListResponse = z.object({ items: z.array(invoice) });

const money = (label: string) => z.number().int(`${label} is whole cents`).min(1, `${label} must be more than zero`).max(1_000_000_000, `${label} is too large`);

/** POST /api/orders/:id/invoices: a deposit or progress bill is an amount or a percentage of the order's total; the final bills what is left. */
export const createInvoiceRequest = z
  .object({
    kind: z.enum(INVOICE_KINDS, { error: 'Deposit, progress or final' }),
    amountCents: money('Amount').optional(),
    percent: z.number().min(1, 'At least 1%').max(100, 'At most 100%').optional(),
    issuedOn: isoDay('Issue date').optional(),
    dueInDays: z.number().int().min(0).max(365).optional(),
    notes: z.string().trim().max(2000, 'Notes must be at most 2000 characters').nullish(),
  })
  .strict()
  .superRefine((r, ctx) => {
    if (r.kind !== 'final' && r.amountCents === undefined && r.percent === undefined) ctx.addIssue({ code: 'custom', path: ['amountCents'], message: INVOICE_MESSAGES.amountOrPercent });
  });
export type CreateInvoiceRequest = z.input<typeof createInvoiceRequest>;

export const paymentRequest = z
  .object({
    amountCents: money('Amount'),
    paidOn: isoDay('Payment date'),
    method: z.string().trim().max(60, 'Method must be at most 60 characters').nullish(),
    note: z.string().trim().max(500, 'Note must be at most 500 characters').nullish(),
  })
  .strict();
export type PaymentRequest = z.input<typeof paymentRequest>;

export const sendInvoiceRequest = z.object({ message: z.string().trim().max(5000, 'Message must be at most 5000 characters').nullish() }).strict();

// ---- the workspace's order settings ----

export const orderSettings = z.object({
  /** Reps' commission, percent of the gross profit of their orders. */
  commissionPct: z.number(),
  invoiceDueDays: z.number().int(),
  poTerms: z.string(),
});
export type OrderSettings = z.infer<typeof orderSettings>;
export const DEFAULT_ORDER_SETTINGS: OrderSettings = { commissionPct: 10, invoiceDueDays: 30, poTerms: 'Net 30. Please confirm receipt, send a proof before production and quote our PO number on every invoice and shipment.' };
export const orderSettingsResponse = z.object({ settings: orderSettings });
export const updateOrderSettingsRequest = z
  .object({
    commissionPct: z.number().min(0, 'Commission cannot be negative').max(100, 'Commission is at most 100%').optional(),
    invoiceDueDays: z.number().int().min(0).max(365).optional(),
    poTerms: z.string().trim().max(1000, 'Terms must be at most 1000 characters').optional(),
  })
  .strict();

// ---- reports and exports ----

/** GET /api/orders/:id/margin: sell, cost and profit per line and in total (roles that see costs). */
export const marginReport = z.object({
  lines: z.array(z.object({ id: z.string(), name: z.string(), quantity: z.number().int(), sellCents: z.number().int(), costCents: z.number().int(), profitCents: z.number().int(), marginPct: z.number() })),
  total: z.object({ sellCents: z.number().int(), costCents: z.number().int(), profitCents: z.number().int(), marginPct: z.number() }),
});
export type MarginReport = z.infer<typeof marginReport>;

const range = {
  from: isoDay('From').optional(),
  to: isoDay('To').optional(),
};
export const commissionQuery = z.object(range);
/** Per rep: orders made in the period, their sell (merchandise, without shipping and tax), cost, gross profit and commission. */
export const commissionReport = z.object({
  from: z.string(),
  to: z.string(),
  commissionPct: z.number(),
  basis: z.string(),
  rows: z.array(z.object({ repId: z.string().nullable(), repName: z.string(), orders: z.number().int(), sellCents: z.number().int(), costCents: z.number().int(), profitCents: z.number().int(), commissionCents: z.number().int() })),
  total: z.object({ orders: z.number().int(), sellCents: z.number().int(), costCents: z.number().int(), profitCents: z.number().int(), commissionCents: z.number().int() }),
});
export type CommissionReport = z.infer<typeof commissionReport>;

export const EXPORT_FORMATS = ['quickbooks', 'xero'] as const;
export const EXPORT_KINDS = ['invoices', 'bills'] as const;
export const exportQuery = z.object({
  format: z.enum(EXPORT_FORMATS, { error: 'QuickBooks Online or Xero' }),
  kind: z.enum(EXPORT_KINDS, { error: 'Invoices or bills' }),
  ...range,
});
