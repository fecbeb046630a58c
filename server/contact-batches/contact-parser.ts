import type { RejectedLine } from '../../contracts/company-batches.js';
import { contactInput, normaliseUrl } from '../../contracts/contacts.js';
import { headerColumns, readRecords } from '../batches-shared/index.js';

/** One person read from a pasted line or a CSV row. */
export type ParsedContact = {
  /** The line (row) of the paste it came from, 1-based. */
  line: number;
  firstName: string;
  lastName: string;
  jobTitle: string | null;
  linkedinUrl: string | null;
  email: string | null;
  phone: string | null;
};

export type ParsedContactLines = { rows: ParsedContact[]; rejected: RejectedLine[] };

type Column = 'fullName' | 'firstName' | 'lastName' | 'jobTitle' | 'linkedinUrl' | 'email' | 'phone';

/** Header cells we recognise (lower case, spaces for _ and -), by the field they fill. */
const HEADER_NAMES: Record<Column, string[]> = {
  fullName: ['name', 'full name', 'fullname', 'contact', 'contact name', 'person'],
  firstName: ['first name', 'firstname', 'first', 'given name'],
  lastName: ['last name', 'lastname', 'last', 'surname', 'family name'],
  jobTitle: ['job title', 'jobtitle', 'title', 'position', 'role'],
  linkedinUrl: ['linkedin', 'linkedin url', 'linkedin profile', 'profile', 'profile url', 'url'],
  email: ['email', 'e mail', 'email address', 'work email'],
  phone: ['phone', 'phone number', 'mobile', 'telephone', 'tel'],
};

/** Column index per field when `cells` is a header row naming a person, profile or email; else null. */
function readHeader(cells: string[]): Partial<Record<Column, number>> | null {
  const map = headerColumns(cells, HEADER_NAMES);
  const named = map.fullName !== undefined || map.firstName !== undefined || map.linkedinUrl !== undefined || map.email !== undefined;
  return named ? map : null;
}

const EMAILISH = /^[^\s@]+@[^\s@]+$/;
const PHONEISH = /^\+?[\d\s().-]{7,}$/;
const isLinkedin = (v: string) => /(^|\.)linkedin\.com\//i.test(v.replace(/^[a-z]+:\/\//i, ''));
const isUrl = (v: string) => /^https?:\/\//i.test(v) || isLinkedin(v);

/**
 * "https://www.linkedin.com/in/jane-doe-4f2a1" → ["Jane", "Doe"]: the name a bare profile URL
 * spells out (a trailing id is dropped). Null when the address does not spell two names.
 */
export function nameFromLinkedin(url: string): [string, string] | null {
  const slug = /linkedin\.com\/in\/([^/?#]+)/i.exec(url)?.[1];
  if (!slug) return null;
  let parts = decodeURIComponent(slug).split('-').filter(Boolean);
  while (parts.length > 2 && (/\d/.test(parts[parts.length - 1]) || /^[0-9a-f]{5,}$/.test(parts[parts.length - 1]))) parts = parts.slice(0, -1);
  if (parts.length < 2 || parts.some((p) => /\d/.test(p))) return null;
  const word = (w: string) => w[0].toUpperCase() + w.slice(1).toLowerCase();
  return [word(parts[0]), parts.slice(1).map(word).join(' ')];
}

/** Lower-cased profile address without scheme, www., query or trailing slash, for comparing. */
export function linkedinKey(url: string | null | undefined): string | null {
  if (!url) return null;
  return url.trim().toLowerCase().replace(/^[a-z]+:\/\//, '').replace(/^www\./, '').replace(/(?<![?#])[?#].*$/, '').replace(/(?<!\/)\/+$/, '') || null;
}

export const nameKey = (first: string, last: string) => `${first} ${last}`.trim().toLowerCase().replace(/\s+/g, ' ');

type Cells = Partial<Record<Column, string>>;

/** Without a header: emails, profile URLs and phone numbers are recognised wherever they are; the other cells are the name, then the job title. */
function readByContent(cells: string[]): Cells {
  const out: Cells = {};
  const text: string[] = [];
  for (const c of cells.filter(Boolean)) {
    // Checked (and reported) by the contact rules below, rather than dropped when mistyped.
    if (!out.email && c.includes('@') && !/\s/.test(c)) out.email = c;
    else if (!out.linkedinUrl && (isUrl(c) || /^[^\s@]+\.[a-z]{2,}\/\S*$/i.test(c))) out.linkedinUrl = c;
    else if (!out.phone && PHONEISH.test(c) && /\d{3}/.test(c)) out.phone = c;
    else text.push(c);
  }
  [out.fullName, out.jobTitle] = text;
  return out;
}

function readByHeader(cells: string[], header: Partial<Record<Column, number>>): Cells {
  const out: Cells = {};
  for (const [column, i] of Object.entries(header) as Array<[Column, number]>) if (cells[i]) out[column] = cells[i];
  // A bare profile URL typed below pasted columns still counts.
  const filled = cells.filter(Boolean);
  if (!out.fullName && !out.firstName && !out.linkedinUrl && filled.length === 1 && isUrl(filled[0])) out.linkedinUrl = filled[0];
  return out;
}

/**
 * Reads pasted people: `First Last, Job Title, LinkedIn URL, email` (comma or tab separated,
 * quotes allowed), a bare LinkedIn profile URL, or a header row naming the columns in any order
 * (Name or First/Last name, Title, LinkedIn, Email, Phone). Blank lines are ignored; every other
 * line becomes a person or a rejected line with the reason. The same person twice is kept once.
 */
export function parseContactLines(text: string): ParsedContactLines {
  const rows: ParsedContact[] = [];
  const rejected: RejectedLine[] = [];
  const seen = new Map<string, number>();
  let header: Partial<Record<Column, number>> | null = null;
  let sawData = false;

  readRecords(text.replace(/^\uFEFF/, '')).forEach((record) => {
    const { line } = record;
    const cells = record.cells.map((c) => c.trim());
    if (cells.every((c) => !c)) return;
    if (!sawData) {
      sawData = true;
      const h = readHeader(cells);
      if (h && !cells.some((c) => EMAILISH.test(c) || isUrl(c))) {
        header = h;
        return;
      }
    }
    const shown = cells.filter(Boolean).join(', ').slice(0, 200);
    const reject = (message: string) => void rejected.push({ line, text: shown, message });
    const c = header ? readByHeader(cells, header) : readByContent(cells);

    let firstName = c.firstName ?? '';
    let lastName = c.lastName ?? '';
    if (c.fullName && !firstName && !lastName) {
      const words = c.fullName.split(/\s+/);
      firstName = words[0];
      lastName = words.slice(1).join(' ');
    }
    if (!firstName && !lastName && c.linkedinUrl) {
      const fromUrl = nameFromLinkedin(c.linkedinUrl);
      if (!fromUrl) return reject(`Could not read a name from "${c.linkedinUrl.slice(0, 100)}" - add the name before it, like "Jane Doe, ${c.linkedinUrl.slice(0, 60)}"`);
      [firstName, lastName] = fromUrl;
    }
    if (!firstName || !lastName) {
      const who = firstName || lastName;
      return reject(who ? `"${who.slice(0, 100)}" needs a first and a last name` : 'This line has no name - start it with the first and last name');
    }
    if (c.linkedinUrl && (!normaliseUrl(c.linkedinUrl) || !isLinkedin(c.linkedinUrl)))
      return reject(`"${c.linkedinUrl.slice(0, 100)}" is not a LinkedIn profile URL (like https://www.linkedin.com/in/name)`);

    // The same rules as a contact typed into the form.
    const checked = contactInput.safeParse({ firstName, lastName, jobTitle: c.jobTitle ?? null, email: c.email ?? null, phone: c.phone ?? null, linkedinProfile: c.linkedinUrl ?? null });
    if (!checked.success) return reject(checked.error.issues[0].message);
    const v = checked.data;
    const person: ParsedContact = {
      line,
      firstName: v.firstName,
      lastName: v.lastName,
      jobTitle: v.jobTitle ?? null,
      linkedinUrl: v.linkedinProfile ?? null,
      email: v.email ?? null,
      phone: v.phone ?? null,
    };
    const keys = [person.email?.toLowerCase(), linkedinKey(person.linkedinUrl), nameKey(person.firstName, person.lastName)].filter((k): k is string => !!k);
    const first = keys.map((k) => seen.get(k)).find((n) => n !== undefined);
    if (first !== undefined) return reject(`${person.firstName} ${person.lastName} is already on line ${first}`);
    for (const k of keys) seen.set(k, line);
    rows.push(person);
  });
  return { rows, rejected };
}
