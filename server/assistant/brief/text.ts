/** The request's text as the readers share it, and the number words they all read. */

export const NUM = String.raw`(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)`;
export const SMALL_NUMBERS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };
export const money = (s: string) => Number(s.replace(/,/g, ''));

/** The request's text with each part blanked out once read (same length, so positions stay). */
export class Text {
  readonly original: string;
  /** The original with its line breaks (every other space as one space): where a list's lines end. */
  readonly lines: string;
  text: string;
  constructor(raw: string) {
    this.lines = ` ${raw.replace(/[’‘]/g, "'").replace(/[“”]/g, '"').replace(/[^\S\n]/g, ' ')} `;
    this.original = this.lines.replace(/\n/g, ' ');
    this.text = this.original.toLowerCase();
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

/** The request's text as read so far, with its line breaks where they were (a list's lines are not one phrase). */
export const withLineBreaks = (t: Text): string => [...t.text].map((c, i) => (t.lines[i] === '\n' ? '\n' : c)).join('');
