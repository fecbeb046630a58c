import Papa from 'papaparse';

/**
 * CSV for people to open in Excel (exports, problem-row downloads), written with papaparse's
 * `unparse`: fields holding commas, quotes or line breaks quoted, CRLF line endings (RFC 4180,
 * what Excel writes), and a UTF-8 byte-order mark first, without which Excel on Windows reads the
 * file as Windows-1252 and shows "Ã©" for "é".
 */

/**
 * Characters that make a spreadsheet read a cell as a formula (or, tab and carriage return, that
 * can hide one after them). A CSV export holds what users and imported files typed, and a cell
 * such as `=HYPERLINK("http://evil","Click")` or `@SUM(…)` would run in the Excel of whoever
 * opens the export: CSV injection.
 */
const FORMULA_STARTS = new Set(['=', '+', '-', '@', '\t', '\r']);

/**
 * A cell made inert (OWASP "CSV Injection"): text starting with a formula character gets a
 * single quote in front, which Excel shows as text. Every such cell is prefixed, as OWASP
 * advises, including plain negative numbers (-12 → '-12) and international phone numbers
 * (+44 20 7946 0000 → '+44 20 7946 0000): telling a harmless "-12" from "-1+cmd|…" by pattern is
 * exactly the kind of parsing attackers get around, and a quote in an export is a small price.
 */
export function neutraliseFormula(text: string): string {
  return text.length > 0 && FORMULA_STARTS.has(text[0]) ? `'${text}` : text;
}

/**
 * neutraliseFormula undone, for a value read back from a file: the quote our exports (and Apollo's,
 * for its phone numbers) put before `=`, `+`, `-`, `@`, a tab or a carriage return is not part of the value.
 */
export function restoreNeutralised(text: string): string {
  return text.length > 1 && text[0] === "'" && FORMULA_STARTS.has(text[1]) ? text.slice(1) : text;
}

type Cell = string | number | null | undefined;

function cellText(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? neutraliseFormula(String(value)) : '';
  return neutraliseFormula(value);
}

/**
 * A CSV file's text: the header row, then the rows, cells made inert (neutraliseFormula; empty
 * for null and undefined), CRLF line endings, a UTF-8 byte-order mark first. Encode it as UTF-8.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const body = Papa.unparse(
    { fields: header.map(cellText), data: rows.map((row) => row.map(cellText)) },
    // Neutralised above, numbers included (papaparse's own escapeFormulae skips numbers).
    { newline: '\r\n', quotes: false, escapeFormulae: false, header: true },
  );
  return `\uFEFF${body}`;
}
