// Every area of the server, one line each (docs/adding-an-area.md). The composition root
// (server/app.ts) mounts their routers under /api in this order, opens their client-link
// channels, runs their workspace hooks and records their history from this list alone.
import type { ServerArea } from './ports/server-area.js';
import { sampleCompany } from '../seed/sample-company.js';
import { accountsArea } from './accounts/area.js';
import { settingsArea } from './settings/area.js';
import { dashboardArea } from './dashboard/area.js';
import { companiesArea } from './companies/area.js';
import { directoryArea } from './directory/area.js';
import { alertsArea } from './alerts/area.js';
import { catalogueArea } from './catalogue/area.js';
import { contactsArea } from './contacts/area.js';
import { messagesArea } from './messages/area.js';
import { companyBatchesArea } from './company-batches/area.js';
import { contactBatchesArea } from './contact-batches/area.js';
import { presentationsArea } from './presentations/area.js';
import { chatArea } from './chat/area.js';
import { documentsArea } from './documents/area.js';
import { analyticsArea } from './analytics/area.js';
import { backgroundJobsArea } from './background-jobs/area.js';
import { proposalsArea } from './proposals/area.js';
import { teamArea } from './team/area.js';
import { activityArea } from './activity/area.js';
import { docsArea } from './docs/area.js';
import { importsArea } from './imports/area.js';
import { mailArea } from './mail/area.js';
import { tasksArea } from './tasks/area.js';
import { reportsArea } from './reports/area.js';
import { ordersArea } from './orders/area.js';

export const SERVER_AREAS: readonly ServerArea[] = [
  accountsArea,
  settingsArea,
  dashboardArea,
  companiesArea(sampleCompany),
  directoryArea,
  alertsArea,
  tasksArea,
  reportsArea,
  catalogueArea,
  contactsArea,
  messagesArea,
  companyBatchesArea,
  contactBatchesArea,
  importsArea,
  mailArea,
  presentationsArea,
  chatArea,
  documentsArea,
  analyticsArea,
  backgroundJobsArea,
  proposalsArea,
  ordersArea,
  teamArea,
  activityArea,
  docsArea,
];
