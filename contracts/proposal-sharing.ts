import { z } from 'zod';
import { imprintArea } from './imprint.js';
import { PROPOSAL_STATUSES } from './proposal-status.js';
import { clientDelivery, shipToAddress } from './order-rules.js';
import { publicOrderState } from './orders.js';
import { CLIENT_ACTION_KINDS, LINE_STATUSES, MAX_QUANTITY, type ClientActionKind } from './proposals.js';

/**
 * A proposal's client link (docs/product.md#proposals): the seller shares it, the client opens it
 * without an account, sees sell prices only and acts on it (choose, comment, approve…).
 */

export const CLIENT_TEXT_MAX = 2000;
/** The most client actions (proposals) or comments (decks) one shared document takes through its links. */
export const CLIENT_ACTIONS_MAX = 200;
export const COMMENT_LIMIT_MESSAGE = 'This link has reached its comment limit.';
export const ACTION_LIMIT_MESSAGE = 'This link has reached its limit of client actions.';
export const MAX_LINK_DAYS = 365;

/** POST /api/proposals/:id/share. */
export const createShareRequest = z
  .object({ expiresInDays: z.number().int('Days must be whole').min(1, 'A link lasts at least 1 day').max(MAX_LINK_DAYS, `A link lasts at most ${MAX_LINK_DAYS} days`).nullish() })
  .strict();
export const shareResponse = z.object({ url: z.string(), token: z.string(), expiresAt: z.string().nullable() });
export type ShareResponse = z.infer<typeof shareResponse>;

/** POST /api/public/proposals/:token/actions. */
export const clientActionRequest = z
  .object({
    kind: z.enum(CLIENT_ACTION_KINDS, { error: 'Unknown action' }),
    lineId: z.uuid({ error: 'Invalid line id' }).nullish(),
    tierQty: z.number().int().min(1).max(MAX_QUANTITY).nullish(),
    color: z.string().trim().max(80, 'Colour must be at most 80 characters').nullish(),
    text: z.string().trim().max(CLIENT_TEXT_MAX, `Comments must be at most ${CLIENT_TEXT_MAX} characters`).nullish(),
    name: z.string({ error: 'Your name is required' }).trim().min(1, 'Your name is required').max(120, 'Name must be at most 120 characters'),
    email: z.email({ error: 'Enter a valid email' }).max(254, 'Enter a valid email'),
    /** With an approval: where and when to deliver, and the client's PO number (docs/product.md#orders). */
    delivery: clientDelivery.nullish(),
  })
  .strict()
  .superRefine((a, ctx) => {
    if (a.delivery && a.kind !== 'approve') ctx.addIssue({ code: 'custom', path: ['delivery'], message: 'Delivery details go with an approval' });
    if (a.kind === 'comment' && !a.text) ctx.addIssue({ code: 'custom', path: ['text'], message: 'Write a comment' });
    if (a.kind === 'choose') {
      if (!a.lineId) ctx.addIssue({ code: 'custom', path: ['lineId'], message: 'Choose a product' });
      if (a.tierQty == null && !a.color) ctx.addIssue({ code: 'custom', path: ['tierQty'], message: 'Choose a quantity or a colour' });
    }
  });
export type ClientActionRequest = z.input<typeof clientActionRequest>;

// ---- what the client sees: sell prices only ----

export const publicTier = z.object({
  quantity: z.number(),
  unitSellCents: z.number(),
  setupSellCents: z.number(),
  lineTotalCents: z.number(),
  allInUnitSellCents: z.number(),
});
export const publicLine = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    imageUrl: z.string().nullable(),
    /** Where the client's logo is drawn on the picture (the imprint area with the seller's nudge). */
    logoArea: imprintArea,
    colors: z.array(z.string()),
    color: z.string().nullable(),
    decoration: z.object({ label: z.string(), locations: z.array(z.string()), colors: z.array(z.string()) }).nullable(),
    tiers: z.array(publicTier),
    chosenQty: z.number().nullable(),
    chosenColor: z.string().nullable(),
    status: z.enum(LINE_STATUSES),
  })
  .strict();
export type PublicLine = z.infer<typeof publicLine>;
export const publicAction = z
  .object({ id: z.string(), kind: z.enum(CLIENT_ACTION_KINDS), lineId: z.string().nullable(), actorName: z.string(), text: z.string().nullable(), tierQty: z.number().nullable(), color: z.string().nullable(), at: z.string() })
  .strict();
/**
 * The workspace's branding as a client link shows it. `logoVersion`: the version of the
 * workspace's uploaded logo (served through the link: publicBrandingLogoPath), null when none.
 */
export const publicBranding = z.object({ companyName: z.string(), logoVersion: z.string().nullable(), primaryColor: z.string(), secondaryColor: z.string() }).strict();
export type PublicBranding = z.infer<typeof publicBranding>;

export const publicProposal = z
  .object({
    title: z.string(),
    status: z.enum(PROPOSAL_STATUSES),
    message: z.string().nullable(),
    expiresAt: z.string().nullable(),
    inHandsDate: z.string().nullable(),
    lines: z.array(publicLine),
    totals: z.object({ subtotalCents: z.number(), shippingCents: z.number(), taxCents: z.number(), taxRatePct: z.number(), grandTotalCents: z.number() }).strict(),
    branding: publicBranding,
    rep: z.object({ name: z.string(), email: z.string() }).strict(),
    clientName: z.string().nullable(),
    /** The version of the client's logo (GET /api/public/proposals/:token/logo?v=…), null when there is none. */
    clientLogoVersion: z.string().nullable(),
    actions: z.array(publicAction),
    /** What the client gave at approval (null until then). */
    delivery: z.object({ shipTo: shipToAddress.nullable(), inHandsDate: z.string().nullable(), poNumber: z.string().nullable() }).strict().nullable(),
    /** The order made from the approval: its progress and shipments (null until the rep makes it). */
    order: publicOrderState.nullable(),
    updatedAt: z.string(),
  })
  .strict();
export type PublicProposal = z.infer<typeof publicProposal>;
export const publicProposalResponse = z.object({ proposal: publicProposal });

/** The toast a client action raises in the seller's tabs: "Acme approved 3 of 5 items". */
export function clientActionSummary(who: string, kind: ClientActionKind, approved: number, total: number, lineName?: string | null): string {
  switch (kind) {
    case 'approve':
      return `${who} approved ${approved} of ${total} items`;
    case 'request_changes':
      return lineName ? `${who} requested changes to ${lineName}` : `${who} requested changes`;
    case 'decline':
      return lineName ? `${who} declined ${lineName}` : `${who} declined the proposal`;
    case 'comment':
      return lineName ? `${who} commented on ${lineName}` : `${who} commented`;
    case 'choose':
      return lineName ? `${who} changed ${lineName}` : `${who} made a choice`;
  }
}

/** Socket.IO namespace of a client link (auth: the token in the handshake). */
export const PUBLIC_PROPOSALS_NAMESPACE = '/public-proposals';
/** Sent on that namespace: the proposal as the client sees it, after any change. */
export const PUBLIC_PROPOSAL_EVENT = 'proposal';
/** Sent on that namespace when the link is revoked or expires, just before the socket is closed. */
export const PUBLIC_LINK_CLOSED_EVENT = 'link.closed';
export const LINK_CLOSED_MESSAGE = 'This link is no longer available. Ask your representative for a new one.';

/** The client's logo through their link: the token is the only key, the version only busts caches. */
export const publicLogoPath = (linkToken: string, version: string) => `/api/public/proposals/${encodeURIComponent(linkToken)}/logo?v=${version}`;
/** The workspace's own logo through a client link (`kind`: the link's page); the token is the only key. */
export const publicBrandingLogoPath = (kind: 'proposals' | 'presentations', linkToken: string, version: string) =>
  `/api/public/${kind}/${encodeURIComponent(linkToken)}/branding-logo?v=${version}`;
