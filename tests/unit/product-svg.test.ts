import { describe, expect, it } from 'vitest';
import { escapeXml, productShape, renderProductSvg } from '../../server/catalogue/image-svg.js';
import { PRODUCT_COLORS, colorHex } from '../../contracts/product-colors.js';
import { CATEGORIES, CATEGORY_NAMES, generateProducts } from '../../seed/catalogue/index.js';
import { linePictureUrl, readSnapshot } from '../../server/proposals/line-product.js';
import { lineColorOf } from '../../contracts/proposals.js';

/** Tags open and close in order (enough to catch broken markup without a DOM). */
function isBalanced(svg: string): boolean {
  const stack: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z]+)(?![a-zA-Z])[^>]*?(\/?)>/g)) {
    const [, closing, tag, selfClosing] = m;
    if (selfClosing) continue;
    if (!closing) stack.push(tag);
    else if (stack.pop() !== tag) return false;
  }
  return stack.length === 0;
}

describe('renderProductSvg', () => {
  const mug = { category: 'Drinkware', colorName: 'Navy', name: 'Harbor 11 oz Ceramic Mug', size: 150 };

  it('returns a sized, well-formed SVG drawn in the product colour', () => {
    const svg = renderProductSvg(mug);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="150" height="150" viewBox="0 0 200 200"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain(`fill="${PRODUCT_COLORS.Navy}"`);
    expect(svg).toContain('<title>Harbor 11 oz Ceramic Mug</title>');
    expect(isBalanced(svg)).toBe(true);
    expect(renderProductSvg({ ...mug, size: 800 })).toContain('width="800" height="800"');
  });

  it('is deterministic and differs by colour and kind', () => {
    expect(renderProductSvg(mug)).toBe(renderProductSvg({ ...mug }));
    expect(renderProductSvg({ ...mug, colorName: 'Red' })).not.toBe(renderProductSvg(mug));
    expect(renderProductSvg({ ...mug, name: 'Cotton Tote Bag', category: 'Bags' })).not.toBe(renderProductSvg(mug));
  });

  it('escapes the text it embeds', () => {
    const svg = renderProductSvg({ ...mug, name: `<script>alert("x")</script> & 'Co'` });
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;Co&apos;');
    expect(isBalanced(svg)).toBe(true);
    expect(escapeXml(`a<b>&"'`)).toBe('a&lt;b&gt;&amp;&quot;&apos;');
  });

  it('keeps pale products visible against the background', () => {
    const svg = renderProductSvg({ ...mug, colorName: 'White' });
    expect(svg).toContain('stroke="#94a3b8"');
    expect(svg).toContain('fill="#e7edf4"');
  });

  it('clamps odd sizes', () => {
    expect(renderProductSvg({ ...mug, size: 0 })).toContain('width="16"');
    expect(renderProductSvg({ ...mug, size: 99_999 })).toContain('width="2048"');
    expect(renderProductSvg({ ...mug, size: Number.NaN })).toContain('width="150"');
  });

  it('renders every seeded product as well-formed markup', () => {
    for (const p of generateProducts(400, 11)) {
      const svg = renderProductSvg({ category: p.category, colorName: p.imageColor, name: p.name, size: 150 });
      expect(isBalanced(svg)).toBe(true);
    }
  });
});

describe('productShape', () => {
  it('draws a recognisable shape per product type', () => {
    const cases: [string, string, string][] = [
      ['Drinkware', 'Harbor 11 oz Ceramic Mug', 'mug'],
      ['Drinkware', 'Summit 20 oz Stainless Steel Tumbler', 'tumbler'],
      ['Drinkware', 'Insulated Water Bottle', 'bottle'],
      ['Apparel', 'Performance Polo', 'polo'],
      ['Apparel', 'Unisex Cotton T-Shirt', 'tshirt'],
      ['Bags', 'Drawstring Backpack', 'backpack'],
      ['Writing Instruments', 'Retractable Ballpoint Pen', 'pen'],
      ['Headwear', 'Knit Beanie', 'beanie'],
      ['Headwear', 'Structured Baseball Cap', 'cap'],
      ['Notebooks & Journals', 'Notebook and Pen Set', 'notebook'],
      ['Tech', 'Swivel USB Flash Drive', 'usb'],
      ['Electronics', '10000 mAh Power Bank', 'powerbank'],
      ['Eco-Friendly', 'Bamboo Cutlery Set', 'leaf'],
      ['Awards & Recognition', 'Jade Glass Award', 'trophy'],
      ['Keychains & Lanyards', 'Bottle Opener Keychain', 'keytag'],
      ['Outdoor & Sports', 'Fleece Picnic Blanket', 'blanket'],
      ['Food & Beverage', 'Gourmet Cookie Gift Box', 'box'],
    ];
    for (const [category, name, shape] of cases) expect(productShape(category, name), name).toBe(shape);
  });

  it('has a drawing for every catalogue category', () => {
    for (const c of CATEGORY_NAMES) expect(isBalanced(renderProductSvg({ category: c, colorName: 'Teal', name: '', size: 150 }))).toBe(true);
  });
});

describe('colorHex', () => {
  it('maps colour names, colour words and hex values', () => {
    expect(colorHex('Navy')).toBe(PRODUCT_COLORS.Navy);
    expect(colorHex('light blue')).toBe(PRODUCT_COLORS['Light Blue']);
    expect(colorHex('Royal Blue Metallic')).toBe(PRODUCT_COLORS['Royal Blue']);
    expect(colorHex('Navy Blue')).toBe(PRODUCT_COLORS.Navy);
    expect(colorHex('Burgundy')).toBe('#7a1f2b');
    expect(colorHex('#ABC')).toBe('#aabbcc');
    expect(colorHex('#12ab34')).toBe('#12ab34');
    expect(colorHex('Chartreuse')).toBe('#64748b');
    expect(colorHex('')).toBe('#64748b');
  });

  it('draws every colour the catalogue offers in its own hex, and the apparel names outside catalogues use', () => {
    for (const category of CATEGORIES) for (const c of category.colors) expect(colorHex(c), c).toBe(PRODUCT_COLORS[c]);
    expect(colorHex('Forest Green')).toBe('#245c3a');
    expect(colorHex('Maroon')).toBe('#7a1f2b');
    expect(colorHex('Heather Grey')).toBe(colorHex('Heather Gray'));
    expect(colorHex('Heather Grey')).not.toBe(colorHex('Navy'));
    expect(colorHex('Navy Heather')).toBe(PRODUCT_COLORS.Navy);
    expect(colorHex('  royal   blue ')).toBe(PRODUCT_COLORS['Royal Blue']);
    // A Navy quarter-zip is drawn navy, a Forest Green tumbler forest green.
    expect(renderProductSvg({ category: 'Apparel', colorName: 'Navy', name: 'Quarter-Zip Pullover', size: 150 })).toContain(`fill="${PRODUCT_COLORS.Navy}"`);
    expect(renderProductSvg({ category: 'Drinkware', colorName: 'Forest Green', name: 'Summit Tumbler', size: 150 })).toContain(`fill="${PRODUCT_COLORS['Forest Green']}"`);
  });
});

describe('a proposal line’s picture', () => {
  const snapshot = readSnapshot({ name: 'Quarter-Zip', imageUrl: '/api/catalogue/products/p1/image?size=800' });
  it('is the built-in drawing in the line’s colour (the client’s choice first); an outside photo stays as it is', () => {
    expect(linePictureUrl('p1', 'builtin', snapshot, lineColorOf({ color: 'Navy', chosenColor: null }))).toBe('/api/catalogue/products/p1/image?size=800&color=Navy');
    expect(linePictureUrl('p1', 'builtin', snapshot, lineColorOf({ color: 'Navy', chosenColor: 'Forest Green' }))).toBe('/api/catalogue/products/p1/image?size=800&color=Forest%20Green');
    expect(linePictureUrl('p1', 'builtin', snapshot, null)).toBe(snapshot.imageUrl);
    expect(linePictureUrl('s1', 'sage', { ...snapshot, imageUrl: 'https://img.example/1.jpg' }, 'Navy')).toBe('https://img.example/1.jpg');
  });
});

// Built-in product pictures are drawn per product type, not one drawing per category.
const TYPES: Array<[category: string, name: string, shape: string]> = [
  ['Office', 'Wooden Desk Clock', 'clock'],
  ['Drinkware', '11 oz Ceramic Mug', 'mug'],
  ['Drinkware', '20 oz Stainless Steel Tumbler', 'tumbler'],
  ['Drinkware', 'Insulated Water Bottle', 'bottle'],
  ['Writing Instruments', 'Retractable Ballpoint Pen', 'pen'],
  ['Bags', 'Recycled Cotton Tote', 'tote'],
  ['Bags', 'Laptop Backpack', 'backpack'],
  ['Apparel', 'Cotton T-Shirt', 'tshirt'],
  ['Apparel', 'Pique Polo', 'polo'],
  ['Apparel', 'Pullover Hoodie', 'hoodie'],
  ['Headwear', 'Structured Baseball Cap', 'cap'],
  ['Headwear', 'Knit Beanie', 'beanie'],
  ['Outdoor & Leisure', 'Golf Umbrella', 'umbrella'],
  ['Office', 'Spiral Notebook', 'notebook'],
  ['Tech', 'Power Bank', 'powerbank'],
  ['Tech', 'USB Flash Drive', 'usb'],
  ['Promotional', 'Polyester Lanyard', 'lanyard'],
  ['Outdoor & Leisure', 'Golf Ball Sleeve', 'golfball'],
  ['Promotional', 'Die-Cut Sticker', 'sticker'],
  ['Promotional', 'Metal Keychain', 'keytag'],
  ['Tech', 'Bluetooth Speaker', 'speaker'],
  ['Office', 'Desk Calendar', 'calendar'],
  ['Awards', 'Medal with Ribbon', 'medal'],
  ['Awards', 'Crystal Award', 'trophy'],
  ['Awards', 'Walnut Plaque', 'plaque'],
  ['Awards', 'Certificate Frame', 'frame'],
  ['Wellness', 'First Aid Kit', 'firstaid'],
];

const drawingOf = (category: string, name: string) =>
  renderProductSvg({ category, name, colorName: 'Navy', size: 150 })
    // The drawing alone: without the title/label, which differ by name anyway.
    .replace(/<title>.*<\/title>/, '')
    .replace(/aria-label="[^"]*"/, '');

describe('built-in product pictures', () => {
  it('a desk clock is drawn as a clock, not a gift box', () => {
    expect(productShape('Office', 'Desk Clock')).toBe('clock');
    expect(productShape('Office', 'Wooden Desk Clock')).toBe('clock');
    expect(drawingOf('Office', 'Desk Clock')).not.toBe(drawingOf('Office', 'Gourmet Cookie Gift Box'));
  });

  it('each product type gets its own drawing', () => {
    for (const [category, name, shape] of TYPES) expect([name, productShape(category, name)]).toEqual([name, shape]);
    const drawings = new Set(TYPES.map(([category, name]) => drawingOf(category, name)));
    expect(drawings.size).toBe(TYPES.length);
  });

  it('products of one category but different types look different', () => {
    const office = ['Desk Clock', 'Desk Calendar', 'Mouse Pad', 'Desk Organizer Caddy', 'Spiral Notebook'].map((n) => drawingOf('Office', n));
    expect(new Set(office).size).toBe(office.length);
  });

  it('a word inside another word does not pick the drawing (a rollerball pen is no mat, Recognition is not eco)', () => {
    const cases: Array<[category: string, name: string, shape: string]> = [
      ['Writing Instruments', 'Executive Rollerball Pen', 'pen'],
      ['Writing Instruments', 'Gel Ink Rollerball Pen', 'pen'],
      ['Health & Wellness', 'Foam Roller', 'mat'],
      ['Trade Show & Events', '6 ft Table Throw', 'table'],
      ['Outdoor & Sports', 'Fleece Picnic Blanket', 'blanket'],
      ['Drinkware', '22 oz Glass Water Bottle', 'bottle'],
      ['Drinkware', '16 oz Pint Glass', 'tumbler'],
      ['Awards & Recognition', 'Certificate Frame', 'frame'],
      ['Awards & Recognition', 'Cherry Wood Plaque', 'plaque'],
      ['Awards & Recognition', 'Trophy Cup', 'trophy'],
      ['Awards & Recognition', 'Mystery Award Item', 'trophy'],
      ['Eco-Friendly', 'Plantable Seed Card', 'leaf'],
    ];
    for (const [category, name, shape] of cases) expect([name, productShape(category, name)]).toEqual([name, shape]);
  });

  it('an unknown type falls back to its category drawing, then a gift box', () => {
    expect(productShape('Drinkware', 'Something New')).toBe('tumbler');
    expect(productShape('Apparel', 'Mystery Garment')).toBe('tshirt');
    expect(productShape('Misc', 'Mystery Item')).toBe('box');
  });
});
