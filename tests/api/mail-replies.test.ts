import { randomUUID } from 'node:crypto';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventEnvelope } from '../../contracts/events.js';
import { MAIL_MESSAGES } from '../../contracts/mail.js';
import type { RunningServer } from '../../server/app.js';
import {
  buyerSignalAlerts,
  companies,
  contacts,
  emailSuppressions,
  inboundEmails,
  mailboxes,
  outboundEmails,
  sequenceEnrollments,
  sequences,
  tasks,
} from '../../server/db/schema/index.js';
import { sealPassword } from '../../server/mail/credentials.js';
import type { ReplyWatchers } from '../../server/mail/replies/watchers.js';
import { signUp, type ApiClient } from '../helpers/client.js';
import { startDovecot, type Dovecot } from '../helpers/dovecot.js';
import { startTestServer } from '../helpers/server.js';
import { connectSocket, type TestSocket } from '../helpers/socket.js';
import { autoReplyMessage, dsnMessage, hugeReplyMessage, newMessageId, outOfOfficeMessage, replyMessage } from '../fixtures/mail-messages.js';

/**
 * Reading replies over IMAP (issue 21): a real Dovecot holds the messages each test APPENDs, and
 * the server's own reply watchers (server/mail/replies/watcher.ts, started by startServer) read
 * them — IMAP → watcher → database and live events. Rows the path does not test (mailboxes,
 * contacts, enrolments, our sent emails) are written directly.
 */

let dovecot: Dovecot;
let server: RunningServer;
let watchers: ReplyWatchers;

/** IMAP accounts made up front (Dovecot takes up to a second to see a new one): one per rep. */
const accounts = Array.from({ length: 16 }, () => ({ name: `rep-${randomUUID().slice(0, 8)}`, password: `pw-${randomUUID().slice(0, 8)}` }));

beforeAll(async () => {
  dovecot = await startDovecot();
  await dovecot.addUsers(accounts);
  server = await startTestServer();
  watchers = server.replyWatchers!;
  expect(watchers, 'the server runs reply watchers in a process that runs jobs').toBeDefined();
});
afterAll(async () => {
  await server?.close();
  await dovecot?.stop();
});

type Rep = { client: ApiClient; userId: string; workspaceId: string; imapUser: string; imapPassword: string; mailboxId: string; socket: TestSocket };
const sockets: TestSocket[] = [];
afterAll(() => sockets.forEach((s) => s.close()));

/** A rep with their own workspace (or joining one) and a mailbox on Dovecot that the watchers read. */
async function newRep(name = 'Rita Rep', imap: { host?: string; port?: number; security?: 'none' | 'tls' | 'starttls'; wait?: boolean } = {}): Promise<Rep> {
  const s = await signUp(server.url, name);
  const account = accounts.pop();
  if (!account) throw new Error('add IMAP accounts for the new test');
  const { name: imapUser, password: imapPassword } = account;
  const [box] = await server.app.db
    .insert(mailboxes)
    .values({
      workspaceId: s.user.workspaceId,
      userId: s.user.id,
      fromName: name,
      fromEmail: `${imapUser}@swag.example`,
      smtpHost: 'smtp.swag.example',
      smtpPort: 587,
      smtpSecurity: 'starttls',
      smtpUser: imapUser,
      smtpPassword: sealPassword(server.app, s.user.id, 'smtp', imapPassword),
      imapHost: imap.host ?? dovecot.host,
      imapPort: imap.port ?? dovecot.port,
      imapSecurity: imap.security ?? 'none',
      imapUser,
      imapPassword: sealPassword(server.app, s.user.id, 'imap', imapPassword),
    })
    .returning();
  const socket = await connectSocket(server.url, s.client.cookieHeader);
  sockets.push(socket);
  // What saving a mailbox does (server/mail/watch-registry.ts), then wait until it reads the INBOX.
  await watchers.refresh(box.id);
  if (imap.wait !== false) expect(await watchers.checkNow(box.id)).toBe(true);
  return { client: s.client, userId: s.user.id, workspaceId: s.user.workspaceId, imapUser, imapPassword, mailboxId: box.id, socket };
}

type Enrolled = { contactId: string; companyId: string; enrollmentId: string; alertId: string; outboundId: string; messageId: string; email: string };

/** A contact of the rep's at a company, enrolled (from an alert) in a sequence whose first email went out. */
async function enrolledContact(rep: Rep, first = 'Ana', last = 'Núñez', email = `ana-${randomUUID().slice(0, 8)}@client.example`): Promise<Enrolled> {
  const db = server.app.db;
  const workspaceId = rep.workspaceId;
  const tag = randomUUID().slice(0, 6);
  const [company] = await db.insert(companies).values({ workspaceId, name: `Client ${tag}`, domain: `client-${tag}.example` }).returning();
  const [contact] = await db.insert(contacts).values({ workspaceId, companyId: company.id, firstName: first, lastName: last, email }).returning();
  const [alert] = await db.insert(buyerSignalAlerts).values({ workspaceId, companyId: company.id, signalKey: randomUUID(), signalType: 'Funding', summary: 'Raised a Series B' }).returning();
  const [seq] = await db
    .insert(sequences)
    .values({ workspaceId, createdBy: rep.userId, name: 'Offsite outreach', steps: [{ kind: 'email', delayDays: 0 }, { kind: 'follow_up', delayDays: 3 }] })
    .returning();
  const [enrollment] = await db
    .insert(sequenceEnrollments)
    .values({ workspaceId, sequenceId: seq.id, contactId: contact.id, ownerId: rep.userId, alertId: alert.id, status: 'active', nextStep: 1 })
    .returning();
  const messageId = newMessageId('swag.example');
  const [outbound] = await db
    .insert(outboundEmails)
    .values({
      workspaceId,
      userId: rep.userId,
      contactId: contact.id,
      companyId: company.id,
      enrollmentId: enrollment.id,
      stepIndex: 0,
      toEmail: email,
      toName: `${first} ${last}`,
      subject: 'Branded mugs for your offsite',
      body: 'Hi Ana, would branded mugs help with the offsite?',
      messageIdHeader: messageId,
      status: 'sent',
      sentAt: new Date(),
    })
    .returning();
  return { contactId: contact.id, companyId: company.id, enrollmentId: enrollment.id, alertId: alert.id, outboundId: outbound.id, messageId, email };
}

const enrollmentOf = async (id: string) => (await server.app.db.select().from(sequenceEnrollments).where(eq(sequenceEnrollments.id, id)))[0];
const inboundOf = (mailboxId: string) => server.app.db.select().from(inboundEmails).where(eq(inboundEmails.mailboxId, mailboxId));
const tasksOfContact = (contactId: string) => server.app.db.select().from(tasks).where(eq(tasks.contactId, contactId));

type Received = EventEnvelope<'email.received'>;
const received = (rep: Rep, pred: (e: Received) => boolean = () => true) =>
  rep.socket.waitFor((e) => e.type === 'email.received' && pred(e as Received), 10_000) as Promise<Received>;
const enrollmentEvent = (rep: Rep, enrollmentId: string, status: string) =>
  rep.socket.waitFor((e) => e.type === 'enrollment.updated' && (e as EventEnvelope<'enrollment.updated'>).payload.enrollment.id === enrollmentId && (e as EventEnvelope<'enrollment.updated'>).payload.enrollment.status === status, 10_000) as Promise<
    EventEnvelope<'enrollment.updated'>
  >;

describe('a reply over IMAP stops the sequence', () => {
  it('matched by In-Reply-To: stored, the sequence stopped as replied, the alert handled, a task for the owner — live on the owner’s socket', async () => {
    const rep = await newRep();
    const ana = await enrolledContact(rep);
    const started = Date.now();
    await dovecot.append(rep.imapUser, replyMessage({ from: ana.email, fromName: 'Ana Núñez', inReplyTo: ana.messageId, references: [ana.messageId] }));

    const stopped = await enrollmentEvent(rep, ana.enrollmentId, 'stopped');
    expect(stopped.payload.enrollment).toMatchObject({ contactId: ana.contactId, stopReason: 'replied' });
    const email = await received(rep);
    expect(email.payload).toMatchObject({ summary: 'Reply from Ana Núñez', email: { kind: 'reply', contactId: ana.contactId, companyId: ana.companyId, text: 'Sounds good, can you send a quote for 200 mugs?' } });
    const task = await rep.socket.waitFor((e) => e.type === 'task.created' && (e as EventEnvelope<'task.created'>).payload.task.contactId === ana.contactId);
    expect((task as EventEnvelope<'task.created'>).payload.task).toMatchObject({ title: 'Reply from Ana Núñez', ownerId: rep.userId, source: 'reply', companyId: ana.companyId, status: 'open', dueHasTime: true });
    const alert = await rep.socket.waitFor((e) => e.type === 'alert.updated' && (e as EventEnvelope<'alert.updated'>).payload.alert.id === ana.alertId);
    expect((alert as EventEnvelope<'alert.updated'>).payload.alert.isRead).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);

    expect(await enrollmentOf(ana.enrollmentId)).toMatchObject({ status: 'stopped', stopReason: 'replied', jobId: null });
    const [row] = await inboundOf(rep.mailboxId);
    expect(row).toMatchObject({ kind: 'reply', contactId: ana.contactId, outboundId: ana.outboundId, workspaceId: rep.workspaceId });
    expect((await server.app.db.select().from(buyerSignalAlerts).where(eq(buyerSignalAlerts.id, ana.alertId)))[0].isRead).toBe(true);
    expect(await tasksOfContact(ana.contactId)).toHaveLength(1);
  });

  it('matched by sender when the reply carries no In-Reply-To (a new email from the contact)', async () => {
    const rep = await newRep();
    const ana = await enrolledContact(rep, 'Ana', 'Núñez');
    await dovecot.append(rep.imapUser, replyMessage({ from: ana.email.toUpperCase(), subject: 'Quick question about mugs', body: 'Do you also do tote bags?' }));
    expect((await enrollmentEvent(rep, ana.enrollmentId, 'stopped')).payload.enrollment.stopReason).toBe('replied');
    expect((await inboundOf(rep.mailboxId))[0]).toMatchObject({ kind: 'reply', contactId: ana.contactId, text: 'Do you also do tote bags?' });
  });

  it('an auto-reply (Auto-Submitted: auto-replied) and an out-of-office subject are stored and stop nothing', async () => {
    const rep = await newRep();
    const ana = await enrolledContact(rep);
    await dovecot.append(rep.imapUser, autoReplyMessage({ from: ana.email, inReplyTo: ana.messageId }));
    expect((await received(rep)).payload).toMatchObject({ summary: 'Automatic reply from Ana Núñez', email: { kind: 'auto_reply' } });
    await dovecot.append(rep.imapUser, outOfOfficeMessage({ from: ana.email, inReplyTo: ana.messageId, subjectPrefix: 'Abwesenheitsnotiz' }));
    await received(rep, (e) => e.payload.email.subject.startsWith('Abwesenheitsnotiz'));

    expect((await inboundOf(rep.mailboxId)).map((r) => r.kind)).toEqual(['auto_reply', 'auto_reply']);
    expect(await enrollmentOf(ana.enrollmentId)).toMatchObject({ status: 'active', stopReason: null });
    expect(await tasksOfContact(ana.contactId)).toEqual([]);
    expect((await server.app.db.select().from(buyerSignalAlerts).where(eq(buyerSignalAlerts.id, ana.alertId)))[0].isRead).toBe(false);
    expect(rep.socket.events.filter((e) => e.type === 'enrollment.updated' || e.type === 'task.created')).toEqual([]);
  });

  it('a bounce (RFC 3464 DSN) suppresses the address and stops the sequence as bounced; no task', async () => {
    const rep = await newRep();
    const ana = await enrolledContact(rep);
    await dovecot.append(rep.imapUser, dsnMessage({ recipient: ana.email, originalMessageId: ana.messageId }));
    expect((await enrollmentEvent(rep, ana.enrollmentId, 'stopped')).payload.enrollment.stopReason).toBe('bounced');
    expect((await received(rep)).payload).toMatchObject({ summary: `Email to ${ana.email} bounced`, email: { kind: 'bounce', contactId: ana.contactId } });
    const suppressed = await server.app.db
      .select()
      .from(emailSuppressions)
      .where(and(eq(emailSuppressions.workspaceId, rep.workspaceId), eq(emailSuppressions.email, ana.email)));
    expect(suppressed).toMatchObject([{ reason: 'bounced' }]);
    expect(await tasksOfContact(ana.contactId)).toEqual([]);
  });

  it('ignores a stranger’s mail, and stores a message seen twice once', async () => {
    const rep = await newRep();
    const ana = await enrolledContact(rep);
    await dovecot.append(rep.imapUser, replyMessage({ from: 'stranger@elsewhere.example', subject: 'Cheap SEO services' }));
    const twice = replyMessage({ from: ana.email, inReplyTo: ana.messageId, messageId: newMessageId() });
    await dovecot.append(rep.imapUser, twice);
    await dovecot.append(rep.imapUser, twice);
    // A later message is the barrier: messages are read in UID order.
    await dovecot.append(rep.imapUser, autoReplyMessage({ from: ana.email, inReplyTo: ana.messageId, subject: 'barrier' }));
    await received(rep, (e) => e.payload.email.subject === 'barrier');

    const rows = await inboundOf(rep.mailboxId);
    expect(rows.map((r) => r.kind).sort()).toEqual(['auto_reply', 'reply']);
    expect(rows.some((r) => r.fromEmail === 'stranger@elsewhere.example')).toBe(false);
    expect(rep.socket.events.filter((e) => e.type === 'email.received' && (e as Received).payload.email.kind === 'reply')).toHaveLength(1);
    expect(await tasksOfContact(ana.contactId)).toHaveLength(1);
  });
});

describe('tenancy', () => {
  it('a mailbox of workspace A never touches workspace B’s contacts, whatever the message names', async () => {
    const a = await newRep('Anton A');
    const b = await newRep('Berta B');
    const shared = `shared-${randomUUID().slice(0, 8)}@client.example`;
    const bContact = await enrolledContact(b, 'Bea', 'Bauer', shared);
    // A reply in A's inbox naming B's Message-ID, from the address B wrote to (A never did).
    await dovecot.append(a.imapUser, replyMessage({ from: shared, inReplyTo: bContact.messageId, references: [bContact.messageId] }));
    // A bounce in A's inbox for B's email.
    await dovecot.append(a.imapUser, dsnMessage({ recipient: shared, originalMessageId: bContact.messageId }));
    // Barrier: a message A's watcher does store.
    const aContact = await enrolledContact(a);
    await dovecot.append(a.imapUser, autoReplyMessage({ from: aContact.email, inReplyTo: aContact.messageId }));
    await received(a);

    expect(await enrollmentOf(bContact.enrollmentId)).toMatchObject({ status: 'active' });
    expect(await server.app.db.select().from(inboundEmails).where(eq(inboundEmails.workspaceId, b.workspaceId))).toEqual([]);
    expect(await server.app.db.select().from(emailSuppressions).where(eq(emailSuppressions.workspaceId, b.workspaceId))).toEqual([]);
    expect((await inboundOf(a.mailboxId)).map((r) => r.contactId)).toEqual([aContact.contactId]);
    expect(b.socket.events.filter((e) => e.type === 'email.received' || e.type === 'enrollment.updated')).toEqual([]);
  });
});

describe('bad input', () => {
  it('a 10 MB reply does not block the server: only its start is read, and it still stops the sequence', async () => {
    const rep = await newRep();
    const ana = await enrolledContact(rep);
    const raw = hugeReplyMessage({ from: ana.email, inReplyTo: ana.messageId, megabytes: 10 });
    let worst = 0;
    let probing = true;
    const probe = (async () => {
      while (probing) {
        const t = performance.now();
        expect((await rep.client.get('/api/auth/me')).status).toBe(200);
        worst = Math.max(worst, performance.now() - t);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    await dovecot.append(rep.imapUser, raw);
    await enrollmentEvent(rep, ana.enrollmentId, 'stopped');
    probing = false;
    await probe;
    expect(worst).toBeLessThan(1_000);
    const [row] = await inboundOf(rep.mailboxId);
    expect(row.text).toContain('let us do the mugs');
    expect(row.text.length).toBeLessThanOrEqual(20_000);
  });

  it('an unreachable server, a TLS mismatch and a server that answers nonsense are retried with back-off: nothing fails or pauses', async () => {
    const liar: TcpServer = createTcpServer((socket) => {
      socket.on('error', () => undefined);
      socket.end('HTTP/1.1 400 Bad Request\r\n\r\n');
    });
    await new Promise<void>((r) => liar.listen(0, '127.0.0.1', r));
    const liarPort = (liar.address() as { port: number }).port;
    const closedPort = await new Promise<number>((resolve) => {
      const s = createTcpServer();
      s.listen(0, '127.0.0.1', () => {
        const { port } = s.address() as { port: number };
        s.close(() => resolve(port));
      });
    });
    try {
      const reps = [
        await newRep('Una Unreachable', { port: closedPort, wait: false }),
        await newRep('Tom Tls', { security: 'tls', wait: false }),
        await newRep('Lia Liar', { port: liarPort, wait: false }),
      ];
      const enrolled = await Promise.all(reps.map((r) => enrolledContact(r)));
      const deadline = Date.now() + 10_000;
      const failing = () => watchers.watched().filter((w) => reps.some((r) => r.mailboxId === w.mailboxId) && w.failures > 0);
      while (failing().length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(failing()).toHaveLength(3);
      for (const r of reps) expect((await server.app.db.select().from(mailboxes).where(eq(mailboxes.id, r.mailboxId)))[0].status).toBe('ok');
      for (const e of enrolled) expect((await enrollmentOf(e.enrollmentId)).status).toBe('active');
      // The server still answers.
      expect((await reps[0].client.get('/api/auth/me')).status).toBe(200);
      // Removing them ends their watchers promptly.
      for (const r of reps) await server.app.db.delete(mailboxes).where(eq(mailboxes.id, r.mailboxId));
      const t = performance.now();
      await watchers.refresh();
      expect(performance.now() - t).toBeLessThan(2_000);
      expect(watchers.watched().filter((w) => reps.some((r) => r.mailboxId === w.mailboxId))).toEqual([]);
    } finally {
      await new Promise((r) => liar.close(r));
    }
  });
});

describe('restarts', () => {
  it('do not read old messages again (saved last UID), catch up with what came meanwhile, and start over at UIDNEXT when UIDVALIDITY changes', async () => {
    const rep = await newRep();
    const ana = await enrolledContact(rep);
    await dovecot.append(rep.imapUser, autoReplyMessage({ from: ana.email, inReplyTo: ana.messageId, subject: 'before the restart' }));
    await received(rep, (e) => e.payload.email.subject === 'before the restart');
    // The cursor is saved just after the message is processed (its event may arrive first).
    const deadline = Date.now() + 5_000;
    let [box] = await server.app.db.select().from(mailboxes).where(eq(mailboxes.id, rep.mailboxId));
    while (box.imapLastUid === 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 25));
      [box] = await server.app.db.select().from(mailboxes).where(eq(mailboxes.id, rep.mailboxId));
    }
    expect(box.imapUidValidity).not.toBeNull();
    expect(box.imapLastUid).toBeGreaterThan(0);

    const t = performance.now();
    await watchers.stop();
    expect(performance.now() - t).toBeLessThan(2_000);
    // Were the old message read again, its row would come back.
    await server.app.db.delete(inboundEmails).where(eq(inboundEmails.mailboxId, rep.mailboxId));
    await dovecot.append(rep.imapUser, autoReplyMessage({ from: ana.email, inReplyTo: ana.messageId, subject: 'while stopped' }));
    await watchers.start();
    await watchers.checkNow(rep.mailboxId);
    await received(rep, (e) => e.payload.email.subject === 'while stopped');
    expect((await inboundOf(rep.mailboxId)).map((r) => r.subject)).toEqual(['while stopped']);

    // Another UIDVALIDITY (the server rebuilt the mailbox): start at its UIDNEXT, import nothing old.
    await watchers.stop();
    await server.app.db.update(mailboxes).set({ imapUidValidity: '1' }).where(eq(mailboxes.id, rep.mailboxId));
    await server.app.db.delete(inboundEmails).where(eq(inboundEmails.mailboxId, rep.mailboxId));
    await dovecot.append(rep.imapUser, autoReplyMessage({ from: ana.email, inReplyTo: ana.messageId, subject: 'old under the new UIDVALIDITY' }));
    await watchers.start();
    await watchers.checkNow(rep.mailboxId);
    await dovecot.append(rep.imapUser, autoReplyMessage({ from: ana.email, inReplyTo: ana.messageId, subject: 'after the reset' }));
    await received(rep, (e) => e.payload.email.subject === 'after the reset');
    expect((await inboundOf(rep.mailboxId)).map((r) => r.subject)).toEqual(['after the reset']);
  });
});

// Last: a refused login makes Dovecot slow down the next logins from 127.0.0.1 (its auth penalty).
describe('a mailbox password that stops working', () => {
  it('a password that stops working marks the mailbox failing, tells the rep and pauses their sequences', async () => {
    const rep = await newRep();
    const ana = await enrolledContact(rep);
    const bob = await enrolledContact(rep, 'Bob', 'Berg');
    // The provider revokes the app password and ends the session; the watcher's next login is refused.
    await dovecot.setPassword(rep.imapUser, 'revoked-elsewhere');
    await dovecot.kick(rep.imapUser);

    const told = await rep.socket.waitFor((e) => e.type === 'mailbox.updated' && (e as EventEnvelope<'mailbox.updated'>).payload.mailbox?.status === 'failing', 15_000);
    expect((told as EventEnvelope<'mailbox.updated'>).payload.mailbox).toMatchObject({ status: 'failing', statusMessage: MAIL_MESSAGES.failing });
    await enrollmentEvent(rep, ana.enrollmentId, 'paused');
    await enrollmentEvent(rep, bob.enrollmentId, 'paused');
    expect(await enrollmentOf(ana.enrollmentId)).toMatchObject({ status: 'paused', stopReason: 'mailbox_failing' });
    const [box] = await server.app.db.select().from(mailboxes).where(eq(mailboxes.id, rep.mailboxId));
    expect(box).toMatchObject({ status: 'failing', statusMessage: MAIL_MESSAGES.failing });
    // No watcher keeps knocking with the refused password.
    await watchers.refresh();
    expect(watchers.watched().some((w) => w.mailboxId === rep.mailboxId)).toBe(false);
  });
});
