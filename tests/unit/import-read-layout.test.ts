import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { peekTable, readTable } from '../../server/imports/read/table.js';
import { utf8 } from './import-read-helpers.js';

// Files laid out for people rather than machines: a board or report exported to Excel carries its
// title (and a group's) above the column names, and repeats the column names for each group.

/** Every data row readTable sends, with its row number in the file, and the row count it reports. */
async function rowsOf(bytes: Buffer, name: string) {
  const rows: (readonly [number, string[]])[] = [];
  const { headers, rowCount } = await readTable(bytes, name, async (chunk, firstLine) => void chunk.forEach((row, i) => rows.push([firstLine + i, row])), { chunkRows: 3 });
  return { headers, rowCount, rows };
}

/** A workbook as a board tool exports it: the board's title, a blank row, then per group its title, the header row and its items. */
async function boardWorkbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Promo leads');
  const header = ['Name', 'Status', 'Company', 'Email'];
  sheet.addRow(['Promo leads 2026']);
  sheet.addRow([]);
  sheet.addRow(['New']);
  sheet.addRow(header);
  sheet.addRow(['Ana Ruiz', 'Working on it', 'Sol Foods', 'ana@solfoods.com']);
  sheet.addRow(['Ben Okafor', 'Stuck', 'Lagos Print', 'ben@lagosprint.ng']);
  sheet.addRow([]);
  sheet.addRow(['Contacted']);
  sheet.addRow(header);
  sheet.addRow(['Chloé Martin', 'Done', 'Atelier Lune', 'chloe@atelierlune.fr']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('reading a file with titles above its column names', () => {
  it('a board exported to Excel: the titles are not the header, the group titles and repeated headers are not rows', async () => {
    const { headers, rowCount, rows } = await rowsOf(await boardWorkbook(), 'board.xlsx');
    expect(headers).toEqual(['Name', 'Status', 'Company', 'Email']);
    expect(rows).toEqual([
      [5, ['Ana Ruiz', 'Working on it', 'Sol Foods', 'ana@solfoods.com']],
      [6, ['Ben Okafor', 'Stuck', 'Lagos Print', 'ben@lagosprint.ng']],
      [10, ['Chloé Martin', 'Done', 'Atelier Lune', 'chloe@atelierlune.fr']],
    ]);
    expect(rowCount).toBe(3);
  });

  it('a report saved as CSV with its title and date above the column names', async () => {
    const csv = 'Trade show leads\r\nExported 2026-11-30\r\n\r\nFirst Name,Last Name,Company,Email\r\nAna,Ruiz,Sol Foods,ana@solfoods.com\r\n';
    expect(await peekTable(utf8(csv), 'leads.csv')).toEqual({ headers: ['First Name', 'Last Name', 'Company', 'Email'], rows: [['Ana', 'Ruiz', 'Sol Foods', 'ana@solfoods.com']], rowCount: 1 });
  });

  it('a one-column list keeps its first row as the header, and a one-cell row under a header is a row', async () => {
    expect(await peekTable(utf8('Company\nAcme\nGlobex\nInitech\n'), 'names.csv')).toEqual({ headers: ['Company'], rows: [['Acme'], ['Globex'], ['Initech']], rowCount: 3 });
    const csv = 'Company,Website,City\nAcme\nGlobex,globex.com,Springfield\nInitech,initech.com,Austin\n';
    expect((await peekTable(utf8(csv), 'sparse.csv')).rows).toEqual([
      ['Acme', '', ''],
      ['Globex', 'globex.com', 'Springfield'],
      ['Initech', 'initech.com', 'Austin'],
    ]);
  });

  it('a file whose one-cell rows are all there is reads its first row as the header', async () => {
    expect(await peekTable(utf8('Report\nAcme\nGlobex\nInitech\nUmbrella\nHooli\nGlobex,x,y\n'), 'odd.csv')).toMatchObject({ headers: ['Report', 'Column 2', 'Column 3'], rowCount: 6 });
  });

  it('a header repeated further down (files pasted one under another) is not a row', async () => {
    const csv = 'Company,Email\nAcme,a@acme.com\nCompany,Email\nGlobex,g@globex.io\n';
    expect(await rowsOf(utf8(csv), 'pasted.csv')).toEqual({
      headers: ['Company', 'Email'],
      rowCount: 2,
      rows: [
        [2, ['Acme', 'a@acme.com']],
        [4, ['Globex', 'g@globex.io']],
      ],
    });
  });
});
