import { afterEach, describe, expect, it } from 'vitest';
import { peekTable, readLimits, readTable, readThreads, REUSE_MAX_BYTES, TOO_SLOW } from '../../server/imports/read/table.js';
import { toCsv } from '../../server/imports/csv-write.js';
import { expectRefusal, largeWorkbookOf, utf8 } from './import-read-helpers.js';

const COLUMNS = 15;
const ROWS = 20_000;
const header = Array.from({ length: COLUMNS }, (_, c) => `Column title ${c + 1}`);
const cellAt = (r: number, c: number) => (c % 3 === 0 ? String(r * COLUMNS + c) : `Company ${r} value ${c}, with a comma`);

/** The largest gap between ticks of a 10 ms interval while `work` runs: how long the event loop was held. */
async function longestStall<T>(work: () => Promise<T>): Promise<{ result: T; stall: number; ms: number }> {
  let last = performance.now();
  let stall = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    stall = Math.max(stall, now - last);
    last = now;
  }, 10);
  const started = performance.now();
  try {
    const result = await work();
    return { result, stall: Math.max(stall, performance.now() - last), ms: performance.now() - started };
  } finally {
    clearInterval(ticker);
  }
}

/** Reads `bytes` in chunks of 500, each handled slowly, checking chunk sizes, row numbers, back-pressure and the rows' content. */
async function streamAndCheck(bytes: Buffer, name: string) {
  const firstLines: number[] = [];
  const sizes: number[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  let expected = 0;
  const { result, stall, ms } = await longestStall(() =>
    readTable(bytes, name, async (rows, firstLine) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      firstLines.push(firstLine);
      sizes.push(rows.length);
      for (const row of rows) {
        expect(row).toHaveLength(COLUMNS);
        expect([row[0], row[14]]).toEqual([cellAt(expected, 0), cellAt(expected, 14)]);
        expected += 1;
      }
      // A slow consumer (a database write): the next chunk must wait for it.
      await new Promise((resolve) => setTimeout(resolve, 2));
      inFlight -= 1;
    }),
  );
  expect(result).toEqual({ headers: header, rowCount: ROWS });
  expect(sizes).toEqual(Array.from({ length: ROWS / 500 }, () => 500));
  expect(firstLines).toEqual(Array.from({ length: ROWS / 500 }, (_, i) => 2 + i * 500));
  expect(maxInFlight).toBe(1);
  expect(stall).toBeLessThan(200);
  return ms;
}

afterEach(() => {
  readLimits.timeMs = 60_000;
});

describe('reading large files off the event loop', () => {
  it(`streams a ${ROWS.toLocaleString('en-US')}-row CSV in chunks with back-pressure, the event loop never held`, async () => {
    const lines = [header.join(','), ...Array.from({ length: ROWS }, (_, r) => header.map((_, c) => (c % 3 === 0 ? cellAt(r, c) : `"${cellAt(r, c)}"`)).join(','))];
    const ms = await streamAndCheck(utf8(lines.join('\r\n')), 'big.csv');
    console.info(`20,000 × 15 CSV read in ${Math.round(ms)} ms`);
  }, 60_000);

  it(`streams a ${ROWS.toLocaleString('en-US')}-row .xlsx the same way`, async () => {
    const rows = Array.from({ length: ROWS }, (_, r) => header.map((_, c) => (c % 3 === 0 ? r * COLUMNS + c : cellAt(r, c))));
    const bytes = await largeWorkbookOf('Big', [header, ...rows]);
    const ms = await streamAndCheck(bytes, 'big.xlsx');
    console.info(`20,000 × 15 .xlsx (${(bytes.length / 1e6).toFixed(1)} MB) read in ${Math.round(ms)} ms`);
  }, 120_000);

  it('stops a read taking longer than its time limit, and reads the next file on a new thread', async () => {
    // Tens of milliseconds of parsing at least, even on a thread that is already running.
    const slow = utf8(['Name,Notes', ...Array.from({ length: 20_000 }, (_, r) => `Company ${r},"note ${r}, with a comma"`)].join('\n'));
    readLimits.timeMs = 1;
    await expectRefusal(peekTable(slow, 'slow.csv'), 400, TOO_SLOW(1));
    readLimits.timeMs = 60_000;
    const started = readThreads.started;
    expect((await peekTable(utf8('Name\nAcme\n'), 'fine.csv')).rowCount).toBe(1);
    expect(readThreads.started).toBe(started + 1);
  });

  it('stops reading when the consumer fails, with its error, and does not hand that thread another file', async () => {
    let calls = 0;
    const failing = readTable(utf8(`Name\n${'x\n'.repeat(2000)}`), 'f.csv', async () => {
      calls += 1;
      throw new Error('database down');
    }, { chunkRows: 100 });
    await expect(failing).rejects.toThrow('database down');
    expect(calls).toBe(1);
    const started = readThreads.started;
    const rows: string[][] = [];
    expect(await readTable(utf8('Name\nAcme\nGlobex\n'), 'next.csv', async (r) => void rows.push(...r))).toEqual({ headers: ['Name'], rowCount: 2 });
    expect(rows).toEqual([['Acme'], ['Globex']]);
    expect(readThreads.started).toBe(started + 1);
  });

  it('reads the next file on a thread that answered in full, refusals included, with nothing of the last file', async () => {
    expect((await peekTable(utf8('Name\nAcme\n'), 'warm.csv')).rowCount).toBe(1);
    const started = readThreads.started;
    const rows: string[][] = [];
    expect(await readTable(utf8('Name,City\nAcme,Oslo\n'), 'a.csv', async (r) => void rows.push(...r))).toEqual({ headers: ['Name', 'City'], rowCount: 1 });
    await expectRefusal(peekTable(utf8('Name\n'), 'header-only.csv'), 400, /no rows/);
    const head = await peekTable(utf8('Email\nann@example.com\nbob@example.com\n'), 'b.csv');
    expect(head).toEqual({ headers: ['Email'], rows: [['ann@example.com'], ['bob@example.com']], rowCount: 2 });
    expect(rows).toEqual([['Acme', 'Oslo']]);
    expect(readThreads.started).toBe(started);
  });

  it('ends the thread that read a large file instead of keeping it, its heap with it', async () => {
    const rows = Array.from({ length: 40_000 }, (_, r) => `Company ${r},"note ${r}, with a comma"`);
    const large = utf8(['Name,Notes', ...rows].join('\n'));
    expect(large.byteLength).toBeGreaterThan(REUSE_MAX_BYTES);
    expect((await peekTable(large, 'large.csv')).rowCount).toBe(40_000);
    const started = readThreads.started;
    expect((await peekTable(utf8('Name\nAcme\n'), 'small.csv')).rowCount).toBe(1);
    expect(readThreads.started).toBe(started + 1);
  });

  it('reads several files at once, a few threads parsing at a time', async () => {
    const heads = await Promise.all(Array.from({ length: 5 }, (_, i) => peekTable(utf8(`Name\nCompany ${i}\n`), `f${i}.csv`)));
    expect(heads.map((h) => h.rows[0][0])).toEqual(['Company 0', 'Company 1', 'Company 2', 'Company 3', 'Company 4']);
  });
});

describe('writing CSV (toCsv)', () => {
  it('writes a UTF-8 byte-order mark, CRLF line endings, quotes where needed, empty cells for null', () => {
    expect(toCsv(['Name', 'Notes', 'Size'], [['Café, Inc', 'He said "hi"\nthen left', 12], ['Globex', null, undefined]])).toBe(
      '\uFEFFName,Notes,Size\r\n"Café, Inc","He said ""hi""\nthen left",12\r\nGlobex,,',
    );
  });

  it('neutralises cells a spreadsheet would run as formulas, numbers and phone numbers included', () => {
    const cells = ['=HYPERLINK("http://evil","Click")', '+44 20 7946 0000', '-12', '@SUM(A1)', '\tTab', '\rCR', 'a=b', 'plain', ''];
    const csv = toCsv(['=Header'], [...cells.map((c) => [c]), [-12]]);
    expect(csv.split('\r\n')).toEqual([
      "\uFEFF'=Header",
      `"'=HYPERLINK(""http://evil"",""Click"")"`,
      "'+44 20 7946 0000",
      "'-12",
      "'@SUM(A1)",
      "'\tTab",
      `"'\rCR"`,
      'a=b',
      'plain',
      '',
      "'-12",
    ]);
  });

  it('round-trips through the CSV reader, formulas staying inert', async () => {
    const rows = [
      ['Acme, Inc', 'Line one\nline two', '=1+2', 'Zürich', '42'],
      ['Globex', 'He said "hi"', '@cmd', '東京', '-3.5'],
    ];
    const chunks: string[][] = [];
    const { headers } = await readTable(Buffer.from(toCsv(['Name', 'Notes', 'Formula', 'City', 'Amount'], rows), 'utf8'), 'export.csv', async (r) => void chunks.push(...r));
    expect(headers).toEqual(['Name', 'Notes', 'Formula', 'City', 'Amount']);
    expect(chunks).toEqual([
      ['Acme, Inc', 'Line one\nline two', "'=1+2", 'Zürich', '42'],
      ['Globex', 'He said "hi"', "'@cmd", '東京', "'-3.5"],
    ]);
  });
});
