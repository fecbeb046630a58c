import { describe, expect, it } from 'vitest';
import { industryFilterValue, industryMatches } from '../../contracts/industry-filter.js';
import { INDUSTRIES } from '../../contracts/industries.js';
import { INDUSTRY_FILTERS } from '../../contracts/companies.js';
import { generateDirectory } from '../../seed/directory/index.js';

describe('the pipeline industry filter (one rule for server and UI)', () => {
  it('matches the industry exactly: Healthcare is not Hospitality, Technology is Technology', () => {
    expect(industryMatches('Healthcare', 'Hospitality')).toBe(false);
    expect(industryMatches('Healthcare', 'Healthcare')).toBe(true);
    expect(industryMatches('Technology', 'Technology')).toBe(true);
    expect(industryMatches('Technology', 'Information Technology')).toBe(false);
    expect(industryMatches('Real Estate', ' real estate ')).toBe(true);
  });

  it('no filter lists everything; prototype keys are plain words', () => {
    expect(industryFilterValue('All Industries')).toBeNull();
    expect(industryMatches('', null)).toBe(true);
    expect(industryMatches('Retail', null)).toBe(false);
    expect(industryFilterValue('__proto__')).toBe('__proto__');
  });

  it('offers every industry the directory generates, and nothing else', () => {
    const used = new Set(generateDirectory().map((c) => c.industry));
    expect([...used].sort()).toEqual([...INDUSTRIES].sort());
    expect(INDUSTRY_FILTERS).toEqual(['All Industries', ...INDUSTRIES]);
  });
});
