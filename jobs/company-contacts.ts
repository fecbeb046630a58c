import { defineJob } from './define.js';
import { jobPayloads } from '../server/jobs/payloads.js';
import { companyOwner, companySubject } from './company-data.js';
import { runContactSearch } from '../server/companies/contact-search.js';

export const companyContactsJob = defineJob({
  name: 'company.contacts.find',
  schema: jobPayloads['company.contacts.find'],
  concurrency: 2,
  retries: 2,
  owner: companyOwner,
  subject: companySubject,
  page: { label: 'Contact finding', audience: 'workspace', link: { kind: 'company', idFrom: 'companyId' }, retryable: true },
  async handler(data, { app }) {
    await runContactSearch(app, data);
  },
});
