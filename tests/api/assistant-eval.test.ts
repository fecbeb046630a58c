import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEvalContext, type EvalContext } from '../eval/context.js';
import { QUESTIONS } from '../eval/assistant/questions.js';
import { paraphrases } from '../eval/assistant/paraphrases.js';
import { evaluateCases, PARAPHRASES, problemLines, scoreLines, THRESHOLDS, type AssistantScores } from '../eval/assistant/suite.js';

/**
 * The assistant evaluation (tests/eval/assistant/) as a test: the built-in assistant over the
 * built-in catalogue meets its thresholds on the evaluation set and on generated paraphrases.
 * `npm run eval` runs the same suite on a larger catalogue and writes BENCHMARKS.md.
 */

/** A smaller catalogue than `npm run eval`'s, to keep the run short; the thresholds are the same. */
const CATALOGUE_SIZE = 2000;

let ctx: EvalContext;

beforeAll(async () => {
  ctx = await startEvalContext(CATALOGUE_SIZE);
}, 180_000);

afterAll(async () => {
  await ctx?.close();
});

function expectThresholds(scores: AssistantScores) {
  const report = [...scoreLines(scores), ...problemLines(scores)].join('\n');
  expect(scores.precision, report).toBeGreaterThanOrEqual(THRESHOLDS.precision);
  expect(scores.coverage, report).toBeGreaterThanOrEqual(THRESHOLDS.coverage);
  expect(scores.honesty, report).toBe(THRESHOLDS.honesty);
  expect(scores.answers, report).toBe(1);
}

describe('assistant evaluation', () => {
  it('meets precision, coverage and honesty on the evaluation set', async () => {
    const scores = await evaluateCases(ctx, QUESTIONS);
    expect(scores.questions).toBeGreaterThanOrEqual(80);
    expectThresholds(scores);
  }, 120_000);

  it('meets the same thresholds on paraphrases generated from the catalogue (nothing is special-cased)', async () => {
    const cases = paraphrases(ctx.catalogue, PARAPHRASES);
    expect(new Set(cases.map((c) => ('q' in c ? c.q : ''))).size).toBe(PARAPHRASES);
    expectThresholds(await evaluateCases(ctx, cases));
  }, 120_000);
});
