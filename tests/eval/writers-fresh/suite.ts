import type { EvalReport, EvalSuite } from '../run.js';
import type { EvalContext } from '../context.js';
import type { CatalogueRow } from '../assistant/expect.js';
import { writeCaseDeck, type Writers } from '../writers/produce.js';
import type { DeckCase } from '../writers/fresh/deck-cases.js';
import { judgeDeck } from '../writers/fresh/deck-judge.js';
import { DECK_DEV_CASES } from '../writers/fresh/decks-dev.js';
import { DECK_DEV_2_CASES } from '../writers/fresh/decks-dev-2.js';
import { DECK_DEV_3_CASES } from '../writers/fresh/decks-dev-3.js';
import { DECK_DEV_4_CASES } from '../writers/fresh/decks-dev-4.js';
import { DECK_HELD_OUT_CASES } from '../writers/fresh/decks-held-out.js';

/**
 * The fresh deck evaluation (issue 19): 80 deck briefs written the way reps brief a deck, and a
 * judge of what the client reads (tests/eval/writers/fresh/), both by someone who had not read the
 * writer, its brief parser or the earlier writer evaluation. Each brief is written into a deck by
 * the built-in writer, asked over HTTP as a rep asks (writers/produce.ts),
 * and judged on the deck's visible text against the catalogue rows. Only the development half's
 * problems are printed; the held-out half is reported as figures alone.
 */

export interface DeckScores {
  briefs: number;
  checks: number;
  passed: number;
  /** Briefs whose deck passed every check. */
  clean: number;
  problems: Array<{ id: string; problems: string[] }>;
}

export async function judgeDecks(w: Writers, cases: readonly DeckCase[], rows: readonly CatalogueRow[]): Promise<DeckScores> {
  const out: DeckScores = { briefs: cases.length, checks: 0, passed: 0, clean: 0, problems: [] };
  for (const c of cases) {
    const { html } = await writeCaseDeck(w, c.id, c.brief);
    const judged = judgeDeck(c, html, rows);
    out.checks += judged.checks;
    out.passed += judged.checks - judged.problems.length;
    if (judged.problems.length === 0) out.clean++;
    else out.problems.push({ id: c.id, problems: judged.problems });
  }
  return out;
}

/** The issue's bar for the held-out half: every check a client-facing deck is held to. */
export const DECK_THRESHOLD = 1;
/**
 * What `npm test` holds the held-out half to until the threshold is met (tests/api/fresh-eval.test.ts):
 * the share of checks passed on 2026-11-30 (95.7%, after decks kept shipping days out of a date and named
 * the client the brief names), less a little for ties the catalogue search may order differently.
 * Raise it when the writer gets better; never lower it. (It was 94% from the 95.2% of 2026-11-27; 96% from the
 * 96.4% of 2026-11-30, stop 42: occasions a deck is named for, price floors, no stand-ins for a kind the catalogue lacks;
 * 96.5% from the 97.2% of 2026-11-30, stop 44: events as clients say them; 97% from the 97.4% of 2026-12-01: events in
 * notes, clients in CRM labels and signatures, replies to the rep's own offer, counts worked out.)
 */
export const DECK_FLOOR = 0.97;

const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(1)}%`;
const line = (s: DeckScores) => `${s.passed} of ${s.checks} checks (${pct(s.passed, s.checks)}); ${s.clean} of ${s.briefs} decks pass every check (${pct(s.clean, s.briefs)})`;

export async function runFreshDecks(ctx: EvalContext, log: (line: string) => void) {
  const rows = [...ctx.catalogue.values()];
  // The development half: the first set's and the second to fourth development sets' (decks-dev-2.ts … decks-dev-4.ts: no held-out twin).
  const dev = await judgeDecks(ctx.writers, [...DECK_DEV_CASES, ...DECK_DEV_2_CASES, ...DECK_DEV_3_CASES, ...DECK_DEV_4_CASES], rows);
  log(`development half: ${line(dev)}`);
  for (const p of dev.problems) log(`  ${p.id}: ${p.problems.join('; ')}`);
  const held = await judgeDecks(ctx.writers, DECK_HELD_OUT_CASES, rows);
  log(`held-out half (figures only): ${line(held)}`);
  return { dev, held };
}

export const suite: EvalSuite = {
  name: 'writers-fresh',
  title: 'Deck writer evaluation on fresh briefs',
  async run(ctx, log): Promise<EvalReport> {
    const started = performance.now();
    const { dev, held } = await runFreshDecks(ctx, log);
    const seconds = (performance.now() - started) / 1000;
    const met = held.passed / Math.max(1, held.checks) >= DECK_THRESHOLD;
    const markdown = [
      '## Deck writer evaluation on fresh briefs (issue 19)',
      '',
      `\`npm run eval -- writers-fresh\` (\`tests/eval/writers-fresh/suite.ts\`): the ${DECK_DEV_CASES.length + DECK_DEV_2_CASES.length + DECK_DEV_3_CASES.length + DECK_DEV_4_CASES.length + DECK_HELD_OUT_CASES.length} deck briefs of \`tests/eval/writers/fresh/\` (decks-dev-2.ts to decks-dev-4.ts a second to fourth development set, each by another independent writer; one-liners, pasted client emails, several products, total budgets, events and audiences, products the catalogue lacks, internal notes), written with their judge by someone who had not read the writer or its brief parser, split by id into halves; each written by the built-in writer over the built-in catalogue of ${ctx.catalogueSize.toLocaleString('en-US')} products and judged on what the client reads (items at their quantities, catalogue prices, budgets, minimum orders, colours, production time, the event and audience, absent types said plainly, nothing internal). ${seconds.toFixed(1)} s.`,
      '',
      '| half | briefs | checks passed | decks passing every check |',
      '|---|---|---|---|',
      `| development | ${dev.briefs} | ${dev.passed} of ${dev.checks} (${pct(dev.passed, dev.checks)}) | ${dev.clean} (${pct(dev.clean, dev.briefs)}) |`,
      `| held-out | ${held.briefs} | ${held.passed} of ${held.checks} (${pct(held.passed, held.checks)}) | ${held.clean} (${pct(held.clean, held.briefs)}) |`,
      '',
      `Target: every check on the held-out half — ${met ? 'met' : '**not met**'}.`,
      '',
      dev.problems.length
        ? `Development-half problems (the first 12):\n\n${dev.problems.slice(0, 12).map((p) => `- ${p.id}: ${p.problems.join('; ').replace(/\s+/g, ' ').slice(0, 300)}`).join('\n')}`
        : 'No problems in the development half.',
    ].join('\n');
    return { markdown, failed: !met };
  },
};
