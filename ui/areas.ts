import type { UiArea } from './ui-area.js';
import { dashboardArea } from './pages/dashboard/area.js';
import { companiesArea } from './pages/companies/area.js';
import { contactsArea } from './pages/contacts/area.js';
import { alertsArea } from './pages/alerts/area.js';
import { tasksArea } from './pages/tasks/area.js';
import { chatArea } from './pages/chat/area.js';
import { catalogueArea } from './pages/catalogue/area.js';
import { proposalsArea } from './pages/proposals/area.js';
import { ordersArea } from './pages/orders/area.js';
import { presentationsArea } from './pages/presentations/area.js';
import { messagesArea } from './pages/messages/area.js';
import { sequencesArea } from './pages/sequences/area.js';
import { companyBatchesArea } from './pages/company-batches/area.js';
import { contactBatchesArea } from './pages/contact-batches/area.js';
import { importsArea } from './pages/imports/area.js';
import { activityArea } from './pages/activity/area.js';
import { jobsArea } from './pages/jobs/area.js';
import { reportsArea } from './pages/reports/area.js';
import { settingsArea } from './pages/settings/area.js';

/**
 * Every area of the app, one line each (docs/adding-an-area.md). The page table (routes.tsx),
 * the sidebar (components/nav-items.ts) and the live-event handlers (state/event-handlers.ts)
 * derive from this list; each orders what it takes by its own rule, not by the order here.
 *
 * Imported by the app frame and LiveSync only, both loaded after sign-in: the landing page
 * downloads none of it.
 */
export const areas: UiArea[] = [
  dashboardArea,
  companiesArea,
  contactsArea,
  alertsArea,
  tasksArea,
  chatArea,
  catalogueArea,
  proposalsArea,
  ordersArea,
  presentationsArea,
  messagesArea,
  sequencesArea,
  companyBatchesArea,
  contactBatchesArea,
  importsArea,
  activityArea,
  jobsArea,
  reportsArea,
  settingsArea,
];
