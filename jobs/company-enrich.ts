import type { z } from 'zod';
import { defineJob } from './define.js';
import { companyJobData, companyOwner, companySubject } from './company-data.js';
import { abandonEnrichment, runEnrichment } from '../server/companies/index.js';

declare module '../server/jobs/port.js' {
  interface JobPayloads {
    'company.enrich': z.input<typeof companyJobData>;
  }
}

export const companyEnrichJob = defineJob({
  name: 'company.enrich',
  schema: companyJobData,
  concurrency: 4,
  retries: 2,
  retryDelayMs: 1000,
  owner: companyOwner,
  subject: companySubject,
  page: { label: 'Enrichment', audience: 'workspace', link: { kind: 'company', idFrom: 'companyId' }, retryable: true },
  handler: (data, { app }) => runEnrichment(app, data),
  onFinalFailure: (data, error, app) => abandonEnrichment(app, data, error),
});
