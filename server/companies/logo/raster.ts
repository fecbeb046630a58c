import sharp from 'sharp';
import { LOGO_MAX_PIXELS, LOGO_MAX_SVG_ELEMENTS, LOGO_PIXELS_MESSAGE, LOGO_STORED_SIDE, LOGO_SVG_ELEMENTS_MESSAGE } from '../../../contracts/company-logo.js';
import { AppError } from '../../http/errors.js';
import { EmptySvgError, svgToPng } from './raster-thread.js';

/**
 * Every logo is stored as one bounded PNG (longest side at most LOGO_STORED_SIDE pixels), made
 * once at upload, and only that raster is ever served or drawn. A PNG or JPEG is measured from
 * its header before anything is decoded (a small file can claim 8000×8000 pixels) and decoded by
 * sharp off the event loop with the same pixel cap; an SVG is drawn on the logo thread.
 */

const tooManyPixels = () => new AppError('payload_too_large', LOGO_PIXELS_MESSAGE);
const unreadable = (what: string) => new AppError('unsupported_media_type', `The ${what} image could not be read`);

const decodeOptions = { limitInputPixels: LOGO_MAX_PIXELS * LOGO_MAX_PIXELS, failOn: 'error' } as const;

/** A PNG or JPEG as the bounded PNG to keep: its size is read from its header first. */
export async function rasterFromImage(bytes: Buffer, what: 'PNG' | 'JPEG'): Promise<Buffer> {
  let size: { width?: number; height?: number };
  try {
    // The header only: no pixel is decoded here, so the pixel cap is checked by us, with our message.
    size = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable(what);
  }
  if (!size.width || !size.height) throw unreadable(what);
  if (size.width > LOGO_MAX_PIXELS || size.height > LOGO_MAX_PIXELS) throw tooManyPixels();
  try {
    return await sharp(bytes, decodeOptions)
      .rotate()
      .resize({ width: LOGO_STORED_SIDE, height: LOGO_STORED_SIDE, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    throw unreadable(what);
  }
}

/** An uploaded SVG, sanitised and drawn as the PNG to keep (its longest side LOGO_STORED_SIDE pixels). */
export async function rasterFromSvg(svg: string): Promise<Buffer> {
  if (elementCount(svg) > LOGO_MAX_SVG_ELEMENTS) throw new AppError('unsupported_media_type', LOGO_SVG_ELEMENTS_MESSAGE);
  try {
    return await svgToPng(svg, LOGO_STORED_SIDE);
  } catch (err) {
    throw new AppError('unsupported_media_type', err instanceof EmptySvgError ? 'The SVG has nothing to draw' : 'The SVG could not be drawn');
  }
}

/** Start tags in the text (one linear pass; an upload is at most LOGO_MAX_BYTES). */
function elementCount(text: string): number {
  let n = 0;
  for (let i = text.indexOf('<'); i !== -1; i = text.indexOf('<', i + 1)) {
    const next = text.charCodeAt(i + 1);
    if ((next >= 65 && next <= 90) || (next >= 97 && next <= 122)) n++;
  }
  return n;
}
