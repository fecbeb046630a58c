import { describe, expect, it } from 'vitest';
import {
  breakForQuantity,
  formatPrice,
  parsePriceText,
  priceForQuantity,
  priceRange,
  priceRangeFromText,
} from '../../server/catalogue/pricing.js';

const breaks = [
  { minQty: 500, price: 0.89 },
  { minQty: 100, price: 1.42 },
  { minQty: 250, price: 1.12 },
  { minQty: 1000, price: 0.66 },
];

describe('priceForQuantity', () => {
  it('uses the highest break whose minimum quantity is reached', () => {
    expect(priceForQuantity(breaks, 100)).toBe(1.42);
    expect(priceForQuantity(breaks, 249)).toBe(1.42);
    expect(priceForQuantity(breaks, 250)).toBe(1.12);
    expect(priceForQuantity(breaks, 999)).toBe(0.89);
    expect(priceForQuantity(breaks, 1000)).toBe(0.66);
    expect(priceForQuantity(breaks, 1_000_000)).toBe(0.66);
  });

  it('uses the first break below the minimum quantity', () => {
    expect(priceForQuantity(breaks, 1)).toBe(1.42);
    expect(priceForQuantity(breaks, 0)).toBe(1.42);
    expect(breakForQuantity(breaks, 10)).toEqual({ minQty: 100, price: 1.42 });
  });

  it('returns null without usable breaks and ignores empty slots', () => {
    expect(priceForQuantity([], 10)).toBeNull();
    expect(priceForQuantity([{ minQty: 0, price: 0 }], 10)).toBeNull();
    expect(priceForQuantity([{ minQty: 0, price: 0 }, { minQty: 50, price: 3 }], 100)).toBe(3);
  });

  it('does not reorder the caller’s array', () => {
    const copy = breaks.map((b) => ({ ...b }));
    priceForQuantity(breaks, 300);
    expect(breaks).toEqual(copy);
  });
});

describe('priceRange', () => {
  it('spans the lowest to the highest price', () => {
    expect(priceRange(breaks)).toEqual({ min: 0.66, max: 1.42 });
    expect(priceRange([{ minQty: 1, price: 5 }])).toEqual({ min: 5, max: 5 });
    expect(priceRange([])).toBeNull();
  });
});

describe('parsePriceText (docs/product.md#catalogue)', () => {
  it('takes the first decimal number, otherwise 0', () => {
    expect(parsePriceText('0.66 - 1.42')).toBe(0.66);
    expect(parsePriceText('$4.99')).toBe(4.99);
    expect(parsePriceText('From 12 each')).toBe(12);
    expect(parsePriceText('$1,250.50')).toBe(1250.5);
    expect(parsePriceText('.99')).toBe(0.99);
    expect(parsePriceText('Call for pricing')).toBe(0);
    expect(parsePriceText('')).toBe(0);
    expect(parsePriceText(null)).toBe(0);
  });

  it('reads a range from a price text', () => {
    expect(priceRangeFromText('0.66 - 1.42')).toEqual({ min: 0.66, max: 1.42 });
    expect(priceRangeFromText('3.10')).toEqual({ min: 3.1, max: 3.1 });
    expect(priceRangeFromText('Call')).toEqual({ min: 0, max: 0 });
  });
});

describe('formatPrice (docs/product.md#catalogue)', () => {
  it('shows one price as $x.xx and a range as $a - $b', () => {
    expect(formatPrice(4.5)).toBe('$4.50');
    expect(formatPrice(4.5, null)).toBe('$4.50');
    expect(formatPrice(0.66, 1.42)).toBe('$0.66 - $1.42');
    expect(formatPrice(1.42, 0.66)).toBe('$0.66 - $1.42');
    expect(formatPrice(3, 3)).toBe('$3.00');
    expect(formatPrice(3.001, 3.004)).toBe('$3.00');
  });

  it('writes dollars as every other screen and reply does: thousands separated, rounded to the cent', () => {
    expect(formatPrice(1234.5)).toBe('$1,234.50');
    expect(formatPrice(980, 1250)).toBe('$980.00 - $1,250.00');
    expect(formatPrice('2500')).toBe('$2,500.00');
    expect(formatPrice(0.125)).toBe('$0.13');
  });

  it('shows price texts containing a dash as they are, others by their first number', () => {
    expect(formatPrice('0.66 - 1.42')).toBe('0.66 - 1.42');
    expect(formatPrice(' 2.00–3.00 ')).toBe('2.00–3.00');
    expect(formatPrice('4.5')).toBe('$4.50');
    expect(formatPrice('USD 12 each')).toBe('$12.00');
    expect(formatPrice('Call for pricing')).toBe('Call for pricing');
    expect(formatPrice('')).toBe('');
    expect(formatPrice(null)).toBe('');
    expect(formatPrice(Number.NaN)).toBe('');
  });
});
