import { describe, expect, it } from 'vitest';
import { classRules } from '../../server/proposals/pdf/svg-style.js';
import { parseAttributes, parseWebsiteFacts } from '../../server/research/sources/website.js';

/**
 * Issue 24: no regex over untrusted text may be super-linear (eslint-plugin-regexp checks every
 * one in lint). These are the texts that held the event loop for seconds before: each must now be
 * read in a few milliseconds.
 */

const timed = (fn: () => unknown) => {
  const start = performance.now();
  fn();
  return performance.now() - start;
};

describe('no regex over untrusted text may be super-linear', () => {
  it('reads a <style> of 80,000 characters without a brace at once (the PDF painter’s class rules)', () => {
    expect(timed(() => classRules(`<svg><style>${'a'.repeat(80_000)}</style></svg>`))).toBeLessThan(200);
  });

  it('reads hostile web pages at once (tags that never close, attribute names that never end)', () => {
    expect(timed(() => parseWebsiteFacts(`<html><title>${'<'.repeat(50_000)}</title></html>`, 'https://example.com/'))).toBeLessThan(500);
    expect(timed(() => parseAttributes(`<a ${'b'.repeat(50_000)}>`))).toBeLessThan(200);
  });
});
