import type { z } from 'zod';
import { defineJob } from './define.js';
import { findContactsRequest } from '../contracts/company-intel.js';
import { companyJobData, companyOwner, companySubject } from './company-data.js';
import { runContactSearch } from '../server/companies/index.js';

/** The company, and the contact types to look for. */
const contactsJobData = companyJobData.extend(findContactsRequest.shape);

declare module '../server/jobs/port.js' {
  interface JobPayloads {
    'company.contacts.find': z.input<typeof contactsJobData>;
  }
}

export const companyContactsJob = defineJob({
  name: 'company.contacts.find',
  schema: contactsJobData,
  concurrency: 2,
  retries: 2,
  owner: companyOwner,
  subject: companySubject,
  page: { label: 'Contact finding', audience: 'workspace', link: { kind: 'company', idFrom: 'companyId' }, retryable: true },
  async handler(data, { app }) {
    await runContactSearch(app, data);
  },
});
