import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { comparableName, plausibleDomain } from '../../contracts/domain.js';
import { createCompanyRequest } from '../../contracts/companies.js';
import { createCompanyBody, normaliseDomain } from '../../server/companies/domain.js';
import { normaliseDomain as fromDirectory } from '../../server/directory/find.js';

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

  it('is the same function in the company routes, the directory lookup and the batch parsers', () => {
    expect(fromDirectory).toBe(normaliseDomain);
    expect(createCompanyBody.parse({ name: 'GitLab', domain: 'https://about.gitlab.com/company/' }).domain).toBe('gitlab.com');
    expect(createCompanyBody.safeParse({ name: 'UK', domain: 'co.uk' }).success).toBe(false);
  });
});

describe('plausibleDomain (the browser does not ship the public suffix list)', () => {
  it('accepts every domain the server accepts, as its host name', () => {
    for (const [input, expected] of table) {
      if (expected) expect(plausibleDomain(input), input).toMatch(new RegExp(`(^|\\.)${expected.replace(/\./g, '\\.')}$`));
    }
    expect(plausibleDomain('https://about.gitlab.com/company/')).toBe('about.gitlab.com');
  });

  it.each(['', 'not a domain', 'localhost', 'http://127.0.0.1/', 'acme', 'acme.123', '-acme.com'])('refuses %j', (input) => {
    expect(plausibleDomain(input)).toBeNull();
  });

  it('is what the contracts check, so their schemas stay light', () => {
    expect(createCompanyRequest.parse({ name: 'GitLab', domain: 'HTTPS://About.GitLab.com/x' }).domain).toBe('about.gitlab.com');
    expect(createCompanyRequest.safeParse({ name: 'Acme', domain: 'acme' }).success).toBe(false);
  });

  it('no contract imports tldts (contracts are shared with the browser)', () => {
    const files = readdirSync('contracts', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    const importers = files.filter((f) => /from '(?:tldts|tldts-core)'/.test(readFileSync(`contracts/${f}`, 'utf8')));
    expect(importers).toEqual([]);
  });
});

describe('comparableName', () => {
  it('ignores case, accents and punctuation', () => {
    expect(comparableName('Café Núñez, Inc.')).toBe(comparableName('CAFE NUNEZ INC'));
    expect(comparableName('GitLab')).not.toBe(comparableName('GitHub'));
  });
});
