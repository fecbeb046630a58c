import { describe, expect, it } from 'vitest';
import { mapSageCosting, sageDecorations, sageNetBreaks } from '../../server/catalogue/providers/sage-costing.js';

describe('SAGE full detail (service 105): costs and decoration', () => {
  it('pairs net with qty, skipping SAGE’s unused "0" and "" slots', () => {
    expect(sageNetBreaks({ qty: ['100', '250', '0', ''], net: ['0.85', '0.67', '0', ''], prc: ['1.42', '1.12', '', ''] })).toEqual({
      costSource: 'net',
      netBreaks: [{ minQty: 100, net: 0.85 }, { minQty: 250, net: 0.67 }],
    });
  });

  it('applies each break’s price-code letter when there is no net (the last letter covers the rest)', () => {
    expect(sageNetBreaks({ qty: ['50', '100', '250'], prc: ['10.00', '9.00', '8.00'], priceCode: 'AC' })).toEqual({
      costSource: 'price_code',
      netBreaks: [{ minQty: 50, net: 5 }, { minQty: 100, net: 5.4 }, { minQty: 250, net: 4.8 }],
    });
    expect(sageNetBreaks({ qty: ['50'], prc: ['10.00'], priceCode: 'Z' }).netBreaks).toEqual([]);
  });

  it('reads the supplier’s methods, locations, area and charges; "" charges are none', () => {
    const [first, second] = sageDecorations({ decorationMethod: 'Embroidered or Screen Printed', imprintLoc: 'Left chest', imprintArea: '3.5" x 3.5"', setupChg: '60', runChg: '' }, 'Polo shirt');
    expect(first).toEqual({ method: 'embroidery', label: 'Embroidery', locations: ['Left chest'], maxColors: 1, imprintArea: '3.5" x 3.5"', setupCents: 6000, runCents: 0 });
    expect(second?.method).toBe('screen_print');
    expect(sageDecorations({}, 'Pen')).toEqual([]);
  });

  it('is null when SAGE states nothing to cost or decorate with', () => {
    expect(mapSageCosting({ qty: ['', ''], prc: ['', ''] }, 'Tote')).toBeNull();
  });
});
