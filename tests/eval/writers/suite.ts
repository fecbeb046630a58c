import type { EvalContext } from '../context.js';
import type { ListedProduct } from '../catalogue-rows.js';
import { DECK_CASES, MESSAGE_CASES, type DeckCase } from './cases.js';
import { checkDeck, checkMessage, type CheckResult } from './checks.js';
import { catalogueLookup } from './catalogue.js';
import { writeCaseDeck, writeCaseMessage, type Writers } from './produce.js';

/**
 * The writer evaluation: every message and deck brief in cases.ts written by the built-in
 * writers and checked by machine. `npm run eval` finds this suite (tests/eval/<name>/suite.ts);
 * tests/api/fresh-eval.test.ts gates `npm test` on it (on the fresh evaluations' server).
 */

export interface CaseOutcome {
  id: string;
  kind: 'message' | 'deck';
  results: CheckResult[];
  /** Set for a brief the shared brief parser is known to misread (see cases.ts). */
  parserGap?: string;
}

export interface WritersReport {
  name: 'writers';
  checks: number;
  passed: number;
  failures: Array<{ id: string; check: string; detail?: string; parserGap?: string }>;
  outcomes: CaseOutcome[];
}

export async function runDeckCase(w: Writers, catalogue: ReadonlyMap<string, ListedProduct>, c: DeckCase): Promise<CaseOutcome> {
  const out = await writeCaseDeck(w, c.id, c.prompt);
  return { id: c.id, kind: 'deck', results: await checkDeck(c, out, catalogueLookup(catalogue)), ...(c.parserGap ? { parserGap: c.parserGap } : {}) };
}

export async function runWritersSuite(w: Writers, catalogue: ReadonlyMap<string, ListedProduct>, log: (line: string) => void = () => undefined): Promise<WritersReport> {
  const lookup = catalogueLookup(catalogue);
  const outcomes: CaseOutcome[] = [];
  for (const c of MESSAGE_CASES) {
    const out = await writeCaseMessage(w, c);
    outcomes.push({ id: c.id, kind: 'message', results: await checkMessage(c, out, out.signalSummary, lookup) });
  }
  for (const c of DECK_CASES) outcomes.push(await runDeckCase(w, catalogue, c));
  const all = outcomes.flatMap((o) => o.results.map((r) => ({ o, r })));
  const failures = all.filter(({ r }) => !r.ok).map(({ o, r }) => ({ id: o.id, check: r.check, ...(r.detail ? { detail: r.detail } : {}), ...(o.parserGap ? { parserGap: o.parserGap } : {}) }));
  for (const f of failures) log(`  ✗ ${f.id}: ${f.check}${f.detail ? ` (${f.detail})` : ''}${f.parserGap ? ` [brief parser: ${f.parserGap}]` : ''}`);
  return { name: 'writers', checks: all.length, passed: all.length - failures.length, failures, outcomes };
}

const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(1)}%`;

/** The one-line figure `npm run eval` prints. */
export const writersSummary = (report: WritersReport): string =>
  `Writer checks: ${report.passed}/${report.checks} (${pct(report.passed, report.checks)}) over ${MESSAGE_CASES.length} message and ${DECK_CASES.length} deck briefs.`;

export function writersMarkdown(report: WritersReport): string {
  const gaps = report.outcomes.filter((o) => o.parserGap);
  const gapChecks = gaps.flatMap((o) => o.results);
  const outside = report.checks - gapChecks.length;
  const outsidePassed = report.passed - gapChecks.filter((r) => r.ok).length;
  return [
    '## Writer evaluation',
    '',
    '`npm run eval` (`tests/eval/run.ts`, suite `tests/eval/writers/`): the message and deck briefs of `tests/eval/writers/cases.ts` written by the built-in writers over the built-in catalogue and checked by machine (`tests/eval/writers/checks.ts`: items at their quantities, catalogue prices, the named event, budget and deadline, nothing internal in client text). Threshold in `npm test`: 100%.',
    '',
    writersSummary(report),
    ...(gaps.length ? [`Outside the ${gaps.length} briefs the shared brief parser misreads: ${outsidePassed}/${outside} (${pct(outsidePassed, outside)}).`] : []),
    '',
    ...(report.failures.length ? ['| brief | check | detail |', '|---|---|---|', ...report.failures.map((f) => `| ${f.id} | ${f.check} | ${(f.detail ?? '').replace(/\|/g, '/')}${f.parserGap ? ` (brief parser: ${f.parserGap})` : ''} |`)] : ['Every check passed.']),
  ].join('\n');
}

/** What `npm run eval` (tests/eval/run.ts) calls: a server with the built-in catalogue and a user of its own. */
export const suite = {
  name: 'writers',
  title: 'Writers: messages and decks against their briefs',
  async run(ctx: EvalContext, log: (line: string) => void) {
    const report = await runWritersSuite(ctx.writers, ctx.catalogue, log);
    log(writersSummary(report));
    const failedOutsideGaps = report.failures.some((f) => !f.parserGap);
    return { markdown: writersMarkdown(report), failed: failedOutsideGaps };
  },
};
