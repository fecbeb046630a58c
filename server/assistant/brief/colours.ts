import { PRODUCT_COLORS } from '../../../contracts/product-colors.js';
import type { Text } from './text.js';

/** The catalogue's colours named in a request, with where each was said. */

/** Colours that are also materials or other words ('bamboo pens', 'natural cotton', 'Royal Bank'): read as colours only where said as one. */
const MATERIAL_COLOURS = new Set(['bamboo', 'natural', 'clear', 'tan', 'royal']);

/** Buyers' words for the catalogue's colours ('burgundy' is its Maroon, 'grey' its Gray). */
const BUYER_WORDS: Readonly<Record<string, string>> = {
  Blue: 'Blue', Royal: 'Royal Blue', Grey: 'Gray', Burgundy: 'Maroon', Cardinal: 'Red', Scarlet: 'Red', Crimson: 'Red', Kelly: 'Green',
  'Kelly Green': 'Green', 'Hunter Green': 'Forest Green', 'Dark Green': 'Forest Green', 'Sky Blue': 'Light Blue', 'Baby Blue': 'Light Blue',
  'Heather Grey': 'Gray', 'Heather Gray': 'Gray', 'Dark Grey': 'Charcoal', 'Dark Gray': 'Charcoal', Graphite: 'Charcoal', Turquoise: 'Teal',
  Aqua: 'Teal', Khaki: 'Tan', Beige: 'Tan', Ivory: 'White', Violet: 'Purple', 'Lime Green': 'Lime', 'Neon Green': 'Lime', Kraft: 'Natural',
  // Texting's short forms.
  Blk: 'Black', Wht: 'White', Blu: 'Blue', Gry: 'Gray', Nvy: 'Navy', Rd: 'Red', Grn: 'Green', Slvr: 'Silver', Prpl: 'Purple',
  // Common misspellings.
  Charcol: 'Charcoal', Charcaol: 'Charcoal', Burgandy: 'Maroon', Burgundey: 'Maroon', Turquiose: 'Teal', Maroone: 'Maroon', Yelow: 'Yellow', Purpel: 'Purple', Orage: 'Orange',
};

/** Colour phrases, longest first ('royal blue' before 'blue'), with the catalogue's name. */
const COLOUR_WORDS: ReadonlyArray<[RegExp, string, boolean]> = (() => {
  const words = new Map<string, string>(Object.keys(PRODUCT_COLORS).map((c) => [c, c]));
  for (const [word, colour] of Object.entries(BUYER_WORDS)) words.set(word, colour);
  return [...words]
    .sort((a, b) => b[0].length - a[0].length)
    .map(([word, colour]): [RegExp, string, boolean] => [new RegExp(`\\b${word.toLowerCase()}\\b`), colour, MATERIAL_COLOURS.has(word.toLowerCase())]);
})();

/**
 * A material word said as a colour: 'natural color', 'clear.', 'kraft or natural', 'colour: natural',
 * not 'natural cotton' or 'natural grocery stores'.
 */
const SAID_AS_COLOUR_AFTER = /^\s*(?:colou?rs?\b|[,.;:!?)/|]|$|or\b|and\b|only\b|please\b|if\b|would\b|is\b|preferred\b|\w+\s+colou?r\b)/;
/** (Not 'natural cotton totes': there it is the cotton's.) */
const NATURAL_BAG_AFTER = /^\s+(?:totes?|tote bags?|bags?)\b/;
const BAMBOO_MADE_AFTER = /^ [a-z-]{2,30}s\b/;
const CLEAR_MATERIAL_AFTER = /^\s+(?:[a-z]+\s+)?(?:glass(?:es)?|acrylic|plastic|vinyl|pvc)\b/;
/** 'the owner was clear', 'is that clear': a word of the sentence, not a colour. */
const AFTER_A_VERB = /\b(?:was|is|are|were|be|been|being|very|so|crystal|pretty|quite|perfectly)\s*$/;
/** 'blue or black ink', 'red ink', 'a white logo': the ink's or the imprint's colour, not the product's (a pen's barrel). */
const INK_AFTER = /^\s*(?:(?:or|and|\/|,)\s*(?:[a-z]+\s*)?)?ink\b|^\s*(?:imprint|logos?|print|lettering|embroidery|thread)\b/;
/** 'the logo in white', 'printed in gold': the imprint's colour. */
const IMPRINT_BEFORE = /\b(?:logos?|imprint(?:ed)?|print(?:ed)?|lettering|embroider(?:ed|y)|thread|ink)\s+(?:in\s+)?$/;
/** 'a green energy nonprofit', 'our green team': the cause, not the colour. */
const GREEN_AS_ECO = /^\s*(?:energy|power|initiatives?|teams?|committees?|buildings?|business(?:es)?|compan(?:y|ies)|co-?ops?|cooperatives?|living|practices|programs?|campus|office|tech(?:nology)?|economy|jobs|spaces?|light|card|thumb|week|month|day|fair|expo|summit|conference)\b/;

/**
 * A colour that opens a proper name ('Green Mountain Rotary', 'Red Cross', 'Blue Ridge Bank'):
 * capitalised and followed by a capitalised word that is not a product ('Navy Polos' asks for navy).
 */
function startsAName(t: Pick<Text, 'original' | 'breaks'>, at: number, length: number, isProductWord: (word: string) => boolean): boolean {
  const original = t.original;
  if (!/^[A-Z][a-z]/.test(original.slice(at, at + 2))) return false;
  // ('Colour: Navy' and 'Budget: …' on the next line: a line ends the name.)
  if (t.breaks.includes(at + length)) return false;
  const next = /^ ([A-Z][a-z'&-]+)/.exec(original.slice(at + length, at + length + 30));
  if (next === null) return false;
  const word = next[1].toLowerCase();
  return !isProductWord(word) && !COLOUR_WORDS.some(([re]) => re.test(word));
}

const SAID_AS_COLOUR_BEFORE = /(?:colou?rs?|\bor|\band|\bin|[,:/(|])\s*$/;

export function readColours(t: Text, isProductWord: (word: string) => boolean = () => false): Array<{ colour: string; at: number }> {
  const out: Array<{ colour: string; at: number }> = [];
  for (const [re, colour, material] of COLOUR_WORDS) {
    const g = new RegExp(re.source, 'g');
    for (const m of [...t.text.matchAll(g)]) {
      const after = t.text.slice(m.index + m[0].length, m.index + m[0].length + 24);
      const before = t.text.slice(Math.max(0, m.index - 12), m.index);
      // 'natural totes': the undyed canvas colour bags come in.
      const naturalBag = colour === 'Natural' && NATURAL_BAG_AFTER.test(after);
      // 'clear glass only', 'clear acrylic': the see-through colour of the material.
      const clearMaterial = colour === 'Clear' && CLEAR_MATERIAL_AFTER.test(t.original.slice(m.index + m[0].length, m.index + m[0].length + 24).toLowerCase());
      // 'bamboo coasters', '…, 250 bamboo pens': bamboo right before a product in the plural is what it is made of.
      const bambooMade = colour === 'Bamboo' && BAMBOO_MADE_AFTER.test(after);
      if (material && !naturalBag && !clearMaterial && ((!SAID_AS_COLOUR_AFTER.test(after) && !SAID_AS_COLOUR_BEFORE.test(before)) || AFTER_A_VERB.test(before) || bambooMade)) continue;
      if (colour === 'Green' && GREEN_AS_ECO.test(after)) continue;
      if (startsAName(t, m.index, m[0].length, isProductWord)) continue;
      t.blank(m.index, m[0].length);
      if (INK_AFTER.test(after) || IMPRINT_BEFORE.test(before)) continue;
      // Every mention is kept, each where it was said: 'our green team … mugs in navy or green'.
      out.push({ colour, at: m.index });
    }
  }
  return withdrawn(t.original.toLowerCase(), out.sort((a, b) => a.at - b.at));
}

/** Before a colour: it is refused ('not navy', 'anything but black', 'no red'). */
const REFUSED_BEFORE = /\b(?:not|no|anything but|nothing in|instead of|rather than)\s+(?:in\s+)?$/;
/** Before a colour: it replaces the one said just before ('red — actually maroon', 'white, sorry, make that black'). */
const REPLACES_BEFORE = /\b(?:actually|i mean|make (?:it|that|them|those)|change (?:it|that|them) to|switch (?:it|that|them) to|scratch that)[\s,—–-]*(?:in\s+)?$/;

/** The colours still asked for once those refused or replaced in the same message are taken out. */
function withdrawn(original: string, said: Array<{ colour: string; at: number }>): Array<{ colour: string; at: number }> {
  const refused = new Set(said.filter((c) => REFUSED_BEFORE.test(original.slice(Math.max(0, c.at - 16), c.at))).map((c) => c.colour));
  const replaced = new Set<{ colour: string; at: number }>();
  said.forEach((c, k) => {
    const before = said[k - 1];
    if (before && before.colour !== c.colour && c.at - before.at < 48 && REPLACES_BEFORE.test(original.slice(Math.max(0, c.at - 30), c.at))) replaced.add(before);
  });
  return said.filter((c) => !refused.has(c.colour) && !replaced.has(c));
}

/** Whether a word is a colour a client may name ('navy', 'burgundy'). */
export const isColourWord = (word: string): boolean => COLOUR_WORDS.some(([re]) => re.test(word));

/**
 * Colours and patterns clients ask for that no catalogue product comes in ('camo', 'tie-dye',
 * 'magenta'): said back plainly rather than dropped. Words that are often something else ('mint',
 * 'coral', 'olive', 'copper') count only where said as a colour ('in olive', 'olive colour'), never
 * before a product ('mint tins', 'copper mugs').
 */
const UNLISTED_ALWAYS = ['camouflage', 'camo', 'tie-dye', 'tie dye', 'magenta', 'fuchsia', 'lavender', 'lilac', 'periwinkle', 'seafoam', 'mauve', 'rose gold', 'multicolou?r(?:ed)?', 'rainbow', 'neon pink', 'neon yellow', 'neon orange'];
const UNLISTED_IN_CONTEXT = ['mint', 'coral', 'olive', 'peach', 'salmon', 'copper', 'bronze', 'plum', 'cream', 'indigo', 'mustard', 'cyan'];
const UNLISTED = new RegExp(`\\b(${[...UNLISTED_ALWAYS, ...UNLISTED_IN_CONTEXT].join('|')})\\b`, 'g');
const IN_CONTEXT = new Set(UNLISTED_IN_CONTEXT);

export function readUnlistedColours(t: Text, isProductWord: (word: string) => boolean): string[] {
  const out: string[] = [];
  for (const m of [...t.text.matchAll(UNLISTED)]) {
    const word = m[1]!;
    // From what was written, products included: 'mint tins' are tins of mints.
    const after = t.original.slice(m.index + word.length, m.index + word.length + 24).toLowerCase();
    const before = t.text.slice(Math.max(0, m.index - 12), m.index);
    if (startsAName(t, m.index, word.length, isProductWord)) continue;
    const saidAsColour = SAID_AS_COLOUR_AFTER.test(after) || SAID_AS_COLOUR_BEFORE.test(before);
    const nextWord = /^\s+([a-z]+)/.exec(after)?.[1];
    if (IN_CONTEXT.has(word) && (!saidAsColour || AFTER_A_VERB.test(before) || (nextWord !== undefined && isProductWord(nextWord)))) continue;
    t.blank(m.index, word.length);
    out.push(word.replace(/^camouflage$/, 'camo').replace(/^tie dye$/, 'tie-dye'));
  }
  return [...new Set(out)];
}
