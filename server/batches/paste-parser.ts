import Papa from 'papaparse';
import { normaliseDomain } from '../../contracts/companies.js';
import type { RejectedLine } from '../../contracts/batches.js';

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
  name: ['name', 'company', 'company name', 'companyname', 'organization', 'organisation', 'organization name', 'account', 'account name', 'business', 'business name'],
  domain: ['domain', 'company domain', 'website', 'company website', 'web site', 'url', 'site', 'homepage', 'web'],
  industry: ['industry', 'sector'],
  companySize: ['size', 'company size', 'employees', 'employee count', 'headcount'],
  headquarters: ['headquarters', 'hq', 'location', 'city'],
  country: ['country'],
  linkedinUrl: ['linkedin', 'linkedin url', 'linkedin page'],
  description: ['description', 'about', 'notes'],
};

const LIMITS: Record<Column, number> = { name: 200, domain: 253, industry: 100, companySize: 100, headquarters: 200, country: 100, linkedinUrl: 500, description: 5000 };

const headerKey = (cell: string) => cell.trim().toLowerCase().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ');

/** The column index of each field whose header name (in `names`) appears in `cells`. */
export function headerColumns<C extends string>(cells: string[], names: Record<C, string[]>): Partial<Record<C, number>> {
  const map: Partial<Record<C, number>> = {};
  cells.forEach((cell, i) => {
    const key = headerKey(cell);
    for (const [column, aliases] of Object.entries(names) as Array<[C, string[]]>) {
      if (map[column] === undefined && aliases.includes(key)) map[column] = i;
    }
  });
  return map;
}

/** Column index per field when `cells` is a header row naming a domain or a name column; else null. */
function readHeader(cells: string[]): Partial<Record<Column, number>> | null {
  const map = headerColumns(cells, HEADER_NAMES);
  return map.domain === undefined && map.name === undefined ? null : map;
}

/** "acme-tools.co.uk" → "Acme Tools": a readable name when a line gives only a domain. */
export function nameFromDomain(domain: string): string {
  return domain
    .split('.')[0]
    .split('-')
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');
}

const clip = (v: string | undefined, column: Column) => {
  const t = (v ?? '').trim();
  return t ? t.slice(0, LIMITS[column]) : null;
};

/**
 * Cells per line. A CSV file or a consistent paste is parsed whole (quoted fields may span lines;
 * the separator is a tab, or guessed among , ; |). A paste mixing spreadsheet (tab) lines with
 * typed (comma) lines is split line by line, each on its own separator.
 */
export function splitRows(text: string): string[][] {
  const lines = text.split(/\r\n|\n|\r/);
  const filled = lines.filter((l) => l.trim());
  const tabbed = filled.filter((l) => l.includes('\t')).length;
  if (tabbed === 0 || tabbed === filled.length) {
    return Papa.parse<string[]>(text, { delimiter: tabbed ? '\t' : '', delimitersToGuess: [',', ';', '|'], skipEmptyLines: false }).data;
  }
  return lines.map((l) => Papa.parse<string[]>(l, { delimiter: l.includes('\t') ? '\t' : ',' }).data[0] ?? []);
}

/**
 * Reads pasted lines or a CSV file: `Name, domain` (comma or tab separated, quotes allowed), a
 * bare domain, or a header row naming the columns (Company, Website, Industry, Country…).
 * Blank lines are ignored; every other line becomes a company or a rejected line with the reason.
 * Domains are normalised as the pipeline does; a domain given twice is kept once.
 */
export function parseCompanyLines(text: string): ParsedLines {
  const rows: ParsedCompany[] = [];
  const rejected: RejectedLine[] = [];
  const seen = new Map<string, number>();
  let header: Partial<Record<Column, number>> | null = null;
  let sawData = false;
  let dataLines = 0;

  splitRows(text.replace(/^\uFEFF/, '')).forEach((raw, index) => {
    const line = index + 1;
    const cells = raw.map((c) => (c ?? '').trim());
    if (cells.every((c) => !c)) return;
    if (!sawData && !header) {
      sawData = true;
      // A header names its columns; a first line holding a domain is data ("Company, company.com").
      const h = readHeader(cells);
      if (h && !cells.some((c) => normaliseDomain(c))) {
        header = h;
        return;
      }
    }
    sawData = true;
    dataLines += 1;
    const shown = cells.filter(Boolean).join(', ').slice(0, 200);
    const reject = (message: string) => rejected.push({ line, text: shown, message });

    let name: string | undefined;
    let domainText: string | undefined;
    const extra: Partial<Record<Column, string>> = {};
    if (header) {
      const h: Partial<Record<Column, number>> = header;
      name = h.name !== undefined ? cells[h.name] : undefined;
      domainText = h.domain !== undefined ? cells[h.domain] : undefined;
      for (const column of ['industry', 'companySize', 'headquarters', 'country', 'linkedinUrl', 'description'] as const) {
        const i = h[column];
        if (i !== undefined) extra[column] = cells[i];
      }
      // A bare domain under a header (e.g. typed below pasted columns) still counts.
      const filled = cells.filter(Boolean);
      if (!domainText && filled.length === 1 && normaliseDomain(filled[0])) [name, domainText] = [undefined, filled[0]];
    } else {
      const filled = cells.filter(Boolean);
      if (filled.length === 1) {
        if (normaliseDomain(filled[0])) domainText = filled[0];
        else name = filled[0];
      } else if (!normaliseDomain(filled[1]) && normaliseDomain(filled[0])) {
        [domainText, name] = [filled[0], filled[1]];
      } else {
        [name, domainText] = [filled[0], filled[1]];
      }
    }

    if (!domainText) return void reject(`${name ? `"${name}" has` : 'This line has'} no domain - add one after a comma, like "Acme, acme.com"`);
    const domain = normaliseDomain(domainText);
    if (!domain) return void reject(`"${domainText.slice(0, 100)}" is not a valid domain (like acme.com)`);
    const companyName = name?.trim() || nameFromDomain(domain);
    if (companyName.length > LIMITS.name) return void reject(`Company name must be at most ${LIMITS.name} characters`);
    const first = seen.get(domain);
    if (first !== undefined) return void reject(`${domain} is already on line ${first}`);
    seen.set(domain, line);
    rows.push({
      line,
      name: companyName,
      domain,
      industry: clip(extra.industry, 'industry'),
      companySize: clip(extra.companySize, 'companySize'),
      headquarters: clip(extra.headquarters, 'headquarters'),
      country: clip(extra.country, 'country'),
      linkedinUrl: clip(extra.linkedinUrl, 'linkedinUrl'),
      description: clip(extra.description, 'description'),
    });
  });
  return { rows, rejected, dataLines };
}
