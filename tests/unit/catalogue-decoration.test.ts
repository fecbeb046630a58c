import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../seed/catalogue/index.js';
import { costTermsOf, decorationOptionsOf, imprintBoxOf, methodOf, netCostCents } from '../../server/catalogue/decoration.js';

const apparel = CATEGORIES.find((c) => c.name === 'Apparel')!;

describe('built-in decoration options', () => {
  it('reads the catalogue imprint phrases as methods', () => {
    expect(methodOf('embroidery')).toBe('embroidery');
    expect(methodOf('woven patch')).toBe('embroidery');
    expect(methodOf('laser engraving')).toBe('laser_engraving');
    expect(methodOf('debossing')).toBe('deboss');
    expect(methodOf('full-color UV printing')).toBe('full_color');
    expect(methodOf('direct-to-garment printing')).toBe('full_color');
    expect(methodOf('pad printing')).toBe('pad_print');
    expect(methodOf('full-color heat transfer')).toBe('heat_transfer');
    expect(methodOf('screen printing')).toBe('screen_print');
    expect(methodOf('something else')).toBeNull();
  });

  it("puts the product's stated method first, then its category's others, once each", () => {
    const options = decorationOptionsOf({ itemNum: 'AP-1001', name: 'Pique Knit Polo', category: 'Apparel', imprintMethod: 'embroidery' }, apparel.imprint);
    expect(options[0].method).toBe('embroidery');
    expect(options.map((o) => o.method)).toEqual(['embroidery', 'screen_print', 'heat_transfer', 'full_color']);
    expect(options[0].locations).toContain('Left chest');
  });

  it('is deterministic and within the industry ranges', () => {
    const product = { itemNum: 'DW-2002', name: 'Insulated Tumbler', category: 'Drinkware', imprintMethod: 'laser engraving' };
    const a = decorationOptionsOf(product, ['laser engraving', 'full-color wrap printing', 'pad printing']);
    expect(decorationOptionsOf(product, ['laser engraving', 'full-color wrap printing', 'pad printing'])).toEqual(a);
    const laser = a.find((o) => o.method === 'laser_engraving')!;
    expect(laser.setupCents).toBeGreaterThanOrEqual(4000);
    expect(laser.setupCents).toBeLessThanOrEqual(6000);
    expect(laser.setupCents % 500).toBe(0);
    expect(laser.runCents).toBeGreaterThanOrEqual(60);
    expect(laser.runCents).toBeLessThanOrEqual(150);
    expect(laser.maxColors).toBe(1);
  });

  it('places the imprint where the product carries it', () => {
    expect(imprintBoxOf('Performance Polo').x).toBeGreaterThan(0.5); // left chest, on the wearer's left
    expect(imprintBoxOf('Ballpoint Pen').height).toBeLessThan(0.1);
  });
});

describe('distributor cost terms', () => {
  it('gives every product a price code and a net cost below list', () => {
    const terms = costTermsOf('AP-1001');
    expect(['P', 'Q', 'R', 'C']).toContain(terms.priceCode);
    expect(costTermsOf('AP-1001')).toEqual(terms);
    expect(netCostCents(1000, { priceCode: 'P', discountPct: 50 })).toBe(500);
    expect(netCostCents(999, { priceCode: 'R', discountPct: 40 })).toBe(599);
  });
});

describe('variety across products', () => {
  it('different products get different charges and price codes', () => {
    const items = Array.from({ length: 40 }, (_, i) => `TS-${1000 + i}`);
    const codes = new Set(items.map((itemNum) => costTermsOf(itemNum).priceCode));
    const setups = new Set(items.map((itemNum) => decorationOptionsOf({ itemNum, name: 'Mug', category: 'Drinkware', imprintMethod: 'screen printing' }, [])[0].setupCents));
    const runs = new Set(items.map((itemNum) => decorationOptionsOf({ itemNum, name: 'Mug', category: 'Drinkware', imprintMethod: 'screen printing' }, [])[0].runCents));
    expect(codes.size).toBeGreaterThan(2);
    expect(setups.size).toBeGreaterThan(2);
    expect(runs.size).toBeGreaterThan(3);
  });
});
