import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRESH_CASES } from '../eval/assistant/fresh/cases.js';
import { DECK_DEV_CASES } from '../eval/writers/fresh/decks-dev.js';
import { DECK_DEV_2_CASES } from '../eval/writers/fresh/decks-dev-2.js';
import { DECK_DEV_3_CASES } from '../eval/writers/fresh/decks-dev-3.js';
import { DECK_DEV_4_CASES } from '../eval/writers/fresh/decks-dev-4.js';
import { DECK_HELD_OUT_CASES } from '../eval/writers/fresh/decks-held-out.js';

// Issue 19: no production file quotes an evaluation's request or brief. Every five words in a row
// of a fresh request or deck brief are looked for in server/, contracts/ and ui/ (code and comments
// alike, case and punctuation ignored); a tuner who pasted a question into a reader's table or
// comment fails here.

const WORDS = 5;
const norm = (s: string) => s.toLowerCase().replace(/['’]/g, '').replace(/[^a-z0-9$]+/g, ' ').trim().split(' ').filter(Boolean);

function shingles(text: string): string[] {
  const w = norm(text);
  return Array.from({ length: Math.max(0, w.length - WORDS + 1) }, (_, i) => w.slice(i, i + WORDS).join(' '));
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : /\.tsx?$/.test(p) ? [p] : [];
  });
}

describe('the evaluations are not quoted by the product', () => {
  it('no five words in a row of a fresh request or deck brief appear in server/, contracts/ or ui/', () => {
    const questions = [
      ...FRESH_CASES.flatMap((c) => ('q' in c ? [c.q] : c.turns.map((t) => t.q))),
      ...[...DECK_DEV_CASES, ...DECK_DEV_2_CASES, ...DECK_DEV_3_CASES, ...DECK_DEV_4_CASES, ...DECK_HELD_OUT_CASES].map((c) => c.brief),
    ];
    const asked = new Set(questions.flatMap(shingles));
    const quoted = ['server', 'contracts', 'ui'].flatMap(sources).flatMap((file) =>
      readFileSync(file, 'utf8').split('\n').flatMap((line, i) => shingles(line).filter((s) => asked.has(s)).slice(0, 1).map((s) => `${file}:${i + 1}: "${s}"`)),
    );
    expect(questions.length).toBeGreaterThan(600);
    expect(quoted).toEqual([]);
  });
});
