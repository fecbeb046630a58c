import { IMPORT_FIELDS, type ColumnTarget } from '../../contracts/imports.js';
import type { Guess } from './column-tables.js';

/**
 * What a header that is in no table means, read from its shape: many tools write a field of a
 * related record as a path or a prefix, number repeated fields, or mark custom fields.
 *
 * - Salesforce paths and custom fields: `Account.Website` is the company's website, `Owner.Name`
 *   an owner (skipped), `LinkedIn_URL__c` the field "LinkedIn URL"; Close's `custom.Industry`.
 * - Numbered columns: Google Contacts' `E-mail 1 - Value` and `Phone 1 - Value` (its `… - Label`
 *   and `… - Type` columns say which kind: skipped), `Organization 1 - Title`, `Address 1 - City`;
 *   Keap's `Phone 1`. The first of a field wins (guessTargets gives each field one column).
 * - Prefixes naming whose field it is: a company's (`Client Website`, `Account Industry`), the
 *   primary contact's (`Primary Contact Email`, Close's `primary_contact_title`), an address's
 *   (`primary_address_city`: its city and country are read, its street and postcode skipped).
 * - Survey questions (a badge scanner's `Q: Products of interest`): kept as notes.
 *
 * `lookup` is the tables' own lookup. Headers are at most 100 characters (columns.ts); each step
 * is a few linear passes over one.
 */
export function guessFromShape(header: string, lookup: (header: string) => Guess | undefined): Guess | undefined {
  if (isQuestion(header)) return 'note';
  // Salesforce custom fields: LinkedIn_URL__c is the field "LinkedIn URL".
  if (/__c$/i.test(header)) return lookup(header.slice(0, -3).replaceAll('_', ' '));
  return fromPath(header, lookup) ?? fromNumbered(header, lookup) ?? fromWords(header, lookup);
}

/** A badge scanner's qualifying question: "Q: Products of interest", "Question 2: Budget", "Which products interest you?". */
function isQuestion(header: string): boolean {
  return /^(?:q|question)(?:\s?\d+)?\s*[:.)]/i.test(header) || (header.endsWith('?') && header.split(' ').length >= 3);
}

/** "Account.Website", "Owner.Name", "custom.Industry": a field of a related record, or a custom field. */
function fromPath(header: string, lookup: (header: string) => Guess | undefined): Guess | undefined {
  const dot = header.indexOf('.');
  if (dot <= 0 || dot === header.length - 1) return undefined;
  const scope = header.slice(0, dot).toLowerCase();
  const rest = header.slice(dot + 1);
  if (CUSTOM_PREFIXES.has(scope)) return lookup(rest);
  if (COMPANY_WORDS.has(scope)) return asCompany(lookup(rest));
  if (PERSON_WORDS.has(scope)) return asPerson(lookup(rest));
  if (OWNER_PATHS.has(scope)) return 'skip';
  return undefined;
}

/** Google Contacts' "E-mail 1 - Value", "Organization 1 - Title", "Address 1 - City"; Keap's "Phone 1". */
function fromNumbered(header: string, lookup: (header: string) => Guess | undefined): Guess | undefined {
  const dash = header.lastIndexOf(' - ');
  if (dash > 0) {
    const base = withoutNumber(header.slice(0, dash));
    if (base === undefined) return undefined;
    const part = header.slice(dash + 3).trim().toLowerCase();
    if (part === 'value') return lookup(base);
    if (part === 'label' || part === 'type') return 'skip';
    if (ADDRESS_WORDS.has(base.toLowerCase())) return addressPart([part]);
    return lookup(`${base} ${part}`);
  }
  const base = withoutNumber(header);
  return base === undefined ? undefined : lookup(base);
}

/** "Phone 1" is "Phone": the text before a trailing number, or undefined when it has none (or is only a number). */
function withoutNumber(text: string): string | undefined {
  const trimmed = text.trimEnd();
  let end = trimmed.length;
  while (end > 0 && trimmed.charCodeAt(end - 1) >= 0x30 && trimmed.charCodeAt(end - 1) <= 0x39) end--;
  const base = trimmed.slice(0, end).trim();
  return end === trimmed.length || base === '' ? undefined : base;
}

/** "Client Website", "Primary Contact Email", "primary_contact_title", "primary_address_city". */
function fromWords(header: string, lookup: (header: string) => Guess | undefined): Guess | undefined {
  const all = header.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  // "Primary" says which of several: the primary email is the email.
  const words = all.filter((w) => w !== 'primary');
  if (words.length === 0) return undefined;
  const [first, ...rest] = words as [string, ...string[]];
  if (rest.length === 0) return words.length < all.length ? (PERSON_WORDS.has(first) ? 'fullName' : lookup(first)) : undefined;
  if (PERSON_WORDS.has(first)) return asPerson(lookup(rest.join(' ')));
  if (ADDRESS_WORDS.has(first)) return addressPart(rest);
  if (COMPANY_WORDS.has(first)) return asCompany(lookup(rest.join(' ')));
  return words.length < all.length ? lookup(words.join(' ')) : undefined;
}

/** Path prefixes of a custom field's name (Close's custom.X, HubSpot API exports' properties.X). */
const CUSTOM_PREFIXES = new Set(['custom', 'properties', 'fields']);
/** The related record is the company. */
const COMPANY_WORDS = new Set(['account', 'company', 'organization', 'organisation', 'client', 'customer']);
/** The related record is the person. */
const PERSON_WORDS = new Set(['contact', 'person', 'lead']);
/** Who created, changed or owns the record: never the record's own data. */
const OWNER_PATHS = new Set(['owner', 'createdby', 'lastmodifiedby', 'recordtype']);
const ADDRESS_WORDS = new Set(['address', 'mailing', 'billing', 'shipping']);

/** Of an address, the city and the country have fields; its street, region and postcode do not. */
function addressPart(words: readonly string[]): ColumnTarget {
  const part = words.join(' ');
  if (part === 'city' || part === 'town' || part === 'locality') return 'headquarters';
  if (part === 'country' || part === 'country region') return 'country';
  return 'skip';
}

const isContactTarget = (t: ColumnTarget) => t !== 'note' && t !== 'skip' && IMPORT_FIELDS[t].entity === 'contact';

/** A field of the company: a header meaning either takes the company's meaning; a person's field is not the company's. */
function asCompany(guess: Guess | undefined): Guess | undefined {
  if (guess === undefined) return undefined;
  const target = typeof guess === 'string' ? guess : guess[0];
  return isContactTarget(target) ? 'skip' : target;
}

/** A field of the person: a header meaning either takes the person's meaning. */
function asPerson(guess: Guess | undefined): Guess | undefined {
  if (guess === undefined) return undefined;
  return typeof guess === 'string' ? guess : guess[1];
}
