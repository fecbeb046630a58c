import { benchUser, startBenchServer } from './lib/server.js';
import { fmt, pass, table } from './lib/stats.js';
import { machine, machineLine } from './lib/machine.js';
import { startSmtpTestServer } from '../tests/fixtures/smtp-server.js';
import { companies, contacts } from '../server/db/schema/index.js';

const CONTACTS = Number(process.env.BENCH_SEQUENCE_CONTACTS ?? 1000);
const TARGET_PER_S = 20;
/** A Tuesday, inside the sending window. */
const CLOCK_NOW = '2026-12-01T10:00:00Z';

type Figures = { enrolS: number; enrolled: number; jobs: number; spreadMin: number; writtenS: number; sendS: number; perS: number; firstToLastPerS: number; sendOnlyPerS: number; peakRss: number; companies: number };

const POSTGRES = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** One run: enrol, release every first step, wait for every email at the SMTP server. */
async function measure(log: (line: string) => void, postgres?: string): Promise<Figures> {
  const smtp = await startSmtpTestServer({ bench: 'bench-password' });
  const server = await startBenchServer({ env: { MAIL_CAP_LIFTED: 'true', CLOCK_NOW, REPLY_WATCHERS: 'false' }, postgres });
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100);
  try {
    const { cookie, workspaceId, userId } = await benchUser(server.url, 'Sequence Bench');
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(server.url + path, { method, headers: { cookie, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
      if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(json)}`);
      return json as Record<string, any>;
    };
    await call('PUT', '/api/branding', { companyName: 'Bench Promo', brandTone: 'friendly', primaryColor: '#4F46E5', secondaryColor: '#0EA5E9' });
    await call('PUT', '/api/settings/sending', { postalAddress: '1 Bench Rd, Springfield', timeZone: 'UTC', windowStart: 0, windowEnd: 1440 });
    await call('PUT', '/api/mailbox', { fromName: 'Bench Rep', fromEmail: 'bench@promo.example', smtpHost: smtp.host, smtpPort: smtp.port, smtpSecurity: 'none', smtpUser: 'bench', smtpPassword: 'bench-password', dailyCap: 200 });

    // Set-up (not measured): 1,000 contacts of 100 companies.
    const db = server.app.db;
    const made = await db
      .insert(companies)
      .values(Array.from({ length: Math.ceil(CONTACTS / 10) }, (_, i) => ({ workspaceId, userId, name: `Company ${i}`, domain: `company${i}.example` })))
      .returning({ id: companies.id });
    const people = await db
      .insert(contacts)
      .values(Array.from({ length: CONTACTS }, (_, i) => ({ workspaceId, userId, companyId: made[i % made.length]!.id, firstName: `Person${i}`, lastName: 'Bench', email: `p${i}@company${i % made.length}.example` })))
      .returning({ id: contacts.id });
    const { sequence } = await call('POST', '/api/sequences', {
      name: 'Bench',
      steps: [
        { kind: 'email', delayDays: 0 },
        { kind: 'follow_up', delayDays: 2 },
        { kind: 'call', delayDays: 4 },
      ],
    });

    log(`sequences (${postgres ? 'PostgreSQL' : 'embedded'}): enrolling ${CONTACTS} contacts…`);
    const t0 = performance.now();
    const enrolled = await call('POST', `/api/sequences/${sequence.id}/enrollments`, { contactIds: people.map((p) => p.id) });
    const enrolS = (performance.now() - t0) / 1000;
    const pool = server.app.database.pool;
    const jobs = Number((await pool.query(`select count(*)::int as n from agenda_jobs where name = 'sequence.step'`)).rows[0].n);
    const spread = (await pool.query(`select extract(epoch from max(next_run_at) - min(next_run_at))::float as s from agenda_jobs where name = 'sequence.step'`)).rows[0].s as number;

    // Bring every first step forward to now and measure writing + sending.
    const t1 = Date.now();
    await pool.query(`update agenda_jobs set next_run_at = now() where name = 'sequence.step' and locked_at is null`);
    let written = 0;
    for (;;) {
      written = Number((await pool.query(`select count(*)::int as n from outbound_emails`)).rows[0].n);
      if (written >= CONTACTS || Date.now() - t1 > 600_000) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const writtenS = (Date.now() - t1) / 1000;
    await smtp.waitFor(CONTACTS, 600_000);
    const arrivals = smtp.mails.map((m) => m.at).sort((a, b) => a - b);
    const sendS = (arrivals.at(-1)! - t1) / 1000;
    const perS = CONTACTS / sendS;
    const firstToLastPerS = CONTACTS / Math.max(0.001, (arrivals.at(-1)! - arrivals[0]!) / 1000);
    log(`sequences: enrolled in ${fmt(enrolS, 2)} s, ${jobs} jobs; ${CONTACTS} emails in ${fmt(sendS)} s (${fmt(perS)}/s)`);

    // Sending alone: as many emails already written (copies of those, one-off, no sequence), queued at once.
    await pool.query(
      `insert into outbound_emails (workspace_id, user_id, contact_id, company_id, to_email, to_name, subject, body, message_id_header, status)
       select workspace_id, user_id, contact_id, company_id, to_email, to_name, subject, body, 'again-' || message_id_header, 'queued' from outbound_emails`,
    );
    const t2 = Date.now();
    await pool.query(
      `insert into agenda_jobs (name, priority, next_run_at, type, data)
       select 'email.send', 0, now(), 'normal', jsonb_build_object('workspaceId', workspace_id, 'emailId', id, 'contactId', contact_id) from outbound_emails where status = 'queued'`,
    );
    await smtp.waitFor(2 * CONTACTS, 600_000);
    const sendOnlyPerS = CONTACTS / ((Math.max(...smtp.mails.map((m) => m.at)) - t2) / 1000);
    return { enrolS, enrolled: enrolled.enrolled, jobs, spreadMin: spread / 60, writtenS, sendS, perS, firstToLastPerS, sendOnlyPerS, peakRss, companies: made.length };
  } finally {
    clearInterval(sampler);
    await server.close();
    await smtp.close();
  }
}

/**
 * 1,000 contacts enrolled in a 3-step sequence (email, follow-up, call) through the HTTP API,
 * then every first step brought forward to now (the spread would otherwise leave them over an
 * hour) and sent to a local SMTP server with the daily cap lifted; then 1,000 written emails
 * sent alone. Once on the embedded database, once on PostgreSQL.
 */
export async function run(log: (line: string) => void = console.log): Promise<string> {
  const embedded = await measure(log);
  const pg = await measure(log, POSTGRES).catch((err: Error) => {
    log(`sequences: PostgreSQL at ${POSTGRES} not measured: ${err.message}`);
    return null;
  });
  const both = (f: (x: Figures) => string) => [f(embedded), pg ? f(pg) : 'not measured'];
  return [
    '## Sequences: 1,000 contacts enrolled, first emails sent',
    '',
    `Measured ${machineLine(machine())}. \`LOG_LEVEL=silent\`, the business clock on a Tuesday inside the sending window,`,
    `the mailbox's daily cap lifted (\`MAIL_CAP_LIFTED\`); once on the embedded database (PGlite in memory, the default) and once on`,
    `PostgreSQL 15 on this machine. ${CONTACTS.toLocaleString('en-US')} contacts of ${embedded.companies} companies are enrolled in one request in a 3-step`,
    'sequence (email, follow-up after 2 business days, call after 4); each enrolment gets its first step as an Agenda job at',
    `its time, spread over ${fmt(embedded.spreadMin)} minutes so they do not leave at once. The bench then brings every first step forward to`,
    'now: each job writes the email with the built-in writer, queues it, and the `email.send` jobs send it through a pooled',
    'connection to a local SMTP server (smtp-server, parsing each message). These jobs tell the Background jobs page only of',
    'their problems (`live: problems`): a thousand starts and finishes would be as many transactions and events for every tab.',
    '',
    table(
      ['figure', 'embedded (PGlite)', 'PostgreSQL'],
      [
        ['enrolment request (1,000 contacts, jobs created in the same transaction)', ...both((x) => `${fmt(x.enrolS, 2)} s`)],
        ['contacts enrolled / step jobs created', ...both((x) => `${x.enrolled} / ${x.jobs}`)],
        ['first steps written (all emails stored and queued)', ...both((x) => `${fmt(x.writtenS, 1)} s`)],
        ['written and sent, from release to the last email received', ...both((x) => `${fmt(x.sendS, 1)} s`)],
        ['steps written and sent: throughput (release to last) / (first to last email)', ...both((x) => `${fmt(x.perS)} / ${fmt(x.firstToLastPerS)} emails/s`)],
        ['sending alone: 1,000 written emails queued at once, to the last received', ...both((x) => `${fmt(x.sendOnlyPerS)} emails/s`)],
        ['bench process RSS, peak (server, SMTP server and PGlite in one process)', ...both((x) => `${fmt(x.peakRss / 2 ** 20, 0)} MiB`)],
      ],
    ),
    '',
    table(
      ['target', 'measured', 'met'],
      [
        [`sending ≥ ${TARGET_PER_S} emails/s to the local SMTP server, embedded database`, `${fmt(embedded.sendOnlyPerS)} emails/s (${fmt(embedded.perS)} with each step written)`, pass(embedded.sendOnlyPerS >= TARGET_PER_S)],
        [`sending ≥ ${TARGET_PER_S} emails/s to the local SMTP server, PostgreSQL`, pg ? `${fmt(pg.sendOnlyPerS)} emails/s (${fmt(pg.perS)} with each step written)` : 'not measured', pass(Boolean(pg && pg.sendOnlyPerS >= TARGET_PER_S))],
      ],
    ),
  ].join('\n');
}
