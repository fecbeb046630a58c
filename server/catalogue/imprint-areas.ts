import { CENTRED_IMPRINT_AREA, type ImprintArea } from '../../contracts/imprint.js';
import { productShape, type ProductShape } from './image-svg.js';

/**
 * Where a built-in product's picture takes a logo (virtual samples): one area per product type,
 * read off its drawing (image-svg.ts, product-drawings.ts) in the drawings' 200×200 view box — a
 * mug's side panel, a t-shirt's chest, a pen's barrel, a tote's front panel. Change a drawing and
 * its area together.
 */

type Box = readonly [x: number, y: number, w: number, h: number, angle?: number];

const AREAS: Record<ProductShape, Box> = {
  mug: [74, 80, 52, 60],
  tumbler: [78, 84, 46, 52],
  bottle: [84, 108, 40, 44],
  tshirt: [78, 72, 44, 40],
  cap: [78, 92, 44, 28],
  tote: [68, 100, 64, 50],
  // The barrel, drawn rotated -35° about the picture's centre.
  pen: [58, 98, 66, 16, -35],
  notebook: [72, 56, 50, 40],
  usb: [70, 84, 54, 32],
  device: [76, 60, 48, 40],
  leaf: [66, 66, 68, 68],
  trophy: [78, 140, 44, 18],
  keytag: [99.7, 111.4, 44, 36, -18],
  box: [58, 106, 84, 46],
  clock: [72, 106, 56, 24],
  umbrella: [66, 52, 68, 32],
  golfball: [80, 70, 40, 36],
  sticker: [62, 52, 76, 66],
  powerbank: [72, 56, 56, 76],
  speaker: [72, 84, 56, 52],
  hoodie: [76, 96, 48, 30],
  // Left chest (the wearer's left).
  polo: [110, 86, 30, 24],
  backpack: [72, 112, 56, 40],
  lanyard: [78, 136, 44, 34],
  beanie: [62, 128, 76, 28],
  calendar: [48, 50, 104, 26],
  mousepad: [60, 92, 56, 32],
  phonestand: [58, 150, 64, 14],
  cable: [40, 34, 16, 26],
  coaster: [62, 86, 76, 28],
  jar: [66, 100, 68, 34],
  tin: [56, 98, 88, 26],
  chocolate: [112.6, 79, 40, 22, -12],
  blanket: [56, 78, 88, 64],
  flashlight: [78.4, 91.5, 38, 20, -30],
  ball: [66, 66, 68, 64],
  medal: [76, 106, 48, 44],
  pin: [70, 62, 60, 70],
  towel: [70, 60, 60, 64],
  tube: [80, 62, 40, 44],
  firstaid: [52, 62, 96, 20],
  mat: [82, 88, 30, 48],
  fan: [56, 70, 88, 40],
  wristband: [60, 128, 80, 16],
  disc: [56, 82, 88, 44],
  sleeve: [66, 84, 68, 44],
  ringlight: [86, 64, 28, 32],
  chargepad: [60, 96, 80, 30],
  caddy: [52, 104, 48, 52],
  table: [60, 94, 80, 50],
  bookmark: [80, 56, 40, 100],
  // The engraving plate; the certificate's head.
  plaque: [64, 74, 72, 56],
  frame: [60, 62, 80, 44],
};

const VIEW_BOX = 200;
const fraction = (v: number) => Math.round((v / VIEW_BOX) * 10_000) / 10_000;

export function imprintAreaOfShape(shape: ProductShape): ImprintArea {
  const [x, y, w, h, angle] = AREAS[shape];
  const area = { x: fraction(x), y: fraction(y), w: fraction(w), h: fraction(h) };
  return angle ? { ...area, angle } : area;
}

/** A built-in product's imprint area (by the same type its picture is drawn as). */
export const builtinImprintArea = (category: string, name: string): ImprintArea => imprintAreaOfShape(productShape(category, name));

/** Any product's: a built-in one's own, an outside picture's centred default. */
export const imprintAreaOf = (source: 'builtin' | 'sage', category: string, name: string): ImprintArea =>
  source === 'builtin' ? builtinImprintArea(category, name) : CENTRED_IMPRINT_AREA;
