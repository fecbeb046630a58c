import { IMPORT_MAX_BYTES, IMPORT_MESSAGES } from '../../../contracts/imports.js';
import { AppError } from '../../http/errors.js';

/**
 * What an uploaded file is, from its bytes: a workbook (.xlsx, a zip) or text, decoded. The file's
 * name is only a hint: people rename files, and browsers send whatever type the name suggests, so
 * an .xlsx named .csv is read as a workbook and a CSV named .xlsx as text.
 */

export type FileContent = { kind: 'xlsx' } | { kind: 'text'; text: string };

/** Why an old Excel file is refused, after the standard message: Excel can save it in a format we read. */
export const LEGACY_EXCEL_HINT =
  'this is an Excel 97-2003 workbook (.xls) or a password-protected one. Open it in Excel and save it as .xlsx (without a password) or as CSV';
/** Why a web page or XML file saved under an Excel name is refused (many "Excel exports" are HTML tables named .xls). */
export const MARKUP_HINT = 'this is a web page or an XML file, not a CSV file or a workbook. Open it in Excel and save it as .xlsx or as CSV';

const startsWith = (bytes: Uint8Array, ...prefix: number[]) => prefix.every((b, i) => bytes[i] === b);

/** A zip: a local file header (PK 3 4), or the end record of an empty zip (PK 5 6). */
export const isZip = (bytes: Uint8Array) => startsWith(bytes, 0x50, 0x4b, 0x03, 0x04) || startsWith(bytes, 0x50, 0x4b, 0x05, 0x06);

/** An OLE2 compound file: a legacy .xls, or an .xlsx encrypted with a password (Excel wraps those in OLE2 too). */
const isOle2 = (bytes: Uint8Array) => startsWith(bytes, 0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);

/** Common binary formats someone may rename to .csv: PNG, JPEG, GIF, PDF, gzip, 7-Zip, RAR, ELF. */
const BINARY_MAGIC: number[][] = [
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  [0x47, 0x49, 0x46, 0x38],
  [0x25, 0x50, 0x44, 0x46],
  [0x1f, 0x8b],
  [0x37, 0x7a, 0xbc, 0xaf],
  [0x52, 0x61, 0x72, 0x21],
  [0x7f, 0x45, 0x4c, 0x46],
];

/** Control bytes that do occur in text files: tab, line feed, vertical tab, form feed, carriage return, and Ctrl-Z (an old DOS end-of-file mark). */
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x1a]);

/**
 * Whether bytes are binary data rather than text: a NUL byte (never in a text file in a single-byte
 * encoding or UTF-8), or more than one byte in a thousand (at least a few) being another control
 * character. One pass, no decoding.
 */
export function looksBinary(bytes: Uint8Array): boolean {
  if (BINARY_MAGIC.some((magic) => startsWith(bytes, ...magic))) return true;
  if (bytes.indexOf(0) !== -1) return true;
  const allowed = Math.max(4, Math.floor(bytes.length / 1000));
  let controls = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if ((b < 0x20 && !TEXT_CONTROLS.has(b)) || b === 0x7f) {
      if (++controls > allowed) return true;
    }
  }
  return false;
}

/** The same test on decoded text (UTF-16 files, whose bytes are full of NULs). */
function textLooksBinary(text: string): boolean {
  const allowed = Math.max(4, Math.floor(text.length / 1000));
  let controls = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0) return true;
    if ((c < 0x20 && !TEXT_CONTROLS.has(c)) || c === 0x7f) {
      if (++controls > allowed) return true;
    }
  }
  return false;
}

/** An HTML page or XML document (a SpreadsheetML 2003 file, an HTML table named .xls) rather than delimited text. */
function isMarkup(text: string): boolean {
  const start = text.slice(0, 1024).trimStart().toLowerCase();
  return start.startsWith('<') && ['<?xml', '<html', '<!doctype', '<table', '<workbook'].some((tag) => start.includes(tag));
}

/**
 * Text in the encoding it was written in. A byte-order mark decides (UTF-8, UTF-16 LE or BE, as
 * Excel's "Unicode text" writes); without one, UTF-8 if the bytes are valid UTF-8, else
 * Windows-1252 (what Excel on Windows writes for "CSV"), which decodes any byte. The decoders drop
 * the byte-order mark. The caller has bounded the size: at most IMPORT_MAX_BYTES.
 */
export function decodeText(bytes: Uint8Array): string {
  if (startsWith(bytes, 0xff, 0xfe)) return new TextDecoder('utf-16le').decode(bytes);
  if (startsWith(bytes, 0xfe, 0xff)) return new TextDecoder('utf-16be').decode(bytes);
  if (startsWith(bytes, 0xef, 0xbb, 0xbf)) return new TextDecoder('utf-8').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

const hasUtf16Bom = (bytes: Uint8Array) => startsWith(bytes, 0xff, 0xfe) || startsWith(bytes, 0xfe, 0xff);

/** What the bytes are: a workbook to open, or text to read as CSV. Refuses what is neither, with the message to show. */
export function detectContent(bytes: Uint8Array): FileContent {
  if (bytes.length > IMPORT_MAX_BYTES) throw new AppError('payload_too_large', IMPORT_MESSAGES.tooLarge);
  if (bytes.length === 0) throw new AppError('validation_failed', IMPORT_MESSAGES.empty);
  if (isZip(bytes)) return { kind: 'xlsx' };
  if (isOle2(bytes)) throw new AppError('validation_failed', `${IMPORT_MESSAGES.wrongType}: ${LEGACY_EXCEL_HINT}`);
  if (!hasUtf16Bom(bytes) && looksBinary(bytes)) throw new AppError('validation_failed', IMPORT_MESSAGES.notText);
  const text = decodeText(bytes);
  if (hasUtf16Bom(bytes) && textLooksBinary(text)) throw new AppError('validation_failed', IMPORT_MESSAGES.notText);
  if (isMarkup(text)) throw new AppError('validation_failed', `${IMPORT_MESSAGES.wrongType}: ${MARKUP_HINT}`);
  return { kind: 'text', text };
}
