import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from '../../contracts/imports.js';
import { peekTable } from '../../server/imports/read/table.js';
import { checkZip, readZipDirectory } from '../../server/imports/read/zip-guard.js';
import { expectRefusal, utf8, zipOf } from './import-read-helpers.js';

// Zip bombs in an uploaded workbook, refused from the directory before anything is inflated: timed,
// so this file runs alone (the unit-timing project). The workbook's cells: import-read-xlsx-cells.test.ts.

describe('zip bombs', () => {
  it('refuses an entry inflating to 300 MB from its directory alone, without inflating it', async () => {
    const zeros = Buffer.alloc(300 * 1024 * 1024);
    const compressed = deflateRawSync(zeros, { level: 9 });
    const bomb = zipOf([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(0), declaredSize: zeros.length }], new Map([['xl/worksheets/sheet1.xml', compressed]]));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    let started = performance.now();
    expect(() => readZipDirectory(bomb)).toThrow(IMPORT_MESSAGES.tooLarge);
    expect(performance.now() - started).toBeLessThan(50);
    started = performance.now();
    await expectRefusal(peekTable(bomb, 'bomb.xlsx'), 413, IMPORT_MESSAGES.tooLarge);
    // A thread's start-up and nothing more (inflating 300 MB would take seconds).
    expect(performance.now() - started).toBeLessThan(3_000);
  }, 30_000);

  it('refuses an absurd compression ratio, and an entry inflating to more than it declares', async () => {
    const ratio = zipOf([
      { name: 'xl/workbook.xml', data: utf8('<workbook/>') },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(20 * 1024 * 1024) },
    ]);
    expect(() => readZipDirectory(ratio)).toThrow(IMPORT_MESSAGES.badWorkbook);
    // Declares 1 KB, inflates to 50 MB: only inflating shows it, and inflating stops at the declared size.
    const liar = zipOf([
      { name: 'xl/workbook.xml', data: utf8('<workbook/>') },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(50 * 1024 * 1024), declaredSize: 1024 },
    ]);
    expect(readZipDirectory(liar)).toHaveLength(2);
    await expect(checkZip(liar)).rejects.toThrow(IMPORT_MESSAGES.badWorkbook);
    await expectRefusal(peekTable(liar, 'liar.xlsx'), 400, IMPORT_MESSAGES.badWorkbook);
  }, 30_000);

  it('refuses a malformed directory', () => {
    const good = zipOf([{ name: 'xl/workbook.xml', data: utf8('<workbook/>') }]);
    const pointingPast = Buffer.from(good);
    pointingPast.writeUInt32LE(good.length, good.length - 22 + 16); // directory offset past the end
    expect(() => readZipDirectory(pointingPast)).toThrow(IMPORT_MESSAGES.badWorkbook);
    const wrongCount = Buffer.from(good);
    wrongCount.writeUInt16LE(5, good.length - 22 + 8);
    wrongCount.writeUInt16LE(5, good.length - 22 + 10);
    expect(() => readZipDirectory(wrongCount)).toThrow(IMPORT_MESSAGES.badWorkbook);
    expect(() => readZipDirectory(good.subarray(0, good.length - 30))).toThrow(IMPORT_MESSAGES.badWorkbook);
  });
});
