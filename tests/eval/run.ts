import { readdirSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeSection } from '../../bench/lib/report.js';
import { startEvalContext, type EvalContext } from './context.js';

/**
 * `npm run eval`: every evaluation suite against one real server with the built-in catalogue,
 * figures printed and written to BENCHMARKS.md.
 *
 * A suite is a folder tests/eval/<name>/ with a `suite.ts` exporting `suite: EvalSuite`; this
 * runner finds them all (no list to edit). To add one (e.g. the writers' checks), create
 * tests/eval/writers/suite.ts with its cases beside it; its `run(ctx, log)` asks what it needs of
 * `ctx.client` (the rep, signed in over HTTP; `ctx.writers` for the writers' cases) and judges on `ctx.catalogue`,
 * and returns the markdown section for BENCHMARKS.md (replaced between `<!-- bench:eval-<name> -->`
 * markers) and whether it missed its thresholds. `npm run eval -- writers` runs only that suite.
 */

export interface EvalReport {
  markdown: string;
  /** Below a threshold (the run exits 1). */
  failed: boolean;
}

export interface EvalSuite {
  name: string;
  title: string;
  run(ctx: EvalContext, log: (line: string) => void): Promise<EvalReport>;
}

const HERE = dirname(fileURLToPath(import.meta.url));

/** The suites under tests/eval/, by folder name. */
export async function findSuites(dir = HERE): Promise<EvalSuite[]> {
  const suites: EvalSuite[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
    const file = join(dir, entry.name, 'suite.ts');
    if (!existsSync(file)) continue;
    const mod = (await import(pathToFileURL(file).href)) as { suite?: EvalSuite };
    if (mod.suite) suites.push(mod.suite);
  }
  return suites;
}

async function main() {
  const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const all = await findSuites();
  const unknown = wanted.filter((w) => !all.some((s) => s.name === w));
  if (unknown.length) throw new Error(`Unknown suite(s): ${unknown.join(', ')}. Known: ${all.map((s) => s.name).join(', ')}`);
  const selected = wanted.length ? all.filter((s) => wanted.includes(s.name)) : all;
  const file = resolve(process.env.BENCHMARKS_FILE ?? 'BENCHMARKS.md');
  console.log('Starting the server (a process of its own) with the built-in catalogue…');
  const ctx = await startEvalContext();
  let failed = false;
  try {
    for (const suite of selected) {
      console.log(`\n=== ${suite.title}`);
      const report = await suite.run(ctx, (line) => console.log(line));
      writeSection(file, `eval-${suite.name}`, report.markdown);
      failed ||= report.failed;
    }
  } finally {
    await ctx.close();
  }
  console.log(`\nWrote ${file}`);
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
