import type { Text } from './text.js';

/**
 * A clause that only wishes — '… would be nice', '… would be a bonus', 'if you have an option', '… preferred', 'if possible',
 * '… but whatever', '… is optional' — states a preference, not a constraint: an eco bag or a bamboo
 * finish wished for is not a filter the products shown must pass. Such a clause is blanked before
 * the constraints are read, unless it carries a number (a count or a price said there is asked
 * for) or holds the request's only product words.
 */
/** '… isn't required', '… not necessary': said of a wish, not insisting on it. */
const NOT_REQUIRED = String.raw`(?:isn'?t|is not|not|aren'?t|are not|(?:does|do)(?:n'?t| not) (?:have|need) to be) (?:strictly |really |absolutely )?(?:required|necessary|needed|essential|mandatory|a must|a requirement)`;
const WISH = new RegExp(
  String.raw`\b(?:would (?:be|b) (?:nice|great|ideal|lovely|an? (?:nice |big |real )?(?:plus|bonus))|nice to have|if (?:there'?s|there is|you have) (?:an? )?(?:option|choice)|but whatever|(?:is|are) optional|preferred|if (?:at all )?possible|${NOT_REQUIRED})\b`,
  'g',
);
/** Words that make a wish a requirement (unless said in the negative: 'not required'). */
const INSISTS = /\b(?:has to|have to|must|required|non-negotiable|needs? to be)\b/;
const NOT_REQUIRED_ALL = new RegExp(NOT_REQUIRED, 'g');
const insists = (clause: string) => INSISTS.test(clause.replace(NOT_REQUIRED_ALL, ' '));
/** Where a clause ends: a comma, a full stop or a line break; where a sentence ends: the same but the comma. */
const CLAUSE_END = /[,.;!?\n]/;
const SENTENCE_END = /[.;!?\n]/;

/** From `at`, the next place `end` matches in the lines (or their end). */
function endFrom(lines: string, at: number, end: RegExp): number {
  let to = at;
  while (to < lines.length && !end.test(lines[to])) to++;
  return to;
}

export function blankWishes(t: Text, isProductWord: (word: string) => boolean): void {
  const wishes = [...t.text.matchAll(WISH)];
  if (wishes.length === 0) return;
  // Where the request's product words are, read once for every wish.
  let products = [...t.text.matchAll(/[a-z][a-z-]+/g)].filter((w) => isProductWord(w[0])).map((w) => w.index);
  for (const m of wishes) {
    let from = m.index;
    while (from > 0 && !CLAUSE_END.test(t.lines[from - 1])) from--;
    // ('recycled stock preferred, not essential': a wish opening its clause is said of the clause before it.)
    if (!/\S/.test(t.text.slice(from, m.index)) && from > 0 && t.lines[from - 1] === ',') {
      from--;
      while (from > 0 && !CLAUSE_END.test(t.lines[from - 1])) from--;
    }
    const to = endFrom(t.lines, m.index + m[0].length, CLAUSE_END);
    // '… would be nice — the logo is blue, so it must be': the sentence insists after all.
    const sentenceEnd = endFrom(t.lines, to, SENTENCE_END);
    if (/\d/.test(t.text.slice(from, to)) || insists(t.text.slice(from, sentenceEnd))) continue;
    const outside = products.filter((at) => at < from || at >= to);
    if (outside.length === 0) continue;
    t.blank(from, to - from);
    products = outside;
  }
}
