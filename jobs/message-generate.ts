import { z } from 'zod';
import { defineJob } from './define.js';
import { writePendingMessage, markFailed } from '../server/messages/index.js';

const messageJobData = z.object({ messageId: z.uuid(), userId: z.uuid(), workspaceId: z.uuid() });

declare module '../server/jobs/port.js' {
  interface JobPayloads {
    'message.generate': z.input<typeof messageJobData>;
  }
}

/** Writes a requested outreach message; after the last failed try the message is marked failed. */
export const messageGenerateJob = defineJob({
  name: 'message.generate',
  schema: messageJobData,
  concurrency: 3,
  retries: 2,
  retryDelayMs: 1000,
  subject: (d) => ({ kind: 'message', id: d.messageId, workspaceId: d.workspaceId, userId: d.userId }),
  page: { label: 'Message writing', audience: 'user', link: { kind: 'message', idFrom: 'messageId' }, retryable: false },
  async handler(data, { app }) {
    await writePendingMessage(app, data);
  },
  // The message itself says it failed (message.updated), so no separate job.failed toast.
  async onFinalFailure(data, error, app) {
    await markFailed(app, data, error.message || 'The message could not be written');
  },
});
