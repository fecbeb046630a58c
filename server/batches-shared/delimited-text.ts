/**
 * The one reader of pasted lists and uploaded CSV files (companies and contacts): finds the
 * separator (comma, semicolon — Excel's default in much of Europe —, tab or bar) and splits the
 * text into records of cells. Quoted cells may hold separators, doubled quotes and line breaks,
 * and may have spaces around them (`Jane Doe, "VP, Marketing"`). A paste mixing spreadsheet
 * (tab) lines with typed (comma) lines is read line by line, each on its own separator.
 */

/** One record: the (1-based) line it starts on and its cells, untrimmed. */
export type TextRecord = { line: number; cells: string[] };

export const SEPARATORS = [',', ';', '\t', '|'] as const;
export type Separator = (typeof SEPARATORS)[number];

/** Quoted stretches removed, so separators inside them are not counted. */
const unquoted = (line: string) => line.replace(/"(?:[^"]|"")*"/g, '""');
const countIn = (line: string, sep: string) => unquoted(line).split(sep).length - 1;

/**
 * The separator of a list: tab when any line holds one (a spreadsheet paste; typed text has
 * none), else the one found on the most lines, then at the same count on the most lines (a header
 * row and its data agree), then in the order semicolon, comma, bar. Comma when no line holds any
 * (one value per line).
 */
export function detectSeparator(text: string): Separator {
  const lines = text
    .split(/\r\n|\n|\r/)
    .filter((l) => l.trim())
    .slice(0, 200);
  if (lines.some((l) => countIn(l, '\t') > 0)) return '\t';
  let best: { sep: Separator; score: [number, number] } | null = null;
  for (const sep of [';', ',', '|'] as const) {
    const counts = lines.map((l) => countIn(l, sep));
    const present = counts.filter((c) => c > 0);
    if (present.length === 0) continue;
    const freq = new Map<number, number>();
    for (const c of present) freq.set(c, (freq.get(c) ?? 0) + 1);
    const score: [number, number] = [present.length, Math.max(...freq.values())];
    if (!best || score[0] > best.score[0] || (score[0] === best.score[0] && score[1] > best.score[1])) best = { sep, score };
  }
  return best?.sep ?? ',';
}

type Raw = TextRecord & { start: number; end: number };

/** Splits `text` into records on `sep`; quotes open only at the start of a cell. */
function tokenize(text: string, sep: string): Raw[] {
  const records: Raw[] = [];
  const literal = new Set<number>();
  for (;;) {
    records.length = 0;
    let cells: string[] = [];
    let cell = '';
    let quoted = false;
    let inQuotes = false;
    let quoteAt = -1;
    let line = 1;
    let startLine = 1;
    let start = 0;
    const endRecord = (end: number) => {
      cells.push(cell);
      records.push({ line: startLine, cells, start, end });
      cells = [];
      cell = '';
      quoted = false;
    };
    let i = 0;
    while (i < text.length) {
      const ch = text[i];
      if (inQuotes) {
        if (ch === '"') {
          if (text[i + 1] === '"') {
            cell += '"';
            i += 2;
          } else {
            inQuotes = false;
            i += 1;
          }
          continue;
        }
        if (ch === '\r' || ch === '\n') line += 1;
        if (ch === '\r' && text[i + 1] === '\n') {
          cell += '\n';
          i += 2;
          continue;
        }
        cell += ch;
        i += 1;
        continue;
      }
      if (ch === '"' && !quoted && !cell.trim() && !literal.has(i)) {
        inQuotes = true;
        quoted = true;
        quoteAt = i;
        cell = '';
        i += 1;
        continue;
      }
      if (ch === sep) {
        cells.push(cell);
        cell = '';
        quoted = false;
        i += 1;
        continue;
      }
      if (ch === '\r' || ch === '\n') {
        endRecord(i);
        i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
        line += 1;
        startLine = line;
        start = i;
        continue;
      }
      cell += ch;
      i += 1;
    }
    // A quote never closed is read as a plain character, and the text read again.
    if (inQuotes) {
      literal.add(quoteAt);
      continue;
    }
    if (cell || cells.length) endRecord(text.length);
    return records;
  }
}

/** Records of a pasted list or CSV file (blank lines kept, as records of one empty cell). */
export function readRecords(text: string): TextRecord[] {
  const sep = detectSeparator(text);
  return tokenize(text, sep).map(({ line, cells, start, end }) => {
    if (cells.length > 1) return { line, cells };
    // A line without the list's separator is read on its own one (a typed line below pasted columns).
    const own = text.slice(start, end);
    const other = SEPARATORS.find((s) => s !== sep && countIn(own, s) > 0);
    return { line, cells: other ? (tokenize(own, detectSeparator(own))[0]?.cells ?? cells) : cells };
  });
}

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
