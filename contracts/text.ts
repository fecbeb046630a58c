/**
 * The one rule for what text SwagScout accepts, anywhere: no NUL (U+0000, which PostgreSQL text
 * and jsonb cannot store) and no unpaired UTF-16 surrogate half (not a character; jsonb and
 * UTF-8 refuse it). The server applies it to every parsed JSON body and query string, keys and
 * values, before any contract sees them (server/http/text-guard.ts).
 */
export const DISALLOWED_TEXT_MESSAGE = 'This text contains characters that are not allowed';

// eslint-disable-next-line no-control-regex -- matching NUL is this rule's whole point
const DISALLOWED = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// eslint-disable-next-line no-control-regex -- as above
const DISALLOWED_ALL = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export const hasDisallowedText = (text: string): boolean => DISALLOWED.test(text);

/** Text made acceptable: each disallowed character becomes U+FFFD (for echoing a bad key back). */
export const withoutDisallowedText = (text: string): string => text.replace(DISALLOWED_ALL, '\uFFFD');

type Visit = { value: unknown; key: string; parent: Visit | null };

/** "a.b.0.c" for a visited node, built only when an error is reported. */
function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let v: Visit | null = visit; v?.parent; v = v.parent) keys.push(v.key);
  return keys.reverse().join('.');
}

/**
 * The path ("a.b.0.c") of the first key or string in a parsed JSON value that breaks the rule,
 * or null. Iterative and linear in the size of the value: each node keeps a link to its parent
 * instead of a copy of its path, so a deeply nested body costs no more than a flat one.
 */
export function findDisallowedText(value: unknown): string | null {
  const stack: Visit[] = [{ value, key: '', parent: null }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const v = visit.value;
    if (typeof v === 'string') {
      if (hasDisallowedText(v)) return pathOf(visit);
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], key: String(i), parent: visit });
    } else if (v !== null && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) {
        if (hasDisallowedText(key)) return pathOf({ value: child, key: withoutDisallowedText(key), parent: visit });
        stack.push({ value: child, key, parent: visit });
      }
    }
  }
  return null;
}
