import { createInflateRaw } from 'node:zlib';
import { IMPORT_MESSAGES } from '../../../contracts/imports.js';
import { AppError } from '../../http/errors.js';

/**
 * Zip-bomb checks for an uploaded .xlsx, before exceljs sees it. exceljs (through JSZip) inflates
 * every entry of the zip into memory, trusting neither a size limit nor the sizes the zip
 * declares, and that memory (array buffers) is outside the worker's heap limit: a 25 MB upload
 * of zeros would inflate to gigabytes. So the zip's central directory is read here (a small
 * linear parser of the end record and the entries), the declared sizes are checked, and then
 * every entry is inflated once, streaming and discarding the output, to prove it is no larger
 * than declared: a zip lying about its sizes is stopped after at most one chunk more.
 */

/** The most a workbook may inflate to, all entries together. A 50,000-row sheet is a few tens of MB of XML. */
export const MAX_UNZIPPED_BYTES = 200 * 1024 * 1024;
/** Compression ratio beyond which an entry is refused (spreadsheet XML compresses 5–30:1; zeros 1000:1)… */
export const MAX_RATIO = 200;
/** …when it inflates to more than this (small entries such as styles may compress very well). */
export const RATIO_FROM_BYTES = 1024 * 1024;
/** An .xlsx has a few dozen entries; tens of thousands is a crafted file. */
export const MAX_ENTRIES = 10_000;

export type ZipEntry = {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  size: number;
  /** Where the entry's data starts (after its local header). */
  dataStart: number;
};

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const EOCD_SIZE = 22;
const CENTRAL_SIZE = 46;
const LOCAL_SIZE = 30;
const MAX_COMMENT = 0xffff;

const badWorkbook = () => new AppError('validation_failed', IMPORT_MESSAGES.badWorkbook);
/** The standard message, and in the details why a file under 25 MB is too large: what it unzips to. */
const tooLarge = () =>
  new AppError('payload_too_large', IMPORT_MESSAGES.tooLarge, [
    { path: 'file', message: `Unzipped, this workbook holds more than ${MAX_UNZIPPED_BYTES / 1024 / 1024} MB: save it as CSV, or split it into smaller files` },
  ]);

/** The end-of-central-directory record's offset: searched backwards over at most the largest comment. */
function findEndRecord(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - EOCD_SIZE - MAX_COMMENT);
  for (let at = view.byteLength - EOCD_SIZE; at >= lowest; at--) {
    if (view.getUint32(at, true) === EOCD) return at;
  }
  throw badWorkbook();
}

/**
 * The zip's entries, from its central directory, once their declared sizes pass the limits.
 * Refuses (IMPORT_MESSAGES.badWorkbook) a malformed directory, multi-disk or ZIP64 archives,
 * encryption, unknown compression methods and absurd compression ratios; refuses
 * (IMPORT_MESSAGES.tooLarge) more than MAX_UNZIPPED_BYTES in all.
 */
export function readZipDirectory(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndRecord(view);
  const disk = view.getUint16(end + 4, true);
  const directoryDisk = view.getUint16(end + 6, true);
  const entriesHere = view.getUint16(end + 8, true);
  const count = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryStart = view.getUint32(end + 16, true);
  // 0xFFFF / 0xFFFFFFFF mean "see the ZIP64 record": no workbook we can read needs one.
  if (disk !== 0 || directoryDisk !== 0 || entriesHere !== count || count === 0xffff || directoryStart === 0xffffffff) throw badWorkbook();
  if (count > MAX_ENTRIES || directoryStart + directorySize > end) throw badWorkbook();

  const entries: ZipEntry[] = [];
  const names = new TextDecoder('utf-8');
  let total = 0;
  let at = directoryStart;
  for (let i = 0; i < count; i++) {
    if (at + CENTRAL_SIZE > directoryStart + directorySize || view.getUint32(at, true) !== CENTRAL) throw badWorkbook();
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const compressedSize = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const localStart = view.getUint32(at + 42, true);
    const next = at + CENTRAL_SIZE + nameLength + extraLength + commentLength;
    if (next > directoryStart + directorySize) throw badWorkbook();
    const name = names.decode(bytes.subarray(at + CENTRAL_SIZE, at + CENTRAL_SIZE + nameLength));
    at = next;

    if (flags & 0x1) throw badWorkbook(); // encrypted
    if (method !== 0 && method !== 8) throw badWorkbook();
    if (size === 0xffffffff || compressedSize === 0xffffffff) throw tooLarge(); // ZIP64 sizes: 4 GB or more
    total += size;
    if (total > MAX_UNZIPPED_BYTES) throw tooLarge();
    if (method === 0 && size !== compressedSize) throw badWorkbook();
    if (size > RATIO_FROM_BYTES && size > compressedSize * MAX_RATIO) throw badWorkbook();

    // The entry's data: after its local header, wholly before the central directory.
    if (localStart + LOCAL_SIZE > directoryStart || view.getUint32(localStart, true) !== LOCAL) throw badWorkbook();
    const dataStart = localStart + LOCAL_SIZE + view.getUint16(localStart + 26, true) + view.getUint16(localStart + 28, true);
    if (dataStart + compressedSize > directoryStart) throw badWorkbook();
    entries.push({ name, method, compressedSize, size, dataStart });
  }
  return entries;
}

/** Whether deflated data inflates to at most `limit` bytes (and is valid): streamed, the output counted and dropped. */
function inflatesWithin(data: Uint8Array, limit: number): Promise<boolean> {
  return new Promise((resolve) => {
    const inflate = createInflateRaw({ chunkSize: 64 * 1024 });
    let produced = 0;
    let settled = false;
    const settle = (ok: boolean) => {
      if (settled) return;
      settled = true;
      inflate.destroy();
      resolve(ok);
    };
    inflate.on('data', (chunk: Buffer) => {
      produced += chunk.length;
      if (produced > limit) settle(false);
    });
    inflate.on('end', () => settle(true));
    inflate.on('error', () => settle(false));
    inflate.end(data);
  });
}

/**
 * Checks a zip before it is opened: its directory (readZipDirectory), then every deflated entry
 * actually inflating to no more than it declares. Returns the entries.
 */
export async function checkZip(bytes: Uint8Array): Promise<ZipEntry[]> {
  const entries = readZipDirectory(bytes);
  for (const entry of entries) {
    if (entry.method !== 8) continue;
    const data = bytes.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
    if (!(await inflatesWithin(data, entry.size))) throw badWorkbook();
  }
  return entries;
}
