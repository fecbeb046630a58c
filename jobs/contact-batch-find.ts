import { z } from 'zod';
import { CONTACT_CATEGORY_KEYS } from '../contracts/contacts.js';
import { defineJob } from './define.js';
import { failContactBatchSearch, runContactBatchSearch } from '../server/contact-batches/index.js';

const contactBatchJobData = z.object({ batchId: z.uuid(), workspaceId: z.uuid(), userId: z.uuid(), categories: z.array(z.enum(CONTACT_CATEGORY_KEYS)).min(1) });

declare module '../server/jobs/port.js' {
  interface JobPayloads {
    'contact_batch.find': z.input<typeof contactBatchJobData>;
  }
}

/** Fills a contact batch with the contact finder's people; after the last failed try the batch says it failed. */
export const contactBatchFindJob = defineJob({
  name: 'contact_batch.find',
  schema: contactBatchJobData,
  concurrency: 2,
  retries: 2,
  owner: (d) => ({ userId: d.userId, subjectId: d.batchId }),
  subject: (d) => ({ kind: 'contactBatch', id: d.batchId, workspaceId: d.workspaceId, userId: d.userId }),
  // Retrying would find nothing to do: a failed batch stays failed, and a new batch searches again.
  page: { label: 'Contact batch search', audience: 'workspace', link: { kind: 'contactBatch', idFrom: 'batchId' }, retryable: false },
  async handler(data, { app }) {
    await runContactBatchSearch(app, data);
  },
  onFinalFailure: (data, _error, app) => failContactBatchSearch(app, data),
});
