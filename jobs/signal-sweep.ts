import { z } from 'zod';
import { defineJob } from './define.js';
import { companiesDueForSweep } from '../server/companies/index.js';

const sweepJobData = z.object({}).default({});

declare module '../server/jobs/port.js' {
  interface JobPayloads {
    'signals.sweep': z.input<typeof sweepJobData>;
  }
}

/** Daily: re-check every enriched company's signals (new activity may have appeared). */
export const signalSweepJob = defineJob({
  name: 'signals.sweep',
  schema: sweepJobData,
  every: '0 6 * * *',
  retries: 1,
  subject: 'system',
  async handler(_data, { app }) {
    for (const c of await companiesDueForSweep(app)) {
      await app.jobs.schedule('company.signals.detect', { companyId: c.id, workspaceId: c.workspaceId, trigger: 'sweep' });
    }
  },
});
