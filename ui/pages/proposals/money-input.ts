/** What the proposal editor's text boxes hold, to and from the API's numbers. */

/** "12.5" → 1250 cents (NaN stays NaN: the server's message then says what is wrong). */
export const dollarsToCentsInput = (text: string): number => Math.round(Number(text.replace(/[$,\s]/g, '')) * 100);
export const centsText = (cents: number): string => (cents / 100).toFixed(2);
/** "100, 250 500" → [100, 250, 500]. */
export const parseTiers = (text: string): number[] =>
  text
    .split(/[\s,;/]+/)
    .filter(Boolean)
    .map((t) => Number(t.replace(/[^0-9.-]/g, '')));
export const parseList = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
export const listText = (items: readonly string[]): string => items.join(', ');
