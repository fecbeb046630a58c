import type { ImprintArea } from '../../../contracts/imprint.js';

/**
 * The client's logo on a product picture in the PDF (a virtual sample): fitted inside the line's
 * logo area, keeping its proportions, turned with the area when the product is drawn at a slant.
 * The logo is the bounded PNG made at upload (server/companies/logo/raster.ts), whatever was
 * uploaded: opened once and embedded once, however many lines show it. No uploaded SVG is ever
 * parsed here.
 */

/** An image pdfkit has opened (what `doc.openImage` returns). */
export type OpenedImage = { width: number; height: number };

/** A stored logo: the PNG raster. */
export type StoredRaster = { contentType: string; bytes: Buffer };

type LogoCanvas = {
  save(): unknown;
  restore(): unknown;
  rotate(angle: number, options?: { origin?: [number, number] }): unknown;
  image(src: OpenedImage, x: number, y: number, options: { fit: [number, number]; align: 'center'; valign: 'center' }): unknown;
};

export function openPdfLogo(doc: unknown, logo: StoredRaster): OpenedImage | null {
  if (logo.contentType !== 'image/png') return null;
  try {
    return (doc as { openImage(src: Buffer): OpenedImage }).openImage(logo.bytes);
  } catch {
    return null;
  }
}

/** Draws the logo over a picture whose top-left corner is (x, y), `size` points square. */
export function drawLogo(canvas: LogoCanvas, logo: OpenedImage, area: ImprintArea, x: number, y: number, size: number): void {
  const left = x + area.x * size;
  const top = y + area.y * size;
  const w = area.w * size;
  const h = area.h * size;
  canvas.save();
  if (area.angle) canvas.rotate(area.angle, { origin: [left + w / 2, top + h / 2] });
  canvas.image(logo, left, top, { fit: [w, h], align: 'center', valign: 'center' });
  canvas.restore();
}
