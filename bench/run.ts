import { resolve } from 'node:path';
import { machine, machineMarkdown } from './lib/machine.js';
import { writeSection } from './lib/report.js';

/**
 * Every benchmark, run in this order by `npm run bench`. To add one: a module whose `run()`
 * measures, logs progress and returns its markdown section; then a line here.
 * `npm run bench -- <name> [<name>…]` runs only those (their sections are replaced, others kept).
 */
export type Benchmark = { name: string; run: (log: (line: string) => void) => Promise<string> };

export const benchmarks: Benchmark[] = [
  { name: 'auth-me', run: async (log) => (await import('./auth-me.js')).run(log) },
  { name: 'fanout', run: async (log) => (await import('./fanout.js')).run(log) },
  { name: 'team', run: async (log) => (await import('./team.js')).run(log) },
  { name: 'pipeline', run: async (log) => (await import('./pipeline.js')).run(log) },
  { name: 'catalogue-search', run: async (log) => (await import('./catalogue-search.js')).run(log) },
  { name: 'proposals', run: async (log) => (await import('./proposals.js')).run(log) },
  { name: 'imports', run: async (log) => (await import('./imports.js')).run(log) },
  { name: 'sequences', run: async (log) => (await import('./sequences.js')).run(log) },
  { name: 'reply-detection', run: async (log) => (await import('./reply-detection.js')).run(log) },
  { name: 'reports', run: async (log) => (await import('./reports.js')).run(log) },
  { name: 'orders', run: async (log) => (await import('./orders.js')).run(log) },
  { name: 'first-start', run: async (log) => (await import('./first-start.js')).run(log) },
  { name: 'test-suite', run: async (log) => (await import('./test-suite.js')).run(log) },
];

const FILE = resolve(process.env.BENCHMARKS_FILE ?? 'BENCHMARKS.md');

async function main() {
  const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const unknown = wanted.filter((w) => !benchmarks.some((b) => b.name === w));
  if (unknown.length) throw new Error(`Unknown benchmark(s): ${unknown.join(', ')}. Known: ${benchmarks.map((b) => b.name).join(', ')}`);
  const selected = wanted.length ? benchmarks.filter((b) => wanted.includes(b.name)) : benchmarks;

  const m = machine();
  console.log(`Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB, Node ${m.node}`);
  writeSection(FILE, 'machine', `## Machine (last run)\n\n${machineMarkdown(m)}`);
  let failed = 0;
  for (const bench of selected) {
    const started = Date.now();
    console.log(`\n=== ${bench.name}`);
    try {
      const markdown = await bench.run((line) => console.log(line));
      writeSection(FILE, bench.name, markdown);
      console.log(`\n${markdown}\n`);
      console.log(`=== ${bench.name} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } catch (err) {
      failed += 1;
      console.error(`=== ${bench.name} could not run:`, err);
    }
  }
  console.log(`\nWrote ${FILE}`);
  // Benchmarks print figures; they do not pass or fail. A non-zero exit means one could not run.
  process.exit(failed ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('bench/run.ts')) await main();
