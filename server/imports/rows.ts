import { IMPORT_FIELDS, type ColumnTarget, type ImportField } from '../../contracts/imports.js';
import { isEmail, normaliseUrl } from '../../contracts/contacts.js';
import { normaliseDomain } from '../companies/index.js';
import { restoreNeutralised } from './csv-write.js';

/** What a row makes: the company (matched by registrable domain), the contact (by email), or why it cannot be imported. */
export type CompanyValues = {
  name: string | null;
  domain: string | null;
  industry: string | null;
  companySize: string | null;
  /** The head count, when the size column holds one number ("1,200"), not a band ("51-200"). */
  employeeCount: number | null;
  headquarters: string | null;
  country: string | null;
  linkedinUrl: string | null;
  description: string | null;
};
export type ContactValues = {
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  jobTitle: string | null;
  linkedinProfile: string | null;
};
export type MappedRow =
  | { line: number; problem: string }
  | { line: number; problem: null; company: CompanyValues | null; contact: ContactValues | null; notes: string | null };

export type ImportKind = 'companies' | 'contacts';

const CONTACT_KEYS = new Set<ImportField>(['firstName', 'lastName', 'fullName', 'email']);

/** A file is of contacts when a column names a person (an email or a name); otherwise of companies. */
export const kindOf = (targets: readonly ColumnTarget[]): ImportKind => (targets.some((t) => CONTACT_KEYS.has(t as ImportField)) ? 'contacts' : 'companies');

/** Whether the mapping gives a row anything to be matched or created by. */
export const mapsSomething = (targets: readonly ColumnTarget[]): boolean =>
  targets.some((t) => t === 'companyName' || t === 'companyDomain' || CONTACT_KEYS.has(t as ImportField));

/**
 * Mail providers anyone can sign up with: an address there says nothing about the person's
 * company, so no company is made from it (HubSpot's rule for creating companies from emails).
 */
const FREE_MAIL = new Set([
  'gmail.com', 'googlemail.com', 'yahoo.com', 'yahoo.co.uk', 'yahoo.fr', 'yahoo.de', 'hotmail.com', 'hotmail.co.uk', 'hotmail.fr', 'outlook.com',
  'live.com', 'msn.com', 'icloud.com', 'me.com', 'mac.com', 'aol.com', 'proton.me', 'protonmail.com', 'gmx.de', 'gmx.net', 'web.de', 'mail.com',
  'yandex.com', 'zoho.com', 'orange.fr', 'free.fr', 'btinternet.com', 'comcast.net', 'verizon.net', 'att.net',
]);

const LIMITS: Record<ImportField, number> = {
  companyName: 200, companyDomain: 253, industry: 100, companySize: 100, headquarters: 200, country: 100, companyLinkedin: 500, description: 5000,
  firstName: 100, lastName: 100, fullName: 200, email: 254, phone: 50, jobTitle: 200, contactLinkedin: 500,
};

const NOTES_LIMIT = 10_000;

/** A row's cells by field (the first column mapped to each), blanks dropped, clipped to what the field holds. */
function valuesOf(targets: readonly ColumnTarget[], cells: readonly string[]): Partial<Record<ImportField, string>> {
  const out: Partial<Record<ImportField, string>> = {};
  targets.forEach((target, i) => {
    if (target === 'skip' || target === 'note' || out[target] !== undefined) return;
    const value = restoreNeutralised((cells[i] ?? '').trim());
    if (value) out[target] = value.slice(0, LIMITS[target]);
  });
  return out;
}

/** "Header: value" lines of the columns kept as notes. */
function notesOf(headers: readonly string[], targets: readonly ColumnTarget[], cells: readonly string[]): string | null {
  const lines: string[] = [];
  targets.forEach((target, i) => {
    const value = restoreNeutralised((cells[i] ?? '').trim());
    if (target === 'note' && value) lines.push(`${headers[i] ?? `Column ${i + 1}`}: ${value}`);
  });
  return lines.length ? lines.join('\n').slice(0, NOTES_LIMIT) : null;
}

/** "Ada Lovelace" → Ada / Lovelace; "Lovelace, Ada" → Ada / Lovelace; one word is a first name. */
function splitName(full: string): [string, string] {
  const comma = full.indexOf(',');
  if (comma > 0) return [full.slice(comma + 1).trim(), full.slice(0, comma).trim()];
  const space = full.lastIndexOf(' ');
  return space > 0 ? [full.slice(0, space).trim(), full.slice(space + 1).trim()] : [full, ''];
}

/**
 * A company size cell that is one head count — "1200", "1,200", "1 200", "1.200" (CRMs' "Number of
 * Employees") — as a number; a band ("51-200", "10001+"), words or anything else: null. A count up
 * to ten million is written in at most 10 characters, so a longer cell is none: the one anchored
 * pattern (no nested repetition) reads 16 characters at most.
 */
export function headCount(size: string | undefined): number | null {
  const cell = size?.trim();
  if (!cell || cell.length > 16) return null;
  const m = cell.match(/^\d{1,3}(?:([,. \u00a0\u202f])\d{3}(?:\1\d{3})*)?$|^\d+$/);
  if (!m) return null;
  const n = Number(m[0].replace(/\D/g, ''));
  return Number.isSafeInteger(n) && n > 0 && n <= 10_000_000 ? n : null;
}

const linkedinOf = (value: string | undefined) => (value ? (normaliseUrl(value) ?? null) : null);

function companyOf(v: Partial<Record<ImportField, string>>, email: string | null): CompanyValues | string | null {
  const typedDomain = v.companyDomain;
  let domain: string | null = null;
  if (typedDomain) {
    domain = normaliseDomain(typedDomain);
    if (!domain) return `"${typedDomain.slice(0, 100)}" is not a valid company domain (like acme.com)`;
  } else if (email) {
    const fromEmail = normaliseDomain(email.slice(email.lastIndexOf('@') + 1));
    if (fromEmail && !FREE_MAIL.has(fromEmail)) domain = fromEmail;
  }
  const name = v.companyName ?? null;
  if (!domain && !name) return null;
  return {
    name,
    domain,
    industry: v.industry ?? null,
    companySize: v.companySize ?? null,
    employeeCount: headCount(v.companySize),
    headquarters: v.headquarters ?? null,
    country: v.country ?? null,
    linkedinUrl: linkedinOf(v.companyLinkedin),
    description: v.description ?? null,
  };
}

/**
 * One data row as it will be stored, or why it cannot be: a company needs a domain (companies
 * are matched and kept by their registrable domain) and a name; a contact needs a name, and an
 * email when one is given must be an email. In a contacts file the company comes from the company
 * columns, else from the work email's domain; a contact whose company has no domain is linked to
 * a pipeline company of that name when there is one (done when it is stored).
 */
export function mapRow(kind: ImportKind, headers: readonly string[], targets: readonly ColumnTarget[], cells: readonly string[], line: number): MappedRow {
  const v = valuesOf(targets, cells);
  const notes = notesOf(headers, targets, cells);
  if (Object.keys(v).length === 0 && !notes) return { line, problem: 'The row has no value in any imported column' };
  const email = v.email ? v.email.toLowerCase() : null;
  if (email && !isEmail(email)) return { line, problem: `"${v.email!.slice(0, 100)}" is not a valid email address` };
  const company = companyOf(v, email);
  if (typeof company === 'string') return { line, problem: company };

  if (kind === 'companies') {
    if (!company?.domain) return { line, problem: `${company?.name ? `${company.name.slice(0, 100)} has` : 'The row has'} no company domain or website: companies are matched by their domain` };
    return { line, problem: null, company: { ...company, name: company.name ?? company.domain }, contact: null, notes };
  }
  let [firstName, lastName] = [v.firstName ?? '', v.lastName ?? ''];
  if (!firstName && !lastName && v.fullName) [firstName, lastName] = splitName(v.fullName);
  if (!firstName && !lastName) return { line, problem: email ? `No name for ${email}: map a first and last name (or full name) column` : 'The row has no contact name or email' };
  const contact: ContactValues = { firstName: firstName.slice(0, 100), lastName: lastName.slice(0, 100), email, phone: v.phone ?? null, jobTitle: v.jobTitle ?? null, linkedinProfile: linkedinOf(v.contactLinkedin) };
  return { line, problem: null, company: company ? { ...company, name: company.name ?? company.domain } : null, contact, notes };
}

/** The preview's view of a row: field labels → values, as they will be stored. */
export function labelled(values: Record<string, string | number | null> | null, fields: Record<string, ImportField>): Record<string, string> | null {
  if (!values) return null;
  const out: Record<string, string> = {};
  for (const [key, field] of Object.entries(fields)) {
    const value = values[key];
    if (value) out[IMPORT_FIELDS[field].label] = String(value);
  }
  return out;
}

/** The preview's columns (the head count is read from the size column, shown once as the file has it). */
export const COMPANY_LABELS: Record<Exclude<keyof CompanyValues, 'employeeCount'>, ImportField> = {
  name: 'companyName', domain: 'companyDomain', industry: 'industry', companySize: 'companySize', headquarters: 'headquarters', country: 'country', linkedinUrl: 'companyLinkedin', description: 'description',
};
export const CONTACT_LABELS: Record<keyof ContactValues, ImportField> = {
  firstName: 'firstName', lastName: 'lastName', email: 'email', phone: 'phone', jobTitle: 'jobTitle', linkedinProfile: 'contactLinkedin',
};
