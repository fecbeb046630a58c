import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fmt, pass, table } from './lib/stats.js';
import { cloneWithModules, git } from './lib/clone.js';
import { machine, machineLine } from './lib/machine.js';

/** `npm test` on two cores: the target. */
const TARGET_S = 180;
/** A commit to time the same way (a clone with this checkout's node_modules), e.g. the one before a change. */
const BEFORE = process.env.BENCH_TEST_SUITE_BEFORE;
/** PostgreSQL for the API suite's second run (.ci/run's last step); unset: that run is left out. */
const PG_URL = process.env.BENCH_TEST_SUITE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

type Run = { what: string; ref: string; seconds: number; tests: string; ok: boolean; failed: string[] };

/** vitest's lines naming a failed file or test (its FAIL lines), without colours, each once. */
const failedLines = (output: string): string[] => [...new Set(output.split('\n').map((line) => line.trim()).filter((line) => line.startsWith('FAIL ')))];

/** Runs a command to its end; its wall time and vitest's 'Tests' summary line. */
function timed(what: string, ref: string, cwd: string, command: string[], env: NodeJS.ProcessEnv = {}): Promise<Run> {
  return new Promise((done) => {
    const started = performance.now();
    // NO_COLOR: vitest's colours would hide its summary line (FORCE_COLOR, even '0', turns them on).
    const quiet: NodeJS.ProcessEnv = { ...process.env, ...env, NO_COLOR: '1' };
    delete quiet.FORCE_COLOR;
    const child = spawn(command[0], command.slice(1), { cwd, env: quiet, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (b: Buffer) => (output += b.toString()));
    child.stderr.on('data', (b: Buffer) => (output += b.toString()));
    child.on('exit', (code) => {
      const summary = output.split('\n').map((line) => line.trim()).find((line) => line.startsWith('Tests '));
      const tests = summary?.slice('Tests '.length).trim().replaceAll('|', ',') ?? 'no summary';
      done({ what, ref, seconds: (performance.now() - started) / 1000, tests, ok: code === 0, failed: failedLines(output) });
    });
  });
}

/** A clone of `ref` with this checkout's node_modules linked, or this checkout itself for HEAD. */
function checkout(root: string, ref: string): { dir: string; remove(): void } {
  if (ref === 'HEAD') return { dir: root, remove: () => undefined };
  const base = mkdtempSync(join(tmpdir(), 'swagscout-test-suite-'));
  const dir = join(base, 'app');
  cloneWithModules(root, ref, dir);
  return { dir, remove: () => rmSync(base, { recursive: true, force: true }) };
}

/**
 * `npm test` (unit, API on embedded PGlite, UI) as a developer runs it, timed from start to exit,
 * then the API suite against PostgreSQL as .ci/run's last step runs it — at HEAD, and at
 * BENCH_TEST_SUITE_BEFORE when set. One run each: a run is minutes, and the figure is its wall time.
 */
export async function run(log: (line: string) => void): Promise<string> {
  const root = resolve('.');
  const head = git(['rev-parse', '--short', 'HEAD']);
  const refs = BEFORE ? [git(['rev-parse', '--short', BEFORE]), head] : [head];
  const runs: Run[] = [];
  for (const ref of refs) {
    const place = checkout(root, ref === head ? 'HEAD' : ref);
    try {
      log(`${ref}: npm test…`);
      runs.push(await timed('npm test', ref, place.dir, ['npm', 'test']));
      log(`  ${fmt(runs.at(-1)!.seconds)} s, ${runs.at(-1)!.tests}`);
      runs.at(-1)!.failed.forEach((line) => log(`    ${line}`));
      log(`${ref}: API suite on PostgreSQL…`);
      runs.push(await timed('API suite on PostgreSQL', ref, place.dir, ['npm', 'run', 'test:api'], { DATABASE_URL: PG_URL }));
      log(`  ${fmt(runs.at(-1)!.seconds)} s, ${runs.at(-1)!.tests}`);
      runs.at(-1)!.failed.forEach((line) => log(`    ${line}`));
    } finally {
      place.remove();
    }
  }
  const m = machine();
  const mine = runs.find((r) => r.ref === head && r.what === 'npm test')!;
  return [
    '## Test suite time (issue 18)',
    '',
    `Measured ${machineLine(m)} (1-minute load average at the end: ${fmt(loadavg()[0], 2)}). \`npm run bench -- test-suite\` (\`bench/test-suite.ts\`)`,
    'times `npm test` (unit, API on embedded PGlite, UI: two workers) from start to exit, then the API suite against',
    'PostgreSQL (`DATABASE_URL=… npm run test:api`, the last step of `.ci/run`), each once, in this checkout' +
      (BEFORE ? ` and in a clone of ${refs[0]} (\`BENCH_TEST_SUITE_BEFORE\`) with the same node_modules.` : '.'),
    '',
    table(
      ['commit', 'suite', 'seconds', 'tests', 'passed'],
      runs.map((r) => [r.ref, r.what, fmt(r.seconds), r.tests, r.ok ? 'yes' : '**no**']),
    ),
    '',
    table(['target', 'measured', 'met'], [[`\`npm test\` ≤ ${TARGET_S} s on 2 cores`, `${fmt(mine.seconds)} s (${head})`, pass(mine.ok && mine.seconds <= TARGET_S)]]),
    ...runs.filter((r) => r.failed.length).flatMap((r) => ['', `What failed in ${r.what} (${r.ref}):`, '', ...r.failed.map((line) => `- \`${line}\``)]),
  ].join('\n');
}
