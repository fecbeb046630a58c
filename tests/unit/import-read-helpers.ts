import { crc32, deflateRawSync } from 'node:zlib';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { AppError } from '../../server/http/errors.js';

/** Shared by the import-read*.test.ts files: files built in memory, and how a refusal is checked. */

export const utf8 = (text: string) => Buffer.from(text, 'utf8');

/** A zip entry to write: its name, its bytes, and whether to deflate them; `declaredSize` lies about the size when given. */
export type TestZipEntry = { name: string; data: Buffer; deflate?: boolean; declaredSize?: number };

/** A zip archive written byte by byte (local headers, data, central directory, end record), as a crafted upload would be. */
export function zipOf(entries: TestZipEntry[], compressed?: Map<string, Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const method = entry.deflate === false ? 0 : 8;
    const body = compressed?.get(entry.name) ?? (method === 8 ? deflateRawSync(entry.data) : entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** An .xlsx built with exceljs: `fill` adds the sheets. */
export async function workbookOf(fill: (workbook: ExcelJS.Workbook) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  fill(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A one-sheet workbook of many rows, written as exceljs streams one (a third of the time of building it in memory). */
export async function largeWorkbookOf(sheetName: string, rows: Iterable<Array<string | number>>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true });
  const sheet = writer.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await writer.commit();
  return Buffer.concat(chunks);
}

/** Expects `promise` to be refused as an AppError with this HTTP status and a message equal to (string) or matching (RegExp) `message`. */
export async function expectRefusal(promise: Promise<unknown>, status: number, message: string | RegExp): Promise<void> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  const appError = err as AppError;
  expect(appError.status).toBe(status);
  if (typeof message === 'string') expect(appError.message).toBe(message);
  else expect(appError.message).toMatch(message);
}
