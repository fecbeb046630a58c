import { PRODUCT_COLORS } from '../../../contracts/product-colors.js';
import type { Text } from './text.js';

/** The catalogue's colours named in a request, with where each was said. */

/** Colours that are also materials ('bamboo pens', 'natural cotton'): read as materials. */
const MATERIAL_COLOURS = new Set(['bamboo', 'natural', 'clear', 'tan']);

/** Colour phrases, longest first ('royal blue' before 'blue'), with the word buyers use. */
const COLOUR_WORDS: ReadonlyArray<[RegExp, string]> = (() => {
  const names = Object.keys(PRODUCT_COLORS).filter((c) => !MATERIAL_COLOURS.has(c.toLowerCase()));
  const words = new Set<string>(names);
  words.add('Blue');
  words.add('Grey');
  return [...words]
    .sort((a, b) => b.length - a.length)
    .map((w): [RegExp, string] => [new RegExp(`\\b${w.toLowerCase()}\\b`), w === 'Grey' ? 'Gray' : w]);
})();

export function readColours(t: Text): Array<{ colour: string; at: number }> {
  const out: Array<{ colour: string; at: number }> = [];
  for (const [re, colour] of COLOUR_WORDS) {
    for (let m = t.take(re); m; m = t.take(re)) if (!out.some((o) => o.colour === colour)) out.push({ colour, at: m.index });
  }
  return out.sort((a, b) => a.at - b.at);
}
