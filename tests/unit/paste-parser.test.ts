import { describe, expect, it } from 'vitest';
import { nameFromDomain, parseCompanyLines } from '../../server/batches/paste-parser.js';

const pick = (text: string) => parseCompanyLines(text).rows.map((r) => [r.name, r.domain]);

describe('company paste parser', () => {
  it('reads Name, domain lines split on commas or tabs, normalising domains', () => {
    expect(pick('Acme Corp, https://www.Acme.com/about\nGlobex,globex.io')).toEqual([
      ['Acme Corp', 'acme.com'],
      ['Globex', 'globex.io'],
    ]);
    expect(pick('Acme, Inc.\tacme.com\nInitech\tinitech.net')).toEqual([
      ['Acme, Inc.', 'acme.com'],
      ['Initech', 'initech.net'],
    ]);
  });

  it('keeps quoted names with commas, and accepts the columns the other way round', () => {
    expect(pick('"Stark Industries, LLC",stark.com\numbrella.org, Umbrella Corp')).toEqual([
      ['Stark Industries, LLC', 'stark.com'],
      ['Umbrella Corp', 'umbrella.org'],
    ]);
  });

  it('accepts a bare domain and names it from the domain', () => {
    expect(pick('blue-harbor.co.uk')).toEqual([['Blue Harbor', 'blue-harbor.co.uk']]);
    expect(nameFromDomain('acme.com')).toBe('Acme');
  });

  it('skips blank lines and a header row, and maps header columns in any order', () => {
    const parsed = parseCompanyLines('\n\nWebsite,Company Name,Industry,Country\r\n\r\nacme.com,Acme,Retail,US\n  \nglobex.io,Globex,,CA\n');
    expect(parsed.rows).toEqual([
      expect.objectContaining({ name: 'Acme', domain: 'acme.com', industry: 'Retail', country: 'US' }),
      expect.objectContaining({ name: 'Globex', domain: 'globex.io', industry: null, country: 'CA' }),
    ]);
    expect(parsed.rejected).toEqual([]);
    expect(parsed.dataLines).toBe(2);
  });

  it('does not mistake a real first line for a header', () => {
    expect(pick('Company, company.com\nName, name.io')).toEqual([
      ['Company', 'company.com'],
      ['Name', 'name.io'],
    ]);
  });

  it('reports bad lines with their line number and reason, keeping the good ones', () => {
    const parsed = parseCompanyLines('Acme, acme.com\nNo Domain Ltd\nBad, not a domain\nAcme again, ACME.com\n,\nGood, good.dev');
    expect(parsed.rows.map((r) => r.domain)).toEqual(['acme.com', 'good.dev']);
    expect(parsed.rejected).toEqual([
      { line: 2, text: 'No Domain Ltd', message: '"No Domain Ltd" has no domain - add one after a comma, like "Acme, acme.com"' },
      { line: 3, text: 'Bad, not a domain', message: '"not a domain" is not a valid domain (like acme.com)' },
      { line: 4, text: 'Acme again, ACME.com', message: 'acme.com is already on line 1' },
    ]);
    expect(parsed.rows[1].line).toBe(6);
  });

  it('returns nothing for empty or blank input', () => {
    expect(parseCompanyLines('')).toEqual({ rows: [], rejected: [], dataLines: 0 });
    expect(parseCompanyLines('\n \n\t\n')).toEqual({ rows: [], rejected: [], dataLines: 0 });
  });

  it('reads a semicolon-separated CSV file with a byte-order mark', () => {
    expect(pick('\uFEFFName;Domain\nAcme;acme.com\nGlobex;globex.io')).toEqual([
      ['Acme', 'acme.com'],
      ['Globex', 'globex.io'],
    ]);
  });
});

describe('company paste parser: mixed separators', () => {
  it('splits each line on its own separator when a paste mixes tabs and commas', () => {
    const parsed = parseCompanyLines('Company,Website\nAcme Corp, acme.com\nGlobex\tglobex.io\n\nInitech\tinitech.net');
    expect(parsed.rows.map((r) => [r.line, r.name, r.domain])).toEqual([
      [2, 'Acme Corp', 'acme.com'],
      [3, 'Globex', 'globex.io'],
      [5, 'Initech', 'initech.net'],
    ]);
  });

  it('keeps a quoted CSV field that spans lines', () => {
    const parsed = parseCompanyLines('name,domain,description\nAcme,acme.com,"Makes anvils,\nand rockets"\nGlobex,globex.io,');
    expect(parsed.rows.map((r) => [r.name, r.description])).toEqual([
      ['Acme', 'Makes anvils,\nand rockets'],
      ['Globex', null],
    ]);
  });
});
