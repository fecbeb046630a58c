import type { ImprintArea } from '../../../contracts/imprint.js';
import { paintSvgFitted, type VectorCanvas } from './svg.js';

/**
 * The client's logo on a product picture in the PDF (a virtual sample): fitted inside the line's
 * logo area, keeping its proportions, turned with the area when the product is drawn at a slant.
 * A PNG or JPEG is opened once and embedded once, however many lines show it.
 */

/** An image pdfkit has opened (what `doc.openImage` returns). */
type OpenedImage = { width: number; height: number };
export type PdfLogo = { kind: 'raster'; image: OpenedImage } | { kind: 'svg'; svg: string };

type LogoCanvas = VectorCanvas & {
  image(src: OpenedImage, x: number, y: number, options: { fit: [number, number]; align: 'center'; valign: 'center' }): unknown;
};

export function openPdfLogo(doc: unknown, logo: { contentType: string; bytes: Buffer }): PdfLogo | null {
  if (logo.contentType === 'image/svg+xml') return { kind: 'svg', svg: logo.bytes.toString('utf8') };
  try {
    return { kind: 'raster', image: (doc as { openImage(src: Buffer): OpenedImage }).openImage(logo.bytes) };
  } catch {
    return null;
  }
}

/** Draws the logo over a picture whose top-left corner is (x, y), `size` points square. */
export function drawLogo(canvas: LogoCanvas, logo: PdfLogo, area: ImprintArea, x: number, y: number, size: number): void {
  const left = x + area.x * size;
  const top = y + area.y * size;
  const w = area.w * size;
  const h = area.h * size;
  canvas.save();
  if (area.angle) canvas.rotate(area.angle, { origin: [left + w / 2, top + h / 2] });
  if (logo.kind === 'raster') canvas.image(logo.image, left, top, { fit: [w, h], align: 'center', valign: 'center' });
  else paintSvgFitted(canvas, logo.svg, left, top, w, h);
  canvas.restore();
}
