// Issue 21, end to end in Chromium: enrol a contact from an alert → step 1 arrives at the SMTP
// server → a reply is appended over IMAP (Dovecot) → the rep's other tab shows the reply and the
// new task, live, and step 2 never leaves.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, signUpThroughPage, waitLive, type E2E } from './helpers/app.js';
import { startSmtpTestServer, type SmtpTestServer } from '../fixtures/smtp-server.js';
import { startDovecot, type Dovecot } from '../helpers/dovecot.js';
import { buyerSignalAlerts, sequenceEnrollments } from '../../server/db/schema/index.js';

const TUESDAY = new Date('2026-12-01T10:00:00Z');

let e2e: E2E;
let smtp: SmtpTestServer;
let dovecot: Dovecot;

beforeAll(async () => {
  smtp = await startSmtpTestServer({ rita: 'smtp-pw' });
  dovecot = await startDovecot();
  await dovecot.addUser('rita', 'imap-pw');
  e2e = await startE2E({ clockStartsAt: TUESDAY });
}, 120_000);

afterAll(async () => {
  await e2e?.close();
  await smtp?.close();
  await dovecot?.stop();
});

describe('outreach that is really sent', () => {
  it('enrol from an alert, step 1 is sent, a reply over IMAP stops the sequence and shows with its task in the other tab', async () => {
    const base = e2e.server.url;
    const context = await e2e.browser.newContext();
    const page = await signUpThroughPage(context, base, 'Rita Rep', `rita-${Date.now()}@example.com`);
    const api = async (method: 'post' | 'put', path: string, data: unknown) => {
      const res = await context.request[method](base + path, { data });
      expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
      return res.json();
    };
    // Set-up through the API (each has its own UI tests): branding, sending rules, mailbox, prospect, sequence.
    await api('put', '/api/branding', { companyName: 'Promo Partners', brandTone: 'friendly', primaryColor: '#4F46E5', secondaryColor: '#0EA5E9' });
    await api('put', '/api/settings/sending', { postalAddress: '12 Harbour St, Portland ME', timeZone: 'UTC', windowStart: 0, windowEnd: 1440 });
    await api('put', '/api/mailbox', {
      fromName: 'Rita Rep',
      fromEmail: 'rita@promo.example',
      smtpHost: smtp.host,
      smtpPort: smtp.port,
      smtpSecurity: 'none',
      smtpUser: 'rita',
      smtpPassword: 'smtp-pw',
      imapHost: dovecot.host,
      imapPort: dovecot.port,
      imapSecurity: 'none',
      imapUser: 'rita',
      imapPassword: 'imap-pw',
    });
    const { company } = await api('post', '/api/companies', { name: 'Acme Outfitters', domain: 'acme-outfitters.example' });
    const { contact } = await api('post', '/api/contacts', { firstName: 'Ana', lastName: 'Núñez', email: 'ana@acme-outfitters.example', companyId: company.id });
    await api('post', '/api/sequences', { name: 'Funding follow-up', steps: [{ kind: 'email', delayDays: 0 }, { kind: 'follow_up', delayDays: 2 }] });
    const workspaceId = (await (await context.request.get(`${base}/api/auth/me`)).json()).user.workspaceId as string;
    await e2e.server.app.db.insert(buyerSignalAlerts).values({ workspaceId, companyId: company.id, signalKey: 'e2e-funding', signalType: 'Funding', summary: 'Acme Outfitters raised a Series B' });

    // The other tab: the contact's page, live.
    const other = await context.newPage();
    await other.goto(`${base}/contacts/${contact.id}`);
    await other.getByText('Ana Núñez').first().waitFor();
    await waitLive(other);

    // Reach out from the alert.
    await page.goto(`${base}/alerts`);
    await page.getByRole('button', { name: 'Reach out' }).first().click();
    // The select, once the sequences are loaded (the spinner's label also says "sequences").
    await page.getByRole('combobox', { name: 'Sequence' }).selectOption({ label: 'Funding follow-up' });
    await page.getByRole('button', { name: 'Enrol', exact: true }).click();
    await page.getByText('Enrolled 1 contact in Funding follow-up.').waitFor();

    // Step 1 arrives at the SMTP server, from the rep's mailbox.
    await smtp.waitFor(1, 20_000);
    const first = smtp.mails[0]!.parsed;
    expect(smtp.mails[0]!.to).toEqual(['ana@acme-outfitters.example']);
    expect(first.from?.value[0]?.address).toBe('rita@promo.example');

    // Ana answers; the reply lands in the rep's IMAP mailbox.
    const reply = [
      'From: Ana Núñez <ana@acme-outfitters.example>',
      'To: Rita Rep <rita@promo.example>',
      `Subject: Re: ${first.subject}`,
      `Message-ID: <reply-${Date.now()}@acme-outfitters.example>`,
      `In-Reply-To: ${first.messageId}`,
      `References: ${first.messageId}`,
      `Date: ${new Date().toUTCString()}`,
      'Content-Type: text/plain; charset=utf-8',
      'MIME-Version: 1.0',
      '',
      'Hi Rita, yes please: send us prices for 300 hoodies.',
      '',
    ].join('\r\n');
    await dovecot.append('rita', reply);

    // The other tab shows the reply and the task, without a reload.
    // (the Emails card keeps each body folded until opened)
    await other.getByText('Hi Rita, yes please: send us prices for 300 hoodies.').waitFor({ state: 'attached', timeout: 15_000 });
    await other.getByText('Reply from Ana Núñez').first().waitFor({ timeout: 15_000 });

    // Step 2 never leaves: the enrolment stopped and its job is gone.
    const [enrolment] = await e2e.server.app.db.select().from(sequenceEnrollments).where(eq(sequenceEnrollments.contactId, contact.id));
    expect(enrolment).toMatchObject({ status: 'stopped', stopReason: 'replied' });
    const { rowCount } = await e2e.server.app.database.pool.query(`select 1 from agenda_jobs where name = 'sequence.step' and data->>'enrollmentId' = $1 and last_finished_at is null`, [enrolment!.id]);
    expect(rowCount).toBe(0);
    expect(smtp.mails).toHaveLength(1);
    await context.close();
  }, 90_000);
});
