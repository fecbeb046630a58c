import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEvalContext, type EvalContext } from '../eval/context.js';
import { HELD_OUT_HALF } from '../eval/assistant/fresh/cases.js';
import { evaluateCases, scoreLines } from '../eval/assistant/suite.js';
import { FRESH_FLOOR, FRESH_THRESHOLDS } from '../eval/assistant-fresh/suite.js';
import { DECK_FLOOR, DECK_THRESHOLD, judgeDecks } from '../eval/writers-fresh/suite.js';
import { DECK_HELD_OUT_CASES } from '../eval/writers/fresh/decks-held-out.js';
import { DECK_CASES, MESSAGE_CASES } from '../eval/writers/cases.js';
import { paraphrasedDecks } from '../eval/writers/paraphrases.js';
import { runDeckCase, runWritersSuite, writersMarkdown } from '../eval/writers/suite.js';
import { HELD_OUT_FLOOR, holdsFloor, judgeHalf } from '../eval/imports-fresh/suite.js';

/**
 * The fresh evaluations' held-out halves as gates (issue 19): requests, deck briefs and export files
 * written by someone who had not read the assistant, the writer or the importer (tests/eval/assistant/fresh/,
 * tests/eval/writers/fresh/, tests/eval/imports-fresh/), asked of the built-in assistant and writer over the catalogue they
 * were written against (4,000 products, the generator's default seed). Only figures are reported,
 * never which requests or decks failed, so that nobody tunes the readers to these halves.
 *
 * The gates hold the figures at the recorded floors (what the product measures now), so that a
 * change that loses ground fails. The assistant's floor meets the targets (FRESH_THRESHOLDS:
 * 95% precision and coverage, full honesty) since 2026-12-01; the decks' target (DECK_THRESHOLD:
 * every check) is not met yet. BENCHMARKS.md has both.
 */

/**
 * One server for both (starting one and reading its catalogue takes about 15 s): the writer
 * evaluation (tests/eval/writers/) runs over the same 4,000 products.
 */
const CATALOGUE_SIZE = 4000;

let ctx: EvalContext;

beforeAll(async () => {
  ctx = await startEvalContext(CATALOGUE_SIZE);
}, 180_000);

afterAll(async () => {
  await ctx?.close();
});

describe('fresh evaluations, held-out halves', () => {
  it('the assistant keeps precision, coverage and honesty at least at the recorded floor', async () => {
    const scores = await evaluateCases(ctx, HELD_OUT_HALF);
    const report = [...scoreLines(scores, FRESH_FLOOR), `targets: ${JSON.stringify(FRESH_THRESHOLDS)}`].join('\n');
    expect(scores.questions).toBeGreaterThanOrEqual(430);
    expect(scores.precision, report).toBeGreaterThanOrEqual(FRESH_FLOOR.precision);
    expect(scores.coverage, report).toBeGreaterThanOrEqual(FRESH_FLOOR.coverage);
    expect(scores.honesty, report).toBeGreaterThanOrEqual(FRESH_FLOOR.honesty);
  }, 120_000);

  it('decks pass at least the recorded share of what a client reads is checked for', async () => {
    const scores = await judgeDecks(ctx.writers, DECK_HELD_OUT_CASES, [...ctx.catalogue.values()]);
    const share = scores.passed / scores.checks;
    expect(scores.briefs).toBe(40);
    expect(share, `${scores.passed} of ${scores.checks} checks; target ${DECK_THRESHOLD}`).toBeGreaterThanOrEqual(DECK_FLOOR);
  }, 120_000);

  it('imports guess the columns of blind export files at least at the recorded floor', async () => {
    const { totals } = await judgeHalf(ctx.url, 'held-out');
    expect(totals.files).toBeGreaterThanOrEqual(20);
    expect(holdsFloor(totals), `${totals.line}; floor ${JSON.stringify(HELD_OUT_FLOOR)}`).toBe(true);
  }, 120_000);
});

// The writer evaluation as a gate (docs/product.md#messages, #presentations): every check of every
// brief passes with the built-in writers, and briefs generated from templates pass too, so no
// brief is special-cased. Briefs the shared brief parser misreads are marked in cases.ts and must
// still fail (remove the mark once the parser reads them right).
describe('the writer evaluation', () => {
  it('has at least 30 message and deck briefs', () => {
    expect(MESSAGE_CASES.length + DECK_CASES.length).toBeGreaterThanOrEqual(30);
  });

  it('passes every writer check (100%) outside the briefs the brief parser misreads', async () => {
    const report = await runWritersSuite(ctx.writers, ctx.catalogue);
    const markdown = writersMarkdown(report);
    expect(report.failures.filter((f) => !f.parserGap), markdown).toEqual([]);
    const gapCases = report.outcomes.filter((o) => o.parserGap);
    for (const o of gapCases) expect(o.results.some((r) => !r.ok), `${o.id} passes now: remove its parserGap mark`).toBe(true);
  }, 600_000);

  it('passes on paraphrased briefs generated from templates', async () => {
    const failures: string[] = [];
    for (const c of paraphrasedDecks(8)) {
      const outcome = await runDeckCase(ctx.writers, ctx.catalogue, c);
      for (const r of outcome.results.filter((x) => !x.ok)) failures.push(`${c.id} "${c.prompt}": ${r.check} (${r.detail ?? ''})`);
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
