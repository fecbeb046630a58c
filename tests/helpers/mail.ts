import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { RunningServer } from '../../server/app.js';
import { generatedMessages } from '../../server/db/schema/index.js';
import type { ApiClient } from './client.js';
import type { SmtpTestServer } from '../fixtures/smtp-server.js';

/** Connects the client's mailbox to the local SMTP server (no IMAP unless given), through the real save-and-check route. */
export async function connectMailbox(client: ApiClient, smtp: Pick<SmtpTestServer, 'host' | 'port'>, user: string, password: string, extra: Record<string, unknown> = {}) {
  const res = await client.put('/api/mailbox', {
    fromName: 'Rita Rep',
    fromEmail: `${user}@promo.example`,
    smtpHost: smtp.host,
    smtpPort: smtp.port,
    smtpSecurity: 'none',
    smtpUser: user,
    smtpPassword: password,
    signature: 'Rita Rep\nPromo Partners · 555-0100',
    dailyCap: 200,
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.mailbox;
}

/** A company and a contact of the client's workspace, through the API. */
export async function prospect(client: ApiClient, contact: { firstName?: string; lastName?: string; email?: string | null } = {}) {
  const company = await client.post('/api/companies', { name: `Acme ${randomUUID().slice(0, 6)}`, domain: `acme-${randomUUID().slice(0, 6)}.example` });
  expect(company.status, JSON.stringify(company.body)).toBe(201);
  const person = await client.post('/api/contacts', {
    firstName: contact.firstName ?? 'Ana',
    lastName: contact.lastName ?? 'Núñez',
    ...(contact.email === null ? {} : { email: contact.email ?? `ana-${randomUUID().slice(0, 6)}@acme.example` }),
    companyId: company.body.company.id,
  });
  expect(person.status, JSON.stringify(person.body)).toBe(201);
  return { company: company.body.company, contact: person.body.contact };
}

/** A written email message of the user's for the contact (set-up: the writing job is not what these tests are about). */
export async function writtenMessage(server: RunningServer, who: { userId: string; workspaceId: string }, contact: { id: string; companyId: string | null }) {
  const [row] = await server.app.db
    .insert(generatedMessages)
    .values({ workspaceId: who.workspaceId, userId: who.userId, contactId: contact.id, companyId: contact.companyId, messageType: 'email', subject: 'Branded kits for your onboarding', message: 'Hi Ana,\n\nA few ideas for your new starters.', status: 'ready' })
    .returning();
  return row!;
}

/** Polls until `check` holds (the jobs run on their own). */
export async function eventually<T>(read: () => Promise<T>, check: (v: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (check(v)) return v;
    if (Date.now() > deadline) throw new Error(`condition not met in ${timeoutMs} ms: ${JSON.stringify(v).slice(0, 400)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
