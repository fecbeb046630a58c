import { benchUser, startBenchServer } from './lib/server.js';
import { fmt, pass, table } from './lib/stats.js';
import { machine, machineLine } from './lib/machine.js';
import { startSmtpTestServer } from '../tests/fixtures/smtp-server.js';
import { companies, contacts } from '../server/db/schema/index.js';

const CONTACTS = Number(process.env.BENCH_SEQUENCE_CONTACTS ?? 1000);
const TARGET_PER_S = 20;
/** A Tuesday, inside the sending window. */
const CLOCK_NOW = '2026-12-01T10:00:00Z';

/**
 * 1,000 contacts enrolled in a 3-step sequence (email, follow-up, call) through the HTTP API,
 * then every first step brought forward to now (the spread would otherwise leave them over an
 * hour) and sent to a local SMTP server with the daily cap lifted.
 */
export async function run(log: (line: string) => void = console.log): Promise<string> {
  const smtp = await startSmtpTestServer({ bench: 'bench-password' });
  const server = await startBenchServer({ env: { MAIL_CAP_LIFTED: 'true', CLOCK_NOW, REPLY_WATCHERS: 'false' } });
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

    log(`sequences: enrolling ${CONTACTS} contacts…`);
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
    return [
      '## Sequences: 1,000 contacts enrolled, first emails sent',
      '',
      `Measured ${machineLine(machine())}. Embedded PGlite in memory, \`LOG_LEVEL=silent\`, the business clock on a Tuesday`,
      `inside the sending window, the mailbox's daily cap lifted (\`MAIL_CAP_LIFTED\`). ${CONTACTS.toLocaleString('en-US')} contacts of ${made.length} companies are enrolled in one`,
      'request in a 3-step sequence (email, follow-up after 2 business days, call after 4); each enrolment gets its first',
      `step as an Agenda job at its time, spread over ${fmt(spread / 60)} minutes so they do not leave at once. The bench then`,
      'brings every first step forward to now: each job writes the email with the built-in writer, queues it, and the',
      '`email.send` jobs send it through a pooled connection to a local SMTP server (smtp-server, parsing each message).',
      '',
      table(
        ['figure', 'measured'],
        [
          ['enrolment request (1,000 contacts, jobs created in the same transaction)', `${fmt(enrolS, 2)} s`],
          ['contacts enrolled / step jobs created', `${enrolled.enrolled} / ${jobs}`],
          ['first steps written (all 1,000 emails stored and queued)', `${fmt(writtenS, 1)} s`],
          ['first steps written and sent, from release to the last email received', `${fmt(sendS, 1)} s`],
          ['send throughput (release to last) / (first to last email)', `${fmt(perS)} / ${fmt(firstToLastPerS)} emails/s`],
          ['server process RSS, peak', `${fmt(peakRss / 2 ** 20, 0)} MiB`],
        ],
      ),
      '',
      table(['target', 'measured', 'met'], [[`≥ ${TARGET_PER_S} emails/s to the local SMTP server`, `${fmt(perS)} emails/s`, pass(perS >= TARGET_PER_S)]]),
    ].join('\n');
  } finally {
    clearInterval(sampler);
    await server.close();
    await smtp.close();
  }
}
