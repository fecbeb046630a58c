/**
 * Issue 22's figures: each report over 10,000 companies, 2,000 proposals and 100,000 activities
 * (p95 target < 200 ms per report), on embedded PGlite and on PostgreSQL; and the pipeline list
 * with its deal facts.
 */
import { sql } from 'drizzle-orm';
import { startBenchServer, benchUser, timedGet as timed } from './lib/server.js';
import { fmt, pass, percentile, sortNumbers, table } from './lib/stats.js';

const COMPANIES = 10_000;
const PROPOSALS = 2_000;
const ACTIVITIES = 100_000;
const REPS = 40;
const POSTGRES = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const STAGES = ['Lead', 'Qualified', 'Meeting', 'Proposal', 'Opportunity', 'Won', 'Lost'];


async function measure(log: (line: string) => void, postgres?: string): Promise<Array<[string, number[]]>> {
  const server = await startBenchServer({ postgres });
  try {
    const user = await benchUser(server.url, 'Reports Bench');
    const ws = user.workspaceId;
    const db = server.app.db;
    log(`reports (${postgres ? 'PostgreSQL' : 'embedded'}): ${COMPANIES} companies, ${PROPOSALS} proposals, ${ACTIVITIES} activities`);
    await db.execute(sql`
      insert into companies (workspace_id, owner_id, name, domain, stage, amount_cents, close_date, closed_at, lost_reason, created_at, stage_changed_at)
      select ${ws}::uuid, ${user.userId}::uuid, 'Deal ' || i, 'bench-deal-' || i || '.com',
             (${sql.raw(`array[${STAGES.map((s) => `'${s}'`).join(',')}]`)})[1 + i % 7],
             case when i % 3 = 0 then null else 10000 + (i * 37) % 500000 end,
             date '2026-01-01' + (i % 540),
             case when i % 7 in (5, 6) then timestamptz '2025-12-01' + (i % 365) * interval '1 day' end,
             case when i % 7 = 6 then 'Price' end,
             timestamptz '2025-06-01' + (i % 500) * interval '1 day',
             timestamptz '2025-06-01' + (i % 500) * interval '1 day'
      from generate_series(1, ${COMPANIES}) as i`);
    await db.execute(sql`
      insert into proposals (workspace_id, created_by, company_id, title, status, total_cents, cost_cents, created_at, updated_at)
      select ${ws}::uuid, ${user.userId}::uuid, c.id, 'Proposal ' || c.n, (array['draft','sent','viewed','approved','declined'])[1 + c.n % 5],
             20000 + (c.n * 53) % 400000, 12000 + (c.n * 31) % 200000, now(), now()
      from (select id, row_number() over (order by id) as n from companies where workspace_id = ${ws}::uuid and amount_cents is null) c
      where c.n <= ${PROPOSALS}`);
    await db.execute(sql`
      insert into activities (workspace_id, actor_id, kind, subject_type, subject_id, created_at)
      select ${ws}::uuid, ${user.userId}::uuid, 'company.edited', 'company', c.id::text, timestamptz '2025-06-01' + (g % 540) * interval '1 day'
      from (select id, row_number() over (order by id) as n from companies where workspace_id = ${ws}::uuid) c
      join generate_series(1, ${ACTIVITIES / COMPANIES}) as g on true`);
    await db.execute(sql`
      insert into deal_stage_changes (workspace_id, company_id, from_stage, to_stage, at)
      select workspace_id, id, 'Lead', stage, stage_changed_at + interval '3 days' from companies where workspace_id = ${ws}::uuid and stage <> 'Lead'`);
    await db.execute(sql`
      insert into buyer_signal_alerts (workspace_id, company_id, signal_key, signal_type, summary, created_at)
      select workspace_id, id, 'bench', (array['Funding','Hiring','New Office','Event'])[1 + (abs(hashtext(id::text)) % 4)], 'seen', created_at
      from companies where workspace_id = ${ws}::uuid and abs(hashtext(id::text)) % 4 = 0`);
    await db.execute(sql`analyze`);

    const base = `${server.url}/api`;
    const range = '?from=2025-12-01&to=2026-11-30';
    const urls: Array<[string, string]> = [
      ['pipeline', `${base}/reports/pipeline`],
      ['forecast', `${base}/reports/forecast${range}`],
      ['win-loss', `${base}/reports/win-loss${range}`],
      ['time-in-stage', `${base}/reports/time-in-stage${range}`],
      ['activity', `${base}/reports/activity${range}`],
      ['signals', `${base}/reports/signals${range}`],
      ['dashboard', `${base}/dashboard`],
      ['pipeline list by amount', `${base}/companies?limit=50&sort=amount`],
      ['kanban sums', `${base}/companies/summary`],
    ];
    const out: Array<[string, number[]]> = [];
    for (const [name, url] of urls) {
      for (let i = 0; i < 3; i++) await timed(url, user.cookie);
      const times: number[] = [];
      for (let i = 0; i < REPS; i++) times.push(await timed(url, user.cookie));
      out.push([name, sortNumbers(times)]);
      log(`  ${name}: p95 ${fmt(percentile(sortNumbers(times), 95))} ms`);
    }
    return out;
  } finally {
    await server.close();
  }
}

export async function run(log: (line: string) => void): Promise<string> {
  const embedded = await measure(log);
  const pg = await measure(log, POSTGRES).catch((err: unknown) => {
    log(`PostgreSQL run failed: ${String(err)}`);
    return null;
  });
  const reportNames = new Set(['pipeline', 'forecast', 'win-loss', 'time-in-stage', 'activity', 'signals']);
  const worst = (rows: Array<[string, number[]]> | null) => (rows ? Math.max(...rows.filter(([n]) => reportNames.has(n)).map(([, t]) => percentile(t, 95))) : NaN);
  const rows = embedded.map(([name, t], i) => {
    const p = pg?.[i]?.[1];
    return [name, fmt(percentile(t, 50)), fmt(percentile(t, 95)), p ? fmt(percentile(p, 50)) : 'n/a', p ? fmt(percentile(p, 95)) : 'n/a'];
  });
  return [
    '## Reports (issue 22)',
    '',
    `One workspace with ${COMPANIES.toLocaleString('en-US')} companies over all seven stages (two thirds with a typed amount), ${PROPOSALS.toLocaleString('en-US')} proposals (the amounts of the rest), ${ACTIVITIES.toLocaleString('en-US')} activities, a stage move per deal past Lead and a signal on a quarter. Sequential requests over HTTP, ${REPS} per report after a warm-up; times in ms.`,
    '',
    table(['request', 'embedded p50', 'embedded p95', 'PostgreSQL p50', 'PostgreSQL p95'], rows),
    '',
    `Slowest report p95: embedded **${fmt(worst(embedded))} ms**, PostgreSQL **${fmt(worst(pg))} ms** — target p95 < 200 ms per report: embedded ${pass(worst(embedded) < 200)}, PostgreSQL ${pg ? pass(worst(pg) < 200) : 'not run'}.`,
  ].join('\n');
}
