import Papa from 'papaparse';
import type { TableCollector } from './collect.js';

/**
 * Delimited text (CSV, TSV, Excel's "Unicode text") read with papaparse: quoted fields holding
 * delimiters, doubled quotes and line breaks, and the delimiter guessed from the first rows.
 */

/** The delimiters people's files use: comma; semicolon (Excel where the decimal mark is a comma); tab (TSV, Excel's "Unicode text"); pipe. */
export const DELIMITERS = [',', ';', '\t', '|'];

/** How many non-blank rows the delimiter is guessed from… */
const GUESS_ROWS = 20;
/** …within the file's first characters (papaparse splits all the text it is given into lines first). */
const GUESS_CHARS = 1024 * 1024;

/**
 * The delimiter the file uses: among DELIMITERS, the one splitting the first row (the header)
 * into more than one field and the most of the first GUESS_ROWS rows into as many fields as the
 * header; a tie goes to the one giving more columns, then to the earlier in DELIMITERS. A single
 * column file gets a comma. Rows are split by papaparse itself, so quoted delimiters do not count.
 * (papaparse's own guess counts blank lines as one-field rows, and a few blank lines between
 * rows made it fall back to a comma.)
 */
export function guessDelimiter(text: string): string {
  const head = text.slice(0, GUESS_CHARS);
  let best = { delimiter: DELIMITERS[0], matching: 0, columns: 1 };
  for (const delimiter of DELIMITERS) {
    const sample = Papa.parse<string[]>(head, { delimiter, newline: '\n', quoteChar: '"', escapeChar: '"', preview: GUESS_ROWS, skipEmptyLines: 'greedy' }).data;
    // The last row of a cut text may be cut short: not counted.
    if (head.length < text.length && sample.length > 1) sample.pop();
    const columns = sample[0]?.length ?? 0;
    if (columns < 2) continue;
    const matching = sample.filter((row) => row.length === columns).length;
    if (matching > best.matching || (matching === best.matching && columns > best.columns)) best = { delimiter, matching, columns };
  }
  return best.delimiter;
}

/**
 * Reads every row of `text` into the collector, numbered as a spreadsheet would (the first row 1;
 * a quoted field spanning lines is one row; blank rows counted). Line breaks are made LF first:
 * papaparse detects one line-break style per file, and a file pasted together from several
 * sources may mix CRLF, LF and old Mac CR.
 */
export function readCsv(text: string, collector: TableCollector): void {
  const normalised = text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
  let line = 0;
  // Synchronous on a string: a collector error (too many rows or columns) thrown in `step` stops the parse and propagates.
  Papa.parse<string[]>(normalised, {
    delimiter: guessDelimiter(normalised),
    newline: '\n',
    quoteChar: '"',
    escapeChar: '"',
    header: false,
    dynamicTyping: false,
    skipEmptyLines: false,
    step: (result) => {
      line += 1;
      collector.add(line, result.data);
    },
  });
}
