import { z } from 'zod';
import { DECORATION_METHODS, decorationOption } from './decoration.js';
import { expectedUpdatedAt } from './stale-save.js';
import { imprintArea, logoNudge } from './imprint.js';

/**
 * Proposals (docs/product.md#proposals): priced lines with quantity tiers and decoration, a
 * client link, and what the client did through it. Money is integer cents; margins and tax
 * rates are percentages on the wire (37.5 = 37.5%) and basis points inside the server.
 */

// The client link (share, what the client sees, their actions): contracts/proposal-sharing.ts.
// The routes: contracts/proposals-api.ts.

import { PROPOSAL_STATUSES } from './proposal-status.js';
import { shipToAddress } from './order-rules.js';
export { PROPOSAL_STATUSES, PROPOSAL_STATUS_LABELS, type ProposalStatus } from './proposal-status.js';
// A proposal's list row from the proposal: contracts/proposal-summary.ts (it reads this file's types).

export const LINE_STATUSES = ['open', 'approved', 'changes_requested', 'declined'] as const;
export type LineStatus = (typeof LINE_STATUSES)[number];

export const CLIENT_ACTION_KINDS = ['choose', 'comment', 'approve', 'request_changes', 'decline'] as const;
export type ClientActionKind = (typeof CLIENT_ACTION_KINDS)[number];

export const PROPOSAL_TITLE_MAX = 200;
export const PROPOSAL_TEXT_MAX = 5000;
export const PROPOSAL_LINES_MAX = 50;
export const MAX_TIERS = 3;
export const MAX_QUANTITY = 1_000_000;
/** $100,000.00: no unit price or charge of a promotional product is near it. */
export const MAX_CENTS = 10_000_000;
export const MAX_SHIPPING_CENTS = 100_000_000;
export const MAX_MARGIN_PCT = 95;
export const MIN_MARGIN_PCT = -95;
export const MAX_TAX_PCT = 30;

export const NEGATIVE_MARGIN_MESSAGE = 'A margin below 0% needs an explicit override';

const cents = (label: string, max = MAX_CENTS) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be whole cents`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} is too large`);
const percent = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .min(min, `${label} must be at least ${min}%`)
    .max(max, `${label} must be at most ${max}%`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, `${label} takes at most two decimals`);

const title = z
  .string({ error: 'Title is required' })
  .trim()
  .min(1, 'Title is required')
  .max(PROPOSAL_TITLE_MAX, `Title must be at most ${PROPOSAL_TITLE_MAX} characters`);
const longText = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(PROPOSAL_TEXT_MAX, `${label} must be at most ${PROPOSAL_TEXT_MAX} characters`)
    .nullish()
    .transform((v) => (v ? v : null));
const isoDate = z.iso.date({ error: 'Use a date like 2026-03-31' });
const isoDateTime = z.iso.datetime({ offset: true, error: 'Use a date and time like 2026-03-31T17:00:00Z' });

/** One to three quantities, strictly increasing (the same rule as server/proposals/pricing.ts). */
export const tiers = z
  .array(
    z
      .number({ error: 'Quantities must be numbers' })
      .int('Quantities must be whole numbers')
      .min(1, 'Quantities must be at least 1')
      .max(MAX_QUANTITY, `Quantities must be at most ${MAX_QUANTITY.toLocaleString('en-US')}`),
    { error: 'Tiers must be a list of quantities' },
  )
  .min(1, 'Give at least one quantity')
  .max(MAX_TIERS, `Give at most ${MAX_TIERS} quantities`)
  .refine((qs) => qs.every((q, i) => i === 0 || q > qs[i - 1]), 'Quantities must increase from one tier to the next');

const shortText = (label: string, max = 80) => z.string({ error: `${label} must be text` }).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

export const decorationInput = z
  .object({
    method: z.enum(DECORATION_METHODS, { error: 'Choose a decoration method' }),
    locations: z.array(shortText('Location'), { error: 'Locations must be a list' }).min(1, 'Choose at least one imprint location').max(6, 'At most 6 imprint locations'),
    /** Ink or thread colours ('PMS 186 red'…); empty for full-colour methods. */
    colors: z.array(shortText('Imprint colour'), { error: 'Imprint colours must be a list' }).max(12, 'At most 12 imprint colours').default([]),
    /** The one-time setup charge at cost; default: the product's charge for the method × locations. */
    setupCents: cents('Setup charge').optional(),
    /** The run charge per unit at cost; default: the product's charge for the method × locations. */
    runCents: cents('Run charge').optional(),
  })
  .strict();
export type DecorationInput = z.input<typeof decorationInput>;

const productId = z
  .string({ error: 'Product is required' })
  .trim()
  .min(1, 'Product is required')
  .max(64, 'Invalid product id')
  .regex(/^[A-Za-z0-9-]+$/, 'Invalid product id');

const lineFields = {
  tiers,
  color: shortText('Colour').nullish(),
  decoration: decorationInput.nullish(),
  /** Null: the proposal's margin. */
  marginPct: percent('Margin', MIN_MARGIN_PCT, MAX_MARGIN_PCT).nullish(),
  /** A sell price per unit that replaces the margin's; null: priced from the margin. */
  unitSellCents: cents('Unit sell price').nullish(),
  /** The seller accepts selling this line below cost. */
  allowNegativeMargin: z.boolean({ error: 'allowNegativeMargin must be true or false' }).optional(),
};

/** POST /api/proposals/:id/lines. */
export const createLineRequest = z.object({ productId, ...lineFields }).strict();
export type CreateLineRequest = z.input<typeof createLineRequest>;

/** PATCH /api/proposals/:id/lines/:lineId. */
export const updateLineRequest = z
  .object({
    ...lineFields,
    tiers: tiers.optional(),
    position: z.number().int().min(0).max(PROPOSAL_LINES_MAX).optional(),
    /** The proposal's `updatedAt` when the edit began (every change stamps it; contracts/stale-save.ts). */
    expectedUpdatedAt,
    /** Where the client's logo sits on the picture, moved from the imprint area; null: as the area says. */
    logoNudge: logoNudge.nullish(),
  })
  .strict();
export type UpdateLineRequest = z.input<typeof updateLineRequest>;

const proposalFields = {
  companyId: z.uuid({ error: 'Invalid company id' }).nullish(),
  marginPct: percent('Margin', MIN_MARGIN_PCT, MAX_MARGIN_PCT),
  shippingCents: cents('Shipping estimate', MAX_SHIPPING_CENTS),
  taxRatePct: percent('Tax rate', 0, MAX_TAX_PCT),
  message: longText('Message'),
  internalNotes: longText('Internal notes'),
  expiresAt: isoDateTime.nullish(),
  inHandsDate: isoDate.nullish(),
};

/** POST /api/proposals (`lines`: e.g. the chat's picks, each with the quantity it understood). */
export const createProposalRequest = z
  .object({
    title,
    ...proposalFields,
    marginPct: proposalFields.marginPct.optional(),
    shippingCents: proposalFields.shippingCents.optional(),
    taxRatePct: proposalFields.taxRatePct.optional(),
    lines: z.array(createLineRequest).max(PROPOSAL_LINES_MAX, `A proposal holds at most ${PROPOSAL_LINES_MAX} lines`).optional(),
    /** The chat it was made from: its company becomes the proposal's (unless companyId says otherwise). */
    sessionId: z.uuid({ error: 'Invalid session id' }).nullish(),
    allowNegativeMargin: z.boolean().optional(),
  })
  .strict();
export type CreateProposalRequest = z.input<typeof createProposalRequest>;

/** PATCH /api/proposals/:id. */
export const updateProposalRequest = z
  .object({
    title: title.optional(),
    status: z.enum(PROPOSAL_STATUSES, { error: 'Unknown status' }).optional(),
    companyId: proposalFields.companyId,
    marginPct: proposalFields.marginPct.optional(),
    shippingCents: proposalFields.shippingCents.optional(),
    taxRatePct: proposalFields.taxRatePct.optional(),
    message: proposalFields.message.optional(),
    internalNotes: proposalFields.internalNotes.optional(),
    expiresAt: proposalFields.expiresAt,
    inHandsDate: proposalFields.inHandsDate,
    allowNegativeMargin: z.boolean().optional(),
    /** The proposal's `updatedAt` when the edit began (contracts/stale-save.ts). */
    expectedUpdatedAt,
  })
  .strict();
export type UpdateProposalRequest = z.input<typeof updateProposalRequest>;

// ---- responses ----

export const tierPrice = z.object({
  quantity: z.number(),
  unitCostCents: z.number(),
  unitSellCents: z.number(),
  setupCostCents: z.number(),
  setupSellCents: z.number(),
  lineTotalCents: z.number(),
  allInUnitSellCents: z.number(),
  costTotalCents: z.number(),
  profitCents: z.number(),
  marginPct: z.number(),
});
export type TierPriceView = z.infer<typeof tierPrice>;


export const lineDecoration = z.object({
  method: z.enum(DECORATION_METHODS),
  label: z.string(),
  locations: z.array(z.string()),
  colors: z.array(z.string()),
  setupCents: z.number(),
  runCents: z.number(),
});

export const lineProduct = z.object({
  id: z.string(),
  source: z.enum(['builtin', 'sage']),
  name: z.string(),
  itemNum: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  colors: z.array(z.string()),
  supplierName: z.string(),
  minQuantity: z.number(),
  /** List price and the distributor's net cost per price break. */
  priceBreaks: z.array(z.object({ minQty: z.number(), listCents: z.number(), netCents: z.number() })),
  decorationOptions: z.array(decorationOption),
  /** Where the net costs come from: SAGE's net prices, the supplier's price code, or an estimate from the catalogue's price code. */
  costSource: z.enum(['net', 'price_code', 'estimate']),
  /** Where a logo goes on the picture (a built-in product's own area; outside pictures: centred). */
  imprintArea,
});

export const proposalLine = z.object({
  id: z.string(),
  position: z.number(),
  product: lineProduct,
  tiers: z.array(z.number()),
  color: z.string().nullable(),
  decoration: lineDecoration.nullable(),
  /** The line's own margin; null: the proposal's. */
  marginPct: z.number().nullable(),
  effectiveMarginPct: z.number(),
  unitSellCents: z.number().nullable(),
  allowNegativeMargin: z.boolean(),
  chosenQty: z.number().nullable(),
  chosenColor: z.string().nullable(),
  logoNudge: logoNudge.nullable(),
  status: z.enum(LINE_STATUSES),
  prices: z.array(tierPrice),
  /** Why the line has no prices (e.g. the product is gone from the catalogue). */
  pricingError: z.string().nullable(),
});
export type ProposalLine = z.infer<typeof proposalLine>;

/** The colour a line is made in: the client's choice, else the seller's (null: not decided). Its picture is drawn in it. */
export const lineColorOf = (line: { color: string | null; chosenColor: string | null }): string | null => line.chosenColor ?? line.color;

/**
 * The colour a line is ordered in (docs/product.md#orders): lineColorOf, else the product's only
 * colour (`colors`: the colours the product comes in); null while the client has yet to choose.
 */
export const orderedColorOf = (line: { color: string | null; chosenColor: string | null }, colors: readonly string[]): string | null =>
  lineColorOf(line) ?? (colors.length === 1 ? colors[0]! : null);

/** Whether the line's colour is still the client's to choose: the product comes in several and none is set. */
export const colorToChoose = (line: { color: string | null; chosenColor: string | null }, colors: readonly string[]): boolean =>
  colors.length > 1 && lineColorOf(line) === null;

/** Why an approval waits (docs/product.md#proposals): "Choose a colour for Oakridge Pen before approving". */
export const chooseColorMessage = (productNames: readonly string[]): string =>
  `Choose a colour for ${new Intl.ListFormat('en', { type: 'conjunction' }).format([...new Set(productNames)])} before approving`;

export const proposalTotals = z.object({
  subtotalCents: z.number(),
  shippingCents: z.number(),
  taxCents: z.number(),
  grandTotalCents: z.number(),
  costCents: z.number(),
  profitCents: z.number(),
  marginPct: z.number(),
});

export const clientAction = z.object({
  id: z.string(),
  kind: z.enum(CLIENT_ACTION_KINDS),
  lineId: z.string().nullable(),
  actorName: z.string(),
  /** The email the client gave: in the seller's HTTP answers, never in events (an action heard live has none). */
  actorEmail: z.string().optional(),
  text: z.string().nullable(),
  tierQty: z.number().nullable(),
  color: z.string().nullable(),
  at: z.string(),
});
export type ClientAction = z.infer<typeof clientAction>;

export const shareState = z.object({ active: z.boolean(), createdAt: z.string().nullable(), expiresAt: z.string().nullable() });

export const proposal = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(PROPOSAL_STATUSES),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  /** The client company's uploaded logo, drawn on each line's picture; null when it has none. */
  companyLogoUrl: z.string().nullable(),
  /** The research chat it was made from. */
  sessionId: z.string().nullable(),
  marginPct: z.number(),
  shippingCents: z.number(),
  taxRatePct: z.number(),
  message: z.string().nullable(),
  internalNotes: z.string().nullable(),
  expiresAt: z.string().nullable(),
  inHandsDate: z.string().nullable(),
  /** Where the client asked for delivery at approval, and their PO number (docs/product.md#orders). */
  shipTo: shipToAddress.nullable(),
  clientPoNumber: z.string().nullable(),
  /** The sales order made from it, if any. */
  order: z.object({ id: z.string(), number: z.number().int() }).nullable(),
  lines: z.array(proposalLine),
  totals: proposalTotals,
  share: shareState,
  actions: z.array(clientAction),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Proposal = z.infer<typeof proposal>;
export const proposalResponse = z.object({ proposal });

export const proposalSummary = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(PROPOSAL_STATUSES),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  sessionId: z.string().nullable(),
  lineCount: z.number(),
  approvedCount: z.number(),
  grandTotalCents: z.number(),
  profitCents: z.number(),
  updatedAt: z.string(),
  createdAt: z.string(),
});
export type ProposalSummary = z.infer<typeof proposalSummary>;

/** GET /api/proposals (optionally only those made from one chat). */
export const listProposalsQuery = z.object({ sessionId: z.uuid({ error: 'Invalid session id' }).optional() });
export const proposalListResponse = z.object({ items: z.array(proposalSummary) });

// ---- the workspace's proposal settings ----

/** What new proposals start with. */
export const proposalSettings = z.object({ defaultMarginPct: z.number() });
export type ProposalSettings = z.infer<typeof proposalSettings>;
export const proposalSettingsResponse = z.object({ settings: proposalSettings });
/** PUT /api/settings/proposals: a default below 0% is not a default (a proposal or line may still go below with the override). */
export const updateProposalSettingsRequest = z.object({ defaultMarginPct: percent('Default margin', 0, MAX_MARGIN_PCT) }).strict();
export type UpdateProposalSettingsRequest = z.input<typeof updateProposalSettingsRequest>;
