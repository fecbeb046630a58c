import { isUuid } from '../../contracts/ids.js';

/**
 * The one page-cursor codec: a row's sort keys and its id, as opaque base64url text. `decodeCursor`
 * gives null for anything that is not a cursor this API made (wrong length, a non-string, an id
 * that is not a UUID, or a key the caller's check refuses), so a forged cursor is a clean 400.
 */
export const encodeCursor = (keys: readonly string[], id: string): string => Buffer.from(JSON.stringify([...keys, id])).toString('base64url');

export function decodeCursor(text: string, keyCount: number, keyOk: (key: string, index: number) => boolean = () => true): { keys: string[]; id: string } | null {
  try {
    const parsed = JSON.parse(Buffer.from(text, 'base64url').toString()) as unknown;
    if (!Array.isArray(parsed) || parsed.length !== keyCount + 1) return null;
    const keys = parsed.slice(0, keyCount) as unknown[];
    const id = parsed[keyCount] as unknown;
    if (!keys.every((k, i): k is string => typeof k === 'string' && keyOk(k, i)) || !isUuid(id)) return null;
    return { keys, id };
  } catch {
    return null;
  }
}
