import { describe, expect, it } from 'vitest';
import { headCount } from '../../server/imports/rows.js';

// A CRM's "Number of Employees" column (HubSpot, Salesforce's NumberOfEmployees, Pipedrive) holds one
// head count; Apollo's and others' hold a band. Only the first is a number of employees.
describe('the head count in a company size cell', () => {
  it('reads one number, with or without thousands separators', () => {
    expect(headCount('120')).toBe(120);
    expect(headCount(' 1200 ')).toBe(1200);
    expect(headCount('1,200')).toBe(1200);
    expect(headCount('1 200')).toBe(1200);
    expect(headCount('1.200')).toBe(1200);
    expect(headCount('1\u202f200\u202f000')).toBe(1_200_000);
    expect(headCount('12,500,000')).toBe(null); // more people than any employer has
  });

  it('reads nothing from a band, words, a decimal, mixed separators or an empty cell', () => {
    for (const cell of ['51-200', '10001+', '1,000-5,000', 'about 40', '1.5', '1,20', '1,200.000', '1,2000', '0', '', undefined]) {
      expect(headCount(cell), String(cell)).toBe(null);
    }
  });

  it('reads a long cell of digits and separators in linear time', () => {
    const started = performance.now();
    expect(headCount(`1${',000'.repeat(25)},00`)).toBe(null);
    expect(headCount('9'.repeat(100))).toBe(null);
    expect(performance.now() - started).toBeLessThan(50);
  });
});
