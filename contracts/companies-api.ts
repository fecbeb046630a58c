import { route, uuidParam } from './http/route.js';
import {
  companyDetailResponse,
  companyListResponse,
  companyResponse,
  createCompanyRequest,
  deleteCompanyResponse,
  directoryQuery,
  directoryResponse,
  listCompaniesQuery,
  pipelineSummaryResponse,
  updateCompanyRequest,
} from './companies.js';

const companyId = { id: uuidParam('company id') };

/** The pipeline's companies (their intelligence routes are in company-intel.ts). */
export const companiesApi = {
  list: route({ method: 'GET', path: '/api/companies', permission: 'read', summary: 'The pipeline’s companies, a page at a time', query: listCompaniesQuery, response: companyListResponse }),
  summary: route({
    method: 'GET',
    path: '/api/companies/summary',
    permission: 'read',
    summary: 'How many companies each pipeline stage holds, with their amounts and weighted amounts (under the list’s filters)',
    query: listCompaniesQuery.pick({ q: true, industry: true, owner: true, stale: true, minAmountCents: true, closeFrom: true, closeTo: true }),
    response: pipelineSummaryResponse,
  }),
  create: route({ method: 'POST', path: '/api/companies', permission: 'records.write', summary: 'Add a company to the pipeline', body: createCompanyRequest, status: 201, response: companyResponse }),
  get: route({ method: 'GET', path: '/api/companies/:id', permission: 'read', params: companyId, summary: 'A company with its contacts and buyer signals', response: companyDetailResponse }),
  update: route({ method: 'PATCH', path: '/api/companies/:id', permission: 'records.write', params: companyId, summary: 'Edit a company or move it to another stage', body: updateCompanyRequest, response: companyResponse }),
  remove: route({ method: 'DELETE', path: '/api/companies/:id', permission: 'records.write', params: companyId, summary: 'Delete a company with its contacts and alerts', response: deleteCompanyResponse }),
};

/** The built-in directory of (fictional) companies, for Discover. */
export const directoryApi = {
  companies: route({ method: 'GET', path: '/api/directory/companies', permission: 'read', summary: 'Search the built-in company directory', query: directoryQuery, response: directoryResponse }),
};
