import { describe, expect, it } from 'vitest';
import { headcountQuantity, orderQuantityFor, peopleCountOf, quantitiesToQuote } from '../../server/writers/order-quantity.js';

describe('the quantity a signal suggests', () => {
  it.each([
    ['In March 2027, Alderway Hotel Group announced it is hiring 22 front-desk agents and housekeepers.', 22],
    ['In May 2027, Acme began hiring 140 nurses to keep up with demand.', 140],
    ['Acme is recruiting up to 1,200 seasonal workers.', 1200],
    ['In June 2027, Acme hosted its annual gala, drawing more than 450 attendees.', 450],
    ['The new plant brings 75 new jobs to the county.', 75],
    ['In April 2027, Acme announced plans to expand its plant in Austin, adding 60,000 square feet.', null],
    ['In March 2027, Acme won a $4.2 million contract with the state.', null],
    ['Now hiring seasonal instructors!', null],
  ])('%s → %s people', (evidence, people) => {
    expect(peopleCountOf(evidence)).toBe(people);
  });

  it('rounds people up to a quantity suppliers quote', () => {
    expect([1, 22, 25, 26, 40, 99, 101, 140, 450, 501, 1200, 2501, 9000].map(orderQuantityFor)).toEqual([25, 25, 25, 50, 50, 100, 150, 150, 450, 600, 1200, 3000, 9000]);
  });

  it('quotes a hiring signal for 22 people at 25 pieces, whatever the company’s size, then larger tiers for higher minimums', () => {
    const evidence = 'In March 2027, Alderway Hotel Group announced it is hiring 22 front-desk agents and housekeepers.';
    expect(quantitiesToQuote(evidence, 300)).toEqual([25, 50, 100, 250, 500]);
    expect(quantitiesToQuote('In March 2027, Acme won a contract with the state.', 300)).toEqual([250, 500]);
    expect(quantitiesToQuote(null, null)).toEqual([100, 250, 500]);
    expect([null, 0, 30, 60, 180, 260, 5000].map(headcountQuantity)).toEqual([100, 100, 50, 50, 100, 250, 500]);
  });
});
