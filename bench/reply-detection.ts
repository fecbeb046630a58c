/**
 * Issue 21's figure: reply detection, from the IMAP APPEND of a reply to the sequence stopping and
 * the task arriving in the owner's tab (p95 target < 5 s with IDLE). A real Dovecot (the tests'
 * throw-away instance, tests/helpers/dovecot.ts) holds the rep's INBOX; the server's own reply
 * watcher reads it over IMAP IDLE; the owner's tab is a socket.io client.
 */
import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import type { EventEnvelope } from '../contracts/events.js';
import { buyerSignalAlerts, companies, contacts, mailboxes, outboundEmails, sequenceEnrollments, sequences } from '../server/db/schema/index.js';
import { sealPassword } from '../server/mail/credentials.js';
import { startDovecot } from '../tests/helpers/dovecot.js';
import { newMessageId, replyMessage } from '../tests/fixtures/mail-messages.js';
import { benchUser, startBenchServer } from './lib/server.js';
import { machine, machineLine } from './lib/machine.js';
import { fmt, pass, percentile, sortNumbers, table } from './lib/stats.js';

const REPLIES = Number(process.env.BENCH_REPLIES ?? 20);
const TARGET_MS = 5_000;

type Arrival = { at: number; e: EventEnvelope };

export async function run(log: (line: string) => void = console.log): Promise<string> {
  const dovecot = await startDovecot();
  const server = await startBenchServer();
  let socket: Socket | undefined;
  try {
    if (!server.replyWatchers) throw new Error('the server runs no reply watchers (REPLY_WATCHERS=false?)');
    await dovecot.addUser('bench-rep', 'bench-password');
    const rep = await benchUser(server.url, 'Reply Bench');
    const db = server.app.db;
    const workspaceId = rep.workspaceId;
    const [box] = await db
      .insert(mailboxes)
      .values({
        workspaceId,
        userId: rep.userId,
        fromName: 'Reply Bench',
        fromEmail: 'bench-rep@swag.example',
        smtpHost: 'smtp.swag.example',
        smtpPort: 587,
        smtpSecurity: 'starttls',
        smtpUser: 'bench-rep',
        smtpPassword: sealPassword(server.app, rep.userId, 'smtp', 'bench-password'),
        imapHost: dovecot.host,
        imapPort: dovecot.port,
        imapSecurity: 'none',
        imapUser: 'bench-rep',
        imapPassword: sealPassword(server.app, rep.userId, 'imap', 'bench-password'),
      })
      .returning();
    await server.replyWatchers.refresh(box.id);
    if (!(await server.replyWatchers.checkNow(box.id))) throw new Error('the watcher did not start');

    // REPLIES contacts, each enrolled from an alert, each sent the sequence's first email.
    const [seq] = await db.insert(sequences).values({ workspaceId, createdBy: rep.userId, name: 'Bench outreach', steps: [{ kind: 'email', delayDays: 0 }] }).returning();
    const people: Array<{ contactId: string; enrollmentId: string; email: string; messageId: string; name: string }> = [];
    for (let i = 0; i < REPLIES; i++) {
      const tag = randomUUID().slice(0, 8);
      const [company] = await db.insert(companies).values({ workspaceId, name: `Bench Client ${i}`, domain: `bench-client-${tag}.example` }).returning();
      const email = `buyer-${tag}@bench-client.example`;
      const [contact] = await db.insert(contacts).values({ workspaceId, companyId: company.id, firstName: 'Buyer', lastName: `Nº${i}`, email }).returning();
      const [alert] = await db.insert(buyerSignalAlerts).values({ workspaceId, companyId: company.id, signalKey: tag, signalType: 'Funding', summary: 'Raised a round' }).returning();
      const [enrollment] = await db.insert(sequenceEnrollments).values({ workspaceId, sequenceId: seq.id, contactId: contact.id, ownerId: rep.userId, alertId: alert.id, status: 'active', nextStep: 1 }).returning();
      const messageId = newMessageId('swag.example');
      await db.insert(outboundEmails).values({
        workspaceId,
        userId: rep.userId,
        contactId: contact.id,
        companyId: company.id,
        enrollmentId: enrollment.id,
        stepIndex: 0,
        toEmail: email,
        subject: 'Branded mugs',
        body: 'Hi',
        messageIdHeader: messageId,
        status: 'sent',
        sentAt: new Date(),
      });
      people.push({ contactId: contact.id, enrollmentId: enrollment.id, email, messageId, name: `Buyer Nº${i}` });
    }

    socket = io(server.url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie: rep.cookie }, reconnection: false, forceNew: true });
    await new Promise<void>((resolve, reject) => {
      socket!.once('connect', () => resolve());
      socket!.once('connect_error', reject);
    });
    const arrivals: Arrival[] = [];
    let waiter: (() => void) | undefined;
    socket.on('event', (e: EventEnvelope) => {
      arrivals.push({ at: performance.now(), e });
      waiter?.();
    });
    const waitFor = async (pred: (e: EventEnvelope) => boolean, timeoutMs = 30_000): Promise<number> => {
      const deadline = performance.now() + timeoutMs;
      for (;;) {
        const hit = arrivals.find((a) => pred(a.e));
        if (hit) return hit.at;
        if (performance.now() > deadline) throw new Error('timed out waiting for an event');
        await new Promise<void>((resolve) => {
          waiter = resolve;
          setTimeout(resolve, 200);
        });
      }
    };

    const stopped: number[] = [];
    const tasked: number[] = [];
    const appended: number[] = [];
    for (const [i, p] of people.entries()) {
      // A pause between replies, as in life: the watcher is back in IDLE when the next one lands.
      await new Promise((r) => setTimeout(r, 300));
      const t0 = performance.now();
      await dovecot.append('bench-rep', replyMessage({ from: p.email, fromName: p.name, inReplyTo: p.messageId, references: [p.messageId] }));
      appended.push(performance.now() - t0);
      const tStop = await waitFor((e) => e.type === 'enrollment.updated' && (e as EventEnvelope<'enrollment.updated'>).payload.enrollment.id === p.enrollmentId && (e as EventEnvelope<'enrollment.updated'>).payload.enrollment.status === 'stopped');
      const tTask = await waitFor((e) => e.type === 'task.created' && (e as EventEnvelope<'task.created'>).payload.task.contactId === p.contactId);
      stopped.push(tStop - t0);
      tasked.push(tTask - t0);
      if ((i + 1) % 5 === 0) log(`reply-detection: ${i + 1}/${REPLIES}, last ${fmt(tStop - t0, 0)} ms`);
    }
    const s = sortNumbers(stopped);
    const t = sortNumbers(tasked);
    const a = sortNumbers(appended);
    const row = (label: string, xs: number[]) => [label, fmt(percentile(xs, 50), 0), fmt(percentile(xs, 95), 0), fmt(xs.at(-1) ?? NaN, 0)];
    log(`reply-detection: stopped p50 ${fmt(percentile(s, 50), 0)} ms, p95 ${fmt(percentile(s, 95), 0)} ms; task p95 ${fmt(percentile(t, 95), 0)} ms`);
    return [
      '## Reply detection (issue 21)',
      '',
      `Measured ${machineLine(machine())}. Embedded PGlite in memory, \`LOG_LEVEL=silent\`; Dovecot ${dovecot.version} on 127.0.0.1`,
      `(the tests' throw-away instance); the server's own reply watcher on the rep's INBOX (IMAP IDLE). ${REPLIES} replies, one at`,
      'a time, each APPENDed over IMAP by another client with `In-Reply-To` of a sequence email; timed from the start of the',
      'APPEND to the events arriving on a socket of the owner (one tab).',
      '',
      table(['from APPEND to', 'p50 ms', 'p95 ms', 'max ms'], [row('APPEND answered', a), row("'enrollment.updated' (stopped, replied)", s), row("'task.created' (Reply from …)", t)]),
      '',
      table(['target', 'measured', 'met'], [['reply detection p95 < 5 s with IDLE (APPEND → sequence stopped and task in the tab)', `${fmt(Math.max(percentile(s, 95), percentile(t, 95)), 0)} ms`, pass(Math.max(percentile(s, 95), percentile(t, 95)) < TARGET_MS)]]),
    ].join('\n');
  } finally {
    socket?.close();
    await server.close();
    await dovecot.stop();
  }
}
