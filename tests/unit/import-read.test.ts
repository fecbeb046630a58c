import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, IMPORT_MESSAGES } from '../../contracts/imports.js';
import { MAX_CELL_CHARS, TOO_MANY_COLUMNS } from '../../server/imports/read/collect.js';
import { peekTable, readTable } from '../../server/imports/read/table.js';
import { expectRefusal, utf8 } from './import-read-helpers.js';

/** Every chunk readTable sends, with its first row number. */
async function chunksOf(bytes: Buffer, name = 'file.csv', chunkRows?: number) {
  const chunks: { firstLine: number; rows: string[][] }[] = [];
  const result = await readTable(bytes, name, async (rows, firstLine) => void chunks.push({ firstLine, rows }), { chunkRows });
  return { ...result, chunks };
}

/** Each data row with its row number in the file. */
async function numberedRows(bytes: Buffer, name = 'file.csv') {
  const { chunks } = await chunksOf(bytes, name, 3);
  return chunks.flatMap((c) => c.rows.map((row, i) => [c.firstLine + i, row] as const));
}

describe('reading an uploaded CSV file', () => {
  it('drops a UTF-8 byte-order mark and reads CRLF line endings', async () => {
    const head = await peekTable(utf8('\uFEFFName,Email\r\nAcme,hello@acme.com\r\nGlobex,hi@globex.io\r\n'), 'people.csv');
    expect(head).toEqual({ headers: ['Name', 'Email'], rows: [['Acme', 'hello@acme.com'], ['Globex', 'hi@globex.io']], rowCount: 2 });
  });

  it('reads quoted commas, doubled quotes and line breaks, numbering rows as a spreadsheet does', async () => {
    const csv = 'Name,Notes\r\n"Acme, Inc","He said ""hi""\r\non two lines"\r\nGlobex,plain\r\n"Initech","3\nlines\nhere"\nUmbrella,last\n';
    expect(await numberedRows(utf8(csv))).toEqual([
      [2, ['Acme, Inc', 'He said "hi"\non two lines']],
      [3, ['Globex', 'plain']],
      [4, ['Initech', '3\nlines\nhere']],
      [5, ['Umbrella', 'last']],
    ]);
  });

  it('guesses semicolon, tab and pipe delimiters, ignoring delimiters inside quotes and blank lines', async () => {
    const semicolon = await peekTable(utf8('Name;City;Price\n\n"Acme; Inc";Paris;1,5\n\nGlobex;Lyon;2,75\n'), 'fr.csv');
    expect(semicolon.headers).toEqual(['Name', 'City', 'Price']);
    expect(semicolon.rows).toEqual([['Acme; Inc', 'Paris', '1,5'], ['Globex', 'Lyon', '2,75']]);
    const tab = await peekTable(utf8('Name\tNotes\nAcme\tsells a, b and c\n'), 'export.tsv');
    expect(tab.rows).toEqual([['Acme', 'sells a, b and c']]);
    const pipe = await peekTable(utf8('Name|Domain\nAcme|acme.com\n'), 'x.txt');
    expect(pipe.rows).toEqual([['Acme', 'acme.com']]);
    const single = await peekTable(utf8('Company\nAcme\nGlobex\n'), 'one.csv');
    expect(single).toEqual({ headers: ['Company'], rows: [['Acme'], ['Globex']], rowCount: 2 });
  });

  it('reads Windows-1252 bytes (Excel on Windows) when the file is not valid UTF-8', async () => {
    const bytes = Buffer.concat([utf8('Name,City\nCaf'), Buffer.from([0xe9]), utf8(' du Nord,Z'), Buffer.from([0xfc]), utf8('rich\nPrice,'), Buffer.from([0x80]), utf8('5\n')]);
    expect((await peekTable(bytes, 'win.csv')).rows).toEqual([['Café du Nord', 'Zürich'], ['Price', '€5']]);
    // Valid UTF-8 stays UTF-8.
    expect((await peekTable(utf8('Name\nCafé 東京\n'), 'utf8.csv')).rows).toEqual([['Café 東京']]);
  });

  it('reads UTF-16 text with a byte-order mark (Excel’s "Unicode text"), little and big endian', async () => {
    const text = 'Name\tCity\r\nAcme\tZürich\r\nGlobex\t東京\r\n';
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const be = Buffer.from(le).swap16();
    for (const bytes of [le, be]) {
      expect(await peekTable(bytes, 'unicode.txt')).toEqual({ headers: ['Name', 'City'], rows: [['Acme', 'Zürich'], ['Globex', '東京']], rowCount: 2 });
    }
  });

  it('skips blank rows and rows of empty cells, keeping spreadsheet row numbers, and trims values', async () => {
    const csv = '\n  Name , City \n\n,\n  ,  \n  Acme  ,\tParis \n\n\nGlobex,Lyon\nInitech,Rome\n';
    expect(await numberedRows(utf8(csv))).toEqual([
      [6, ['Acme', 'Paris']],
      [9, ['Globex', 'Lyon']],
      [10, ['Initech', 'Rome']],
    ]);
    // A chunk stops where blank rows were skipped, so row i of a chunk is firstLine + i.
    const { chunks, rowCount } = await chunksOf(utf8(csv), 'f.csv', 500);
    expect(rowCount).toBe(3);
    expect(chunks.map((c) => [c.firstLine, c.rows.length])).toEqual([
      [6, 1],
      [9, 2],
    ]);
  });

  it('pads ragged rows to the widest row and names empty header cells "Column N"', async () => {
    const head = await peekTable(utf8('Name,,Email,,\nAcme\nGlobex,x,g@globex.io,,,\nInitech,,,,y\n'), 'ragged.csv');
    expect(head.headers).toEqual(['Name', 'Column 2', 'Email', 'Column 4', 'Column 5']);
    expect(head.rows).toEqual([
      ['Acme', '', '', '', ''],
      ['Globex', 'x', 'g@globex.io', '', ''],
      ['Initech', '', '', '', 'y'],
    ]);
  });

  it('reads mixed line endings (CRLF, LF and CR) in one file', async () => {
    expect(await numberedRows(utf8('Name\r\nA\nB\rC\r\n'))).toEqual([
      [2, ['A']],
      [3, ['B']],
      [4, ['C']],
    ]);
  });

  it('reads formulas as the text they are, never evaluated', async () => {
    const head = await peekTable(utf8('Name,Link\nAcme,"=HYPERLINK(""http://x"",""y"")"\nGlobex,=1+2\n'), 'f.csv');
    expect(head.rows).toEqual([
      ['Acme', '=HYPERLINK("http://x","y")'],
      ['Globex', '=1+2'],
    ]);
  });

  it('returns only the sample rows asked for, and counts them all', async () => {
    const csv = `Name\n${Array.from({ length: 100 }, (_, i) => `Company ${i}`).join('\n')}`;
    const head = await peekTable(utf8(csv), 'many.csv', 3);
    expect(head).toEqual({ headers: ['Name'], rows: [['Company 0'], ['Company 1'], ['Company 2']], rowCount: 100 });
    expect((await peekTable(utf8(csv), 'many.csv')).rows).toHaveLength(20);
  });

  it('clips a cell at 10,000 characters', async () => {
    const head = await peekTable(utf8(`Name,Notes\nAcme,"${'x'.repeat(50_000)}"\n`), 'long.csv');
    expect(head.rows[0][1]).toHaveLength(MAX_CELL_CHARS);
  });
});

describe('files an import refuses', () => {
  it('an empty file, or one with nothing but blank lines', async () => {
    await expectRefusal(peekTable(Buffer.alloc(0), 'empty.csv'), 400, IMPORT_MESSAGES.empty);
    await expectRefusal(peekTable(utf8('\r\n \n,,\n'), 'blank.csv'), 400, IMPORT_MESSAGES.empty);
  });

  it('a header with no rows under it', async () => {
    await expectRefusal(peekTable(utf8('Name,Email\n\n'), 'header.csv'), 400, IMPORT_MESSAGES.noRows);
  });

  it('a first row that is data (numbers, emails) rather than column names', async () => {
    await expectRefusal(peekTable(utf8('12,3.5,+44 20 7946 0000\n4,5,6\n'), 'numbers.csv'), 400, IMPORT_MESSAGES.noHeader);
    await expectRefusal(peekTable(utf8('ann@acme.com,42\nbob@globex.io,7\n'), 'emails.csv'), 400, IMPORT_MESSAGES.noHeader);
  });

  it('binary files renamed .csv: a PNG, a PDF, text with NUL bytes', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
    await expectRefusal(peekTable(png, 'logo.csv'), 400, IMPORT_MESSAGES.notText);
    await expectRefusal(peekTable(utf8('%PDF-1.7\n%âãÏÓ\n1 0 obj\n'), 'report.csv'), 400, IMPORT_MESSAGES.notText);
    await expectRefusal(peekTable(utf8('Name\nAc\u0000me\n'), 'nul.csv'), 400, IMPORT_MESSAGES.notText);
    const noise = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 37) % 256).filter((b) => b !== 0));
    await expectRefusal(peekTable(noise, 'noise.csv'), 400, IMPORT_MESSAGES.notText);
  });

  it('an old Excel .xls (OLE2), saying to save it as .xlsx or CSV', async () => {
    const xls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
    const message = new RegExp(`^${IMPORT_MESSAGES.wrongType.replace(/[().]/g, '\\$&')}: .*save it as \\.xlsx.*or as CSV$`);
    await expectRefusal(peekTable(xls, 'old.xls'), 400, message);
    await expectRefusal(peekTable(xls, 'renamed.csv'), 400, message);
  });

  it('a web page saved as .xls', async () => {
    await expectRefusal(peekTable(utf8('<html><body><table><tr><td>Name</td></tr></table></body></html>'), 'export.xls'), 400, /^Upload a CSV file or an Excel workbook \(\.xlsx\): this is a web page/);
  });

  it(`more than ${IMPORT_MAX_ROWS} data rows (and not exactly as many)`, async () => {
    const rows = (n: number) => utf8(`Name\n${'x\n'.repeat(n)}`);
    expect((await peekTable(rows(IMPORT_MAX_ROWS), 'max.csv', 1)).rowCount).toBe(IMPORT_MAX_ROWS);
    await expectRefusal(peekTable(rows(IMPORT_MAX_ROWS + 1), 'over.csv'), 400, IMPORT_MESSAGES.tooManyRows);
    let delivered = 0;
    await expectRefusal(readTable(rows(IMPORT_MAX_ROWS + 1), 'over.csv', async (r) => void (delivered += r.length)), 400, IMPORT_MESSAGES.tooManyRows);
    expect(delivered).toBe(0);
  });

  it('more than 25 MB, before any thread is started', async () => {
    await expectRefusal(peekTable(Buffer.alloc(IMPORT_MAX_BYTES + 1, 0x61), 'huge.csv'), 413, IMPORT_MESSAGES.tooLarge);
  });

  it('more than 500 columns', async () => {
    const wide = Array.from({ length: 501 }, (_, i) => `C${i}`).join(',');
    await expectRefusal(peekTable(utf8(`${wide}\n${wide}\n`), 'wide.csv'), 400, TOO_MANY_COLUMNS);
    // Trailing empty cells do not count.
    expect((await peekTable(utf8(`Name${','.repeat(800)}\nAcme${','.repeat(800)}\n`), 'commas.csv')).headers).toEqual(['Name']);
  });
});
