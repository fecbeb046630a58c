/**
 * Paints the built-in catalogue's product drawings (server/catalogue/image-svg.ts) into a PDF as
 * vectors. pdfkit draws SVG path data but not SVG documents, and those drawings use only a small
 * part of SVG: rect, circle, ellipse and path with fill, stroke, stroke-width, opacity and
 * stroke-linecap, grouped by <g transform="rotate(a cx cy)">, in a 200×200 view box; also
 * polygons, polylines and lines, class rules and inline styles, rgb() and named colours, inherited
 * group styles and transforms (svg-style.ts). Gradients, text, masks and clip paths are left out.
 * Only our own drawings come here: an uploaded SVG logo is a PNG by the time a PDF is drawn.
 */

import { classRules, colorOf, pointsPath, resolved, transformOf, type Props } from './svg-style.js';

/** The few pdfkit calls painting needs (PDFKit.PDFDocument provides them). */
export type VectorCanvas = {
  save(): unknown;
  restore(): unknown;
  translate(x: number, y: number): unknown;
  scale(factor: number): unknown;
  rotate(angle: number, options?: { origin?: [number, number] }): unknown;
  transform(a: number, b: number, c: number, d: number, e: number, f: number): unknown;
  rect(x: number, y: number, w: number, h: number): unknown;
  roundedRect(x: number, y: number, w: number, h: number, r?: number): unknown;
  circle(x: number, y: number, r: number): unknown;
  ellipse(x: number, y: number, rx: number, ry: number): unknown;
  path(d: string): unknown;
  lineWidth(w: number): unknown;
  lineCap(cap: 'butt' | 'round' | 'square'): unknown;
  fillOpacity(o: number): unknown;
  strokeOpacity(o: number): unknown;
  fill(color: string): unknown;
  stroke(color: string): unknown;
  fillAndStroke(fill: string, stroke: string): unknown;
};

const VIEW_BOX = 200;
const ELEMENT = /<(\/?)(rect|circle|ellipse|path|polygon|polyline|line|g)\b([^>]*?)(\/?)>/g;
const ATTRIBUTE = /(?<![A-Za-z:-])([A-Za-z:-]+)="([^"]*)"/g;

function attributesOf(text: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const m of text.matchAll(ATTRIBUTE)) map.set(m[1], m[2]);
  return map;
}

const num = (a: Map<string, string>, key: string) => Number(a.get(key) ?? 0) || 0;

function tracePath(canvas: VectorCanvas, d: string | null | undefined): boolean {
  if (!d || !/^[MmLlHhVvCcSsQqTtAaZzEe0-9\s.,-]+$/.test(d)) return false;
  canvas.path(d);
  return true;
}

function outline(canvas: VectorCanvas, name: string, a: Map<string, string>): boolean {
  switch (name) {
    case 'rect': {
      const rx = num(a, 'rx');
      if (rx > 0) canvas.roundedRect(num(a, 'x'), num(a, 'y'), num(a, 'width'), num(a, 'height'), rx);
      else canvas.rect(num(a, 'x'), num(a, 'y'), num(a, 'width'), num(a, 'height'));
      return true;
    }
    case 'circle':
      canvas.circle(num(a, 'cx'), num(a, 'cy'), num(a, 'r'));
      return true;
    case 'ellipse':
      canvas.ellipse(num(a, 'cx'), num(a, 'cy'), num(a, 'rx'), num(a, 'ry'));
      return true;
    case 'path':
      return tracePath(canvas, a.get('d'));
    case 'polygon':
    case 'polyline':
      return tracePath(canvas, pointsPath(a.get('points'), name === 'polygon'));
    case 'line':
      return tracePath(canvas, `M${num(a, 'x1')} ${num(a, 'y1')}L${num(a, 'x2')} ${num(a, 'y2')}`);
    default:
      return false;
  }
}

/** Paints `svg` with its top-left corner at (x, y), `size` points square. Unknown content is skipped. */
export function paintSvg(canvas: VectorCanvas, svg: string, x: number, y: number, size: number): void {
  canvas.save();
  canvas.translate(x, y);
  canvas.scale(size / VIEW_BOX);
  paintElements(canvas, svg);
  canvas.restore();
}

/** What a shape takes from its groups. */
const INHERITED = ['fill', 'stroke', 'stroke-width', 'stroke-linecap', 'fill-opacity'];

function applyTransform(canvas: VectorCanvas, text: string | undefined): void {
  const m = transformOf(text);
  if (m) canvas.transform(...m);
}

function paintElements(canvas: VectorCanvas, svg: string): void {
  const rules = classRules(svg);
  // One entry per open group: what its shapes inherit.
  const groups: Props[] = [new Map()];
  for (const m of svg.matchAll(ELEMENT)) {
    const [, closing, name, rest, selfClosing] = m;
    if (name === 'g') {
      if (closing && groups.length > 1) {
        canvas.restore();
        groups.pop();
      } else if (!closing && !selfClosing) {
        canvas.save();
        const props = resolved(attributesOf(rest), rules);
        groups.push(new Map([...groups[groups.length - 1], ...[...props].filter(([k]) => INHERITED.includes(k))]));
        applyTransform(canvas, props.get('transform'));
      }
      continue;
    }
    if (closing) continue;
    const own = resolved(attributesOf(rest), rules);
    const a = new Map([...groups[groups.length - 1], ...own]);
    // SVG's default fill is black; 'none', gradients and unknown colours paint nothing.
    const fill = a.has('fill') ? colorOf(a.get('fill')) : '#000000';
    const stroke = colorOf(a.get('stroke'));
    if (!fill && !stroke) continue;
    canvas.save();
    applyTransform(canvas, own.get('transform'));
    const opacity = own.has('opacity') ? Math.min(1, Math.max(0, Number(own.get('opacity')) || 0)) : 1;
    const fillOpacity = a.has('fill-opacity') ? Math.min(1, Math.max(0, Number(a.get('fill-opacity')) || 0)) : 1;
    canvas.fillOpacity(opacity * fillOpacity);
    canvas.strokeOpacity(opacity);
    if (stroke) {
      canvas.lineWidth(num(a, 'stroke-width') || 1);
      const cap = a.get('stroke-linecap');
      if (cap === 'round' || cap === 'square' || cap === 'butt') canvas.lineCap(cap);
    }
    if (outline(canvas, name, a)) {
      if (fill && stroke) canvas.fillAndStroke(fill, stroke);
      else if (fill) canvas.fill(fill);
      else canvas.stroke(stroke!);
    }
    canvas.restore();
  }
  for (let open = groups.length - 1; open > 0; open--) canvas.restore();
}
