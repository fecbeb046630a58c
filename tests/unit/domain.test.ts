import { describe, expect, it } from 'vitest';
import { comparableName, normaliseDomain } from '../../contracts/domain.js';
import { normaliseDomain as fromCompanies } from '../../contracts/companies.js';
import { normaliseDomain as fromDirectory } from '../../server/directory/generate/find.js';

// Pasted URLs create duplicates: one normaliser, storing the registrable domain (punycode for IDN).
const table: Array<[string, string | null]> = [
  ['acme.com', 'acme.com'],
  ['HTTPS://Acme.com:8080/x?y', 'acme.com'],
  ['https://about.gitlab.com/company/', 'gitlab.com'],
  ['gitlab.com', 'gitlab.com'],
  ['www.acme.com', 'acme.com'],
  ['www2.acme.com', 'acme.com'],
  ['//acme.com', 'acme.com'],
  ['http://user:pw@shop.acme.com/', 'acme.com'],
  ['acme.com.', 'acme.com'],
  ['  Acme.COM  ', 'acme.com'],
  ['https://www.bbc.co.uk/news', 'bbc.co.uk'],
  ['news.bbc.co.uk', 'bbc.co.uk'],
  ['acme.myshopify.com', 'acme.myshopify.com'],
  ['gitlab.io', 'gitlab.io'],
  ['https://gitlab.com/gitlab-org', 'gitlab.com'],
  ['münchen.de', 'xn--mnchen-3ya.de'],
  ['https://www.münchen.de/rathaus', 'xn--mnchen-3ya.de'],
  ['xn--mnchen-3ya.de', 'xn--mnchen-3ya.de'],
  ['mailto:jane@acme.com', 'acme.com'],
  ['', null],
  ['not a domain', null],
  ['localhost', null],
  ['http://127.0.0.1/', null],
  ['acme', null],
  ['acme.123', null],
  ['-acme.com', null],
  ['co.uk', null],
];

describe('normaliseDomain (pasted URLs create duplicates)', () => {
  it.each(table)('%s → %s', (input, expected) => {
    expect(normaliseDomain(input)).toBe(expected);
  });

  it('is the same function in the contracts, the directory lookup and the batch parsers', () => {
    expect(fromCompanies).toBe(normaliseDomain);
    expect(fromDirectory).toBe(normaliseDomain);
  });
});

describe('comparableName', () => {
  it('ignores case, accents and punctuation', () => {
    expect(comparableName('Café Núñez, Inc.')).toBe(comparableName('CAFE NUNEZ INC'));
    expect(comparableName('GitLab')).not.toBe(comparableName('GitHub'));
  });
});
