import { z } from 'zod';
import { defineJob } from './define.js';
import { companyOwner, companySubject } from './company-data.js';
import { runSignalDetection } from '../server/companies/index.js';

const signalsJobData = z.object({
  companyId: z.uuid(),
  workspaceId: z.uuid(),
  /** Absent for the scheduled sweep (nobody to tell about a failure). */
  userId: z.uuid().optional(),
  trigger: z.enum(['manual', 'research', 'sweep']),
});

declare module '../server/jobs/port.js' {
  interface JobPayloads {
    'company.signals.detect': z.input<typeof signalsJobData>;
  }
}

export const companySignalsJob = defineJob({
  name: 'company.signals.detect',
  schema: signalsJobData,
  concurrency: 4,
  retries: 2,
  retryDelayMs: 2000,
  owner: companyOwner,
  subject: companySubject,
  page: { label: 'Signal detection', audience: 'workspace', link: { kind: 'company', idFrom: 'companyId' }, retryable: true },
  async handler(data, { app }) {
    await runSignalDetection(app, data);
  },
});
