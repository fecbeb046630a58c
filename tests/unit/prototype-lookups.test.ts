import { describe, expect, it } from 'vitest';
import { industryCondition } from '../../server/companies/queries.js';
import { decodeEntities, parseAttributes } from '../../server/research/sources/website.js';

describe('issue 12 item 6: lookups never index plain objects by outside input', () => {
  it('the industry filter treats __proto__ / constructor / toString as plain words', () => {
    for (const word of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) expect(() => industryCondition(word)).not.toThrow();
  });

  it("a web page's entity names and attribute names cannot reach Object.prototype", () => {
    expect(decodeEntities('&constructor; &toString; &__proto__; &amp;')).toBe('&constructor; &toString; &__proto__; &');
    const attrs = parseAttributes('<meta __proto__="x" constructor="y" name="description" content="z">');
    expect(attrs.name).toBe('description');
    expect(Object.getPrototypeOf(attrs)).toBe(null);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
