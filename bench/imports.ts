import { monitorEventLoopDelay } from 'node:perf_hooks';
import { benchUser, startBenchServer } from './lib/server.js';
import { fmt, pass, table } from './lib/stats.js';
import { machine, machineLine } from './lib/machine.js';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 20_000);
const COMPANIES = Math.ceil(ROWS / 5);
const TARGET_S = 60;
const COUNTRIES = ['United States', 'Germany', 'France', 'United Kingdom', 'Canada', 'España'];

/** An Apollo-shaped people export: every row a contact, five per company, a dozen columns, some quoted. */
function peopleCsv(rows: number): string {
  const lines = ['\uFEFFFirst Name,Last Name,Title,Company,Email,Website,Company Country,Company City,# Employees,Seniority,Departments,Person Linkedin Url'];
  for (let i = 0; i < rows; i++) {
    const c = i % COMPANIES;
    lines.push(
      [`Person${i}`, `Müller${i}`, '"Head of Marketing, Events"', `"Company ${c}, Inc."`, `p${i}@company${c}.com`, `https://www.company${c}.com`, COUNTRIES[c % COUNTRIES.length], 'Springfield', String(10 + (c % 500)), 'manager', 'Marketing', `linkedin.com/in/person${i}`].join(','),
    );
  }
  return lines.join('\r\n') + '\r\n';
}

export async function run(log: (line: string) => void = console.log): Promise<string> {
  const app = await startBenchServer();
  try {
    const { cookie } = await benchUser(app.url, 'Import Bench');
    const csv = peopleCsv(ROWS);
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    const t0 = performance.now();
    const up = await fetch(`${app.url}/api/imports?name=people.csv`, { method: 'POST', headers: { cookie, 'content-type': 'text/csv' }, body: csv });
    if (up.status !== 201) throw new Error(`upload answered ${up.status}: ${await up.text()}`);
    const detail = (await up.json()) as { import: { id: string }; columns: Array<{ index: number; target: string }> };
    const t1 = performance.now();
    const id = detail.import.id;
    const columns = detail.columns.map((c) => ({ index: c.index, target: c.target }));
    const preview = await fetch(`${app.url}/api/imports/${id}/mapping`, { method: 'PUT', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ columns, duplicates: 'skip' }) });
    if (preview.status !== 200) throw new Error(`preview answered ${preview.status}: ${await preview.text()}`);
    const t2 = performance.now();
    const started = await fetch(`${app.url}/api/imports/${id}/run`, { method: 'POST', headers: { cookie } });
    if (started.status !== 202) throw new Error(`run answered ${started.status}`);
    // A teammate's ordinary request while the import runs: how long it waits.
    const meTimes: number[] = [];
    let summary: { status: string; counts: Record<string, number> } | undefined;
    for (;;) {
      const m0 = performance.now();
      await fetch(`${app.url}/api/auth/me`, { headers: { cookie } });
      meTimes.push(performance.now() - m0);
      summary = ((await (await fetch(`${app.url}/api/imports/${id}`, { headers: { cookie } })).json()) as { import: typeof summary }).import;
      if (summary!.status !== 'running') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const t3 = performance.now();
    lag.disable();
    if (summary!.status !== 'done') throw new Error(`the import ended ${summary!.status}`);
    const runS = (t3 - t2) / 1000;
    const totalS = (t3 - t0) / 1000;
    meTimes.sort((x, y) => x - y);
    log(`imports: ${ROWS} rows: upload ${fmt((t1 - t0) / 1000)} s, preview ${fmt((t2 - t1) / 1000)} s, run ${fmt(runS)} s`);
    return [
      '## Importing 20,000 rows',
      '',
      `Measured ${machineLine(machine())}. Embedded PGlite in memory, \`LOG_LEVEL=silent\`. An Apollo-shaped people export`,
      `(${ROWS.toLocaleString('en-US')} contacts of ${COMPANIES.toLocaleString('en-US')} companies, 12 columns, byte-order mark, CRLF, quoted fields;`,
      `${(csv.length / 1e6).toFixed(1)} MB) is uploaded, previewed (the whole file read and checked against the workspace) and run`,
      'through the HTTP API, as the UI does; the server reads the file in a worker thread and stores 500 rows per transaction.',
      '',
      table(
        ['step', 'seconds'],
        [
          ['upload (read, columns guessed)', fmt((t1 - t0) / 1000, 2)],
          ['preview (whole file)', fmt((t2 - t1) / 1000, 2)],
          ['run (job, to done)', fmt(runS, 2)],
          ['total', fmt(totalS, 2)],
        ],
      ),
      '',
      `Stored: ${Object.entries(summary!.counts)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}.`,
      '',
      table(
        ['target', 'measured', 'met'],
        [
          [`${ROWS.toLocaleString('en-US')} rows imported in < ${TARGET_S} s (upload to done)`, `${fmt(totalS)} s`, pass(totalS < TARGET_S)],
          ['UI responsive meanwhile: GET /api/auth/me while the import runs (median / worst)', `${fmt(meTimes[Math.floor(meTimes.length / 2)] ?? NaN)} / ${fmt(meTimes.at(-1) ?? NaN)} ms`, pass((meTimes.at(-1) ?? Infinity) < 500)],
          ['event loop delay of the server process, p99 / max', `${fmt(lag.percentile(99) / 1e6)} / ${fmt(lag.max / 1e6)} ms`, pass(lag.max / 1e6 < 500)],
        ],
      ),
    ].join('\n');
  } finally {
    await app.close();
  }
}
