// docs/product.md#sequences: steps that run as Agenda jobs at their time, emails sent from the
// rep's mailbox in one thread with one-click unsubscribe, LinkedIn and call steps as tasks,
// approval, pause/resume/remove, and the do-not-email list — through a real SMTP server.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEQUENCE_MESSAGES } from '../../contracts/sequences.js';
import { MAIL_MESSAGES } from '../../contracts/mail.js';
import type { RunningServer } from '../../server/app.js';
import { buyerSignalAlerts, emailSuppressions, outboundEmails, sequenceEnrollments, tasks } from '../../server/db/schema/index.js';
import { runStep } from '../../server/mail/index.js';
import { startTestServer } from '../helpers/server.js';
import { signUp } from '../helpers/client.js';
import { connectSocket, type TestSocket } from '../helpers/socket.js';
import { memberOf } from '../helpers/team.js';
import { connectMailbox, eventually, prospect } from '../helpers/mail.js';
import { startSmtpTestServer, type SmtpTestServer } from '../fixtures/smtp-server.js';

// A Tuesday morning in the workspace's time zone (UTC): inside the default 9:00–17:00 window.
const TUESDAY = new Date('2026-12-01T10:00:00Z');

let server: RunningServer;
let smtp: SmtpTestServer;
let rep: Awaited<ReturnType<typeof signUp>>;
let repSocket: TestSocket;

const enrolmentOf = async (contactId: string) =>
  (await server.app.db.select().from(sequenceEnrollments).where(eq(sequenceEnrollments.contactId, contactId)).orderBy(sequenceEnrollments.createdAt)).at(-1)!;
const emailsTo = async (contactId: string) => server.app.db.select().from(outboundEmails).where(eq(outboundEmails.contactId, contactId)).orderBy(outboundEmails.stepIndex);
/** A header as sent (mailparser turns List-* headers into objects). */
const rawHeader = (parsed: { headerLines: ReadonlyArray<{ key: string; line: string }> }, name: string) => {
  const line = parsed.headerLines.find((h) => h.key === name)?.line;
  return line?.slice(line.indexOf(':') + 1).trim().replace(/\r?\n[ \t]+/g, ' ');
};
const jobExists = async (id: string | null) => Boolean(id && (await server.app.database.pool.query(`select 1 from agenda_jobs where id = $1::uuid`, [id])).rowCount);

async function newSequence(body: Record<string, unknown>) {
  const res = await rep.client.post('/api/sequences', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.sequence as { id: string };
}

beforeAll(async () => {
  smtp = await startSmtpTestServer({ rita: 'pw-1' });
  server = await startTestServer({ replyWatchers: false, clockStartsAt: TUESDAY });
  rep = await signUp(server.url, 'Rita Rep');
  // The writers sign with the brand's name (Settings → Company).
  const branding = await rep.client.put('/api/branding', { companyName: 'Promo Partners', brandTone: 'friendly', primaryColor: '#4F46E5', secondaryColor: '#0EA5E9' });
  expect(branding.status, JSON.stringify(branding.body)).toBe(200);
  repSocket = await connectSocket(server.url, rep.client.cookieHeader);
  const settings = await rep.client.put('/api/settings/sending', { postalAddress: 'Promo Partners, 12 Harbour St, Portland ME 04101', timeZone: 'UTC', windowStart: 0, windowEnd: 1440 });
  expect(settings.status, JSON.stringify(settings.body)).toBe(200);
}, 120_000);

afterAll(async () => {
  repSocket?.close();
  await server?.close();
  await smtp?.close();
});

describe('sequences', () => {
  it('refuses bad sequences with clear messages', async () => {
    const cases = [
      { name: '', steps: [{ kind: 'email', delayDays: 0 }] },
      { name: 'x', steps: [] },
      { name: 'x', steps: [{ kind: 'follow_up', delayDays: 0 }] },
      { name: 'x', steps: Array.from({ length: 13 }, () => ({ kind: 'call', delayDays: 1 })) },
      { name: 'x', steps: [{ kind: 'email', delayDays: -1 }] },
      { name: 'x', steps: [{ kind: 'email', delayDays: 0, templateId: '00000000-0000-4000-8000-000000000000' }] },
    ];
    for (const body of cases) expect((await rep.client.post('/api/sequences', body)).status, JSON.stringify(body)).toBe(400);
  });

  it('needs a mailbox before enrolling in a sequence that emails', async () => {
    const seq = await newSequence({ name: 'Needs mail', steps: [{ kind: 'email', delayDays: 0 }] });
    const { contact } = await prospect(rep.client);
    const res = await rep.client.post(`/api/sequences/${seq.id}/enrollments`, { contactIds: [contact.id] });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(SEQUENCE_MESSAGES.needsMailbox);
    await connectMailbox(rep.client, smtp, 'rita', 'pw-1');
  });

  it('needs the workspace’s postal address before enrolling in a sequence that emails (every sequence email carries it)', async () => {
    const other = await signUp(server.url, 'Nadia New');
    await connectMailbox(other.client, smtp, 'rita', 'pw-1');
    const seq = (await other.client.post('/api/sequences', { name: 'No address', steps: [{ kind: 'email', delayDays: 0 }] })).body.sequence;
    const { contact } = await prospect(other.client);
    const res = await other.client.post(`/api/sequences/${seq.id}/enrollments`, { contactIds: [contact.id] });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(MAIL_MESSAGES.needsPostalAddress);
    // A sequence of calls only needs neither.
    const calls = (await other.client.post('/api/sequences', { name: 'Calls', steps: [{ kind: 'call', delayDays: 1 }] })).body.sequence;
    expect((await other.client.post(`/api/sequences/${calls.id}/enrollments`, { contactIds: [contact.id] })).status).toBe(201);
  });

  it('sends step 1 from the rep’s mailbox with one-click unsubscribe and the postal address, then the follow-up in the same thread, then a call task', async () => {
    const seq = await newSequence({
      name: 'Onboarding kits',
      steps: [
        { kind: 'email', delayDays: 0 },
        { kind: 'follow_up', delayDays: 0 },
        { kind: 'call', delayDays: 0, note: 'Ask about the spring hiring class' },
      ],
    });
    const { contact } = await prospect(rep.client, { email: 'ana.seq@acme.example' });
    const res = await rep.client.post(`/api/sequences/${seq.id}/enrollments`, { contactIds: [contact.id] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({ enrolled: 1, skipped: [] });

    await eventually(async () => smtp.to('ana.seq@acme.example').length, (n) => n === 2, 20_000);
    const [first, second] = smtp.to('ana.seq@acme.example').map((m) => m.parsed);
    const stored = await emailsTo(contact.id);
    expect(first!.messageId).toBe(`<${stored[0]!.messageIdHeader}>`);
    expect(rawHeader(first!, 'list-unsubscribe')).toMatch(new RegExp(`^<${server.app.config.appOrigin}/u/[\\w-]{32}>$`));
    expect(rawHeader(first!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(first!.text).toContain('Promo Partners, 12 Harbour St, Portland ME 04101');
    expect(first!.text).toContain('Unsubscribe: http');
    expect(first!.text).toContain('Ana');
    // The follow-up answers the first email in its thread.
    expect(second!.inReplyTo).toBe(first!.messageId);
    expect(second!.references).toEqual(first!.messageId);
    expect(second!.subject).toBe(`Re: ${first!.subject}`);

    const done = await eventually(() => enrolmentOf(contact.id), (e) => e.status === 'finished');
    expect(done.nextStep).toBe(3);
    const [call] = await server.app.db.select().from(tasks).where(and(eq(tasks.contactId, contact.id), eq(tasks.source, 'sequence')));
    expect(call).toMatchObject({ title: 'Call Ana Núñez', ownerId: rep.user.id });
    expect(call!.notes).toContain('Ask about the spring hiring class');
    await repSocket.waitFor((e) => e.type === 'enrollment.updated' && (e.payload as { enrollment: { status: string; contactId: string } }).enrollment.contactId === contact.id && (e.payload as { enrollment: { status: string } }).enrollment.status === 'finished');
  }, 40_000);

  it('holds each email for the rep’s approval when asked to, and sends the approved text', async () => {
    const seq = await newSequence({ name: 'Approved first', requireApproval: true, steps: [{ kind: 'email', delayDays: 0 }] });
    const { contact } = await prospect(rep.client, { email: 'approve@acme.example' });
    await rep.client.post(`/api/sequences/${seq.id}/enrollments`, { contactIds: [contact.id] });
    const [waiting] = await eventually(() => emailsTo(contact.id), (rows) => rows[0]?.status === 'awaiting_approval');
    const [approveTask] = await server.app.db.select().from(tasks).where(eq(tasks.contactId, contact.id));
    expect(approveTask!.title).toBe('Approve the email to Ana Núñez');
    const outbox = await rep.client.get('/api/emails/outbox');
    expect(outbox.body.emails.map((e: { id: string }) => e.id)).toContain(waiting!.id);
    const ok = await rep.client.post(`/api/emails/${waiting!.id}/approve`, { body: 'Hi Ana, edited by Rita.' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    await eventually(async () => smtp.to('approve@acme.example').length, (n) => n === 1);
    expect(smtp.to('approve@acme.example')[0]!.parsed.text).toContain('Hi Ana, edited by Rita.');
  }, 30_000);

  it('pauses (the step’s job is removed), resumes (scheduled again) and removes a contact, live', async () => {
    const seq = await newSequence({ name: 'Slow', steps: [{ kind: 'email', delayDays: 5 }] });
    const { contact } = await prospect(rep.client, { email: 'slow@acme.example' });
    await rep.client.post(`/api/sequences/${seq.id}/enrollments`, { contactIds: [contact.id] });
    const enrolled = await enrolmentOf(contact.id);
    expect(await jobExists(enrolled.jobId)).toBe(true);
    // Five business days after Tuesday Dec 1 is Tuesday Dec 8.
    expect(enrolled.nextRunAt!.toISOString().slice(0, 10)).toBe('2026-12-08');

    const paused = await rep.client.post(`/api/enrollments/${enrolled.id}/pause`);
    expect(paused.body.enrollment).toMatchObject({ status: 'paused', nextRunAt: enrolled.nextRunAt!.toISOString() });
    expect(await jobExists(enrolled.jobId)).toBe(false);
    const resumed = await rep.client.post(`/api/enrollments/${enrolled.id}/resume`);
    expect(resumed.body.enrollment.status).toBe('active');
    const again = await enrolmentOf(contact.id);
    expect(await jobExists(again.jobId)).toBe(true);
    // Still due when it was: resuming does not move it earlier.
    expect(again.nextRunAt!.toISOString()).toBe(enrolled.nextRunAt!.toISOString());
    const removed = await rep.client.delete(`/api/enrollments/${enrolled.id}`);
    expect(removed.body.enrollment).toMatchObject({ status: 'stopped', stopReason: 'removed' });
    expect(await jobExists(again.jobId)).toBe(false);
    await repSocket.waitFor((e) => e.type === 'enrollment.updated' && (e.payload as { enrollment: { id: string; status: string } }).enrollment.id === enrolled.id && (e.payload as { enrollment: { status: string } }).enrollment.status === 'stopped');
    expect((await rep.client.post(`/api/enrollments/${enrolled.id}/pause`)).status).toBe(400);
  });

  it('enrols a company’s contacts and an alert’s company, once each, and says who was skipped and why', async () => {
    const seq = await newSequence({ name: 'Company wide', steps: [{ kind: 'email', delayDays: 3 }] });
    const { company, contact } = await prospect(rep.client, { email: 'one@acme.example' });
    const noEmail = await rep.client.post('/api/contacts', { firstName: 'Nora', lastName: 'Noemail', companyId: company.id });
    const res = await rep.client.post(`/api/sequences/${seq.id}/enrollments`, { companyId: company.id });
    expect(res.body.enrolled).toBe(1);
    expect(res.body.skipped).toEqual([{ contactId: noEmail.body.contact.id, name: 'Nora Noemail', reason: 'no_email' }]);
    const [alert] = await server.app.db.insert(buyerSignalAlerts).values({ workspaceId: rep.user.workspaceId, companyId: company.id, signalKey: 'k1', signalType: 'funding', summary: 'Raised a round' }).returning();
    const viaAlert = await rep.client.post(`/api/sequences/${seq.id}/enrollments`, { alertId: alert!.id });
    expect(viaAlert.body.enrolled).toBe(0);
    expect(viaAlert.body.skipped).toContainEqual({ contactId: contact.id, name: 'Ana Núñez', reason: 'already_enrolled' });
  });

  it('one-click unsubscribe (RFC 8058 POST) stops the sequence and keeps the address off every later enrolment and send; a GET never unsubscribes', async () => {
    const seq = await newSequence({ name: 'Unsubscribable', steps: [{ kind: 'email', delayDays: 0 }, { kind: 'follow_up', delayDays: 2 }] });
    const { contact } = await prospect(rep.client, { email: 'Leave.Me@acme.example' });
    await rep.client.post(`/api/sequences/${seq.id}/enrollments`, { contactIds: [contact.id] });
    await eventually(async () => smtp.to('leave.me@acme.example').length, (n) => n === 1);
    const link = (rawHeader(smtp.to('leave.me@acme.example')[0]!.parsed, 'list-unsubscribe') ?? '').replace(/^<|>$/g, '');
    const path = new URL(link).pathname;

    const page = await fetch(server.url + path);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Unsubscribe L•••@acme.example?');
    expect(await server.app.db.select().from(emailSuppressions).where(eq(emailSuppressions.workspaceId, rep.user.workspaceId))).toHaveLength(0);

    const post = await fetch(server.url + path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(post.status).toBe(200);
    expect(await post.text()).toContain('You are unsubscribed');
    const stopped = await enrolmentOf(contact.id);
    expect(stopped).toMatchObject({ status: 'stopped', stopReason: 'unsubscribed' });
    expect(await jobExists(stopped.jobId)).toBe(false);
    const again = await rep.client.post(`/api/sequences/${seq.id}/enrollments`, { contactIds: [contact.id] });
    expect(again.body.skipped).toEqual([{ contactId: contact.id, name: 'Ana Núñez', reason: 'suppressed' }]);
    expect((await fetch(`${server.url}/u/not-a-token`)).status).toBe(404);
  }, 30_000);

  it('an address suppressed after enrolment is checked again when the step runs: nothing is sent', async () => {
    const seq = await newSequence({ name: 'Late check', steps: [{ kind: 'email', delayDays: 1 }] });
    const { contact } = await prospect(rep.client, { email: 'late@acme.example' });
    await rep.client.post(`/api/sequences/${seq.id}/enrollments`, { contactIds: [contact.id] });
    await server.app.db.insert(emailSuppressions).values({ workspaceId: rep.user.workspaceId, email: 'late@acme.example', reason: 'bounced' });
    const e = await enrolmentOf(contact.id);
    await runStep(server.app, { workspaceId: e.workspaceId, enrollmentId: e.id, sequenceId: e.sequenceId, step: 0 });
    expect(await enrolmentOf(contact.id)).toMatchObject({ status: 'stopped', stopReason: 'suppressed' });
    expect(smtp.to('late@acme.example')).toHaveLength(0);
  });

  it('two workers running the same step write and send it once', async () => {
    const seq = await newSequence({ name: 'Raced', steps: [{ kind: 'email', delayDays: 4 }] });
    const { contact } = await prospect(rep.client, { email: 'raced@acme.example' });
    await rep.client.post(`/api/sequences/${seq.id}/enrollments`, { contactIds: [contact.id] });
    const e = await enrolmentOf(contact.id);
    const job = { workspaceId: e.workspaceId, enrollmentId: e.id, sequenceId: e.sequenceId, step: 0 };
    await Promise.all([runStep(server.app, job), runStep(server.app, job)]);
    expect(await emailsTo(contact.id)).toHaveLength(1);
    await eventually(async () => smtp.to('raced@acme.example').length, (n) => n === 1);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.to('raced@acme.example')).toHaveLength(1);
  }, 30_000);

  it('keeps workspaces apart and refuses viewers', async () => {
    const other = await signUp(server.url, 'Otto Other');
    const seq = await newSequence({ name: 'Mine', steps: [{ kind: 'call', delayDays: 1 }] });
    const { contact } = await prospect(rep.client);
    expect((await other.client.get(`/api/sequences/${seq.id}`)).status).toBe(404);
    expect((await other.client.get('/api/sequences')).body.sequences).toEqual([]);
    const otherSeq = (await other.client.post('/api/sequences', { name: 'Theirs', steps: [{ kind: 'call', delayDays: 1 }] })).body.sequence;
    expect((await other.client.post(`/api/sequences/${otherSeq.id}/enrollments`, { contactIds: [contact.id] })).status).toBe(404);
    await rep.client.post(`/api/sequences/${seq.id}/enrollments`, { contactIds: [contact.id] });
    const e = await enrolmentOf(contact.id);
    expect((await other.client.post(`/api/enrollments/${e.id}/pause`)).status).toBe(404);
    expect((await other.client.get(`/api/enrollments?contactId=${contact.id}`)).body.enrollments).toEqual([]);
    const viewer = await memberOf(server, rep.user.workspaceId, 'viewer');
    expect((await viewer.client.post('/api/sequences', { name: 'V', steps: [{ kind: 'call', delayDays: 1 }] })).status).toBe(403);
    expect((await viewer.client.post(`/api/enrollments/${e.id}/pause`)).status).toBe(403);
    expect((await viewer.client.get(`/api/sequences/${seq.id}`)).status).toBe(200);
  });

  it('deleting a sequence stops everyone in it and removes their pending steps', async () => {
    const seq = await newSequence({ name: 'Doomed', steps: [{ kind: 'email', delayDays: 3 }] });
    const { contact } = await prospect(rep.client, { email: 'doomed@acme.example' });
    await rep.client.post(`/api/sequences/${seq.id}/enrollments`, { contactIds: [contact.id] });
    const e = await enrolmentOf(contact.id);
    expect((await rep.client.delete(`/api/sequences/${seq.id}`)).status).toBe(204);
    expect(await enrolmentOf(contact.id)).toMatchObject({ status: 'stopped', stopReason: 'removed' });
    expect(await jobExists(e.jobId)).toBe(false);
    expect((await rep.client.get(`/api/sequences/${seq.id}`)).status).toBe(404);
  });
});
