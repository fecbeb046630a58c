import { format, parse } from 'date-fns';
import { formatCents } from '../../../contracts/money.js';
import { toCsv } from './csv.js';

/**
 * What a cell holds: text, a count, money in cents, a rate (0–1) or days. A null number is a
 * figure the report could not give (nothing closed, no stays): "—" in the table, empty in CSV.
 */
export type CellKind = 'text' | 'count' | 'money' | 'percent' | 'days';
export type CellValue = string | number | null;

export type ReportColumn<R> = { label: string; kind: CellKind; value: (row: R) => CellValue };

/** A report's table: its caption, columns, rows and an optional last row of totals. */
export type ReportTableData<R> = { caption: string; columns: ReportColumn<R>[]; rows: R[]; total?: R };

const NONE = '—';
const oneDecimal = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 1 });

/** "2150.00" for 215000 cents: money for spreadsheets, no currency sign or thousands separator. */
export function plainDollars(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A rate of 0–1 as "42.9%". */
export const formatRate = (rate: number) => `${oneDecimal(rate * 100)}%`;

/** What the table shows in a cell. */
export function displayCell(kind: CellKind, value: CellValue): string {
  if (value === null) return NONE;
  if (typeof value === 'string') return value;
  switch (kind) {
    case 'money':
      return formatCents(value);
    case 'percent':
      return formatRate(value);
    case 'days':
      return oneDecimal(value);
    default:
      return value.toLocaleString('en-US');
  }
}

/** What the CSV holds for a cell: the table's text, but plain numbers for money and counts. */
export function csvCell(kind: CellKind, value: CellValue): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (kind === 'money') return plainDollars(value);
  if (kind === 'count') return String(value);
  return displayCell(kind, value);
}

/** The table's header, rows and total row, as CSV text. */
export function tableCsv<R>({ columns, rows, total }: ReportTableData<R>): string {
  const body = [...rows, ...(total ? [total] : [])].map((row) => columns.map((c) => csvCell(c.kind, c.value(row))));
  return toCsv([columns.map((c) => c.label), ...body]);
}

/** "pipeline-by-stage-2026-11-29.csv": the caption and the day it was downloaded. */
export function csvFileName(caption: string, day: Date): string {
  const slug = caption
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug}-${format(day, 'yyyy-MM-dd')}.csv`;
}

/** "2026-11" → "Nov 2026" (a chart's axis: "Nov ’26"); null → "No close date" ("No date"). */
export function monthLabel(month: string | null, short = false): string {
  if (month === null) return short ? 'No date' : 'No close date';
  const day = parse(month, 'yyyy-MM', new Date(2000, 0, 1));
  return Number.isNaN(day.getTime()) ? month : format(day, short ? 'MMM ’yy' : 'MMM yyyy');
}
