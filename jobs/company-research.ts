import type { z } from 'zod';
import { defineJob } from './define.js';
import { companyJobData, companyOwner, companySubject } from './company-data.js';
import { failResearch, runResearch } from '../server/companies/index.js';

declare module '../server/jobs/port.js' {
  interface JobPayloads {
    'company.research': z.input<typeof companyJobData>;
  }
}

/** Research, then signal detection on what it found (the research flow). */
export const companyResearchJob = defineJob({
  name: 'company.research',
  schema: companyJobData,
  concurrency: 2,
  retries: 2,
  retryDelayMs: 2000,
  owner: companyOwner,
  subject: companySubject,
  page: { label: 'Research', audience: 'workspace', link: { kind: 'company', idFrom: 'companyId' }, retryable: true },
  async handler(data, { app }) {
    await runResearch(app, data);
  },
  onFinalFailure: (data, error, app) => failResearch(app, data, error),
});
