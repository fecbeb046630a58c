import { z } from 'zod';
import { defineJob, PermanentJobError } from './define.js';
import { inTransactionWithJobs } from '../server/jobs/transaction.js';
import { failOutbound, footerFor, sendOutbound } from '../server/mail/index.js';

const data = z.object({ workspaceId: z.uuid(), emailId: z.uuid(), contactId: z.uuid().optional() });

declare module '../server/jobs/port.js' {
  interface JobPayloads {
    'email.send': z.input<typeof data>;
  }
}

/**
 * Sends one email from the rep's mailbox. A temporary SMTP failure (a 4xx reply, a dropped
 * connection, a timeout) is retried with back-off — 30 s, 1, 2 and 4 minutes — then the email is
 * marked failed; a refusal for good fails it at once. Past the mailbox's daily cap the email waits
 * for the next business day's window (a new job at that time).
 */
export const emailSendJob = defineJob({
  name: 'email.send',
  schema: data,
  concurrency: 10,
  live: 'problems',
  retries: 4,
  retryDelayMs: 30_000,
  subject: (d) => ({ kind: 'outboundEmail', id: d.emailId, workspaceId: d.workspaceId }),
  page: { label: 'Email', audience: 'workspace', link: { kind: 'contact', idFrom: 'contactId' }, retryable: false },
  async handler(d, { app }) {
    const outcome = await sendOutbound(app, d, (row) => footerFor(app, row));
    if (outcome.status === 'retry') throw new Error(outcome.reason);
    if (outcome.status === 'failed') throw new PermanentJobError(outcome.reason);
    if (outcome.status === 'later') await inTransactionWithJobs(app, (_tx, _publish, enqueue) => enqueue('email.send', d, outcome.at));
  },
  onFinalFailure: (d, error, app) => failOutbound(app, d, error.message),
});
