import { z } from 'zod';
import { SEND_FAILED_TEXT } from '../contracts/chat.js';
import { defineJob } from './define.js';
import { writeFailedReply, writeReply } from '../server/chat/index.js';

const chatReplyJobData = z.object({ sessionId: z.uuid(), userId: z.uuid(), workspaceId: z.uuid(), questionId: z.uuid(), replyId: z.uuid() });

declare module '../server/jobs/port.js' {
  interface JobPayloads {
    'chat.reply': z.input<typeof chatReplyJobData>;
  }
}

/** Answers a chat question; after the last failed try the reply is stored as failed (never a stuck spinner). */
export const chatReplyJob = defineJob({
  name: 'chat.reply',
  schema: chatReplyJobData,
  concurrency: 4,
  retries: 1,
  retryDelayMs: 500,
  subject: (d) => ({ kind: 'chatSession', id: d.sessionId, workspaceId: d.workspaceId, userId: d.userId }),
  page: { label: 'Chat reply', audience: 'user', link: { kind: 'chatSession', idFrom: 'sessionId' }, retryable: false },
  // One for every question asked: the reply arriving in the chat is the news, not the job's start and finish.
  live: 'problems',
  async handler(data, { app }) {
    await writeReply(app, data);
  },
  // The chat shows the failure itself, so no separate job.failed toast.
  async onFinalFailure(data, _error, app) {
    await writeFailedReply(app, data, SEND_FAILED_TEXT);
  },
});
