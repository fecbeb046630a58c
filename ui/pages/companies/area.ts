import { Building2 } from 'lucide-react';
import { lazyPage, type UiArea } from '../../ui-area.js';
import { companyEvents } from '../../state/companies.js';
import { companyDetailEvents } from '../../state/company-detail.js';
import { wonOfferEvents } from './deal/won-offer.js';
import { taskRefreshEvents } from './deal/task-refresh.js';

/**
 * Companies: the pipeline and a company's page. Owns the company records (ui/state/companies.ts),
 * which contacts, alerts, proposals and batches read too, and the company page's live state
 * (ui/state/company-detail.ts).
 */
export const companiesArea: UiArea = {
  name: 'companies',
  routes: [
    { path: '/companies', component: lazyPage(() => import('./PipelinePage.js'), (m) => m.PipelinePage) },
    { path: '/companies/:id', component: lazyPage(() => import('./CompanyDetailPage.js'), (m) => m.CompanyDetailPage) },
  ],
  nav: [{ label: 'Companies', href: '/companies', icon: Building2, position: 20 }],
  events: [
    { order: 40, handlers: companyEvents },
    // A client approved a deal's proposal: its owner is offered "Mark as won".
    { order: 45, handlers: wonOfferEvents },
    // A task about a company changes whether its deal is stale.
    { order: 46, handlers: taskRefreshEvents },
    // After the records (companies, contacts, alerts) it reports on.
    { order: 70, handlers: companyDetailEvents },
  ],
};
