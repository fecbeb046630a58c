import { IMPORT_MAX_ROWS, IMPORT_MESSAGES } from '../../../contracts/imports.js';
import { AppError } from '../../http/errors.js';

/**
 * What both readers (CSV and .xlsx) hand their rows to: turns the rows of a file into a header
 * and data rows, the same way whatever the format, and enforces the caps while reading, so a file
 * over a limit is refused as soon as the limit is passed rather than after it has all been read.
 */

/** The most columns a file may use. A mapping screen of more would be unusable, and a row this wide is usually a broken file (one huge line). */
export const MAX_COLUMNS = 500;
/** The most characters kept of a cell: longer text (a pasted document, a broken quote swallowing the rest of the file) is clipped. */
export const MAX_CELL_CHARS = 10_000;

export const TOO_MANY_COLUMNS = `The file has more than ${MAX_COLUMNS} columns: remove the columns you do not need (or check that it is a table with one header row) and upload it again`;

/** A file read: its header, the data rows kept (padded to the header's width) with their row numbers, and how many data rows it has. */
export type CollectedTable = {
  headers: string[];
  rows: string[][];
  /** The spreadsheet row number (1-based, blank rows counted) of each kept row. */
  lines: number[];
  rowCount: number;
};

/** Clipped at MAX_CELL_CHARS without splitting a surrogate pair (half an emoji would be invalid text). */
function clip(text: string): string {
  if (text.length <= MAX_CELL_CHARS) return text;
  const high = text.charCodeAt(MAX_CELL_CHARS - 1);
  return text.slice(0, high >= 0xd800 && high <= 0xdbff ? MAX_CELL_CHARS - 1 : MAX_CELL_CHARS);
}

/** A number, an amount, a phone number or a date, written with digits: data, never a column's name. */
function looksNumeric(cell: string): boolean {
  let digits = 0;
  for (let i = 0; i < cell.length; i++) {
    const c = cell.charCodeAt(i);
    if (c >= 0x30 && c <= 0x39) digits++;
    else if (!' +-.,()%/:'.includes(cell[i])) return false;
  }
  return digits > 0;
}

/** local@domain.tld with no spaces: an email address, so a contact row rather than a header. */
function looksLikeEmail(cell: string): boolean {
  const at = cell.indexOf('@');
  const dot = cell.lastIndexOf('.');
  return at > 0 && dot > at + 1 && dot < cell.length - 1 && !cell.includes(' ');
}

/** Whether a first row is clearly a data row (every filled cell a number or an email), not column names. */
export function isDataRow(cells: readonly string[]): boolean {
  const filled = cells.filter(Boolean);
  return filled.length > 0 && filled.every((c) => looksNumeric(c) || looksLikeEmail(c));
}

/** How many one-cell rows (a report's or a board's title, an export date) may stand above the header. */
const MAX_TITLE_ROWS = 3;
/** A header after title rows names at least this many columns: a title above a two-column list is too rare to guess at. */
const MIN_HEADER_AFTER_TITLES = 3;

const filledCount = (cells: readonly string[]) => cells.reduce((n, c) => (c ? n + 1 : n), 0);
const sameCells = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((c, i) => c === b[i]);

/**
 * Collects a file's rows, in order. The header is the first non-blank row, unless up to three
 * one-cell rows (a title, an export date) stand above a row naming three or more columns: that row
 * is the header. Under it, a row repeating the header (files pasted one under another, a board's
 * groups) is not data, nor is a one-cell row right above such a repeat (the group's title). Blank
 * rows (no cell with anything but spaces) are skipped but keep their row number, as in a
 * spreadsheet. Keeps the first `keep` data rows (Infinity: all of them) and counts the rest.
 */
export class TableCollector {
  private header: string[] | null = null;
  /** One-cell rows above the header, until a wider row says whether they were titles. */
  private beforeHeader: { line: number; cells: string[] }[] = [];
  /** A one-cell row under the header, until the next row says whether it titled a repeated header. */
  private heldRow: { line: number; cells: string[] } | null = null;
  private width = 0;
  readonly rows: string[][] = [];
  readonly lines: number[] = [];
  rowCount = 0;

  constructor(private readonly keep: number) {}

  /** Row `line` of the file (1-based), its cells as read: trimmed, clipped, trailing empty cells dropped. Holes count as empty cells. */
  add(line: number, raw: readonly (string | undefined)[]): void {
    let last = -1;
    const cells = new Array<string>(raw.length);
    for (let i = 0; i < raw.length; i++) {
      const value = raw[i];
      const text = value ? clip(value.trim()) : '';
      cells[i] = text;
      if (text) last = i;
    }
    if (last < 0) return;
    if (last >= MAX_COLUMNS) throw new AppError('validation_failed', TOO_MANY_COLUMNS);
    cells.length = last + 1;
    if (this.header) this.underHeader(line, cells);
    else this.aboveHeader(line, cells);
  }

  private aboveHeader(line: number, cells: string[]): void {
    const filled = filledCount(cells);
    const titles = this.beforeHeader;
    if (titles.length === 0 && filled > 1) return this.setHeader(cells);
    if (filled === 1 && titles.length < MAX_TITLE_ROWS) {
      titles.push({ line, cells });
      return;
    }
    if (filled >= MIN_HEADER_AFTER_TITLES && !isDataRow(cells)) {
      this.beforeHeader = [];
      return this.setHeader(cells);
    }
    this.headerFromFirstRow();
    this.underHeader(line, cells);
  }

  /** No wider row came: the first row is the header after all, the other one-cell rows data. */
  private headerFromFirstRow(): void {
    const [first, ...rest] = this.beforeHeader;
    this.beforeHeader = [];
    if (!first) return;
    this.setHeader(first.cells);
    for (const row of rest) this.underHeader(row.line, row.cells);
  }

  private setHeader(cells: string[]): void {
    if (isDataRow(cells)) throw new AppError('validation_failed', IMPORT_MESSAGES.noHeader);
    this.header = cells;
  }

  private underHeader(line: number, cells: string[]): void {
    const header = this.header!;
    const held = this.heldRow;
    this.heldRow = null;
    if (sameCells(cells, header)) return; // and the held row, if any, was the group's title
    if (held) this.addRow(held.line, held.cells);
    if (header.length >= MIN_HEADER_AFTER_TITLES && filledCount(cells) === 1) this.heldRow = { line, cells };
    else this.addRow(line, cells);
  }

  private addRow(line: number, cells: string[]): void {
    this.rowCount += 1;
    if (this.rowCount > IMPORT_MAX_ROWS) throw new AppError('validation_failed', IMPORT_MESSAGES.tooManyRows);
    if (cells.length > this.width) this.width = cells.length;
    if (this.rows.length < this.keep) {
      this.rows.push(cells);
      this.lines.push(line);
    }
  }

  /** The table read: headers named (an empty header cell is "Column N"), rows padded to the header's width. */
  finish(): CollectedTable {
    if (!this.header) this.headerFromFirstRow();
    if (this.heldRow) this.addRow(this.heldRow.line, this.heldRow.cells);
    this.heldRow = null;
    if (!this.header) throw new AppError('validation_failed', IMPORT_MESSAGES.empty);
    if (this.rowCount === 0) throw new AppError('validation_failed', IMPORT_MESSAGES.noRows);
    const width = Math.max(this.width, this.header.length);
    const headers = Array.from({ length: width }, (_, i) => this.header?.[i] || `Column ${i + 1}`);
    for (const row of this.rows) while (row.length < width) row.push('');
    return { headers, rows: this.rows, lines: this.lines, rowCount: this.rowCount };
  }
}
