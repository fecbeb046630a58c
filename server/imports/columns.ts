import { IMPORT_FIELDS, type ColumnTarget, type ImportField } from '../../contracts/imports.js';
import { guessFromShape } from './column-paths.js';
import { EXPORT_HEADERS, GENERIC_HEADERS, LAST_RESORT, LOCALISED_HEADERS, MORE_EXPORT_HEADERS, SECOND_CHOICE, type Guess } from './column-tables.js';

export { EXPORT_HEADERS, GENERIC_HEADERS, type Tool } from './column-tables.js';

/**
 * Which field each column of an uploaded file fills, guessed from its header: looked up in the
 * header tables (column-tables.ts), else read from its shape (column-paths.ts: paths, numbered
 * columns, prefixes), else skipped.
 */

/** Longer than any header we know: not looked up (and not normalised, however long). */
const MAX_HEADER = 100;

/**
 * A header as looked up: trimmed (a byte-order mark too), lower case, accents dropped, spaces,
 * underscores, hyphens and dots removed ("First_Name", "first-name" and "FirstName" are one), and
 * Pipedrive's trailing "*" on required columns dropped. Null when too long to be a known header.
 */
export function headerKey(header: string): string | null {
  const trimmed = header.trim();
  if (trimmed.length > MAX_HEADER) return null;
  let key = trimmed.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[\s_.-]/g, '');
  while (key.endsWith('*')) key = key.slice(0, -1);
  return key;
}

const sameGuess = (a: Guess, b: Guess) => (typeof a === 'string' || typeof b === 'string' ? a === b : a[0] === b[0] && a[1] === b[1]);

/** Every table by header key; one header meaning two things is a mistake in the tables, caught on load. */
const GUESSES = new Map<string, Guess>();
for (const table of [...Object.values(EXPORT_HEADERS), ...Object.values(MORE_EXPORT_HEADERS), GENERIC_HEADERS, LOCALISED_HEADERS]) {
  for (const [header, guess] of Object.entries(table)) {
    const key = headerKey(header)!;
    const known = GUESSES.get(key);
    if (known !== undefined && !sameGuess(known, guess)) throw new Error(`Import header "${header}" is in the column tables twice, meaning different things`);
    GUESSES.set(key, guess);
  }
}
/** A header's meaning in the tables, if it has one. */
const lookup = (header: string): Guess | undefined => {
  const key = headerKey(header);
  return key === null ? undefined : GUESSES.get(key);
};
const RANK = new Map<string, number>([...SECOND_CHOICE.map((h) => [headerKey(h)!, 2] as const), ...LAST_RESORT.map((h) => [headerKey(h)!, 3] as const)]);

const isField = (t: ColumnTarget): t is ImportField => t !== 'note' && t !== 'skip';
const isContactField = (t: ColumnTarget) => isField(t) && IMPORT_FIELDS[t].entity === 'contact';

/** "Name" beside a first name and no last name is the surname (German files: Vorname, Name); French "Nom" likewise. */
const SURNAME_BESIDE_FIRST_NAME = new Set(['name', 'nom']);
/** Spanish "Nombre" beside a surname (Apellidos) is the first name. */
const GIVEN_NAME_BESIDE_SURNAME = new Set(['nombre']);

/**
 * One target per header, in order. A file is of contacts when a column can only be a person's
 * (an email, a first or last name, a job title…); that decides the headers that depend on it. A
 * full-name column is used only when there are no first and last names. Each field goes to one
 * column: the best ranked, then the first; the others are skipped. Linear in the headers' size.
 */
export function guessTargets(headers: readonly string[]): ColumnTarget[] {
  const keys = headers.map(headerKey);
  const guesses = keys.map((key, i) => (key === null ? undefined : (GUESSES.get(key) ?? guessFromShape(headers[i]!.trim(), lookup))));
  const contacts = guesses.some((g) => typeof g === 'string' && isContactField(g));
  const targets: ColumnTarget[] = guesses.map((g) => (g === undefined ? 'skip' : typeof g === 'string' ? g : g[contacts ? 1 : 0]));

  const has = (field: ImportField) => targets.includes(field);
  const [firstName, lastName] = [has('firstName'), has('lastName')];
  keys.forEach((key, i) => {
    if (key === null || targets[i] !== 'fullName') return;
    if (SURNAME_BESIDE_FIRST_NAME.has(key) && firstName && !lastName) targets[i] = 'lastName';
    else if (GIVEN_NAME_BESIDE_SURNAME.has(key) && lastName && !firstName) targets[i] = 'firstName';
    else if (firstName || lastName) targets[i] = 'skip';
  });

  const best = new Map<ImportField, { index: number; rank: number }>();
  targets.forEach((target, index) => {
    if (!isField(target)) return;
    const rank = RANK.get(keys[index]!) ?? 1;
    const held = best.get(target);
    if (!held || rank < held.rank) best.set(target, { index, rank });
  });
  return targets.map((target, index) => (isField(target) && best.get(target)!.index !== index ? 'skip' : target));
}
