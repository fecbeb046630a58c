/**
 * The company-name rule of the built-in directory: names that normalise the same are one company
 * to its lookup (server/directory/find.ts), so its generator (seed/directory) never makes two.
 */

const LEGAL_SUFFIXES = new Set([
  'inc', 'incorporated', 'llc', 'ltd', 'limited', 'corp', 'corporation', 'co', 'company', 'plc',
  'gmbh', 'ag', 'pty', 'lp', 'llp', 'pllc', 'pc',
]);

/** "The Bluestem Brewing Co., Inc." → "bluestem brewing". "&" reads as "and", accents dropped. */
export function normaliseCompanyName(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’.]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  if (words[0] === 'the' && words.length > 1) words.shift();
  while (words.length > 1 && LEGAL_SUFFIXES.has(words[words.length - 1])) words.pop();
  return words.join(' ');
}
