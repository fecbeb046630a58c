import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { ColumnTarget, ImportField } from '../../contracts/imports.js';
import { EXPORT_HEADERS, GENERIC_HEADERS, guessTargets, headerKey, type Tool } from '../../server/imports/columns.js';
import { normaliseDomain } from '../../server/companies/domain.js';
import { EXPECTED, type ExpectedCompany, type ExpectedContact } from '../fixtures/imports/expected.js';

// Real export files guess their own columns: people drop a CRM's export on the import page and
// expect Company, Website and Country to be filled in, and nothing unrelated (owners, IDs, stages).

const DIR = 'tests/fixtures/imports';
const read = (file: string) => readFileSync(`${DIR}/${file}`, 'utf8');

/** Every record of a CSV file, read by papaparse (quoted cells hold commas, doubled quotes and line breaks). */
const records = (text: string): string[][] => Papa.parse<string[]>(text, { skipEmptyLines: true }).data;

/** The first line's cells; the byte-order mark is left for guessTargets to ignore. */
const headerRow = (file: string): string[] => records(read(file))[0];

const mapping = (headers: string[]) => Object.fromEntries(headers.map((h, i) => [h.replace(/^\uFEFF/, ''), guessTargets(headers)[i]]));

type FileSpec = {
  /** Every column that fills something; all the others must be skipped, but for `notes`. */
  fills: Record<string, ColumnTarget>;
  /** What the CRM knew of the record (status, stage, source, tags, revenue): kept as notes. */
  notes?: string[];
  country?: string;
  domain?: string;
  /** The account's own custom fields, in no tool's table. */
  custom?: string[];
};

const FIXTURES: Record<Tool, { file: string; companies: FileSpec; contacts: FileSpec }> = {
  hubspot: {
    file: 'hubspot',
    companies: {
      fills: {
        'Company name': 'companyName', 'Company Domain Name': 'companyDomain', City: 'headquarters', 'Country/Region': 'country', Industry: 'industry',
        'Number of Employees': 'companySize', Description: 'description', 'LinkedIn Company Page': 'companyLinkedin',
      },
      notes: ['Annual Revenue', 'Lifecycle Stage'],
      country: 'Country/Region',
      domain: 'Company Domain Name',
    },
    contacts: {
      fills: {
        'First Name': 'firstName', 'Last Name': 'lastName', Email: 'email', 'Phone Number': 'phone', 'Job Title': 'jobTitle', 'Company Name': 'companyName',
        'Website URL': 'companyDomain', City: 'headquarters', 'Country/Region': 'country',
      },
      notes: ['Lifecycle Stage', 'Lead Status'],
      country: 'Country/Region',
      domain: 'Website URL',
    },
  },
  salesforce: {
    file: 'salesforce',
    companies: {
      fills: {
        'Account Name': 'companyName', Industry: 'industry', Website: 'companyDomain', 'Billing City': 'headquarters', 'Billing Country': 'country',
        Employees: 'companySize', Description: 'description',
      },
      notes: ['Annual Revenue', 'Account Source', 'Rating'],
      country: 'Billing Country',
      domain: 'Website',
    },
    contacts: {
      fills: {
        'First Name': 'firstName', 'Last Name': 'lastName', Title: 'jobTitle', 'Account Name': 'companyName', Email: 'email', Phone: 'phone',
        'Mailing City': 'headquarters', 'Mailing Country': 'country',
      },
      notes: ['Lead Source'],
      country: 'Mailing Country',
    },
  },
  pipedrive: {
    file: 'pipedrive',
    companies: {
      fills: {
        'Organization - Name': 'companyName', 'Organization - City/town/village/locality of Address': 'headquarters',
        'Organization - Country of Address': 'country', 'Organization - Website': 'companyDomain', 'Organization - Industry': 'industry',
        'Organization - Number of employees': 'companySize', 'Organization - LinkedIn profile': 'companyLinkedin',
      },
      notes: ['Organization - Label'],
      country: 'Organization - Country of Address',
      domain: 'Organization - Website',
    },
    contacts: {
      fills: { 'First name': 'firstName', 'Last name': 'lastName', Organization: 'companyName', 'Email - Work': 'email', 'Phone - Work': 'phone', 'Job title': 'jobTitle' },
      notes: ['Label'],
      custom: ['Delivery address'],
    },
  },
  zoho: {
    file: 'zoho',
    companies: {
      fills: {
        'Account Name': 'companyName', Website: 'companyDomain', Industry: 'industry', Employees: 'companySize', 'Billing City': 'headquarters',
        'Billing Country': 'country', Description: 'description',
      },
      notes: ['Annual Revenue', 'Tag', 'Rating'],
      country: 'Billing Country',
      domain: 'Website',
    },
    contacts: {
      fills: {
        'First Name': 'firstName', 'Last Name': 'lastName', 'Account Name': 'companyName', Email: 'email', Title: 'jobTitle', Phone: 'phone',
        'Mailing City': 'headquarters', 'Mailing Country': 'country', Description: 'note',
      },
      notes: ['Lead Source', 'Tag'],
      country: 'Mailing Country',
    },
  },
  apollo: {
    file: 'apollo',
    companies: {
      fills: {
        Company: 'companyName', '# Employees': 'companySize', Industry: 'industry', Website: 'companyDomain', 'Company Linkedin Url': 'companyLinkedin',
        'Company City': 'headquarters', 'Company Country': 'country', 'Short Description': 'description',
      },
      notes: ['Account Stage', 'Lists', 'Annual Revenue'],
      country: 'Company Country',
      domain: 'Website',
    },
    contacts: {
      fills: {
        'First Name': 'firstName', 'Last Name': 'lastName', Title: 'jobTitle', Company: 'companyName', Email: 'email', 'Work Direct Phone': 'phone',
        '# Employees': 'companySize', Industry: 'industry', 'Person Linkedin Url': 'contactLinkedin', Website: 'companyDomain',
        'Company Linkedin Url': 'companyLinkedin', 'Company City': 'headquarters', 'Company Country': 'country', 'SEO Description': 'description',
      },
      notes: ['Stage', 'Lists', 'Annual Revenue'],
      country: 'Company Country',
      domain: 'Website',
    },
  },
  salesNavigator: {
    file: 'sales-navigator',
    companies: {
      fills: {
        companyName: 'companyName', description: 'description', industry: 'industry', employeeCount: 'companySize', companyLocation: 'headquarters',
        domain: 'companyDomain', linkedInCompanyUrl: 'companyLinkedin',
      },
      domain: 'domain',
    },
    contacts: {
      fills: {
        firstName: 'firstName', lastName: 'lastName', linkedinProfileUrl: 'contactLinkedin', linkedinJobTitle: 'jobTitle', companyName: 'companyName',
        linkedinCompanyUrl: 'companyLinkedin', companyWebsite: 'companyDomain', companyIndustry: 'industry', location: 'note',
        professionalEmail: 'email',
      },
      domain: 'companyWebsite',
    },
  },
};

for (const [tool, { file, companies, contacts }] of Object.entries(FIXTURES) as Array<[Tool, (typeof FIXTURES)[Tool]]>) {
  describe(`${tool} exports`, () => {
    for (const [kind, spec] of [['companies', companies], ['contacts', contacts]] as const) {
      const name = `${file}-${kind}.csv`;
      const headers = headerRow(name);

      it(`${name}: each importable column is guessed, every other column skipped`, () => {
        expect(headers.length).toBeGreaterThanOrEqual(12);
        const got = mapping(headers);
        const want = Object.fromEntries(Object.keys(got).map((h) => [h, spec.fills[h] ?? (spec.notes?.includes(h) ? 'note' : 'skip')]));
        expect(got).toEqual(want);
        for (const h of Object.keys(spec.fills)) expect(got).toHaveProperty([h]);
      });

      it(`${name}: the country and domain columns are found`, () => {
        const got = mapping(headers);
        if (spec.country) expect(got[spec.country]).toBe('country');
        if (spec.domain) expect(got[spec.domain]).toBe('companyDomain');
        expect(Object.values(got).filter((t) => t === 'country')).toHaveLength(spec.country ? 1 : 0);
        expect(Object.values(got).filter((t) => t === 'companyDomain')).toHaveLength(spec.domain ? 1 : 0);
      });

      it(`${name}: its headers are in the ${tool} table (custom fields aside)`, () => {
        const known = new Set(Object.keys(EXPORT_HEADERS[tool]).map(headerKey));
        const unknown = headers.map((h) => h.replace(/^\uFEFF/, '')).filter((h) => !known.has(headerKey(h)));
        expect(unknown).toEqual(spec.custom ?? []);
      });
    }
  });
}

/** The first column mapped to each field, as an importer reads a row. */
function fieldsOf(headers: string[], row: string[]): Partial<Record<ImportField, string>> {
  const out: Partial<Record<ImportField, string>> = {};
  guessTargets(headers).forEach((t, i) => {
    if (t !== 'skip' && t !== 'note' && out[t] === undefined) out[t] = row[i] ?? '';
  });
  return out;
}
const orNull = (v: string | undefined) => (v && v.trim() ? v.trim() : null);

describe('the fixtures and their ground truth (expected.ts) agree, through the guessed columns', () => {
  for (const [name, expected] of Object.entries(EXPECTED).filter(([n]) => n.endsWith('.csv'))) {
    it(name, () => {
      const text = read(name);
      expect(text.startsWith('\uFEFF')).toBe(true);
      expect(text.replace(/"(?:[^"]|"")*"/g, '').split('\n').every((l, i, all) => i === all.length - 1 || l.endsWith('\r'))).toBe(true);
      const [headers, ...rows] = records(text);
      expect(rows.every((r) => r.length === headers.length)).toBe(true);
      expect(rows).toHaveLength(expected.rows.length);
      expect(rows.length).toBeGreaterThanOrEqual(8);
      const got = rows.map((row) => {
        const f = fieldsOf(headers, row);
        const domain = f.companyDomain?.trim() ? normaliseDomain(f.companyDomain) : null;
        if (expected.kind === 'companies') {
          return { name: orNull(f.companyName), domain, country: orNull(f.country), city: orNull(f.headquarters), industry: orNull(f.industry) } as ExpectedCompany;
        }
        return {
          firstName: orNull(f.firstName), lastName: orNull(f.lastName), email: orNull(f.email), jobTitle: orNull(f.jobTitle),
          companyName: orNull(f.companyName), companyDomain: domain,
        } as ExpectedContact;
      });
      expect(got).toEqual(expected.rows);
    });
  }

  it('hubspot-companies.xlsx holds hubspot-companies.csv, headers on row 1 of the first sheet', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(`${DIR}/hubspot-companies.xlsx`);
    const sheet = workbook.worksheets[0];
    const text = (v: ExcelJS.CellValue) => (v instanceof Date ? v.toISOString() : v === null || v === undefined ? '' : String(v));
    const [headers, ...rows] = records(read('hubspot-companies.csv'));
    expect((sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1).map(text)).toEqual(headers.map((h) => h.replace(/^\uFEFF/, '')));
    expect(sheet.rowCount).toBe(rows.length + 1);
    const nameAt = headers.indexOf('Company name') + 1;
    expect(rows.map((_, i) => text(sheet.getRow(i + 2).getCell(nameAt).value))).toEqual(EXPECTED['hubspot-companies.xlsx'].rows.map((r) => (r as ExpectedCompany).name));
  });
});

describe('guessTargets: context', () => {
  it('a bare Name is the person in a file of contacts, the company otherwise', () => {
    expect(guessTargets(['Name', 'Email', 'Phone'])).toEqual(['fullName', 'email', 'phone']);
    expect(guessTargets(['Name', 'Website', 'Phone'])).toEqual(['companyName', 'companyDomain', 'skip']);
    expect(guessTargets(['Name', 'Job Title', 'Company'])).toEqual(['fullName', 'jobTitle', 'companyName']);
    expect(guessTargets(['Name'])).toEqual(['companyName']);
  });

  it('Company, Account Name and Organization are the company name, in either kind of file', () => {
    for (const header of ['Company', 'Account Name', 'Organization', 'Organisation', 'Company Name', 'Organization - Name']) {
      expect(guessTargets([header, 'Website'])[0]).toBe('companyName');
      expect(guessTargets(['Email', header])[1]).toBe('companyName');
    }
  });

  it('first and last names win over a full name, which is used only without them', () => {
    expect(guessTargets(['Full Name', 'First Name', 'Last Name', 'Email'])).toEqual(['skip', 'firstName', 'lastName', 'email']);
    expect(guessTargets(['Name', 'First name', 'Last name', 'Email - Work'])).toEqual(['skip', 'firstName', 'lastName', 'email']);
    expect(guessTargets(['Full Name', 'Email'])).toEqual(['fullName', 'email']);
    expect(guessTargets(['Person - Name', 'Person - Email - Work'])).toEqual(['fullName', 'email']);
  });

  it('a domain column beats a website column, and both beat the email domain, wherever they stand', () => {
    expect(guessTargets(['Email Domain', 'Website URL', 'Company Domain Name'])).toEqual(['skip', 'skip', 'companyDomain']);
    expect(guessTargets(['Email Domain', 'Website'])).toEqual(['skip', 'companyDomain']);
    expect(guessTargets(['Email', 'Email Domain'])).toEqual(['email', 'companyDomain']);
  });

  it("Apollo's Company Name for Emails never takes the company name from Company", () => {
    expect(guessTargets(['Company Name for Emails', 'Company'])).toEqual(['skip', 'companyName']);
    expect(guessTargets(['Company', 'Company Name for Emails'])).toEqual(['companyName', 'skip']);
    expect(guessTargets(['First Name', 'Company Name for Emails'])).toEqual(['firstName', 'companyName']);
  });

  it("the company's city and country beat the person's, and a billing address a shipping one", () => {
    expect(guessTargets(['City', 'Country', 'Company City', 'Company Country', 'Email'])).toEqual(['skip', 'skip', 'headquarters', 'country', 'email']);
    expect(guessTargets(['Shipping City', 'Shipping Country', 'Billing City', 'Billing Country'])).toEqual(['skip', 'skip', 'headquarters', 'country']);
    expect(guessTargets(['Account Name', 'Shipping Country'])).toEqual(['companyName', 'country']);
  });

  it("a phone is the switchboard in a companies file (no field), the person's line in a contacts file", () => {
    expect(guessTargets(['Account Name', 'Phone', 'Phone Number'])).toEqual(['companyName', 'skip', 'skip']);
    expect(guessTargets(['Email', 'Mobile', 'Phone'])).toEqual(['email', 'skip', 'phone']);
    expect(guessTargets(['Email', 'Company Phone', 'Corporate Phone'])).toEqual(['email', 'skip', 'phone']);
  });

  it('a description, a location, a bare URL and a LinkedIn column follow the kind of file', () => {
    expect(guessTargets(['Company', 'Description', 'Location', 'URL', 'LinkedIn'])).toEqual(['companyName', 'description', 'headquarters', 'companyDomain', 'companyLinkedin']);
    expect(guessTargets(['Email', 'Description', 'Location', 'URL', 'LinkedIn'])).toEqual(['email', 'note', 'note', 'note', 'contactLinkedin']);
  });

  it('owners, IDs, dates and address lines are skipped; notes, statuses, revenue and tags are kept as notes', () => {
    const headers = ['Company', 'Company owner', 'Record ID', 'Create Date', 'Lead Status', 'Annual Revenue', 'Street Address', 'State/Region', 'Postal Code', 'Tags', 'Notes'];
    expect(guessTargets(headers)).toEqual(['companyName', 'skip', 'skip', 'skip', 'note', 'note', 'skip', 'skip', 'skip', 'note', 'note']);
  });

  it('unknown headers are skipped', () => {
    expect(guessTargets(['Favourite colour', '', '   ', 'Company xyz', 'Spalte 7'])).toEqual(['skip', 'skip', 'skip', 'skip', 'skip']);
    expect(guessTargets([])).toEqual([]);
  });
});

describe('guessTargets: each field goes to one column', () => {
  it('a second column for a field already taken is skipped', () => {
    expect(guessTargets(['Email', 'E-mail', 'email'])).toEqual(['email', 'skip', 'skip']);
    expect(guessTargets(['Country', 'Land', 'Country'])).toEqual(['country', 'skip', 'skip']);
    expect(guessTargets(['Company', 'Company', 'Account Name'])).toEqual(['companyName', 'skip', 'skip']);
    expect(guessTargets(['Notes', 'Comments'])).toEqual(['note', 'note']);
  });

  it('no field is given twice for any tool, or for all the generic headers together', () => {
    for (const table of [...Object.values(EXPORT_HEADERS), GENERIC_HEADERS]) {
      const targets = guessTargets(Object.keys(table)).filter((t) => t !== 'skip' && t !== 'note');
      expect(new Set(targets).size).toBe(targets.length);
    }
  });
});

describe('guessTargets: other languages', () => {
  it('German, French and Spanish company, place and contact headers', () => {
    expect(guessTargets(['Firma', 'Webseite', 'Stadt', 'Land', 'Branche'])).toEqual(['companyName', 'companyDomain', 'headquarters', 'country', 'industry']);
    expect(guessTargets(['Unternehmen', 'Ort'])).toEqual(['companyName', 'headquarters']);
    expect(guessTargets(['Entreprise', 'Site web', 'Ville', 'Pays', 'Secteur'])).toEqual(['companyName', 'companyDomain', 'headquarters', 'country', 'industry']);
    expect(guessTargets(['Société', 'Effectif'])).toEqual(['companyName', 'companySize']);
    expect(guessTargets(['Empresa', 'Sitio web', 'Ciudad', 'País'])).toEqual(['companyName', 'companyDomain', 'headquarters', 'country']);
  });

  it('first and last names, however each language writes them', () => {
    expect(guessTargets(['Vorname', 'Nachname', 'E-Mail', 'Firma'])).toEqual(['firstName', 'lastName', 'email', 'companyName']);
    expect(guessTargets(['Prénom', 'Nom', 'Courriel', 'Société'])).toEqual(['firstName', 'lastName', 'email', 'companyName']);
    expect(guessTargets(['Nombre', 'Apellidos', 'Correo electrónico', 'Empresa'])).toEqual(['firstName', 'lastName', 'email', 'companyName']);
    // German files write the surname as "Name" beside "Vorname".
    expect(guessTargets(['Vorname', 'Name', 'E-Mail'])).toEqual(['firstName', 'lastName', 'email']);
    // Alone, Nom and Nombre are a name: the company's in a list of companies, the person's otherwise.
    expect(guessTargets(['Nom', 'Site web', 'Pays'])).toEqual(['companyName', 'companyDomain', 'country']);
    expect(guessTargets(['Nombre', 'Correo'])).toEqual(['fullName', 'email']);
  });
});

describe('guessTargets: how headers are written', () => {
  it('ignores case, surrounding spaces, a byte-order mark, and spaces, underscores, hyphens and dots', () => {
    for (const header of ['\uFEFFCompany Name', '  company_name  ', 'COMPANY-NAME', 'company.name', 'CompanyName', '\u00a0Company\u00a0Name\t', 'company__name']) {
      expect(guessTargets([header, 'Website']), JSON.stringify(header)).toEqual(['companyName', 'companyDomain']);
    }
    expect(guessTargets(['first_name', 'LAST-NAME', 'e.mail'])).toEqual(['firstName', 'lastName', 'email']);
    expect(guessTargets(['BillingCountry', 'billing_city', 'NumberOfEmployees', 'Account.Name'])).toEqual(['country', 'headquarters', 'companySize', 'companyName']);
  });

  it('accents are optional and may be composed or not; Pipedrive\'s required "*" is ignored', () => {
    expect(guessTargets(['Societe', 'Pais'])).toEqual(['companyName', 'country']);
    expect(guessTargets(['Socie\u0301te\u0301', 'Te\u0301le\u0301phone', 'Email'])).toEqual(['companyName', 'phone', 'email']);
    expect(guessTargets(['Organization - Name*', 'Person - Name *'])).toEqual(['companyName', 'fullName']);
  });

  it('10,000 headers of 10,000 characters each are answered, the long ones skipped', () => {
    const patterns = ['a', ' ', '\uFEFF', '-_. ', '*', 'é', 'Company', 'Ä\u0301'];
    const headers = Array.from({ length: 10_000 }, (_, i) => {
      const tail = String(i);
      return patterns[i % patterns.length].repeat(10_000).slice(0, 10_000 - tail.length) + tail;
    });
    headers[1] = `${' '.repeat(5_000)}Company${' '.repeat(4_993)}`;
    headers[2] = `${'\uFEFF'.repeat(9_995)}Email`;
    const targets = guessTargets(headers);
    expect(targets).toHaveLength(10_000);
    expect(headers.every((h) => h.length === 10_000)).toBe(true);
    expect(targets.slice(0, 3)).toEqual(['skip', 'companyName', 'email']);
    expect(targets.slice(3).every((t) => t === 'skip')).toBe(true);
  });
});
