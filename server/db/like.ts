/** A LIKE / ILIKE pattern matching `term` anywhere, with the term's own %, _ and \ taken literally. */
export const containsPattern = (term: string): string => `%${term.replace(/[%_\\]/g, '\\$&')}%`;
