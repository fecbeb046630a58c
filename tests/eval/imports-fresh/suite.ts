import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { EvalReport, EvalSuite } from '../run.js';

/**
 * The blind import evaluation (README.md beside this file): export files of twenty-odd tools and
 * hand-made lists with what a careful rep maps each column to, written without the importer's code,
 * and a judge (judge.mjs) that asks the product over HTTP only. The development half's problems are
 * printed; the held-out half is read as its totals only.
 */

const JUDGE = join(dirname(fileURLToPath(import.meta.url)), 'judge.mjs');

/** The held-out half's recorded floor (the first run of the shape reader, a5e0f4d): a drop below it fails `npm run eval`. */
export const HELD_OUT_FLOOR = { columns: 0.93, wrongFields: 1 };

export type Totals = { files: number; columnsRight: number; columns: number; wrongFields: number; rowsMet: number; rows: number; line: string };

function totalsOf(output: string, half: string): Totals {
  const line = output.split('\n').find((l) => l.startsWith(`imports-fresh/${half}:`));
  if (!line) throw new Error(`the judge printed no totals for ${half}:\n${output.slice(-2000)}`);
  const pair = (label: string) => {
    const m = new RegExp(`${label} (\\d+)/(\\d+)`).exec(line);
    if (!m) throw new Error(`no "${label}" in the judge's totals: ${line}`);
    return [Number(m[1]), Number(m[2])] as const;
  };
  const single = (label: string) => Number(new RegExp(`${label} (\\d+)`).exec(line)?.[1] ?? NaN);
  const [columnsRight, columns] = pair('columns right');
  const [rowsMet, rows] = pair('rows met');
  return { files: single('files'), columnsRight, columns, wrongFields: single('wrong field'), rowsMet, rows, line };
}

const run = promisify(execFile);

/** One half judged against the product at `url`: the judge's output (per file for the development half) and its totals. */
export async function judgeHalf(url: string, half: 'dev' | 'held-out'): Promise<{ output: string; totals: Totals }> {
  const args = half === 'dev' ? [JUDGE, url, half] : [JUDGE, url, half, '--quiet'];
  const { stdout } = await run(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  return { output: stdout, totals: totalsOf(stdout, half) };
}

/** Whether the held-out totals hold the recorded floor. */
export const holdsFloor = (h: Totals) => h.columnsRight / h.columns >= HELD_OUT_FLOOR.columns && h.wrongFields <= HELD_OUT_FLOOR.wrongFields;
const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)}%`;

export const suite: EvalSuite = {
  name: 'imports-fresh',
  title: 'Import evaluation on blind export files',
  async run(ctx, log): Promise<EvalReport> {
    const started = performance.now();
    const dev = await judgeHalf(ctx.url, 'dev');
    log(dev.output.trimEnd());
    const [d, h] = [dev.totals, (await judgeHalf(ctx.url, 'held-out')).totals];
    log(`held-out half (figures only): ${h.line}`);
    const seconds = (performance.now() - started) / 1000;
    const met = holdsFloor(h);
    const markdown = [
      '## Import evaluation on blind export files',
      '',
      `\`npm run eval -- imports-fresh\` (\`tests/eval/imports-fresh/\`): ${d.files + h.files} export files as reps download them (HubSpot, Salesforce reports and Data Loader/Workbench, Pipedrive, Zoho, Apollo, Sales Navigator tools, Copper, Close, Freshsales, monday.com boards, Insightly, Keap, Zendesk Sell, Google and Outlook contacts, ZoomInfo, Lusha, badge scanners, commonsku, hand-made lists in four languages), each column with what a careful rep maps it to, written with their judge by someone who had not read the importer, in two halves. The judge uploads each file over HTTP, scores every column's guess and checks 1–3 stored rows per file in the preview. A wrong field (data in the wrong place) is counted apart from a missed one (a click to fix). ${seconds.toFixed(1)} s.`,
      '',
      '| half | files | columns guessed right | guessed as a wrong field | rows stored as expected |',
      '|---|---|---|---|---|',
      `| development | ${d.files} | ${d.columnsRight} of ${d.columns} (${pct(d.columnsRight, d.columns)}) | ${d.wrongFields} | ${d.rowsMet} of ${d.rows} (${pct(d.rowsMet, d.rows)}) |`,
      `| held-out | ${h.files} | ${h.columnsRight} of ${h.columns} (${pct(h.columnsRight, h.columns)}) | ${h.wrongFields} | ${h.rowsMet} of ${h.rows} (${pct(h.rowsMet, h.rows)}) |`,
      '',
      `Floor on the held-out half: ${pct(HELD_OUT_FLOOR.columns, 1)} of columns right, at most ${HELD_OUT_FLOOR.wrongFields} wrong field — ${met ? 'held' : '**not held**'}.`,
    ].join('\n');
    return { markdown, failed: !met };
  },
};
