import { z } from 'zod';
import { PROMPT_MAX } from '../contracts/presentations.js';
import { defineJob } from './define.js';
import { writeRequestedPresentation, markGenerationFailed } from '../server/presentations/index.js';

const presentationJobData = z.object({ presentationId: z.uuid(), userId: z.uuid(), workspaceId: z.uuid(), prompt: z.string().min(1).max(PROMPT_MAX) });

declare module '../server/jobs/port.js' {
  interface JobPayloads {
    'presentation.generate': z.input<typeof presentationJobData>;
  }
}

/** Writes a presentation from a prompt; after the last failed try it is marked failed. */
export const presentationGenerateJob = defineJob({
  name: 'presentation.generate',
  schema: presentationJobData,
  concurrency: 2,
  retries: 2,
  retryDelayMs: 1000,
  subject: (d) => ({ kind: 'presentation', id: d.presentationId, workspaceId: d.workspaceId, userId: d.userId }),
  page: { label: 'Presentation writing', audience: 'user', link: { kind: 'presentation', idFrom: 'presentationId' }, retryable: false },
  async handler(data, { app }) {
    await writeRequestedPresentation(app, data);
  },
  // The presentation itself says it failed (presentation.updated), so no separate job.failed toast.
  async onFinalFailure(data, error, app) {
    await markGenerationFailed(app, data, error.message || 'The presentation could not be written');
  },
});
