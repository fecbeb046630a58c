import { defineJob } from './define.js';
import { jobPayloads } from '../server/jobs/payloads.js';
import { companyOwner, companySubject } from './company-data.js';
import { failResearch, runResearch } from '../server/companies/research.js';

/** Research, then signal detection on what it found (the research flow). */
export const companyResearchJob = defineJob({
  name: 'company.research',
  schema: jobPayloads['company.research'],
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
