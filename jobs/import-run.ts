import { z } from 'zod';
import { defineJob } from './define.js';
import { failImport, runImport } from '../server/imports/index.js';

const data = z.object({ importId: z.uuid(), workspaceId: z.uuid(), userId: z.uuid() });

declare module '../server/jobs/port.js' {
  interface JobPayloads {
    'import.run': z.input<typeof data>;
  }
}

/** Imports a mapped file, a chunk per transaction, with live progress; a failure removes what it stored. */
export const importRunJob = defineJob({
  name: 'import.run',
  schema: data,
  concurrency: 1,
  retries: 0,
  owner: (d) => ({ userId: d.userId, subjectId: d.importId }),
  subject: (d) => ({ kind: 'import', id: d.importId, workspaceId: d.workspaceId, userId: d.userId }),
  page: { label: 'Import', audience: 'workspace', link: { kind: 'import', idFrom: 'importId' }, retryable: false },
  async handler(d, { app }) {
    await runImport(app, d);
  },
  onFinalFailure: (data, error, app) => failImport(app, data, error),
});
