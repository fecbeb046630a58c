import { jobPayloads } from '../server/jobs/payloads.js';
import { defineJob } from './define.js';
import { companyOwner, companySubject } from './company-data.js';
import { companiesDueForSweep, runSignalDetection } from '../server/companies/signals.js';

export const companySignalsJob = defineJob({
  name: 'company.signals.detect',
  schema: jobPayloads['company.signals.detect'],
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

/** Daily: re-check every enriched company's signals (new activity may have appeared). */
export const signalSweepJob = defineJob({
  name: 'signals.sweep',
  schema: jobPayloads['signals.sweep'],
  every: '0 6 * * *',
  retries: 1,
  subject: 'system',
  async handler(_data, { app }) {
    for (const c of await companiesDueForSweep(app)) {
      await app.jobs.schedule('company.signals.detect', { companyId: c.id, workspaceId: c.workspaceId, trigger: 'sweep' });
    }
  },
});
