import { z } from 'zod';
import { defineJob } from './define.js';
import { companyOwner, companySubject } from './company-data.js';
import { companiesDueForSweep, runSignalDetection } from '../server/companies/signals.js';

export const companySignalsJob = defineJob({
  name: 'company.signals.detect',
  schema: z.object({
    companyId: z.uuid(),
    workspaceId: z.uuid(),
    /** Absent for the scheduled sweep (nobody to tell about a failure). */
    userId: z.uuid().optional(),
    trigger: z.enum(['manual', 'research', 'sweep']),
  }),
  concurrency: 4,
  retries: 2,
  retryDelayMs: 2000,
  owner: companyOwner,
  subject: companySubject,
  async handler(data, { app }) {
    await runSignalDetection(app, data);
  },
});

/** Daily: re-check every enriched company's signals (new activity may have appeared). */
export const signalSweepJob = defineJob({
  name: 'signals.sweep',
  schema: z.object({}).default({}),
  every: '0 6 * * *',
  retries: 1,
  subject: 'system',
  async handler(_data, { app }) {
    for (const c of await companiesDueForSweep(app)) {
      await app.jobs.schedule('company.signals.detect', { companyId: c.id, workspaceId: c.workspaceId, trigger: 'sweep' });
    }
  },
});
