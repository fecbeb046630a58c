import { z } from 'zod';
import { addDays, isDay, startOfDay } from './task-rules.js';

/**
 * docs/product.md#orders: the rules of orders and supplier purchase orders that both sides apply —
 * the ship-to address a client gives, the purchase order's steps, and when a purchase order is at
 * risk of arriving late. Pure, zod only.
 */

const line = (label: string, max: number) => z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);
const optionalLine = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** Where goods are delivered. */
export const shipToAddress = z
  .object({
    name: line('Name', 120),
    company: optionalLine('Company', 160),
    line1: line('Street address', 200),
    line2: optionalLine('Address line 2', 200),
    city: line('City', 100),
    region: optionalLine('State or region', 100),
    postalCode: line('Postal code', 20),
    country: z
      .string()
      .trim()
      .max(60, 'Country must be at most 60 characters')
      .nullish()
      .transform((v) => v || 'US'),
    phone: optionalLine('Phone', 40),
  })
  .strict();
export type ShipToAddress = z.output<typeof shipToAddress>;
export type ShipToInput = z.input<typeof shipToAddress>;

/** One address on one line (documents, board): "Ana Núñez, 12 Main St, Austin, TX 78701". */
export const addressLine = (a: ShipToAddress): string =>
  [a.name, a.company, a.line1, a.line2, a.city, [a.region, a.postalCode].filter(Boolean).join(' '), a.country === 'US' ? null : a.country].filter(Boolean).join(', ');

/** `YYYY-MM-DD`, a real calendar day. */
export const isoDay = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine(isDay, `${label} must be a real date`);

/** What the client gives when they approve on their link (all optional for the API; the page asks for the address). */
export const clientDelivery = z
  .object({
    shipTo: shipToAddress.nullish(),
    inHandsDate: isoDay('In-hands date').nullish(),
    poNumber: optionalLine('PO number', 60),
  })
  .strict();
export type ClientDelivery = z.output<typeof clientDelivery>;

// ---- purchase orders: the steps ----

export const PO_STATUSES = ['draft', 'sent', 'acknowledged', 'proof_received', 'proof_approved', 'in_production', 'shipped', 'delivered'] as const;
export type PoStatus = (typeof PO_STATUSES)[number];

export const PO_STATUS_LABELS: Record<PoStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  acknowledged: 'Acknowledged',
  proof_received: 'Proof received',
  proof_approved: 'Proof approved',
  in_production: 'In production',
  shipped: 'Shipped',
  delivered: 'Delivered',
};

/** The steps a rep may set by hand (sending is its own action: the email goes with it). */
export const MANUAL_PO_STATUSES = ['acknowledged', 'proof_received', 'proof_approved', 'in_production', 'shipped', 'delivered'] as const satisfies readonly PoStatus[];

/** Where a step stands in PO_STATUSES (an unknown one: -1). */
export const poStepRank = (s: string) => PO_STATUSES.indexOf(s as PoStatus);

export const PO_MESSAGES = {
  notSentYet: 'Send the purchase order to the supplier first',
  backwards: 'A purchase order only moves forward: this step is already behind it',
  proofFirst: 'The proof is not approved yet: approve it, or start production with an override and its reason',
  shipmentDetails: 'A shipment needs the carrier, the tracking number and the ship date',
  alreadySent: 'This purchase order was already sent',
  noSupplierEmail: 'This supplier has no order email: add it under Suppliers, then send',
  changedAfterSent: 'This order has purchase orders with suppliers: say why you are changing it (a revision)',
  noApprovedLines: 'Nothing is approved on this proposal yet: an order is made from approved lines',
  inHandsAfterSent: 'This purchase order went to the supplier with its in-hands date: change the order’s date instead (a revision sends it again)',
} as const;

/**
 * What a purchase order's lines lack before the supplier can fill them (docs/product.md#orders): a
 * line without a colour. The order page shows these by the purchase order until it is sent.
 */
export const poLineWarnings = (lines: ReadonlyArray<{ name: string; color: string | null }>): string[] =>
  lines.filter((l) => !l.color).map((l) => `No colour for ${l.name}: ask the client, then give it to the supplier in your message`);

/**
 * Why a purchase order cannot move from `from` to `to`, or null when it can. Production before the
 * proof is approved needs an override (recorded with its reason).
 */
export function poTransitionProblem(from: PoStatus, to: PoStatus, opts: { override: boolean }): string | null {
  if (from === 'draft') return PO_MESSAGES.notSentYet;
  if (poStepRank(to) <= poStepRank(from)) return PO_MESSAGES.backwards;
  if ((to === 'in_production' || to === 'shipped' || to === 'delivered') && poStepRank(from) < poStepRank('proof_approved') && !opts.override) return PO_MESSAGES.proofFirst;
  return null;
}

/** POST /api/purchase-orders/:id/status. */
export const poStatusRequest = z
  .object({
    status: z.enum(MANUAL_PO_STATUSES, { error: 'Unknown step' }),
    carrier: optionalLine('Carrier', 60),
    trackingNumber: optionalLine('Tracking number', 80),
    shipDate: isoDay('Ship date').nullish(),
    /** Production (or later) before the proof is approved: why. */
    overrideReason: optionalLine('Reason', 500),
    note: optionalLine('Note', 1000),
  })
  .strict()
  .superRefine((r, ctx) => {
    if (r.status === 'shipped' && (!r.carrier || !r.trackingNumber || !r.shipDate)) ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: PO_MESSAGES.shipmentDetails });
  });
export type PoStatusRequest = z.input<typeof poStatusRequest>;

/**
 * PATCH /api/purchase-orders/:id, before it is sent: the date the supplier must deliver by when it is
 * not the order's (an earlier one for decoration elsewhere, a later one for a second drop); null
 * follows the order's date again.
 */
export const updatePoRequest = z.object({ inHandsDate: isoDay('In-hands date').nullable() }).strict();
export type UpdatePoRequest = z.input<typeof updatePoRequest>;

// ---- late risk ----

/** Days a proof may wait for approval before the purchase order is flagged. */
export const PROOF_WAIT_DAYS = 3;
/** Transit days when a supplier has none of its own. */
export const DEFAULT_TRANSIT_DAYS = 5;

export type LateRisk = { late: boolean; reason: string | null };

const dayMs = 86_400_000;

/**
 * Whether an open purchase order risks missing its in-hands date: its ship date (or, before it
 * ships, today) plus the supplier's transit days passes the in-hands date, or a proof has waited
 * for approval more than PROOF_WAIT_DAYS days. `today` is the workspace clock's day.
 */
export function lateRiskOf(po: { status: PoStatus; inHandsDate: string | null; shipDate: string | null; statusChangedAt: string }, transitDays: number, today: string): LateRisk {
  if (po.status === 'delivered') return { late: false, reason: null };
  if (po.inHandsDate) {
    const from = po.shipDate ?? today;
    const arrives = addDays(from, Math.max(0, transitDays));
    if (arrives > po.inHandsDate) {
      return { late: true, reason: po.shipDate ? `Shipped ${po.shipDate}: arrives about ${arrives}, after the in-hands date` : `Shipping today still arrives about ${arrives}, after the in-hands date` };
    }
  }
  if (po.status === 'proof_received') {
    const waited = Math.floor((startOfDay(today).getTime() - startOfDay(po.statusChangedAt.slice(0, 10)).getTime()) / dayMs);
    if (waited > PROOF_WAIT_DAYS) return { late: true, reason: `The proof has waited ${waited} days for approval` };
  }
  return { late: false, reason: null };
}
