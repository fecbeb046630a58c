import { describe, expect, it } from 'vitest';
import { parseCompanyLines } from '../../server/company-batches/paste-parser.js';
import { parseContactLines } from '../../server/contact-batches/contact-parser.js';
import { detectSeparator, readRecords } from '../../server/batches-shared/delimited-text.js';

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

  it('rows with no name are reported, not given a name made from the domain', () => {
    const bare = parseCompanyLines('blue-harbor.co.uk');
    expect(bare.rows).toEqual([]);
    expect(bare.rejected).toEqual([{ line: 1, text: 'blue-harbor.co.uk', message: 'No company name for blue-harbor.co.uk - put the name before the domain, like "Acme, blue-harbor.co.uk"' }]);
    const csv = parseCompanyLines('Company,Website\nAcme,acme.com\n,globex.io\n"",initech.net');
    expect(csv.rows.map((r) => r.name)).toEqual(['Acme']);
    expect(csv.rejected.map((r) => [r.line, r.message])).toEqual([
      [3, 'No company name for globex.io - put the name before the domain, like "Acme, globex.io"'],
      [4, 'No company name for initech.net - put the name before the domain, like "Acme, initech.net"'],
    ]);
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

describe('semicolon-separated CSV (Excel in much of Europe)', () => {
  it('detects the separator without a header row', () => {
    expect(pick('Acme;acme.com\nMüller, Söhne & Co;mueller.de\n')).toEqual([
      ['Acme', 'acme.com'],
      ['Müller, Söhne & Co', 'mueller.de'],
    ]);
    expect(parseCompanyLines('Acme;acme.com\nGlobex;globex.io').rejected).toEqual([]);
  });

  it('detects the separator from the header row and its data', () => {
    const parsed = parseCompanyLines('Firma;Website;Industry;Country\r\n"Schmidt; Partner";schmidt.de;Handel, Einzelhandel;DE\r\nBeta;beta.at;Software;AT\r\n');
    expect(parsed.rows.map((r) => [r.name, r.domain, r.industry, r.country])).toEqual([
      ['Schmidt; Partner', 'schmidt.de', 'Handel, Einzelhandel', 'DE'],
      ['Beta', 'beta.at', 'Software', 'AT'],
    ]);
  });

  it('guesses among comma, semicolon, tab and bar', () => {
    expect(detectSeparator('a,b\nc,d')).toBe(',');
    expect(detectSeparator('Name;Title\nJane Doe;VP, Marketing\nJohn Roe;CEO')).toBe(';');
    expect(detectSeparator('a\tb, c\nd\te')).toBe('\t');
    expect(detectSeparator('a|b\nc|d')).toBe('|');
    expect(detectSeparator('acme.com\nglobex.io')).toBe(',');
  });

  it('reads semicolon-separated contacts', () => {
    const parsed = parseContactLines('Name;Title;Email\nJane Doe;VP, Marketing;jane@acme.com\nJohn Roe;CEO;john@acme.com\n');
    expect(parsed.rows.map((r) => [r.firstName, r.lastName, r.jobTitle, r.email])).toEqual([
      ['Jane', 'Doe', 'VP, Marketing', 'jane@acme.com'],
      ['John', 'Roe', 'CEO', 'john@acme.com'],
    ]);
  });
});

describe('quoted job titles containing a comma', () => {
  it('parses the quoted title whole, with spaces around the quotes', () => {
    const parsed = parseContactLines('Jane Doe, "VP, Marketing", jane@acme.com\nJohn Roe,  "Head of Sales, EMEA" ,john@acme.com');
    expect(parsed.rejected).toEqual([]);
    expect(parsed.rows.map((r) => r.jobTitle)).toEqual(['VP, Marketing', 'Head of Sales, EMEA']);
  });

  it('parses it whole in a line typed below tab-separated columns', () => {
    const parsed = parseContactLines('Jane Doe\tVP, Marketing\tjane@acme.com\nJohn Roe, "VP, Sales", john@acme.com\n');
    expect(parsed.rows.map((r) => r.jobTitle)).toEqual(['VP, Marketing', 'VP, Sales']);
  });

  it('reads a quote that is never closed as a plain character', () => {
    expect(readRecords('Jane "JJ Doe, CEO\nJohn Roe, CTO').map((r) => r.cells.map((c) => c.trim()))).toEqual([
      ['Jane "JJ Doe', 'CEO'],
      ['John Roe', 'CTO'],
    ]);
    expect(readRecords('"Acme, acme.com\nGlobex, globex.io').map((r) => [r.line, r.cells.map((c) => c.trim())])).toEqual([
      [1, ['"Acme', 'acme.com']],
      [2, ['Globex', 'globex.io']],
    ]);
  });

  it('numbers records by the line they start on', () => {
    expect(readRecords('a,"b\nc"\nd,e').map((r) => r.line)).toEqual([1, 3]);
  });
});

describe('every left-out line says why', () => {
  it('gives the line number and reason of each rejected contact', () => {
    const parsed = parseContactLines('Name,Title,Email\nJane Doe,CEO,jane@acme.com\nMadonna,Singer,\n,CTO,cto@acme.com\nJohn Roe,CFO,not-an-email');
    expect(parsed.rows).toHaveLength(1);
    expect(parsed.rejected.map((r) => r.line)).toEqual([3, 4, 5]);
    for (const r of parsed.rejected) expect(r.message.length).toBeGreaterThan(5);
  });
});
