/**
 * The one pluralisation rule for counted words, on the server and in the UI (English: one is
 * singular, everything else plural). `plural(1, 'company', 'companies')` → "1 company".
 */
export const countedWord = (n: number, one: string, many = `${one}s`): string => (n === 1 ? one : many);

/** "1 company", "137 companies", "1,204 products". */
export const plural = (n: number, one: string, many = `${one}s`): string => `${n.toLocaleString('en-US')} ${countedWord(n, one, many)}`;
