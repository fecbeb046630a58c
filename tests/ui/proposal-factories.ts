import type { Proposal, ProposalLine } from '../../contracts/proposals.js';

export const id = '0b8c2f36-5c59-4f1e-9d43-9e8a4b8f7c21';
export const lineId = '5d0c6a1e-2f4b-4c8e-9a7d-1e2f3a4b5c6d';
const tier = (quantity: number, unitCostCents: number, unitSellCents: number) => ({
  quantity,
  unitCostCents,
  unitSellCents,
  setupCostCents: 5000,
  setupSellCents: 8333,
  lineTotalCents: unitSellCents * quantity + 8333,
  allInUnitSellCents: unitSellCents + Math.round(8333 / quantity),
  costTotalCents: unitCostCents * quantity + 5000,
  profitCents: (unitSellCents - unitCostCents) * quantity + 3333,
  marginPct: 40,
});
/** A sent proposal of one line (two tiers, screen print), shared and untouched by the client. */
export const proposal: Proposal = {
  id,
  title: 'Acme Onboarding Kit',
  status: 'sent',
  companyId: null,
  companyName: 'Acme',
  companyLogoUrl: null,
  sessionId: null,
  marginPct: 40,
  shippingCents: 2500,
  taxRatePct: 0,
  message: null,
  internalNotes: 'Rush if possible',
  expiresAt: null,
  inHandsDate: null,
  shipTo: null,
  clientPoNumber: null,
  order: null,
  lines: [
    {
      id: lineId,
      position: 0,
      product: {
        id: 'p1',
        source: 'builtin',
        name: 'Summit Tumbler',
        itemNum: 'ST-1',
        description: 'Keeps drinks cold',
        imageUrl: null,
        colors: ['Navy', 'White'],
        supplierName: 'Harbor Promo',
        minQuantity: 50,
        priceBreaks: [{ minQty: 50, listCents: 1000, netCents: 600 }],
        decorationOptions: [],
        costSource: 'estimate',
        imprintArea: { x: 0.37, y: 0.42, w: 0.23, h: 0.26 },
      },
      tiers: [100, 250],
      color: null,
      decoration: { method: 'screen_print', label: 'Screen print', locations: ['Front'], colors: [], setupCents: 5000, runCents: 40 },
      marginPct: null,
      effectiveMarginPct: 40,
      unitSellCents: null,
      allowNegativeMargin: false,
      chosenQty: null,
      chosenColor: null,
      logoNudge: null,
      status: 'open',
      prices: [tier(100, 640, 1067), tier(250, 600, 1000)],
      pricingError: null,
    },
  ],
  totals: { subtotalCents: 115033, shippingCents: 2500, taxCents: 0, grandTotalCents: 117533, costCents: 69000, profitCents: 46033, marginPct: 40 },
  share: { active: true, createdAt: '2026-03-05T14:30:00.000Z', expiresAt: null },
  actions: [],
  createdAt: '2026-03-05T14:30:00.000Z',
  updatedAt: '2026-03-05T14:30:00.000Z',
};

type LineOverrides = Partial<Omit<ProposalLine, 'product'>> & { product?: Partial<ProposalLine['product']> };

/** A draft of one line of 100, not yet priced or shared: `proposal` with `overrides`, and `line` over its line. */
export function buildDraftProposal(overrides: Partial<Proposal> = {}, line: LineOverrides = {}): Proposal {
  const base = proposal.lines[0]!;
  return {
    ...proposal,
    status: 'draft',
    shippingCents: 0,
    internalNotes: null,
    totals: { subtotalCents: 0, shippingCents: 0, taxCents: 0, grandTotalCents: 0, costCents: 0, profitCents: 0, marginPct: 40 },
    share: { active: false, createdAt: null, expiresAt: null },
    ...overrides,
    lines: [{ ...base, tiers: [100], decoration: null, prices: [], ...line, product: { ...base.product, ...line.product } }],
  };
}
