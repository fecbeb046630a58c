import { z } from 'zod';
import { defineJob } from './define.js';
import { runStep } from '../server/mail/index.js';

const data = z.object({ workspaceId: z.uuid(), enrollmentId: z.uuid(), sequenceId: z.uuid(), step: z.number().int().min(0).max(50) });

declare module '../server/jobs/port.js' {
  interface JobPayloads {
    'sequence.step': z.input<typeof data>;
  }
}

/**
 * One step of one contact's sequence, at its time: an email written and queued (or held for the
 * rep's approval), or a LinkedIn or call task; then the next step is scheduled. Pausing or
 * removing the contact deletes this job in the same transaction.
 */
export const sequenceStepJob = defineJob({
  name: 'sequence.step',
  schema: data,
  concurrency: 10,
  live: 'problems',
  retries: 3,
  retryDelayMs: 10_000,
  subject: (d) => ({ kind: 'enrollment', id: d.enrollmentId, workspaceId: d.workspaceId }),
  page: { label: 'Sequence step', audience: 'workspace', link: { kind: 'sequence', idFrom: 'sequenceId' }, retryable: false },
  async handler(d, { app }) {
    await runStep(app, d);
  },
});
