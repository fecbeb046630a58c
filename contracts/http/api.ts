import { activityApi } from '../activity.js';
import { alertsApi } from '../alerts.js';
import { analyticsApi } from '../analytics.js';
import { authApi } from '../auth.js';
import { jobsApi } from '../background-jobs.js';
import { companyBatchesApi } from '../company-batches.js';
import { brandingApi } from '../branding.js';
import { catalogueApi } from '../catalogue-api.js';
import { chatApi } from '../chat.js';
import { companiesApi, directoryApi } from '../companies-api.js';
import { companyLogoApi } from '../company-logo.js';
import { companyIntelApi } from '../company-intel.js';
import { contactBatchesApi } from '../contact-batches.js';
import { contactsApi } from '../contacts.js';
import { dashboardApi } from '../dashboard.js';
import { documentsApi } from '../documents.js';
import { messagesApi } from '../messages.js';
import { presentationsApi } from '../presentations.js';
import { presentationSharingApi, publicPresentationsApi } from '../presentation-sharing.js';
import { profileApi } from '../profile.js';
import { proposalSettingsApi, proposalsApi, publicProposalsApi } from '../proposals-api.js';
import { templatesApi } from '../templates.js';
import { teamApi } from '../team.js';
import { docsApi } from './docs-api.js';
import { importsApi } from '../imports.js';
import { tasksApi } from '../tasks.js';
import { mailApi } from '../mail.js';
import { sequencesApi } from '../sequences.js';
import { dealSettingsApi } from '../deals.js';
import { reportsApi } from '../reports.js';
import { ordersApi, publicProofsApi } from '../orders-api.js';

/**
 * Every HTTP route of the API, by area: the server registers handlers for them, the UI's client
 * (ui/api/endpoints.ts) and the OpenAPI document are built from them. Add an area here.
 */
export const apiTable = {
  auth: authApi,
  profile: profileApi,
  branding: brandingApi,
  templates: templatesApi,
  dashboard: dashboardApi,
  companies: companiesApi,
  companyIntel: companyIntelApi,
  companyLogo: companyLogoApi,
  directory: directoryApi,
  alerts: alertsApi,
  catalogue: catalogueApi,
  contacts: contactsApi,
  messages: messagesApi,
  companyBatches: companyBatchesApi,
  contactBatches: contactBatchesApi,
  presentations: presentationsApi,
  chat: chatApi,
  documents: documentsApi,
  proposals: proposalsApi,
  publicProposals: publicProposalsApi,
  proposalSettings: proposalSettingsApi,
  presentationSharing: presentationSharingApi,
  publicPresentations: publicPresentationsApi,
  analytics: analyticsApi,
  jobs: jobsApi,
  team: teamApi,
  activity: activityApi,
  docs: docsApi,
  imports: importsApi,
  tasks: tasksApi,
  mail: mailApi,
  sequences: sequencesApi,
  dealSettings: dealSettingsApi,
  reports: reportsApi,
  orders: ordersApi,
  publicProofs: publicProofsApi,
};
export type ApiTable = typeof apiTable;
