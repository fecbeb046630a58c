import { describe, expect, it } from 'vitest';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from '../../server/http/json-body.js';
import { findDisallowedText } from '../../contracts/text.js';

describe('hole: a deeply nested JSON body held the event loop (body checks are linear)', () => {
  it('counts nesting outside strings only, escapes included', () => {
    expect(jsonNestsDeeperThan('[[1]]', 2)).toBe(false);
    expect(jsonNestsDeeperThan('[[[1]]]', 2)).toBe(true);
    expect(jsonNestsDeeperThan('{"a":{"b":[]}}', 2)).toBe(true);
    expect(jsonNestsDeeperThan(JSON.stringify({ a: '[[[[{{{{', b: 'x\\"[[[[' }), 1)).toBe(false);
    expect(jsonNestsDeeperThan('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
  });

  it('the text rule walks a 50,000-deep value in linear time and still names the field', () => {
    let deep: unknown = 'a\u0000b';
    for (let i = 0; i < 50_000; i++) deep = [deep];
    const started = performance.now();
    const path = findDisallowedText(deep);
    expect(performance.now() - started).toBeLessThan(500);
    expect(path).toBe(Array(50_000).fill('0').join('.'));
    expect(findDisallowedText({ items: [{ ok: 'x' }, { name: '\uD800' }] })).toBe('items.1.name');
    expect(findDisallowedText({ ['bad\u0000key']: 1 })).toBe('bad\uFFFDkey');
    expect(findDisallowedText({ fine: ['text', 1, null] })).toBeNull();
  });
});
