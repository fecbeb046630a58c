import { colord, extend, type Colord } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import mixPlugin from 'colord/plugins/mix';
import { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR, isHexColor } from '../../../contracts/branding.js';

extend([a11yPlugin, mixPlugin]);

/** WCAG 2 AA: body text needs 4.5:1 against its background, large text (24 px, or 18.66 px bold) 3:1. */
export const TEXT_CONTRAST = 4.5;
export const LARGE_TEXT_CONTRAST = 3;

const WHITE = '#ffffff';
const BLACK = '#000000';
/** The slides' body text on white. */
export const INK = '#1e293b';

/**
 * The deck's colours, worked out once from the workspace's brand colours (any colour a rep
 * picked): the brand colours themselves for backgrounds and rules, and for every text drawn in or
 * on them a colour that can be read there — the brand colour itself when it contrasts enough, else
 * the nearest shade of it towards black or white that does.
 */
export type DeckColors = {
  primary: string;
  secondary: string;
  /** Text on a primary background (the title and closing slides, the table head): white or ink. */
  onPrimary: string;
  /** Text on a secondary background (the numbered steps). */
  onSecondary: string;
  /** The secondary colour as text on the primary background (the occasion, the call to action). */
  accentOnPrimary: string;
  /** The primary colour as large text on white (headings). */
  headingOnWhite: string;
  /** The secondary colour as small text on white (a product's label). */
  accentOnWhite: string;
};

/** White or ink, whichever reads better on `background`; black where neither reads (a mid grey). */
function inkOn(background: Colord): string {
  const best = [WHITE, INK].sort((a, b) => background.contrast(b) - background.contrast(a))[0];
  return background.contrast(best) >= TEXT_CONTRAST ? best : BLACK;
}

/** `color` if it reads on `background` at `ratio`, else its nearest shade towards white or black that does (or the better of the two). */
export function readableOn(color: string, background: string, ratio: number): string {
  const c = colord(color);
  const bg = colord(background);
  if (c.contrast(bg) >= ratio) return c.toHex();
  for (let step = 1; step <= 20; step++) {
    const shades = [c.mix(BLACK, step / 20), c.mix(WHITE, step / 20)].filter((s) => s.contrast(bg) >= ratio);
    if (shades.length) return shades.sort((a, b) => b.contrast(bg) - a.contrast(bg))[0].toHex();
  }
  return bg.contrast(WHITE) >= bg.contrast(BLACK) ? WHITE : BLACK;
}

export function deckColors(primaryColor: string, secondaryColor: string): DeckColors {
  const primary = isHexColor(primaryColor) ? primaryColor.trim() : DEFAULT_PRIMARY_COLOR;
  const secondary = isHexColor(secondaryColor) ? secondaryColor.trim() : DEFAULT_SECONDARY_COLOR;
  return {
    primary,
    secondary,
    onPrimary: inkOn(colord(primary)),
    onSecondary: inkOn(colord(secondary)),
    accentOnPrimary: readableOn(secondary, primary, TEXT_CONTRAST),
    headingOnWhite: readableOn(primary, WHITE, LARGE_TEXT_CONTRAST),
    accentOnWhite: readableOn(secondary, WHITE, TEXT_CONTRAST),
  };
}
