import type { Text } from './text.js';

/**
 * A clause that only wishes — '… would be nice', '… would be a bonus', 'if you have an option',
 * '… but whatever', '… is optional' — states a preference, not a constraint: an eco bag or a bamboo
 * finish wished for is not a filter the products shown must pass. Such a clause is blanked before
 * the constraints are read, unless it carries a number (a count or a price said there is asked
 * for) or holds the request's only product words.
 */
const WISH = /\b(?:would (?:be|b) (?:nice|great|ideal|lovely|a (?:plus|bonus))|nice to have|if (?:there'?s|there is|you have) (?:an? )?(?:option|choice)|but whatever|not a must|(?:is|are) optional)\b/g;
/** Words that make a wish a requirement. */
const INSISTS = /\b(?:has to|have to|must|required|non-negotiable|needs? to be)\b/;
/** Where a clause ends: a comma, a full stop or a line break. */
const CLAUSE_END = /[,.;!?\n]/;

export function blankWishes(t: Text, isProductWord: (word: string) => boolean): void {
  for (const m of [...t.text.matchAll(WISH)]) {
    let from = m.index;
    while (from > 0 && !CLAUSE_END.test(t.lines[from - 1])) from--;
    let to = m.index + m[0].length;
    while (to < t.lines.length && !CLAUSE_END.test(t.lines[to])) to++;
    const clause = t.text.slice(from, to);
    // '… would be nice — the logo is blue, so it must be': the sentence insists after all.
    let sentenceEnd = to;
    while (sentenceEnd < t.lines.length && !/[.;!?\n]/.test(t.lines[sentenceEnd])) sentenceEnd++;
    if (/\d/.test(clause) || INSISTS.test(t.text.slice(from, sentenceEnd))) continue;
    const productsElsewhere = [...(t.text.slice(0, from) + ' ' + t.text.slice(to)).matchAll(/[a-z][a-z-]+/g)].some((w) => isProductWord(w[0]));
    if (productsElsewhere) t.blank(from, to - from);
  }
}
