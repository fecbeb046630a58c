import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from '../../server/http/cursor.js';
import { containsPattern } from '../../server/db/like.js';
import { isUuid } from '../../contracts/ids.js';

const id = '0b6f3f0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

describe('the page cursor codec', () => {
  it('round-trips sort keys and an id', () => {
    expect(decodeCursor(encodeCursor(['núñez', 'ana'], id), 2)).toEqual({ keys: ['núñez', 'ana'], id });
  });

  it('refuses anything it did not make', () => {
    const forged = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    expect(decodeCursor('not base64 json', 1)).toBeNull();
    expect(decodeCursor(forged(['a', 'b', id]), 1)).toBeNull(); // wrong length
    expect(decodeCursor(forged([1, id]), 1)).toBeNull(); // a key that is not text
    expect(decodeCursor(forged(['a', 'x'.repeat(36)]), 1)).toBeNull(); // not a UUID
    expect(decodeCursor(forged(['a', '------------------------------------']), 1)).toBeNull();
    expect(decodeCursor(encodeCursor(['yesterday'], id), 1, (k) => /^\d{4}-/.test(k))).toBeNull(); // the caller's check
  });
});

describe('one UUID check', () => {
  it('accepts UUIDs in either case and nothing else', () => {
    expect(isUuid(id)).toBe(true);
    expect(isUuid(id.toUpperCase())).toBe(true);
    expect(isUuid(`${id}0`)).toBe(false);
    expect(isUuid('------------------------------------')).toBe(false);
    expect(isUuid(undefined)).toBe(false);
  });
});

describe('LIKE patterns', () => {
  it('match the term anywhere, taking its own wildcards literally', () => {
    expect(containsPattern('acme')).toBe('%acme%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
