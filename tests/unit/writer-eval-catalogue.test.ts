import { describe, expect, it } from 'vitest';
import { priceAtQuantity } from '../eval/writers/catalogue.js';

// The writer evaluation's own price reading (tests/eval/writers/catalogue.ts).
describe('the writer evaluation prices a quantity from the catalogue’s breaks', () => {
  const qtys = [25, 100, 250, 500];
  const prices = [9.5, 8.25, 7.4, 6.8];
  it.each([
    [25, 9.5], [99, 9.5], [100, 8.25], [249, 8.25], [250, 7.4], [500, 6.8], [10_000, 6.8],
  ])('%i units: $%d each', (quantity, price) => {
    expect(priceAtQuantity(qtys, prices, quantity)).toBe(price);
  });
  it('has no price below the first break', () => {
    expect(priceAtQuantity(qtys, prices, 24)).toBeNull();
  });
});
