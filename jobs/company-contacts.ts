import { defineJob } from './define.js';
import { findContactsRequest } from '../contracts/company-intel.js';
import { companyJobData, companyOwner, companySubject } from './company-data.js';
import { runContactSearch } from '../server/companies/contact-search.js';

export const companyContactsJob = defineJob({
  name: 'company.contacts.find',
  schema: companyJobData.extend(findContactsRequest.shape),
  concurrency: 2,
  retries: 2,
  owner: companyOwner,
  subject: companySubject,
  async handler(data, { app }) {
    await runContactSearch(app, data);
  },
});
