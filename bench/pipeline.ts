/**
 * Issue 3's figures: the pipeline list over 10,000 companies (p95 target < 50 ms), and
 * enrich-to-Enriched with the built-in provider, request to event (p95 target < 1 s).
 */
import { sql } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import type { EventEnvelope } from '../contracts/events.js';
import { startBenchServer, benchUser, timedGet as timed } from './lib/server.js';
import { fmt, pass, percentile, sortNumbers, table } from './lib/stats.js';

const COMPANIES = 10_000;
const INDUSTRIES = ['Technology', 'Healthcare', 'Education', 'Finance', 'Retail', 'Manufacturing', 'Hospitality', 'Nonprofit'];
const STAGES = ['Lead', 'Qualified', 'Meeting', 'Proposal', 'Opportunity'];


export async function run(log: (line: string) => void): Promise<string> {
  const server = await startBenchServer();
  try {
    const user = await benchUser(server.url, 'Pipeline Bench');
    log(`inserting ${COMPANIES} companies`);
    await server.app.db.execute(sql`
      insert into companies (workspace_id, name, domain, industry, stage, enrichment_status, recent_activity)
      select ${user.workspaceId}::uuid,
             'Company ' || lpad(i::text, 5, '0') || ' ' || (array['Logistics','Health','Labs','Partners','Foods','Works'])[1 + i % 6],
             'bench-company-' || i || '.com',
             (${sql.raw(`array[${INDUSTRIES.map((s) => `'${s}'`).join(',')}]`)})[1 + i % ${INDUSTRIES.length}],
             (${sql.raw(`array[${STAGES.map((s) => `'${s}'`).join(',')}]`)})[1 + i % ${STAGES.length}],
             case when i % 3 = 0 then 'Enriched' else 'Unenriched' end,
             case when i % 4 = 0 then 'In 2026 it opened a new office.' end
      from generate_series(1, ${COMPANIES}) as i`);
    await server.app.db.execute(sql`
      insert into buyer_signal_alerts (workspace_id, company_id, signal_key, signal_type, summary)
      select workspace_id, id, 'bench', 'New Office', 'Opened a new office' from companies
      where workspace_id = ${user.workspaceId}::uuid and recent_activity is not null`);
    await server.app.db.execute(sql`analyze`);

    const base = `${server.url}/api/companies`;
    const first = (await (await fetch(`${base}?limit=50`, { headers: { cookie: user.cookie } })).json()) as { nextCursor: string };
    const queries = [
      `${base}?limit=50`,
      `${base}?limit=50&cursor=${first.nextCursor}`,
      `${base}?limit=50&q=health`,
      `${base}?limit=50&q=bench-company-42`,
      `${base}?limit=50&industry=Tech`,
      `${base}?limit=50&stage=Meeting`,
      `${base}?limit=50&stage=Proposal&industry=Finance`,
      `${base}/summary`,
      `${base}/summary?q=labs`,
    ];
    for (const q of queries) await timed(q, user.cookie); // warm up
    const rows: Array<Array<string | number>> = [];
    const all: number[] = [];
    const REPS = 60;
    for (const q of queries) {
      const times: number[] = [];
      for (let i = 0; i < REPS; i++) times.push(await timed(q, user.cookie));
      const s = sortNumbers(times);
      all.push(...times);
      rows.push([`\`${q.replace(server.url, '').replace(/cursor=[^&]+/, 'cursor=…')}\``, fmt(percentile(s, 50)), fmt(percentile(s, 95)), fmt(percentile(s, 99))]);
    }
    const overall = sortNumbers(all);
    const p95 = percentile(overall, 95);
    log(`pipeline list p95 ${fmt(p95)} ms`);

    // Enrich-to-Enriched: request → `company.updated` with change 'enriched' on a socket.
    const socket: Socket = io(server.url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie: user.cookie }, forceNew: true });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const dir = (await (await fetch(`${server.url}/api/directory/companies?limit=60`, { headers: { cookie: user.cookie } })).json()) as {
      items: Array<{ id: string; name: string; domain: string }>;
    };
    const enrichTimes: number[] = [];
    for (const d of dir.items) {
      const created = (await (
        await fetch(base, { method: 'POST', headers: { cookie: user.cookie, 'content-type': 'application/json' }, body: JSON.stringify({ name: d.name, domain: d.domain }) })
      ).json()) as { company: { id: string } };
      const id = created.company.id;
      const started = performance.now();
      const done = new Promise<void>((resolve) => {
        const onEvent = (e: EventEnvelope) => {
          const p = e.payload as { company?: { id: string }; change?: { kind: string } };
          if (e.type === 'company.updated' && p.company?.id === id && p.change?.kind === 'enriched') {
            socket.off('event', onEvent);
            resolve();
          }
        };
        socket.on('event', onEvent);
      });
      const res = await fetch(`${base}/${id}/enrich`, { method: 'POST', headers: { cookie: user.cookie } });
      if (res.status !== 202) throw new Error(`enrich → ${res.status}`);
      await done;
      enrichTimes.push(performance.now() - started);
    }
    socket.close();
    const e = sortNumbers(enrichTimes);
    const enrichP95 = percentile(e, 95);
    log(`enrich-to-Enriched p95 ${fmt(enrichP95)} ms`);

    return [
      '## Pipeline (issue 3)',
      '',
      `Embedded PGlite, one workspace with ${COMPANIES.toLocaleString('en-US')} companies (a third enriched, a quarter with a signal). Sequential requests over HTTP from the same process, ${REPS} per query after a warm-up; times in ms.`,
      '',
      table(['query', 'p50', 'p95', 'p99'], rows),
      '',
      `All list and summary queries together: p50 ${fmt(percentile(overall, 50))} ms, **p95 ${fmt(p95)} ms**, p99 ${fmt(percentile(overall, 99))} ms — target p95 < 50 ms: ${pass(p95 < 50)}.`,
      '',
      `Enrich to Enriched with the built-in provider, ${e.length} directory companies one after another, from the POST to the \`company.updated\` (enriched) event on a socket: p50 ${fmt(percentile(e, 50))} ms, **p95 ${fmt(enrichP95)} ms**, p99 ${fmt(percentile(e, 99))} ms, max ${fmt(e[e.length - 1])} ms — target p95 < 1 s: ${pass(enrichP95 < 1000)}.`,
    ].join('\n');
  } finally {
    await server.close();
  }
}
