import type { ClientAction, Proposal, ProposalLine } from '../../contracts/proposals.js';
import type { PublicProposal } from '../../contracts/proposal-sharing.js';
import { LINE_STATUSES, PROPOSAL_STATUSES, lineColorOf, type LineStatus, type ProposalStatus } from '../../contracts/proposals.js';
import { DECORATION_LABELS } from '../../contracts/decoration.js';
import { companyLogoPath } from '../../contracts/company-logo.js';
import { logoNudge, logoPlacement, type LogoNudge } from '../../contracts/imprint.js';
import { presentLineProduct, readSnapshot } from './line-product.js';
import { presentDecoration, presentTier, priceOf, readDecoration } from './line-pricing.js';
import { bpToPercent, proposalTotals, type TierPrice } from './pricing.js';
import type { ActionRow, LineRow, ProposalRecord } from './queries.js';

/** A stored nudge, or null when there is none (or an older row holds something else). */
const readNudge = (stored: unknown): LogoNudge | null => {
  const parsed = logoNudge.safeParse(stored);
  return parsed.success ? parsed.data : null;
};

const statusOf = (s: string): ProposalStatus => ((PROPOSAL_STATUSES as readonly string[]).includes(s) ? (s as ProposalStatus) : 'draft');
const lineStatusOf = (s: string): LineStatus => ((LINE_STATUSES as readonly string[]).includes(s) ? (s as LineStatus) : 'open');

function presentLine(line: LineRow, proposalMarginBp: number): { line: ProposalLine; prices: TierPrice[] } {
  const product = readSnapshot(line.product);
  const decoration = readDecoration(line.decoration);
  const marginBp = line.marginBp ?? proposalMarginBp;
  const { prices, error } = priceOf({ product, tiers: line.tiers, decoration, marginBp, unitSellCents: line.unitSellCents });
  const presented: ProposalLine = {
    id: line.id,
    position: line.position,
    product: presentLineProduct(line.productId, line.productSource === 'sage' ? 'sage' : 'builtin', product, lineColorOf(line)),
    tiers: line.tiers,
    color: line.color,
    decoration: presentDecoration(decoration),
    marginPct: line.marginBp === null ? null : bpToPercent(line.marginBp),
    effectiveMarginPct: bpToPercent(marginBp),
    unitSellCents: line.unitSellCents,
    allowNegativeMargin: line.lossAllowed,
    chosenQty: line.chosenQty,
    chosenColor: line.chosenColor,
    logoNudge: readNudge(line.logoNudge),
    status: lineStatusOf(line.status),
    prices: prices.map(presentTier),
    pricingError: error,
  };
  return { line: presented, prices };
}

export const presentAction = (a: ActionRow): ClientAction => ({
  id: a.id,
  kind: a.kind as ClientAction['kind'],
  lineId: a.lineId,
  actorName: a.actorName,
  actorEmail: a.actorEmail,
  text: a.text,
  tierQty: a.tierQty,
  color: a.color,
  at: a.at.toISOString(),
});

/** The proposal as the workspace sees it: costs, margins and profit included. Totals come from pricing.ts. */
export function presentProposal(record: ProposalRecord): Proposal {
  const { row } = record;
  const priced = record.lines.map((l) => presentLine(l, row.marginBp));
  const lines = priced.map((p) => p.line);
  // A line the client declined is not part of the order.
  const totals = proposalTotals({
    lines: priced.filter((p) => p.line.status !== 'declined').map((p) => ({ tiers: p.prices, chosenQuantity: p.line.chosenQty })),
    shippingCents: row.shippingCents,
    taxRateBp: row.taxRateBp,
  });
  const { marginBp, ...money } = totals;
  return {
    id: row.id,
    title: row.title,
    status: statusOf(row.status),
    companyId: row.companyId,
    companyName: record.companyName,
    companyLogoUrl: row.companyId && record.companyLogoHash ? companyLogoPath(row.companyId, record.companyLogoHash) : null,
    sessionId: row.sessionId,
    marginPct: bpToPercent(row.marginBp),
    shippingCents: row.shippingCents,
    taxRatePct: bpToPercent(row.taxRateBp),
    message: row.message,
    internalNotes: row.internalNotes,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    inHandsDate: row.inHandsDate,
    shipTo: row.shipTo ?? null,
    clientPoNumber: row.clientPoNumber,
    order: record.order ? { id: record.order.id, number: record.order.number } : null,
    lines,
    totals: { ...money, marginPct: bpToPercent(marginBp) },
    share: { active: record.share !== null, createdAt: record.share?.createdAt.toISOString() ?? null, expiresAt: record.share?.expiresAt?.toISOString() ?? null },
    actions: record.actions.map(presentAction),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}


/** A client action as events carry it to every seller tab: without the email the client gave. */
export const heardAction = ({ actorEmail: _email, ...action }: ClientAction): Omit<ClientAction, 'actorEmail'> => action;

/** The proposal as events carry it: the clients' emails stay in the seller's HTTP answers. */
export const proposalForEvent = (p: Proposal): Proposal => ({ ...p, actions: p.actions.map(heardAction) });

export type PublicExtras = {
  branding: PublicProposal['branding'];
  rep: PublicProposal['rep'];
  clientName: string | null;
  clientLogoVersion: string | null;
  order: PublicProposal['order'];
};

/**
 * What a client link shows: a whitelist of the seller's view. Cost, margin, profit, supplier,
 * item numbers, internal notes and the clients' emails are not copied.
 */
export function presentPublic(p: Proposal, extras: PublicExtras): PublicProposal {
  return {
    title: p.title,
    status: p.status,
    message: p.message,
    expiresAt: p.expiresAt,
    inHandsDate: p.inHandsDate,
    lines: p.lines.map((l) => ({
      id: l.id,
      name: l.product.name,
      description: l.product.description,
      imageUrl: l.product.imageUrl,
      logoArea: logoPlacement(l.product.imprintArea, l.logoNudge),
      colors: l.product.colors,
      color: l.color,
      decoration: l.decoration ? { label: DECORATION_LABELS[l.decoration.method], locations: l.decoration.locations, colors: l.decoration.colors } : null,
      tiers: l.prices.map((t) => ({ quantity: t.quantity, unitSellCents: t.unitSellCents, setupSellCents: t.setupSellCents, lineTotalCents: t.lineTotalCents, allInUnitSellCents: t.allInUnitSellCents })),
      chosenQty: l.chosenQty,
      chosenColor: l.chosenColor,
      status: l.status,
    })),
    totals: { subtotalCents: p.totals.subtotalCents, shippingCents: p.totals.shippingCents, taxCents: p.totals.taxCents, taxRatePct: p.taxRatePct, grandTotalCents: p.totals.grandTotalCents },
    branding: extras.branding,
    rep: extras.rep,
    clientName: extras.clientName,
    clientLogoVersion: extras.clientLogoVersion,
    actions: p.actions.map((a) => ({ id: a.id, kind: a.kind, lineId: a.lineId, actorName: a.actorName, text: a.text, tierQty: a.tierQty, color: a.color, at: a.at })),
    delivery: p.shipTo || p.clientPoNumber ? { shipTo: p.shipTo, inHandsDate: p.inHandsDate, poNumber: p.clientPoNumber } : null,
    order: extras.order,
    updatedAt: p.updatedAt,
  };
}
