import { normaliseDomain } from '../companies/index.js';
import type { RejectedLine } from '../../contracts/company-batches.js';
import { headerColumns, readRecords } from '../batches-shared/index.js';

/** One company read from a pasted line or a CSV row. */
export type ParsedCompany = {
  /** The line (row) of the paste it came from, 1-based. */
  line: number;
  name: string;
  domain: string;
  industry: string | null;
  companySize: string | null;
  headquarters: string | null;
  country: string | null;
  linkedinUrl: string | null;
  description: string | null;
};

export type ParsedLines = { rows: ParsedCompany[]; rejected: RejectedLine[]; /** non-blank data lines (header excluded) */ dataLines: number };

type Column = Exclude<keyof ParsedCompany, 'line'>;

/** Header cells we recognise (lower case, spaces for _ and -), by the field they fill. */
const HEADER_NAMES: Record<Column, string[]> = {
  name: ['name', 'company', 'company name', 'companyname', 'organization', 'organisation', 'organization name', 'account', 'account name', 'business', 'business name', 'firma', 'unternehmen', 'entreprise', 'société', 'empresa', 'bedrijf'],
  domain: ['domain', 'company domain', 'website', 'company website', 'web site', 'url', 'site', 'homepage', 'web'],
  industry: ['industry', 'sector'],
  companySize: ['size', 'company size', 'employees', 'employee count', 'headcount'],
  headquarters: ['headquarters', 'hq', 'location', 'city'],
  country: ['country', 'land', 'pays', 'país', 'paese'],
  linkedinUrl: ['linkedin', 'linkedin url', 'linkedin page'],
  description: ['description', 'about', 'notes'],
};

const LIMITS: Record<Column, number> = { name: 200, domain: 253, industry: 100, companySize: 100, headquarters: 200, country: 100, linkedinUrl: 500, description: 5000 };

/** Column index per field when `cells` is a header row naming a domain or a name column; else null. */
function readHeader(cells: string[]): Partial<Record<Column, number>> | null {
  const map = headerColumns(cells, HEADER_NAMES);
  return map.domain === undefined && map.name === undefined ? null : map;
}

const clip = (v: string | undefined, column: Column) => {
  const t = (v ?? '').trim();
  return t ? t.slice(0, LIMITS[column]) : null;
};

/**
 * Reads pasted lines or a CSV file: `Name, domain` (comma, semicolon or tab separated, quotes
 * allowed), or a header row naming the columns (Company, Website, Industry, Country…). Blank lines
 * are ignored; every other line becomes a company or a rejected line with its number and reason
 * (a company needs a name and a domain, docs/product.md#company-batches). Domains are normalised as the pipeline
 * does; a domain given twice is kept once.
 */
export function parseCompanyLines(text: string): ParsedLines {
  const rows: ParsedCompany[] = [];
  const rejected: RejectedLine[] = [];
  const seen = new Map<string, number>();
  let header: Partial<Record<Column, number>> | null = null;
  let sawData = false;
  let dataLines = 0;

  for (const record of readRecords(text.replace(/^\uFEFF/, ''))) {
    const { line } = record;
    const cells = record.cells.map((c) => c.trim());
    if (cells.every((c) => !c)) continue;
    if (!sawData && !header) {
      sawData = true;
      // A header names its columns; a first line holding a domain is data ("Company, company.com").
      const h = readHeader(cells);
      if (h && !cells.some((c) => normaliseDomain(c))) {
        header = h;
        continue;
      }
    }
    sawData = true;
    dataLines += 1;
    const shown = cells.filter(Boolean).join(', ').slice(0, 200);
    const reason = companyOf(cells, header);
    if (typeof reason === 'string') {
      rejected.push({ line, text: shown, message: reason });
      continue;
    }
    const first = seen.get(reason.domain);
    if (first !== undefined) {
      rejected.push({ line, text: shown, message: `${reason.domain} is already on line ${first}` });
      continue;
    }
    seen.set(reason.domain, line);
    rows.push({ line, ...reason });
  }
  return { rows, rejected, dataLines };
}

/** The company one line describes, or why it cannot be added. */
function companyOf(cells: string[], header: Partial<Record<Column, number>> | null): Omit<ParsedCompany, 'line'> | string {
  let name: string | undefined;
  let domainText: string | undefined;
  const extra: Partial<Record<Column, string>> = {};
  const filled = cells.filter(Boolean);
  if (header) {
    name = header.name !== undefined ? cells[header.name] : undefined;
    domainText = header.domain !== undefined ? cells[header.domain] : undefined;
    for (const column of ['industry', 'companySize', 'headquarters', 'country', 'linkedinUrl', 'description'] as const) {
      const i = header[column];
      if (i !== undefined) extra[column] = cells[i];
    }
    // A bare domain under a header (e.g. typed below pasted columns) is a company without a name.
    if (!domainText && filled.length === 1 && normaliseDomain(filled[0])) [name, domainText] = [undefined, filled[0]];
  } else if (filled.length === 1) {
    if (normaliseDomain(filled[0])) domainText = filled[0];
    else name = filled[0];
  } else if (!normaliseDomain(filled[1]) && normaliseDomain(filled[0])) {
    [domainText, name] = [filled[0], filled[1]];
  } else {
    [name, domainText] = [filled[0], filled[1]];
  }

  name = name?.trim();
  if (!domainText) return `${name ? `"${name.slice(0, 100)}" has` : 'This line has'} no domain - add one after a comma, like "Acme, acme.com"`;
  const domain = normaliseDomain(domainText);
  if (!domain) return `"${domainText.slice(0, 100)}" is not a valid domain (like acme.com)`;
  if (!name) return `No company name for ${domain} - put the name before the domain, like "Acme, ${domain}"`;
  if (name.length > LIMITS.name) return `Company name must be at most ${LIMITS.name} characters`;
  return {
    name,
    domain,
    industry: clip(extra.industry, 'industry'),
    companySize: clip(extra.companySize, 'companySize'),
    headquarters: clip(extra.headquarters, 'headquarters'),
    country: clip(extra.country, 'country'),
    linkedinUrl: clip(extra.linkedinUrl, 'linkedinUrl'),
    description: clip(extra.description, 'description'),
  };
}
