import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEvalContext, type EvalContext } from '../eval/context.js';
import { DECK_CASES, MESSAGE_CASES } from '../eval/writers/cases.js';
import { paraphrasedDecks } from '../eval/writers/paraphrases.js';
import { runDeckCase, runWritersSuite, writersMarkdown } from '../eval/writers/suite.js';

// The writer evaluation as a gate (docs/product.md#messages, #presentations): every check of every
// brief passes with the built-in writers, and briefs generated from templates pass too, so no
// brief is special-cased. Briefs the shared brief parser misreads are marked in cases.ts and must
// still fail (remove the mark once the parser reads them right).

let ctx: EvalContext;

beforeAll(async () => {
  ctx = await startEvalContext(4_000);
}, 180_000);
afterAll(async () => {
  await ctx?.close();
});

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
