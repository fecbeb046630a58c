import type { EvalReport, EvalSuite } from '../run.js';
import { evaluateCases, problemLines, scoreLines, type AssistantScores } from '../assistant/suite.js';
import { DEV_HALF, HELD_OUT_HALF, NEW_HELD_OUT_SET } from '../assistant/fresh/cases.js';

/**
 * The fresh assistant evaluation (issue 19): requests written the way clients write, by someone
 * who had not read the assistant's code or its earlier questions (tests/eval/assistant/fresh/).
 * Both halves are asked of the built-in assistant and scored by the same judge as the repository's
 * own questions. Only the development half's problems are printed: the held-out half is reported
 * as figures alone, so that nobody tunes the readers to it.
 */

/** The issue's thresholds, on the held-out half. */
export const FRESH_THRESHOLDS = { precision: 0.95, coverage: 0.95, honesty: 1 } as const;
/**
 * What `npm test` holds the held-out half to until the thresholds are met (tests/api/fresh-eval.test.ts):
 * the figures measured on 2026-11-30 (97.0%, 95.5%, 99.6% after the readers of the twelfth and thirteenth development
 * sets; 96.8%, 95.2%, 99.6% before them; precision 96.0% before the session of stop 40, whose judge also began to take
 * each card's own missed constraints) over all four sets' held-out halves, less a
 * little for ties the catalogue search may order differently on PostgreSQL. Raise it when the
 * assistant gets better; never lower it for the same questions. (The honesty floor was 98% over
 * the first three sets; the fourth set, added on 2026-11-29, measured 91.3% when it was added; 97.5%
 * until the readers of products named in known words and of colours the catalogue lacks; 99% until 2026-12-01,
 * when the readers of the seventeenth and eighteenth development sets brought it to 100%, 532 of 532: the issue's
 * threshold, held from then on.)
 */
export const FRESH_FLOOR = { precision: 0.965, coverage: 0.95, honesty: 1 } as const;

const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
const products = (s: AssistantScores) => s.scored.reduce((n, t) => n + t.judged, 0);

export const suite: EvalSuite = {
  name: 'assistant-fresh',
  title: 'Assistant evaluation on fresh requests',
  async run(ctx, log): Promise<EvalReport> {
    const started = performance.now();
    const dev = await evaluateCases(ctx, DEV_HALF);
    log(`development half (${dev.questions} requests, ${dev.turns} turns):`);
    scoreLines(dev, FRESH_THRESHOLDS).forEach((l) => log(`  ${l}`));
    const devProblems = problemLines(dev);
    devProblems.forEach((l) => log(`    ${l}`));
    const held = await evaluateCases(ctx, HELD_OUT_HALF);
    log(`held-out half (${held.questions} requests, ${held.turns} turns; figures only):`);
    scoreLines(held, FRESH_THRESHOLDS).forEach((l) => log(`  ${l}`));
    const fresh = await evaluateCases(ctx, NEW_HELD_OUT_SET);
    log(`fifth held-out set (${fresh.questions} requests, ${fresh.turns} turns; figures only):`);
    scoreLines(fresh, FRESH_THRESHOLDS).forEach((l) => log(`  ${l}`));
    const seconds = (performance.now() - started) / 1000;
    const meets = (s: AssistantScores) => s.precision >= FRESH_THRESHOLDS.precision && s.coverage >= FRESH_THRESHOLDS.coverage && s.honesty >= FRESH_THRESHOLDS.honesty;
    const met = meets(held);
    const row = (name: string, s: AssistantScores) =>
      `| ${name} | ${s.questions} (${s.turns} turns) | ${products(s)} | ${pct(s.precision)} | ${pct(s.coverage)} | ${pct(s.honesty)} | ${pct(s.answers)} |`;
    const markdown = [
      '## Assistant evaluation on fresh requests (issue 19)',
      '',
      `\`npm run eval -- assistant-fresh\` (\`tests/eval/assistant-fresh/suite.ts\`): the ${DEV_HALF.length + HELD_OUT_HALF.length + NEW_HELD_OUT_SET.length} requests of \`tests/eval/assistant/fresh/\` (eighteen sets, each by its own independent writer; the held-out half is drawn from the first four, dev-5.ts to dev-17.ts are development sets only, held-out-5.ts a held-out set of its own, written before the readers of dev-11.ts to dev-13.ts and never read), written as clients write (emails with signatures, texts, several products at once, conversations) by someone who had not read the assistant's code or its earlier questions, each split once by id into a development half and a held-out half; asked of the built-in assistant over the built-in catalogue of ${ctx.catalogueSize.toLocaleString('en-US')} products and scored by the judge of \`tests/eval/assistant/expect.ts\`. Only the development half's problems are ever printed. ${seconds.toFixed(1)} s.`,
      '',
      '| half | requests | products judged | precision | coverage | honesty | conversation answers |',
      '|---|---|---|---|---|---|---|',
      row('development', dev),
      row('held-out', held),
      row('fifth held-out set', fresh),
      '',
      '| target (held-out half) | measured | met |',
      '|---|---|---|',
      `| precision ≥ ${pct(FRESH_THRESHOLDS.precision)}, coverage ≥ ${pct(FRESH_THRESHOLDS.coverage)}, honesty ${pct(FRESH_THRESHOLDS.honesty)} | ${pct(held.precision)}, ${pct(held.coverage)}, ${pct(held.honesty)} | ${met ? 'yes' : '**no**'} |`,
      `| the same on the fifth held-out set (never read while tuning) | ${pct(fresh.precision)}, ${pct(fresh.coverage)}, ${pct(fresh.honesty)} | ${meets(fresh) ? 'yes' : '**no**'} |`,
      '',
      devProblems.length
        ? `${devProblems.length} development-half turns with problems (the first 15):\n\n${devProblems
            .slice(0, 15)
            .map((p) => `- ${p.replace(/\s+/g, ' ').slice(0, 300)}`)
            .join('\n')}`
        : 'No problems found in the development half.',
    ].join('\n');
    return { markdown, failed: !met };
  },
};
