/**
 * The one map from a colour's name to the hex it is drawn in: product pictures (the server's
 * drawings, the PDF) and the UI's swatches read it. The catalogue's own colours come first
 * (PRODUCT_COLORS: Navy, Forest Green, Maroon, Royal Blue…); then colour words outside catalogues
 * use ('Heather Grey', 'Burgundy'), matched as a word inside a longer name ('Navy Heather').
 */

/** Product colours offered by the built-in catalogue, with swatch/drawing hex values. */
export const PRODUCT_COLORS: Readonly<Record<string, string>> = {
  Black: '#1f2937', White: '#f8fafc', Navy: '#1e3a5f', 'Royal Blue': '#2456c8',
  'Light Blue': '#7cb7e8', Red: '#d03a33', Maroon: '#7a1f2b', Orange: '#f08a24',
  Yellow: '#f4c430', Gold: '#c9a227', Lime: '#8cc63f', Green: '#2e9e5b',
  'Forest Green': '#245c3a', Teal: '#14877f', Purple: '#6a3fa0', Pink: '#e86aa6',
  Gray: '#8a939e', Charcoal: '#3f454d', Silver: '#b8bfc7', Brown: '#7b4f2c',
  Tan: '#c8a97e', Natural: '#e9dcc0', Clear: '#d6ecf3', Bamboo: '#d9b776',
};

// Colour words seen in outside catalogues that are not product colours of ours.
const COLOR_ALIASES: Readonly<Record<string, string>> = {
  blue: '#2456c8', grey: '#8a939e', burgundy: '#7a1f2b', beige: '#dccbaa', cream: '#f3ead3',
  khaki: '#b7a57a', violet: '#7c4dbc', magenta: '#c0307f', aqua: '#3cc4c4', turquoise: '#2bb3b1',
  copper: '#b8733b', bronze: '#a97142', chrome: '#c9d1d9', gunmetal: '#53585f', kelly: '#1f9a48',
  olive: '#6b7436', mint: '#9ed9bf', coral: '#f27b6b', lavender: '#b7a3e0', wood: '#b58556',
  frost: '#dfe9ef', smoke: '#7d858d', translucent: '#d6ecf3', 'heather grey': '#a3a9b1', 'heather gray': '#a3a9b1',
  'sport grey': '#a3a9b1', 'sport gray': '#a3a9b1', 'dark grey': '#3f454d', 'dark gray': '#3f454d', hunter: '#2f4f3a',
  cardinal: '#a3202f', sand: '#d8c49f', ivory: '#f6f1e1', graphite: '#4b5058', slate: '#64748b', denim: '#3b5b83',
};
export const UNKNOWN_COLOR = '#64748b';

// Longest words first so 'light blue' wins over 'blue' and 'heather grey' over 'grey'.
const COLOR_WORDS: ReadonlyArray<[string, string, RegExp]> = [...Object.entries(PRODUCT_COLORS), ...Object.entries(COLOR_ALIASES)]
  .map(([k, v]): [string, string, RegExp] => [k.toLowerCase(), v, new RegExp(`\\b${k.toLowerCase()}\\b`)])
  .sort((a, b) => b[0].length - a[0].length);

/** Hex for a colour name: exact name, a known colour word inside it ('Navy Blue'), a hex value, or slate. */
export function colorHex(colorName: string): string {
  const name = colorName.trim().toLowerCase().replace(/\s+/g, ' ');
  if (/^#[0-9a-f]{6}$/.test(name)) return name;
  if (/^#[0-9a-f]{3}$/.test(name)) return `#${[...name.slice(1)].map((c) => c + c).join('')}`;
  const exact = COLOR_WORDS.find(([word]) => word === name);
  if (exact) return exact[1];
  const contained = COLOR_WORDS.find(([, , pattern]) => pattern.test(name));
  return contained ? contained[1] : UNKNOWN_COLOR;
}
