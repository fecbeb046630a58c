import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from '../../contracts/imports.js';
import { peekTable, readTable } from '../../server/imports/read/table.js';
import { expectRefusal, utf8, workbookOf, zipOf } from './import-read-helpers.js';

// Reading .xlsx workbooks: cells, rows, sheets and refusals (no timings: these run beside other files;
// the zip-bomb cases, which time their refusal, are in import-read-xlsx.test.ts, run alone).

/** A workbook with one cell of each kind exceljs reads, and a blank row (4) between data rows. */
const kitchenSink = () =>
  workbookOf((workbook) => {
    const sheet = workbook.addWorksheet('Companies');
    sheet.addRow(['Name', 'Employees', 'Founded', 'Revenue share', 'Website', 'Tagline', 'Total', 'Active', 'Broken', 'Link']);
    sheet.addRow([
      'Acme',
      0.1 + 0.2,
      new Date(Date.UTC(2019, 4, 17)),
      0.25,
      { text: 'acme.com', hyperlink: 'https://acme.com' },
      { richText: [{ text: 'Fast ' }, { text: 'anvils', font: { bold: true } }] },
      { formula: 'B2*2', result: 0.6000000000000001 },
      true,
      { error: '#N/A' },
      { formula: 'HYPERLINK("http://x","y")', result: 'y' },
    ]);
    sheet.getCell('C2').numFmt = 'yyyy-mm-dd';
    sheet.getCell('D2').numFmt = '0%';
    sheet.addRow(['Globex', 1234567890123, new Date(Date.UTC(2021, 0, 2, 9, 30)), null, null, null, { formula: 'B3+1' }]);
    sheet.getCell('C3').numFmt = 'yyyy-mm-dd hh:mm';
    sheet.getRow(5).values = ['Initech', -12.5, '2020-01-01'];
    sheet.getRow(6).values = ['Umbrella'];
  });

describe('reading an uploaded .xlsx workbook', () => {
  it('reads cells as the text a user sees: numbers without float noise, ISO dates, rich text, links’ text, formulas’ cached results', async () => {
    const head = await peekTable(await kitchenSink(), 'companies.xlsx');
    expect(head.headers).toEqual(['Name', 'Employees', 'Founded', 'Revenue share', 'Website', 'Tagline', 'Total', 'Active', 'Broken', 'Link']);
    expect(head.rowCount).toBe(4);
    expect(head.rows).toEqual([
      ['Acme', '0.3', '2019-05-17', '25%', 'acme.com', 'Fast anvils', '0.6', 'TRUE', '', 'y'],
      // A formula without a cached result is empty: it is never evaluated (nor shown as "B3+1").
      ['Globex', '1234567890123', '2021-01-02 09:30', '', '', '', '', '', '', ''],
      ['Initech', '-12.5', '2020-01-01', '', '', '', '', '', '', ''],
      ['Umbrella', '', '', '', '', '', '', '', '', ''],
    ]);
  });

  it('numbers rows as the sheet does, a chunk stopping at a blank row', async () => {
    const chunks: [number, string[]][] = [];
    const result = await readTable(await kitchenSink(), 'companies.xlsx', async (rows, firstLine) => void chunks.push([firstLine, rows.map((r) => r[0])]));
    expect(result.rowCount).toBe(4);
    expect(chunks).toEqual([
      [2, ['Acme', 'Globex']],
      [5, ['Initech', 'Umbrella']],
    ]);
  });

  it('reads the first visible sheet, a merged cell once, and a header further down', async () => {
    const bytes = await workbookOf((workbook) => {
      workbook.addWorksheet('Notes', { state: 'hidden' }).addRow(['Not this one']);
      const sheet = workbook.addWorksheet('Data');
      sheet.getRow(3).values = ['Name', 'City', 'Country'];
      sheet.getRow(4).values = ['Acme', 'Paris'];
      sheet.mergeCells('B4:C4');
    });
    const chunks: [number, string[][]][] = [];
    const result = await readTable(bytes, 'data.xlsx', async (rows, firstLine) => void chunks.push([firstLine, rows]));
    expect(result.headers).toEqual(['Name', 'City', 'Country']);
    expect(chunks).toEqual([[4, [['Acme', 'Paris', '']]]]);
  });

  it('decides by the bytes, not the name: an .xlsx renamed .csv, a CSV named .xlsx', async () => {
    expect((await peekTable(await kitchenSink(), 'renamed.csv')).rows[0][0]).toBe('Acme');
    expect(await peekTable(utf8('Name;City\nAcme;Paris\n'), 'not-really.xlsx')).toEqual({ headers: ['Name', 'City'], rows: [['Acme', 'Paris']], rowCount: 1 });
  });

  it('refuses a corrupt or truncated workbook', async () => {
    const good = await kitchenSink();
    await expectRefusal(peekTable(good.subarray(0, Math.floor(good.length / 2)), 'cut.xlsx'), 400, IMPORT_MESSAGES.badWorkbook);
    const garbled = Buffer.from(good);
    // Inside the first entry's compressed data: the zip's directory is intact, its contents not.
    for (let i = 200; i < 400; i++) garbled[i] ^= 0x5a;
    await expectRefusal(peekTable(garbled, 'garbled.xlsx'), 400, IMPORT_MESSAGES.badWorkbook);
    const notXml = zipOf([
      { name: '[Content_Types].xml', data: utf8('not xml at all <<<') },
      { name: 'xl/workbook.xml', data: utf8('<workbook') },
    ]);
    await expectRefusal(peekTable(notXml, 'odd.xlsx'), 400, IMPORT_MESSAGES.badWorkbook);
  });

  it('refuses a zip that is no workbook (a .docx, an archive)', async () => {
    const archive = zipOf([{ name: 'readme.txt', data: utf8('hello') }]);
    await expectRefusal(peekTable(archive, 'companies.csv'), 400, IMPORT_MESSAGES.notText);
    await expectRefusal(peekTable(archive, 'companies.xlsx'), 400, IMPORT_MESSAGES.badWorkbook);
  });
});
