import { z } from 'zod';
import { defineJob } from './define.js';
import { failUndo, runUndo } from '../server/imports/index.js';

const data = z.object({ importId: z.uuid(), workspaceId: z.uuid(), userId: z.uuid() });

declare module '../server/jobs/port.js' {
  interface JobPayloads {
    'import.undo': z.input<typeof data>;
  }
}

/** Undoes a finished import: removes what it created, restores what it changed. */
export const importUndoJob = defineJob({
  name: 'import.undo',
  schema: data,
  concurrency: 1,
  retries: 0,
  owner: (d) => ({ userId: d.userId, subjectId: d.importId }),
  subject: (d) => ({ kind: 'import', id: d.importId, workspaceId: d.workspaceId, userId: d.userId }),
  page: { label: 'Import undo', audience: 'workspace', link: { kind: 'import', idFrom: 'importId' }, retryable: false },
  async handler(d, { app }) {
    await runUndo(app, d);
  },
  onFinalFailure: (data, _error, app) => failUndo(app, data),
});
