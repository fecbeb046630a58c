import PDFDocument from 'pdfkit';
import { LOGO_TYPE_MESSAGE, type LogoType } from '../../../contracts/company-logo.js';
import { AppError } from '../../http/errors.js';
import { looksLikeSvg, sanitiseSvg } from './svg-sanitise.js';

/**
 * What an uploaded logo really is, read from its bytes: the declared Content-Type must agree
 * with them, and a PNG or JPEG must open in the PDF renderer (it is drawn on proposal PDFs).
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

export type CheckedLogo = { contentType: LogoType; bytes: Buffer };

const refused = (message = LOGO_TYPE_MESSAGE) => new AppError('unsupported_media_type', message);

function sniff(bytes: Buffer): LogoType | null {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.subarray(0, 3).equals(JPEG_SIGNATURE)) return 'image/jpeg';
  const text = bytes.subarray(0, 4096).toString('utf8');
  return looksLikeSvg(text) ? 'image/svg+xml' : null;
}

function opensAsImage(bytes: Buffer): boolean {
  try {
    // pdfkit's own reader (its typings leave openImage out): what it opens, the PDF can draw.
    (new PDFDocument({ autoFirstPage: false }) as unknown as { openImage(src: Buffer): unknown }).openImage(bytes);
    return true;
  } catch {
    return false;
  }
}

export function checkLogo(declared: string, bytes: Buffer): CheckedLogo {
  if (bytes.length === 0) throw new AppError('validation_failed', 'Choose a logo to upload');
  const actual = sniff(bytes);
  if (!actual) throw refused();
  if (actual !== declared) throw refused(`The file is not a ${declared === 'image/svg+xml' ? 'SVG' : declared === 'image/png' ? 'PNG' : 'JPEG'} image`);
  if (actual === 'image/svg+xml') {
    const text = bytes.toString('utf8');
    if (text.includes('\uFFFD')) throw refused('The SVG must be UTF-8 text');
    const clean = sanitiseSvg(text);
    if (!clean) throw refused('The SVG has nothing to draw');
    return { contentType: actual, bytes: Buffer.from(clean, 'utf8') };
  }
  if (!opensAsImage(bytes)) throw refused(`The ${actual === 'image/png' ? 'PNG' : 'JPEG'} image could not be read`);
  return { contentType: actual, bytes };
}
