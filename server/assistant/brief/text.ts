/** The request's text as the readers share it, and the number words they all read. */

export const NUM = String.raw`(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)`;
export const SMALL_NUMBERS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };
export const money = (s: string) => Number(s.replace(/,/g, ''));

const UNITS = 'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety';
/** A number in words ('two hundred', 'seventy-five', 'twenty'), read by numbered where it counts or prices something. */
export const NUMBER_WORDS = new RegExp(String.raw`\b(?:(?:a|${UNITS})[\s-]+(?:hundred|thousand)|${UNITS})(?:(?:[\s-]+(?:and[\s-]+)?)(?:${UNITS}|hundred|thousand)){0,5}\b`, 'g');

/** The request's text with each part blanked out once read (same length, so positions stay). */
export class Text {
  readonly original: string;
  /** The original with its line breaks (every other space as one space): where a list's lines end. */
  readonly lines: string;
  /** Where `lines` breaks (the same positions in `original` and `text`, which have a space there). */
  readonly breaks: readonly number[];
  text: string;
  constructor(raw: string) {
    this.lines = ` ${raw.replace(/[’‘]/g, "'").replace(/[“”]/g, '"').replace(/[^\S\n]/g, ' ')} `;
    this.original = this.lines.replace(/\n/g, ' ');
    this.text = this.original.toLowerCase();
    const breaks: number[] = [];
    for (let at = this.lines.indexOf('\n'); at >= 0; at = this.lines.indexOf('\n', at + 1)) breaks.push(at);
    this.breaks = breaks;
  }
  /** First match, blanked; null when none. */
  take(re: RegExp): RegExpExecArray | null {
    const m = new RegExp(re.source, re.flags.replace('g', '')).exec(this.text);
    if (m) this.blank(m.index, m[0].length);
    return m;
  }
  blank(at: number, length: number) {
    this.text = this.text.slice(0, at) + ' '.repeat(length) + this.text.slice(at + length);
  }
  has(re: RegExp) {
    return re.test(this.text);
  }
}

/**
 * `text` (by default the request as read so far) with `mark` where the request's lines break: a list's
 * lines are not one phrase ('\n'), and each is a member of the list (',').
 */
export function withLineBreaks(t: Text, mark = '\n', text = t.text): string {
  let out = '';
  let from = 0;
  for (const at of t.breaks) {
    out += text.slice(from, at) + mark;
    from = at + 1;
  }
  return out + text.slice(from);
}
