import type { Text } from './text.js';

/**
 * A web form's field labels that name no product, where a field starts (a line's start or a
 * sentence's): 'Notes: we need kazoos', 'Description: kazoos. Quantity: 200', 'Additional details: …'.
 * What follows is read as written; the label is not ('Notes' is no order of sticky notes, 'Description'
 * no product the catalogue lacks). Labels that name the product ('Product:', 'Item 2:') are read by
 * the absent readers (absent.ts, listed-absent.ts) from `Text.lines`, which keeps them.
 */
const FIELD_LABEL =
  /(^|[\n.!?;|])([ \t]*)((?:(?:additional|other|extra|project|order|product|item|special)[ \t]+)?(?:notes?|comments?|details|description|message|info|information|remarks|request|instructions))[ \t]*:/gi;

/** Blanks the field labels of a form pasted or sent as a message (same length: positions stay). */
export function blankFieldLabels(t: Text): void {
  for (const m of t.lines.matchAll(FIELD_LABEL)) {
    const at = m.index + m[1].length + m[2].length;
    t.blank(at, m[0].length - m[1].length - m[2].length);
  }
}
