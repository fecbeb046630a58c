import { defineJob } from './define.js';
import { jobPayloads } from '../server/jobs/payloads.js';
import { companyOwner, companySubject } from './company-data.js';
import { abandonEnrichment, runEnrichment } from '../server/companies/enrichment.js';

export const companyEnrichJob = defineJob({
  name: 'company.enrich',
  schema: jobPayloads['company.enrich'],
  concurrency: 4,
  retries: 2,
  retryDelayMs: 1000,
  owner: companyOwner,
  subject: companySubject,
  page: { label: 'Enrichment', audience: 'workspace', link: { kind: 'company', idFrom: 'companyId' }, retryable: true },
  handler: (data, { app }) => runEnrichment(app, data),
  onFinalFailure: (data, error, app) => abandonEnrichment(app, data, error),
});
