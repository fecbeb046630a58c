// docs/product.md#sending: the rep's own mailbox, checked with a real login on save, and "Send
// now" through a real SMTP server (smtp-server), read back with mailparser.
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_MESSAGES } from '../../contracts/mail.js';
import type { RunningServer } from '../../server/app.js';
import { mailboxes, outboundEmails } from '../../server/db/schema/index.js';
import { sendOutbound } from '../../server/mail/index.js';
import { startTestServer } from '../helpers/server.js';
import { signUp } from '../helpers/client.js';
import { connectSocket, type TestSocket } from '../helpers/socket.js';
import { memberOf } from '../helpers/team.js';
import { connectMailbox, eventually, prospect, writtenMessage } from '../helpers/mail.js';
import { startSmtpTestServer, type SmtpTestServer } from '../fixtures/smtp-server.js';
import { startDovecot, type Dovecot } from '../helpers/dovecot.js';

let server: RunningServer;
let smtp: SmtpTestServer;
let dovecot: Dovecot;
let rep: Awaited<ReturnType<typeof signUp>>;
let repSocket: TestSocket;
let liar: Server;

const who = () => ({ userId: rep.user.id, workspaceId: rep.user.workspaceId });
const emailRow = async (id: string) => (await server.app.db.select().from(outboundEmails).where(eq(outboundEmails.id, id)))[0]!;

beforeAll(async () => {
  smtp = await startSmtpTestServer({ rita: 'app-password-1', other: 'other-password' });
  dovecot = await startDovecot();
  await dovecot.addUser('rita', 'imap-password-1');
  server = await startTestServer({ replyWatchers: false });
  rep = await signUp(server.url, 'Rita Rep');
  repSocket = await connectSocket(server.url, rep.client.cookieHeader);
  // A server that answers, but not in SMTP.
  liar = createServer((socket) => socket.end('HTTP/1.1 400 Bad Request\r\n\r\n'));
  await new Promise<void>((r) => liar.listen(0, '127.0.0.1', r));
}, 120_000);

afterAll(async () => {
  repSocket?.close();
  await server?.close();
  await smtp?.close();
  await dovecot?.stop();
  await new Promise((r) => liar?.close(r));
});

const base = (extra: Record<string, unknown> = {}) => ({
  fromName: 'Rita Rep',
  fromEmail: 'rita@promo.example',
  smtpHost: smtp.host,
  smtpPort: smtp.port,
  smtpSecurity: 'none',
  smtpUser: 'rita',
  smtpPassword: 'app-password-1',
  ...extra,
});

describe('connecting a mailbox', () => {
  it('says there is none at first', async () => {
    const res = await rep.client.get('/api/mailbox');
    expect(res.status).toBe(200);
    expect(res.body.mailbox).toMatchObject({ connected: false, hasSmtpPassword: false });
  });

  it('refuses a wrong password, an unreachable host, a TLS mismatch and a server that is not SMTP, each with its message, and saves nothing', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const s = createServer();
      s.listen(0, '127.0.0.1', () => {
        const { port } = s.address() as AddressInfo;
        s.close(() => resolve(port));
      });
    });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ smtpPassword: 'wrong' }, 'smtpPassword', MAIL_MESSAGES.smtpAuth],
      [{ smtpPort: closedPort }, 'smtpHost', MAIL_MESSAGES.unreachable('SMTP', '127.0.0.1')],
      [{ smtpSecurity: 'tls' }, 'smtpHost', MAIL_MESSAGES.tls('SMTP')],
      [{ smtpPort: (liar.address() as AddressInfo).port }, 'smtpHost', 'The SMTP server 127.0.0.1 refused the connection'],
    ];
    for (const [extra, path, message] of cases) {
      const res = await rep.client.put('/api/mailbox', base(extra));
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.error.details[0].path).toBe(path);
      expect(res.body.error.details[0].message).toContain(message);
    }
    expect((await rep.client.get('/api/mailbox')).body.mailbox.connected).toBe(false);
  }, 60_000);

  it('checks IMAP with a real login (Dovecot) and keeps both passwords encrypted and write-only', async () => {
    const imap = { imapHost: dovecot.host, imapPort: dovecot.port, imapSecurity: 'none', imapUser: 'rita' };
    const wrong = await rep.client.put('/api/mailbox', base({ ...imap, imapPassword: 'nope' }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details).toEqual([{ path: 'imapPassword', message: MAIL_MESSAGES.imapAuth }]);

    const ok = await rep.client.put('/api/mailbox', base({ ...imap, imapPassword: 'imap-password-1', signature: 'Rita Rep\nPromo Partners' }));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.mailbox).toMatchObject({ connected: true, status: 'ok', hasSmtpPassword: true, hasImapPassword: true, imapHost: dovecot.host });
    expect(JSON.stringify(ok.body)).not.toContain('app-password-1');
    const [row] = await server.app.db.select().from(mailboxes).where(eq(mailboxes.userId, rep.user.id));
    expect(row!.smtpPassword).not.toContain('app-password-1');
    expect(row!.imapPassword).not.toContain('imap-password-1');
    await repSocket.waitFor((e) => e.type === 'mailbox.updated');

    // Saved again without passwords: the stored ones are kept (and checked again).
    const again = await rep.client.put('/api/mailbox', { ...base({ ...imap, dailyCap: 50 }), smtpPassword: undefined });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.mailbox.dailyCap).toBe(50);
    await connectMailbox(rep.client, smtp, 'rita', 'app-password-1', { fromEmail: 'rita@promo.example' });
  }, 60_000);

  it('refuses header injection in the From name', async () => {
    const res = await rep.client.put('/api/mailbox', base({ fromName: 'Rita\r\nBcc: thief@evil.example' }));
    expect(res.status).toBe(400);
  });
});

describe('send now', () => {
  it('sends from the rep’s mailbox with their signature and a Message-ID the app keeps, live and on the timeline', async () => {
    const { contact, company } = await prospect(rep.client, { email: 'ana@acme.example' });
    const message = await writtenMessage(server, who(), contact);
    const res = await rep.client.post(`/api/messages/${message.id}/send`, { subject: 'Onboarding kits for Acme', body: 'Hi Ana,\n\nThree ideas for your new starters.' });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body.email.status).toBe('queued');
    const sent = await repSocket.waitFor((e) => e.type === 'email.updated' && (e.payload as { email: { id: string; status: string } }).email.id === res.body.email.id && (e.payload as { email: { status: string } }).email.status === 'sent', 15_000);
    expect(sent).toBeTruthy();
    const [mail] = smtp.to('ana@acme.example');
    expect(mail!.parsed.from?.value[0]).toMatchObject({ name: 'Rita Rep', address: 'rita@promo.example' });
    expect(mail!.parsed.subject).toBe('Onboarding kits for Acme');
    expect(mail!.parsed.text).toContain('Three ideas for your new starters.');
    expect(mail!.parsed.text).toContain('-- \nRita Rep\nPromo Partners');
    // One-off emails carry no unsubscribe header (sequence emails do) and no tracking.
    expect(mail!.parsed.headers.has('list-unsubscribe')).toBe(false);
    expect(mail!.parsed.html).toBeFalsy();
    const row = await emailRow(res.body.email.id);
    expect(mail!.parsed.messageId).toBe(`<${row.messageIdHeader}>`);
    expect(row.status).toBe('sent');
    const timeline = await rep.client.get(`/api/companies/${company.id}/timeline`);
    expect(JSON.stringify(timeline.body)).toContain('Email sent to Ana Núñez: Onboarding kits for Acme');
  }, 30_000);

  it('keeps CR/LF in a contact’s name out of the headers (no injected recipients)', async () => {
    const { contact } = await prospect(rep.client, { email: 'bob@acme.example', firstName: 'Bob', lastName: 'Smith' });
    await server.app.db.execute(sql`update contacts set last_name = ${'Smith\r\nBcc: thief@evil.example'} where id = ${contact.id}`);
    const message = await writtenMessage(server, who(), contact);
    const res = await rep.client.post(`/api/messages/${message.id}/send`, { subject: 'Hello', body: 'Hi Bob' });
    expect(res.status).toBe(202);
    await eventually(() => emailRow(res.body.email.id), (r) => r.status === 'sent');
    const [mail] = smtp.to('bob@acme.example');
    expect(mail!.to).toEqual(['bob@acme.example']);
    expect(mail!.parsed.headers.has('bcc')).toBe(false);
    expect(smtp.to('thief@evil.example')).toHaveLength(0);
  }, 30_000);

  it('refuses a subject with a line break, a 10 MB body and a LinkedIn message with clear errors', async () => {
    const { contact } = await prospect(rep.client);
    const message = await writtenMessage(server, who(), contact);
    const crlf = await rep.client.post(`/api/messages/${message.id}/send`, { subject: 'Hi\r\nBcc: x@y.example', body: 'x' });
    expect(crlf.status).toBe(400);
    const huge = await rep.client.post(`/api/messages/${message.id}/send`, { subject: 'Hi', body: 'x'.repeat(10 * 1024 * 1024) });
    expect([400, 413]).toContain(huge.status);
    await server.app.db.execute(sql`update generated_messages set message_type = 'connection_request' where id = ${message.id}`);
    const linkedin = await rep.client.post(`/api/messages/${message.id}/send`, { subject: 'Hi', body: 'x' });
    expect(linkedin.status).toBe(400);
    expect(linkedin.body.error.message).toContain('LinkedIn');
  });

  it('retries a temporary refusal (451) with back-off and sends once', async () => {
    const { contact } = await prospect(rep.client, { email: 'temp@acme.example' });
    const message = await writtenMessage(server, who(), contact);
    smtp.failNext(1, 451);
    const res = await rep.client.post(`/api/messages/${message.id}/send`, { subject: 'Try again', body: 'Hello' });
    await eventually(() => emailRow(res.body.email.id), (r) => r.attempts === 1 && r.status === 'queued' && Boolean(r.error));
    // The job waits 30 s before its retry: bring the retry forward.
    await eventually(
      async () => (await server.app.database.pool.query(`update agenda_jobs set next_run_at = now() where name = 'email.send' and data->>'emailId' = $1 and fail_count = 1 returning id`, [res.body.email.id])).rowCount,
      (n) => n === 1,
    );
    await eventually(() => emailRow(res.body.email.id), (r) => r.status === 'sent');
    expect(smtp.to('temp@acme.example')).toHaveLength(1);
  }, 30_000);

  it('a recipient refused for good (550 5.1.1) fails the email and puts the address on the do-not-email list', async () => {
    const { contact } = await prospect(rep.client, { email: 'gone@acme.example' });
    smtp.refuseRecipient('gone@acme.example');
    const message = await writtenMessage(server, who(), contact);
    const res = await rep.client.post(`/api/messages/${message.id}/send`, { subject: 'Hello', body: 'Hello' });
    const failed = await eventually(() => emailRow(res.body.email.id), (r) => r.status === 'failed');
    expect(failed.error).toMatch(/5\.1\.1|refused/);
    const again = await rep.client.post(`/api/messages/${message.id}/send`, { subject: 'Hello', body: 'Hello' });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(MAIL_MESSAGES.suppressed);
  }, 30_000);

  it('sends a proposal as a new client link with its PDF attached, and a presentation as its link', async () => {
    const { contact, company } = await prospect(rep.client, { email: 'linked@acme.example' });
    const proposal = (await rep.client.post('/api/proposals', { title: 'Spring onboarding kits', companyId: company.id })).body.proposal;
    const message = await writtenMessage(server, who(), contact);
    const res = await rep.client.post(`/api/messages/${message.id}/send`, { subject: 'Your proposal', body: 'Hi Ana, here it is.', link: { kind: 'proposal', id: proposal.id, attachPdf: true } });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body.email.link).toEqual({ kind: 'proposal', id: proposal.id, title: 'Spring onboarding kits', attachPdf: true });
    await eventually(() => emailRow(res.body.email.id), (r) => r.status === 'sent');
    const [mail] = smtp.to('linked@acme.example');
    const url = new RegExp(`Proposal: Spring onboarding kits\\n(${server.app.config.appOrigin}/p/[\\w-]{43})`).exec(mail!.parsed.text ?? '')?.[1];
    expect(url).toBeTruthy();
    // The link works for the client, without an account.
    const token = url!.split('/p/')[1];
    expect((await fetch(`${server.url}/api/public/proposals/${token}`)).status).toBe(200);
    expect(mail!.parsed.attachments).toHaveLength(1);
    expect(mail!.parsed.attachments[0]).toMatchObject({ contentType: 'application/pdf', filename: 'Spring-onboarding-kits.pdf' });
    expect(mail!.parsed.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');

    const deck = (await rep.client.post('/api/presentations', { title: 'Ideas for Acme' })).body.presentation;
    const withDeck = await rep.client.post(`/api/messages/${message.id}/send`, { subject: 'Ideas', body: 'Hi Ana', link: { kind: 'presentation', id: deck.id } });
    expect(withDeck.status, JSON.stringify(withDeck.body)).toBe(202);
    await eventually(() => emailRow(withDeck.body.email.id), (r) => r.status === 'sent');
    expect(smtp.to('linked@acme.example')[1]!.parsed.text).toMatch(new RegExp(`Presentation: Ideas for Acme\\n${server.app.config.appOrigin}/deck/`));
    // Another workspace's proposal, or a PDF of a presentation, is refused.
    const other = await signUp(server.url, 'Olga Other');
    const theirs = (await other.client.post('/api/proposals', { title: 'Theirs' })).body.proposal;
    expect((await rep.client.post(`/api/messages/${message.id}/send`, { subject: 'x', body: 'y', link: { kind: 'proposal', id: theirs.id } })).status).toBe(400);
    expect((await rep.client.post(`/api/messages/${message.id}/send`, { subject: 'x', body: 'y', link: { kind: 'presentation', id: deck.id, attachPdf: true } })).status).toBe(400);
  }, 60_000);

  it('past the mailbox’s daily cap an email waits for the next business day’s window', async () => {
    await connectMailbox(rep.client, smtp, 'rita', 'app-password-1', { fromEmail: 'rita@promo.example', dailyCap: 1 });
    try {
      const { contact } = await prospect(rep.client, { email: 'capped@acme.example' });
      const message = await writtenMessage(server, who(), contact);
      const res = await rep.client.post(`/api/messages/${message.id}/send`, { subject: 'Capped', body: 'Tomorrow' });
      const row = await eventually(() => emailRow(res.body.email.id), (r) => r.status === 'queued' && r.attempts === 1);
      expect(row.sentAt).toBeNull();
      // The attempt that found the cap spent writes the email row, then queues the next day's job, then is marked
      // finished (on a busy machine the test saw both jobs, and once the running attempt alone, before the next was
      // queued): then one job is left, not running, for the next business day.
      const pending = () =>
        server.app.database.pool.query(`select next_run_at, locked_at from agenda_jobs where name = 'email.send' and data->>'emailId' = $1 and last_finished_at is null`, [res.body.email.id]);
      const { rows } = await eventually(pending, (r) => r.rows.length === 1 && r.rows[0].locked_at === null);
      expect(new Date(rows[0].next_run_at).getTime()).toBeGreaterThan(Date.now() + 3600_000);
      expect(smtp.to('capped@acme.example')).toHaveLength(0);
    } finally {
      await connectMailbox(rep.client, smtp, 'rita', 'app-password-1', { fromEmail: 'rita@promo.example', dailyCap: 200 });
    }
  }, 30_000);

  it('two workers racing for the same email send it once', async () => {
    const { contact } = await prospect(rep.client, { email: 'race@acme.example' });
    const message = await writtenMessage(server, who(), contact);
    const [row] = await server.app.db
      .insert(outboundEmails)
      .values({ workspaceId: rep.user.workspaceId, userId: rep.user.id, contactId: contact.id, companyId: contact.companyId, messageId: message.id, toEmail: 'race@acme.example', subject: 'Race', body: 'Once', messageIdHeader: `race-${Date.now()}@promo.example` })
      .returning();
    const job = { workspaceId: rep.user.workspaceId, emailId: row!.id };
    const outcomes = await Promise.all([sendOutbound(server.app, job, async () => null), sendOutbound(server.app, job, async () => null)]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['sent', 'skipped']);
    expect(smtp.to('race@acme.example')).toHaveLength(1);
  }, 30_000);

  it('a password that stops working marks the mailbox failing, tells the rep, holds the email, and sends it once the password is saved again', async () => {
    const { contact } = await prospect(rep.client, { email: 'held@acme.example' });
    smtp.setPassword('rita', 'rotated-password');
    const message = await writtenMessage(server, who(), contact);
    const res = await rep.client.post(`/api/messages/${message.id}/send`, { subject: 'Held', body: 'Hello' });
    await repSocket.waitFor((e) => e.type === 'mailbox.updated' && (e.payload as { mailbox: { status: string } | null }).mailbox?.status === 'failing', 15_000);
    expect((await rep.client.get('/api/mailbox')).body.mailbox).toMatchObject({ status: 'failing', statusMessage: MAIL_MESSAGES.failing });
    expect((await emailRow(res.body.email.id)).status).toBe('queued');
    // Sending anything else is refused with the reason until it is fixed.
    const blocked = await rep.client.post(`/api/messages/${message.id}/send`, { subject: 'Held', body: 'Hello' });
    expect(blocked.body.error.message).toBe(MAIL_MESSAGES.failing);
    await connectMailbox(rep.client, smtp, 'rita', 'rotated-password', { fromEmail: 'rita@promo.example' });
    await eventually(() => emailRow(res.body.email.id), (r) => r.status === 'sent');
    expect(smtp.to('held@acme.example')).toHaveLength(1);
  }, 30_000);
});

describe('the workspace’s shared relay', () => {
  it('is checked with a real login when saved, and sends for a rep without a mailbox of their own, replies going to the rep', async () => {
    const owner = await signUp(server.url, 'Rhea Relay');
    const relay = (password: string) => `smtp://other:${password}@${smtp.host}:${smtp.port}/?tls=none`;
    const base = { postalAddress: '1 Main St', timeZone: 'UTC', windowStart: 540, windowEnd: 1020 };
    const wrong = await owner.client.put('/api/settings/sending', { ...base, relayUrl: relay('nope'), relayFrom: 'team@relay.example' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details[0]).toEqual({ path: 'relayUrl', message: MAIL_MESSAGES.smtpAuth });
    const saved = await owner.client.put('/api/settings/sending', { ...base, relayUrl: relay('other-password'), relayFrom: 'team@relay.example' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.settings).toMatchObject({ hasRelay: true, relayFrom: 'team@relay.example' });
    expect(JSON.stringify(saved.body)).not.toContain('other-password');
    // The From address alone can change; the relay is kept.
    const from = await owner.client.put('/api/settings/sending', { ...base, relayFrom: 'sales@relay.example' });
    expect(from.body.settings).toMatchObject({ hasRelay: true, relayFrom: 'sales@relay.example' });

    const member = await memberOf(server, owner.user.workspaceId, 'member', 'Milo Member');
    const { contact } = await prospect(member.client, { email: 'relayed@acme.example' });
    const message = await writtenMessage(server, { userId: member.user.id, workspaceId: owner.user.workspaceId }, contact);
    const res = await member.client.post(`/api/messages/${message.id}/send`, { subject: 'Via the relay', body: 'Hello' });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    await eventually(() => emailRow(res.body.email.id), (r) => r.status === 'sent');
    const [mail] = smtp.to('relayed@acme.example');
    expect(mail!.parsed.from?.value[0]).toMatchObject({ name: 'Milo Member', address: 'sales@relay.example' });
    expect(mail!.parsed.replyTo?.value[0]?.address).toBe(member.email);
  }, 30_000);
});

describe('who may send', () => {
  it('another workspace cannot send, see or approve the rep’s emails; a viewer cannot send', async () => {
    const other = await signUp(server.url, 'Otto Other');
    const { contact } = await prospect(rep.client);
    const message = await writtenMessage(server, who(), contact);
    expect((await other.client.post(`/api/messages/${message.id}/send`, { subject: 'x', body: 'y' })).status).toBe(404);
    const feed = await other.client.get(`/api/emails?contactId=${contact.id}`);
    expect(feed.body).toEqual({ sent: [], received: [] });
    const [anyEmail] = await server.app.db.select().from(outboundEmails).where(eq(outboundEmails.workspaceId, rep.user.workspaceId)).limit(1);
    expect((await other.client.post(`/api/emails/${anyEmail!.id}/approve`, {})).status).toBe(404);
    const viewer = await memberOf(server, rep.user.workspaceId, 'viewer');
    expect((await viewer.client.post(`/api/messages/${message.id}/send`, { subject: 'x', body: 'y' })).status).toBe(403);
    expect((await viewer.client.put('/api/mailbox', base())).status).toBe(403);
  }, 30_000);
});
