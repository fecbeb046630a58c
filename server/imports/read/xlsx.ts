import ExcelJS from 'exceljs';
import { IMPORT_MESSAGES } from '../../../contracts/imports.js';
import { AppError } from '../../http/errors.js';
import type { TableCollector } from './collect.js';
import { checkZip } from './zip-guard.js';

/**
 * The first worksheet of an .xlsx, as the text its cells show: what a person sees in Excel is
 * what they expect to import, never a formula (a formula's last computed result is kept; nothing
 * is ever evaluated here).
 */

const badWorkbook = () => new AppError('validation_failed', IMPORT_MESSAGES.badWorkbook);

/** Names that make a workbook a workbook rather than any other zip (a .docx, an .ods, an archive). */
const WORKBOOK_PART = 'xl/workbook.xml';

/**
 * Parts of a worksheet we never read, skipped by exceljs's parser: less work and memory on large
 * sheets. Hyperlinks among them: a linked cell keeps its text, which is what is imported.
 */
const IGNORED_NODES = [
  'sheetPr',
  'dimension',
  'sheetViews',
  'sheetFormatPr',
  'cols',
  'autoFilter',
  'rowBreaks',
  'hyperlinks',
  'pageMargins',
  'dataValidations',
  'pageSetup',
  'headerFooter',
  'printOptions',
  'picture',
  'drawing',
  'sheetProtection',
  'tableParts',
  'conditionalFormatting',
  'extLst',
];

/** Numbers as Excel shows them in a General cell: at most 15 significant digits (so 0.1+0.2 is 0.3), no exponent, no grouping. */
const numberFormat = new Intl.NumberFormat('en-US', { useGrouping: false, maximumSignificantDigits: 15 });

function numberText(n: number, numFmt: string | undefined): string {
  if (!Number.isFinite(n)) return '';
  // A percentage is stored as a fraction: 0.25 shown as 25%.
  if (numFmt?.includes('%')) return `${numberFormat.format(n * 100)}%`;
  return numberFormat.format(Object.is(n, -0) ? 0 : n);
}

/** A date as ISO YYYY-MM-DD; with its time when it has one (HH:MM, seconds when not zero); a time alone as HH:MM. */
export function dateText(date: Date): string {
  const ms = date.getTime();
  if (Number.isNaN(ms)) return '';
  // exceljs turns the day-serial into a UTC date; serial fractions leave a few ms of float noise.
  const iso = new Date(Math.round(ms / 1000) * 1000).toISOString();
  const day = iso.slice(0, 10);
  const time = iso.slice(11, 19).replace(/:00$/, '');
  if (time === '00:00') return day;
  // Excel's day 0 (1899-12-30): a time of day with no date.
  return day === '1899-12-30' ? time : `${day} ${time}`;
}

/** The text of a cell's value: rich text joined, a hyperlink's text, a formula's cached result, an error as nothing. */
export function cellText(value: ExcelJS.CellValue, numFmt?: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return numberText(value, numFmt);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return dateText(value);
  if ('richText' in value) return Array.isArray(value.richText) ? value.richText.map((run) => run.text ?? '').join('') : '';
  // A hyperlink's text may itself be rich text.
  if ('hyperlink' in value) return cellText(value.text as ExcelJS.CellValue, numFmt);
  if ('formula' in value || 'sharedFormula' in value) return cellText(value.result, numFmt);
  return ''; // { error: '#N/A' } and anything unknown
}

/**
 * Reads the first visible worksheet's rows into the collector, with their spreadsheet row
 * numbers. The zip is checked first (zip-guard.ts); anything exceljs cannot open is a bad workbook.
 * `fileName` only chooses the message for a zip that is no workbook.
 */
export async function readXlsx(bytes: Uint8Array, fileName: string, collector: TableCollector): Promise<void> {
  const entries = await checkZip(bytes);
  if (!entries.some((e) => e.name === WORKBOOK_PART)) {
    const namedAsExcel = /\.xls[xmb]?$/i.test(fileName);
    throw new AppError('validation_failed', namedAsExcel ? IMPORT_MESSAGES.badWorkbook : IMPORT_MESSAGES.notText);
  }
  const workbook = new ExcelJS.Workbook();
  try {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer, { ignoreNodes: IGNORED_NODES });
  } catch {
    throw badWorkbook();
  }
  const sheets = workbook.worksheets;
  const sheet = sheets.find((s) => s.state === 'visible') ?? sheets[0];
  if (!sheet) throw badWorkbook();
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      // The cells a merge covers repeat its first cell's value: shown once, as in Excel.
      if (cell.isMerged && cell.master !== cell) return;
      cells[column - 1] = cellText(cell.value, cell.numFmt);
    });
    collector.add(rowNumber, cells);
  });
}
