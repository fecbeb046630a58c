import { colorHex } from '../../contracts/product-colors.js';
import { MORE_DRAWINGS, type MoreShape, type Paint } from './product-drawings.js';

/**
 * Flat, recognisable product drawings for the built-in catalogue (no image files to ship).
 * Every drawing is made in a 200×200 view box and scaled to the requested pixel size.
 */

export type ProductShape =
  | 'mug' | 'tumbler' | 'bottle' | 'tshirt' | 'cap' | 'tote' | 'pen' | 'notebook'
  | 'usb' | 'device' | 'leaf' | 'trophy' | 'keytag' | 'box'
  | MoreShape;

export interface ProductSvgInput {
  category: string;
  colorName: string;
  name: string;
  /** Pixel width and height: 150 for thumbnails, 800 for large images. */
  size: number;
}

type Rgb = [number, number, number];
function toRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;
}
function mix(a: string, b: string, t: number): string {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}
function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Product types by the words of their names, most specific first (a golf umbrella is an umbrella, a table throw no blanket). */
const NAME_SHAPES: ReadonlyArray<[RegExp, ProductShape]> = [
  [/clock|watch\b/i, 'clock'],
  [/umbrella/i, 'umbrella'],
  [/golf ball/i, 'golfball'],
  [/sticker|decal|tattoo|magnet\b/i, 'sticker'],
  [/power bank|battery pack/i, 'powerbank'],
  [/charging pad|wireless charger/i, 'chargepad'],
  [/charging cable|\bcable\b|cord\b/i, 'cable'],
  [/phone stand|tablet stand|phone holder/i, 'phonestand'],
  [/speaker/i, 'speaker'],
  [/ring light/i, 'ringlight'],
  [/lanyard|badge reel/i, 'lanyard'],
  [/medal/i, 'medal'],
  [/lapel pin|enamel pin|\bpin\b/i, 'pin'],
  [/plaque/i, 'plaque'],
  [/certificate|picture frame|photo frame|\bframe\b/i, 'frame'],
  [/trophy|award/i, 'trophy'],
  [/keychain|key ring|key tag/i, 'keytag'],
  [/calendar/i, 'calendar'],
  [/mouse ?pad/i, 'mousepad'],
  [/bookmark/i, 'bookmark'],
  [/organi[sz]er|caddy|pen holder|pen cup/i, 'caddy'],
  [/notebook|journal|notepad|planner|padfolio|sticky note/i, 'notebook'],
  [/coaster/i, 'coaster'],
  [/\bjar\b/i, 'jar'],
  [/\btin\b|canister/i, 'tin'],
  [/chocolate|candy bar/i, 'chocolate'],
  [/table cover|tablecloth|table throw/i, 'table'],
  [/blanket|\bthrow\b/i, 'blanket'],
  [/flashlight|torch/i, 'flashlight'],
  [/stress ball|\bball\b/i, 'ball'],
  [/towel/i, 'towel'],
  [/lip balm|sunscreen|sanitizer|lotion|\btube\b/i, 'tube'],
  [/first aid/i, 'firstaid'],
  [/yoga mat|\bmat\b|\broller\b/i, 'mat'],
  [/\bfan\b/i, 'fan'],
  [/wristband|bracelet/i, 'wristband'],
  [/flying disc|frisbee/i, 'disc'],
  [/laptop sleeve|tablet sleeve/i, 'sleeve'],
  [/\bmugs?\b|\bcup\b/i, 'mug'],
  // (A glass water bottle is a bottle: before the glasses.)
  [/bottle|flask|shaker|jug/i, 'bottle'],
  [/tumbler|travel mug|pint glass|glass\b|can cooler|koozie/i, 'tumbler'],
  [/\bpens?\b|pencil|highlighter|stylus|marker|rollerball|ballpoint/i, 'pen'],
  [/beanie|knit hat|toque/i, 'beanie'],
  [/\bcaps?\b|\bhats?\b|visor|bucket hat/i, 'cap'],
  [/hoodie|sweatshirt|pullover/i, 'hoodie'],
  [/\bpolo/i, 'polo'],
  [/t-shirt|\btee\b|jacket|quarter-zip|\bvest\b|jersey|\bshirt/i, 'tshirt'],
  [/backpack|rucksack|drawstring/i, 'backpack'],
  [/\btote|\bbag\b|duffel|cooler bag|pouch|messenger/i, 'tote'],
  [/usb|flash drive|thumb drive/i, 'usb'],
  [/charger|earbuds|headphones|phone|tracker|webcam|wireless mouse/i, 'device'],
];

const CATEGORY_SHAPES: ReadonlyArray<[RegExp, ProductShape]> = [
  [/drinkware/i, 'tumbler'],
  [/apparel/i, 'tshirt'],
  [/headwear/i, 'cap'],
  [/bags?/i, 'tote'],
  [/writing/i, 'pen'],
  [/notebook|journal/i, 'notebook'],
  [/electronics|tech/i, 'device'],
  // (Whole words: 'Recognition' holds 'eco'.)
  [/\beco\b/i, 'leaf'],
  [/award|recognition/i, 'trophy'],
  [/keychain|lanyard/i, 'keytag'],
];

/** Which drawing a product gets: its type (read from its name) first, then its category, else a gift box. */
export function productShape(category: string, name: string): ProductShape {
  for (const [pattern, shape] of NAME_SHAPES) if (pattern.test(name)) return shape;
  for (const [pattern, shape] of CATEGORY_SHAPES) if (pattern.test(category)) return shape;
  return 'box';
}

function drawing(shape: ProductShape, p: Paint): string {
  const outline = `stroke="${p.stroke}" stroke-width="4" stroke-linejoin="round"`;
  if (shape in MORE_DRAWINGS) return MORE_DRAWINGS[shape as MoreShape](p, outline);
  switch (shape as Exclude<ProductShape, MoreShape>) {
    case 'mug':
      return `<path d="M128 78h14a24 24 0 0 1 0 48h-14" fill="none" stroke="${p.stroke}" stroke-width="16"/>` +
        `<path d="M128 78h14a24 24 0 0 1 0 48h-14" fill="none" stroke="${p.fill}" stroke-width="8"/>` +
        `<rect x="48" y="58" width="84" height="104" rx="12" fill="${p.fill}" ${outline}/>` +
        `<rect x="60" y="72" width="10" height="74" rx="5" fill="${p.light}" opacity="0.6"/>`;
    case 'tumbler':
      return `<path d="M62 58h76l-10 108q-28 8-56 0z" fill="${p.fill}" ${outline}/>` +
        `<rect x="56" y="40" width="88" height="20" rx="7" fill="${p.dark}" ${outline}/>` +
        `<rect x="112" y="44" width="20" height="8" rx="3" fill="${p.metal}"/>` +
        `<path d="M74 70l6 86" stroke="${p.light}" stroke-width="8" stroke-linecap="round" opacity="0.6"/>`;
    case 'bottle':
      return `<rect x="84" y="46" width="32" height="30" fill="${p.fill}" ${outline}/>` +
        `<rect x="80" y="28" width="40" height="20" rx="5" fill="${p.dark}" ${outline}/>` +
        `<path d="M84 74q-18 8-18 30v56q0 12 12 12h44q12 0 12-12v-56q0-22-18-30z" fill="${p.fill}" ${outline}/>` +
        `<rect x="74" y="104" width="9" height="56" rx="4.5" fill="${p.light}" opacity="0.6"/>`;
    case 'tshirt':
      return `<path d="M72 38l-18 6-30 26 18 28 18-10v82h80v-82l18 10 18-28-30-26-18-6q-28 22-56 0z" fill="${p.fill}" ${outline}/>` +
        `<path d="M76 40q24 18 48 0" fill="none" stroke="${p.stroke}" stroke-width="4"/>` +
        `<rect x="84" y="92" width="32" height="22" rx="3" fill="${p.light}" opacity="0.55"/>`;
    case 'cap':
      return `<path d="M118 128h62q8 14-12 18l-56-4z" fill="${p.dark}" ${outline}/>` +
        `<path d="M40 130a60 60 0 0 1 120 0z" fill="${p.fill}" ${outline}/>` +
        `<path d="M100 70v60M70 82q10 22 10 48M130 82q-10 22-10 48" fill="none" stroke="${p.stroke}" stroke-width="3" opacity="0.7"/>` +
        `<circle cx="100" cy="70" r="6" fill="${p.dark}"/>`;
    case 'tote':
      return `<path d="M76 82q0-46 24-46t24 46" fill="none" stroke="${p.stroke}" stroke-width="10"/>` +
        `<path d="M76 82q0-46 24-46t24 46" fill="none" stroke="${p.fill}" stroke-width="5"/>` +
        `<path d="M42 80h116l10 92h-136z" fill="${p.fill}" ${outline}/>` +
        `<rect x="74" y="108" width="52" height="36" rx="4" fill="${p.light}" opacity="0.55"/>`;
    case 'pen':
      return `<g transform="rotate(-35 100 100)">` +
        `<rect x="18" y="95" width="14" height="10" rx="3" fill="${p.metal}" ${outline}/>` +
        `<rect x="30" y="90" width="118" height="20" rx="10" fill="${p.fill}" ${outline}/>` +
        `<rect x="126" y="90" width="22" height="20" fill="${p.dark}"/>` +
        `<path d="M148 92l30 8-30 8z" fill="${p.metal}" ${outline}/>` +
        `<rect x="40" y="82" width="56" height="7" rx="3.5" fill="${p.metal}" ${outline}/></g>`;
    case 'notebook':
      return `<rect x="64" y="40" width="92" height="128" rx="6" fill="${p.paper}" ${outline}/>` +
        `<rect x="50" y="34" width="96" height="132" rx="8" fill="${p.fill}" ${outline}/>` +
        `<rect x="50" y="34" width="14" height="132" fill="${p.dark}" opacity="0.5"/>` +
        `<rect x="126" y="34" width="7" height="132" fill="${p.dark}"/>` +
        `<rect x="78" y="62" width="36" height="22" rx="3" fill="${p.light}" opacity="0.6"/>`;
    case 'usb':
      return `<rect x="128" y="82" width="36" height="36" rx="3" fill="${p.metal}" ${outline}/>` +
        `<rect x="140" y="92" width="8" height="6" fill="${p.stroke}"/><rect x="140" y="102" width="8" height="6" fill="${p.stroke}"/>` +
        `<rect x="38" y="70" width="94" height="60" rx="12" fill="${p.fill}" ${outline}/>` +
        `<circle cx="56" cy="100" r="7" fill="#ffffff" ${outline}/>`;
    case 'device':
      return `<rect x="62" y="28" width="76" height="144" rx="16" fill="${p.fill}" ${outline}/>` +
        `<rect x="74" y="44" width="52" height="82" rx="6" fill="${p.dark}" opacity="0.85"/>` +
        `<circle cx="86" cy="146" r="4" fill="${p.light}"/><circle cx="100" cy="146" r="4" fill="${p.light}"/>` +
        `<circle cx="114" cy="146" r="4" fill="${p.light}"/>`;
    case 'leaf':
      return `<circle cx="100" cy="100" r="72" fill="${p.fill}" ${outline}/>` +
        `<path d="M100 46c46 18 48 76 0 104c-48-28-46-86 0-104z" fill="#ffffff" opacity="0.92"/>` +
        `<path d="M100 62v82M100 96l-16-12M100 114l18-14" fill="none" stroke="${p.fill}" stroke-width="4" stroke-linecap="round"/>`;
    case 'trophy':
      return `<path d="M66 52q-28 0-24 26t30 18M134 52q28 0 24 26t-30 18" fill="none" stroke="${p.stroke}" stroke-width="8"/>` +
        `<path d="M62 38h76l-6 54q-32 34-64 0z" fill="${p.fill}" ${outline}/>` +
        `<rect x="92" y="110" width="16" height="26" fill="${p.fill}" ${outline}/>` +
        `<rect x="62" y="136" width="76" height="26" rx="4" fill="${p.dark}" ${outline}/>` +
        `<rect x="80" y="143" width="40" height="11" rx="2" fill="${p.metal}"/>`;
    case 'keytag':
      return `<circle cx="70" cy="58" r="22" fill="none" stroke="${p.metal}" stroke-width="7"/>` +
        `<g transform="rotate(-18 118 118)"><rect x="80" y="72" width="76" height="100" rx="18" fill="${p.fill}" ${outline}/>` +
        `<circle cx="118" cy="90" r="7" fill="#ffffff" ${outline}/>` +
        `<rect x="96" y="112" width="44" height="36" rx="4" fill="${p.light}" opacity="0.55"/></g>`;
    case 'box':
      return `<rect x="46" y="84" width="108" height="82" fill="${p.fill}" ${outline}/>` +
        `<rect x="38" y="64" width="124" height="26" rx="4" fill="${p.fill}" ${outline}/>` +
        `<rect x="93" y="64" width="14" height="102" fill="${p.light}"/>` +
        `<path d="M100 64q-30-30-36-8t36 8q30-30 36-8t-36 8z" fill="${p.light}" ${outline}/>`;
  }
}

/** Escape text for SVG/XML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

/** A deterministic SVG picture of a product in its colour, `size` pixels square. */
export function renderProductSvg(input: ProductSvgInput): string {
  const size = Number.isFinite(input.size) ? Math.min(2048, Math.max(16, Math.round(input.size))) : 150;
  const fill = colorHex(input.colorName);
  const pale = luminance(fill) > 0.8;
  const paint: Paint = {
    fill,
    stroke: pale ? '#94a3b8' : mix(fill, '#000000', 0.35),
    light: pale ? '#ffffff' : mix(fill, '#ffffff', 0.45),
    dark: pale ? '#cbd5e1' : mix(fill, '#000000', 0.25),
    metal: '#c7ced6',
    paper: '#fbfaf6',
  };
  const background = pale ? '#e7edf4' : mix(fill, '#ffffff', 0.86);
  const label = escapeXml(input.name.trim() || 'Product');
  const shape = productShape(input.category, input.name);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 200 200" role="img" aria-label="${label}">` +
    `<title>${label}</title>` +
    `<rect width="200" height="200" rx="16" fill="${background}"/>` +
    `<ellipse cx="100" cy="178" rx="62" ry="8" fill="#000000" opacity="0.08"/>` +
    drawing(shape, paint) +
    `</svg>`
  );
}
