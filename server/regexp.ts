/** `s` as a regular expression matching itself: every character a pattern gives a meaning escaped. */
export const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
