import { LOGO_TYPE_MESSAGE, type LogoType } from '../../../contracts/company-logo.js';
import { AppError } from '../../http/errors.js';
import { rasterFromImage, rasterFromSvg } from './raster.js';
import { looksLikeSvg } from './svg-sanitise.js';

/**
 * What an uploaded logo really is, read from its bytes: the declared Content-Type must agree
 * with them. Whatever it was, what is kept is one bounded PNG (raster.ts), made here, once.
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/** A logo ready to store: always a PNG. */
export type CheckedLogo = { contentType: 'image/png'; bytes: Buffer };

const refused = (message = LOGO_TYPE_MESSAGE) => new AppError('unsupported_media_type', message);

function sniff(bytes: Buffer): LogoType | null {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.subarray(0, 3).equals(JPEG_SIGNATURE)) return 'image/jpeg';
  const text = bytes.subarray(0, 4096).toString('utf8');
  return looksLikeSvg(text) ? 'image/svg+xml' : null;
}

/** An SVG's drawing, sanitised and drawn off the event loop, as the bounded PNG to keep. */
async function rasterOfSvg(bytes: Buffer): Promise<Buffer> {
  const text = bytes.toString('utf8');
  if (text.includes('\uFFFD')) throw refused('The SVG must be UTF-8 text');
  return rasterFromSvg(text);
}

/** The bounded PNG of bytes stored as `contentType` (an upload once checked, or a logo stored before rasters). */
export async function rasterOf(contentType: LogoType, bytes: Buffer): Promise<Buffer> {
  if (contentType === 'image/svg+xml') return rasterOfSvg(bytes);
  return rasterFromImage(bytes, contentType === 'image/png' ? 'PNG' : 'JPEG');
}

export async function checkLogo(declared: string, bytes: Buffer): Promise<CheckedLogo> {
  if (bytes.length === 0) throw new AppError('validation_failed', 'Choose a logo to upload');
  const actual = sniff(bytes);
  if (!actual) throw refused();
  if (actual !== declared) throw refused(`The file is not a ${declared === 'image/svg+xml' ? 'SVG' : declared === 'image/png' ? 'PNG' : 'JPEG'} image`);
  return { contentType: 'image/png', bytes: await rasterOf(actual, bytes) };
}
