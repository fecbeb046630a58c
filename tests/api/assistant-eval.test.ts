import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/app.js';
import { startTestServer } from '../helpers/server.js';
import { EVAL_SERVER_SETTINGS, evalContextOn, type EvalContext } from '../eval/context.js';
import { QUESTIONS } from '../eval/assistant/questions.js';
import { paraphrases } from '../eval/assistant/paraphrases.js';
import { evaluateCases, loadCatalogueRows, PARAPHRASES, problemLines, scoreLines, THRESHOLDS, type AssistantScores } from '../eval/assistant/suite.js';
import type { CatalogueRow } from '../eval/assistant/expect.js';

/**
 * The assistant evaluation (tests/eval/assistant/) as a test: the built-in assistant over the
 * built-in catalogue meets its thresholds on the evaluation set and on generated paraphrases.
 * `npm run eval` runs the same suite on a larger catalogue and writes BENCHMARKS.md.
 */

/** A smaller catalogue than `npm run eval`'s, to keep the run short; the thresholds are the same. */
const CATALOGUE_SIZE = 2000;

let server: RunningServer;
let ctx: EvalContext;
let rows: Map<string, CatalogueRow>;

beforeAll(async () => {
  server = await startTestServer({ seedCatalogueSize: CATALOGUE_SIZE, ...EVAL_SERVER_SETTINGS });
  ctx = await evalContextOn(server, CATALOGUE_SIZE);
  rows = await loadCatalogueRows(ctx);
}, 120_000);

afterAll(async () => {
  await server?.close();
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
    const scores = await evaluateCases(ctx, QUESTIONS, rows);
    expect(scores.questions).toBeGreaterThanOrEqual(80);
    expectThresholds(scores);
  }, 120_000);

  it('meets the same thresholds on paraphrases generated from the catalogue (nothing is special-cased)', async () => {
    const cases = paraphrases(rows, PARAPHRASES);
    expect(new Set(cases.map((c) => ('q' in c ? c.q : ''))).size).toBe(PARAPHRASES);
    expectThresholds(await evaluateCases(ctx, cases, rows));
  }, 120_000);
});
