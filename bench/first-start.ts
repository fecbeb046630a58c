import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fmt, pass, table } from './lib/stats.js';
import { cloneWithModules, git } from './lib/clone.js';
import { machine, machineLine } from './lib/machine.js';

const RUNS = Number(process.env.BENCH_FIRST_START_RUNS ?? 3);
/** A commit to measure the same way, alternating with HEAD (e.g. the one before a change). */
const BEFORE = process.env.BENCH_FIRST_START_BEFORE;
const TARGET_S = 20;
const TIMEOUT_MS = 180_000;

/** Whether any process of the group is still there (signal 0 only checks). */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

type Run = {
  ref: string;
  /** Seconds from `npm start` to each milestone (undefined: not reached, or not logged by that version). */
  built?: number;
  database?: number;
  listening?: number;
  ready?: number;
  registered?: number;
  catalogue?: number;
  error?: string;
};

const freePort = () =>
  new Promise<number>((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });

/**
 * One first start: a clone of `ref` in a temporary directory with this checkout's node_modules
 * linked (what `npm install` would have put there), `npm start` with no database configured and
 * an empty data directory, timed until /readyz answers and the landing page is served; then a
 * registration, and the built-in catalogue loading in the background.
 */
async function firstStart(root: string, ref: string): Promise<Run> {
  const dir = mkdtempSync(join(tmpdir(), 'swagscout-first-start-'));
  const app = join(dir, 'app');
  const run: Run = { ref };
  try {
    cloneWithModules(root, ref, app);
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), LOG_LEVEL: 'info' };
    for (const name of ['DATABASE_URL', 'DATA_DIR', 'SESSION_SECRET', 'ENCRYPTION_KEY', 'SEED_CATALOGUE_SIZE', 'NODE_ENV']) delete env[name];
    const started = performance.now();
    const since = () => (performance.now() - started) / 1000;
    // Its own process group: npm does not pass a signal on to the server it started, so the whole
    // group is stopped at the end (a signal to npm alone left every run's server running).
    const child = spawn('npm', ['start'], { cwd: app, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const stop = (signal: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // already gone
      }
    };
    const exited = new Promise<void>((done) => child.on('exit', () => done()));
    let alive = true;
    void exited.then(() => (alive = false));
    let out = '';
    const onLine = (line: string) => {
      if (run.built === undefined && /^Built in/.test(line)) run.built = since();
      if (run.database === undefined && /^Created the embedded database/.test(line)) run.database = since();
      if (run.listening === undefined && line.includes('SwagScout is listening')) run.listening = since();
      if (run.catalogue === undefined && line.includes('"seeder":"product catalogue"')) run.catalogue = since();
    };
    for (const stream of [child.stdout, child.stderr]) {
      stream.setEncoding('utf8').on('data', (chunk: string) => {
        out += chunk;
        const lines = out.split('\n');
        out = lines.pop() ?? '';
        lines.forEach(onLine);
      });
    }
    try {
      const base = `http://127.0.0.1:${port}`;
      const ok = async (path: string, check: (res: Response) => Promise<boolean>) => {
        const res = await fetch(`${base}${path}`).catch(() => null);
        return res !== null && res.ok && (await check(res));
      };
      while (run.ready === undefined) {
        if (!alive) throw new Error('npm start exited before it was ready');
        if (since() * 1000 > TIMEOUT_MS) throw new Error(`not ready after ${TIMEOUT_MS / 1000} s`);
        if ((await ok('/readyz', async () => true)) && (await ok('/', async (res) => (await res.text()).includes('id="root"')))) run.ready = since();
        else await new Promise((r) => setTimeout(r, 100));
      }
      const reg = await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ fullName: 'First Start', email: 'first-start@example.com', password: 'first-start-password' }),
      });
      if (reg.status !== 201) throw new Error(`register answered ${reg.status}`);
      run.registered = since();
      while (run.catalogue === undefined && alive && since() * 1000 < TIMEOUT_MS) await new Promise((r) => setTimeout(r, 100));
    } finally {
      stop('SIGTERM');
      const killer = setTimeout(() => stop('SIGKILL'), 20_000);
      if (alive) await exited;
      // The server may outlive npm by a moment: wait for the group to be gone.
      for (let i = 0; i < 200 && groupAlive(child.pid!); i++) await new Promise((r) => setTimeout(r, 100));
      clearTimeout(killer);
    }
  } catch (err) {
    run.error = err instanceof Error ? err.message : String(err);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return run;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length === 0 ? Number.NaN : s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const secs = (n: number | undefined) => (n === undefined ? '–' : fmt(n));

export async function run(log: (line: string) => void = console.log): Promise<string> {
  const root = resolve('.');
  const head = git(['rev-parse', '--short', 'HEAD'], root);
  const refs = BEFORE ? [git(['rev-parse', '--short', BEFORE], root), head] : [head];
  const runs: Run[] = [];
  for (let i = 1; i <= RUNS; i++) {
    for (const ref of refs) {
      log(`first-start: run ${i}/${RUNS} of ${ref}: fresh clone, npm start…`);
      const r = await firstStart(root, ref);
      log(`first-start: ${ref}: ${r.error ?? `ready after ${fmt(r.ready!)} s, registered at ${fmt(r.registered!)} s, catalogue at ${secs(r.catalogue)} s`}`);
      runs.push(r);
    }
  }
  const summary = refs.map((ref) => {
    const ready = runs.filter((r) => r.ref === ref && r.ready !== undefined).map((r) => r.ready!);
    return { ref, ready: median(ready), runs: ready.length };
  });
  const now = summary.at(-1)!;
  return [
    '## First `npm start` on a fresh clone',
    '',
    `Measured ${machineLine(machine())} (1-minute load average at the end: ${fmt(loadavg()[0], 2)}), shared with other jobs. \`npm run bench -- first-start\``,
    '(`bench/first-start.ts`) clones the committed HEAD into a temporary directory, links this checkout\'s `node_modules`',
    '(what `npm install` leaves there), and runs `npm start` with no database configured and an empty data directory:',
    'the build (Vite UI bundle and the server transpiled by Oxc, at once), the embedded database created and migrated',
    'beside it, then the server. **Ready** is `/readyz` answering 200 and the landing page being served, polled every',
    '100 ms; then a user registers. The built-in catalogue (20,000 products) keeps loading in the background after that.',
    `Seconds from \`npm start\`; ${RUNS} run(s)${BEFORE ? `, alternating with ${refs[0]} (\`BENCH_FIRST_START_BEFORE\`)` : ''}.`,
    '',
    table(
      ['commit', 'built', 'database created', 'listening', '**ready**', 'registered', 'catalogue loaded'],
      runs.map((r) =>
        r.error ? [r.ref, r.error, '', '', '', '', ''] : [r.ref, secs(r.built), secs(r.database), secs(r.listening), `**${secs(r.ready)}**`, secs(r.registered), secs(r.catalogue)],
      ),
    ),
    '',
    table(
      ['target', 'measured', 'met'],
      [[`ready ≤ ${TARGET_S} s`, `${fmt(now.ready)} s (median of ${now.runs}, ${now.ref})`, pass(now.ready <= TARGET_S)]],
    ),
    ...(BEFORE ? ['', summary.map((s) => `${s.ref}: median ${fmt(s.ready)} s over ${s.runs} run(s).`).join(' ')] : []),
  ].join('\n');
}
