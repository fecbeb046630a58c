import { describe, expect, it } from 'vitest';
import { industryMatches, industryTerms } from '../../contracts/industry-filter.js';

describe('the pipeline industry filter (one rule for server and UI)', () => {
  it('lists a "Software" company under Tech, in the server and live in the UI alike', () => {
    expect(industryMatches('Tech', 'Software')).toBe(true);
    expect(industryMatches('Tech', 'Information Technology')).toBe(true);
    expect(industryMatches('Tech', 'Hospitality')).toBe(false);
    expect(industryMatches('Healthcare', 'Biotech')).toBe(true);
  });

  it('no filter lists everything; an unknown filter matches its own words; prototype keys are plain words', () => {
    expect(industryTerms('All Industries')).toBeNull();
    expect(industryMatches('', null)).toBe(true);
    expect(industryMatches('Retail', 'Retail & eCommerce')).toBe(true);
    expect(industryTerms('__proto__')).toEqual(['__proto__']);
    expect(industryTerms('constructor')).toEqual(['constructor']);
  });
});
