import { describe, expect, it } from 'vitest';
import {
  PricingError, chosenTier, dollarsToCents, formatCents, marginOf, marginToMarkup, markupOf, markupToMargin, percentToBp,
  priceLine, proposalTotals, sellFromMargin, sellFromMarkup, unitCostAt, validateTiers,
} from '../../server/proposals/pricing.js';

const breaks = [
  { minQty: 50, unitCostCents: 600 },
  { minQty: 250, unitCostCents: 520 },
  { minQty: 500, unitCostCents: 475 },
];

describe('margin vs markup', () => {
  it('40% margin on $6.00 sells at $10.00; 40% markup sells at $8.40', () => {
    expect(sellFromMargin(600, 4000)).toBe(1000);
    expect(sellFromMarkup(600, 4000)).toBe(840);
    expect(marginOf(1000, 600)).toBe(4000);
    expect(markupOf(1000, 600)).toBe(6667);
    expect(marginOf(840, 600)).toBe(2857);
  });

  it('converts between margin and markup', () => {
    expect(marginToMarkup(4000)).toBe(6667);
    expect(markupToMargin(6667)).toBe(4000);
    expect(markupToMargin(10_000)).toBe(5000);
  });

  it('rounds half a cent up, and never leaves float residue', () => {
    // 333 / 0.7 = 475.714… → 476; 1 / 0.6 = 1.666… → 2
    expect(sellFromMargin(333, 3000)).toBe(476);
    expect(sellFromMargin(1, 4000)).toBe(2);
    expect(sellFromMarkup(5, 1000)).toBe(6); // 5.5 → 6
    expect(dollarsToCents(4.99)).toBe(499);
    expect(dollarsToCents(0.29)).toBe(29);
    expect(dollarsToCents(1.005)).toBe(100); // 1.005 is 1.00499… in binary: no invented cent
    expect(percentToBp(37.5)).toBe(3750);
  });

  it('refuses a margin of 100% or more', () => {
    expect(() => sellFromMargin(100, 10_000)).toThrow(RangeError);
  });
});

describe('price breaks', () => {
  it('uses the highest break at or below the quantity, and the first below the minimum', () => {
    expect(unitCostAt(breaks, 10)).toBe(600);
    expect(unitCostAt(breaks, 249)).toBe(600);
    expect(unitCostAt(breaks, 250)).toBe(520);
    expect(unitCostAt(breaks, 10_000)).toBe(475);
    expect(unitCostAt([], 100)).toBeNull();
  });
});

describe('tiers', () => {
  it('accepts one to three strictly increasing whole quantities', () => {
    expect(validateTiers([100])).toBeNull();
    expect(validateTiers([100, 250, 500])).toBeNull();
    expect(validateTiers([])).toMatch(/one to 3/);
    expect(validateTiers([100, 250, 500, 1000])).toMatch(/one to 3/);
    expect(validateTiers([250, 100])).toMatch(/increase/);
    expect(validateTiers([100, 100])).toMatch(/increase/);
    expect(validateTiers([0])).toMatch(/whole numbers/);
    expect(validateTiers([12.5])).toMatch(/whole numbers/);
    expect(validateTiers([2_000_000])).toMatch(/whole numbers/);
  });

  it('prices each tier at its own break, with decoration and the line margin', () => {
    const [t100, t250, t500] = priceLine({ costBreaks: breaks, tiers: [100, 250, 500], decoration: { setupCents: 5000, runCents: 40 }, marginBp: 4000 });
    expect(t100).toMatchObject({ quantity: 100, unitCostCents: 640, unitSellCents: 1067, setupCostCents: 5000, setupSellCents: 8333 });
    expect(t100.lineTotalCents).toBe(1067 * 100 + 8333);
    expect(t100.costTotalCents).toBe(640 * 100 + 5000);
    expect(t100.profitCents).toBe(t100.lineTotalCents - t100.costTotalCents);
    expect(t250.unitCostCents).toBe(560);
    expect(t500.unitCostCents).toBe(515);
    expect(t500.unitSellCents).toBe(858);
  });

  it('amortises the setup charge over the units: fewer units, dearer pieces', () => {
    const [small, large] = priceLine({ costBreaks: [{ minQty: 1, unitCostCents: 500 }], tiers: [50, 500], decoration: { setupCents: 6000, runCents: 0 }, marginBp: 5000 });
    expect(small.setupSellCents).toBe(12_000);
    expect(small.allInUnitSellCents).toBe(1000 + 240); // $10.00 + $120 / 50
    expect(large.allInUnitSellCents).toBe(1000 + 24); // $10.00 + $120 / 500
  });

  it('an overridden sell price wins, and the realised margin follows from it', () => {
    const [tier] = priceLine({ costBreaks: breaks, tiers: [250], marginBp: 4000, unitSellCents: 800 });
    expect(tier.unitSellCents).toBe(800);
    expect(tier.marginBp).toBe(marginOf(800, 520));
    expect(tier.profitCents).toBe((800 - 520) * 250);
  });

  it('a negative margin sells below cost (allowed only with an explicit override upstream)', () => {
    const [tier] = priceLine({ costBreaks: breaks, tiers: [100], marginBp: -1000 });
    expect(tier.unitSellCents).toBeLessThan(tier.unitCostCents);
    expect(tier.profitCents).toBeLessThan(0);
  });

  it('refuses input no seller could mean', () => {
    expect(() => priceLine({ costBreaks: breaks, tiers: [500, 100], marginBp: 4000 })).toThrow(PricingError);
    expect(() => priceLine({ costBreaks: breaks, tiers: [100], marginBp: 10_000 })).toThrow(PricingError);
    expect(() => priceLine({ costBreaks: breaks, tiers: [100], marginBp: 4000, decoration: { setupCents: -1, runCents: 0 } })).toThrow(PricingError);
    expect(() => priceLine({ costBreaks: breaks, tiers: [100], marginBp: 4000, unitSellCents: 10.5 })).toThrow(PricingError);
    expect(() => priceLine({ costBreaks: [], tiers: [100], marginBp: 4000 })).toThrow(PricingError);
  });
});

describe('proposal totals', () => {
  const mugs = priceLine({ costBreaks: breaks, tiers: [100, 250], decoration: { setupCents: 5000, runCents: 40 }, marginBp: 4000 });
  const pens = priceLine({ costBreaks: [{ minQty: 1, unitCostCents: 45 }], tiers: [500], marginBp: 3500 });

  it('adds the chosen tier of each line (the first by default), shipping and tax on merchandise', () => {
    const totals = proposalTotals({ lines: [{ tiers: mugs, chosenQuantity: 250 }, { tiers: pens }], shippingCents: 4500, taxRateBp: 825 });
    const subtotal = mugs[1].lineTotalCents + pens[0].lineTotalCents;
    expect(totals.subtotalCents).toBe(subtotal);
    expect(totals.taxCents).toBe(Math.floor((subtotal * 825) / 10_000 + 0.5));
    expect(totals.grandTotalCents).toBe(subtotal + 4500 + totals.taxCents);
    expect(totals.profitCents).toBe(mugs[1].profitCents + pens[0].profitCents);
    expect(totals.marginBp).toBe(marginOf(subtotal, mugs[1].costTotalCents + pens[0].costTotalCents));
  });

  it('a choice that is not one of the tiers falls back to the first tier', () => {
    expect(chosenTier(mugs, 999)).toBe(mugs[0]);
  });

  it('an empty proposal totals zero', () => {
    expect(proposalTotals({ lines: [] })).toEqual({ subtotalCents: 0, shippingCents: 0, taxCents: 0, grandTotalCents: 0, costCents: 0, profitCents: 0, marginBp: 0 });
  });
});

describe('formatCents', () => {
  it('formats dollars with thousands separators', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(-100)).toBe('-$1.00');
  });
});
