import { describe, expect, it } from 'vitest';
import { deadlineText } from '../../server/presentations/generate.js';

// What a deck says of the deadline: the client reads the day itself, not only a count of days.
describe('a deck’s deadline', () => {
  it.each([
    [{ days: 19, date: '2026-12-11' }, 'by Friday, December 11, 2026'],
    [{ days: 14, businessDays: 10, date: '2026-12-04' }, 'in 10 business days (by Friday, December 4, 2026)'],
    [{ days: 10, production: true }, 'produced within 10 days'],
    [{ days: 21 }, 'in 3 weeks'],
  ])('%j → %s', (deadline, text) => {
    expect(deadlineText(deadline)).toBe(text);
  });
});
