import { Layers } from 'lucide-react';
import { lazyPage, type UiArea } from '../../ui-area.js';
import { companyBatchEvents } from '../../state/company-batches.js';

/**
 * Company batches: upload, the batches, lookalikes, and /batches (company and contact batches in
 * tabs, the sidebar's Batches entry). Its /companies/… paths win over the companies area's
 * /companies/:id because fixed paths come first (ui/routes.tsx).
 */
export const companyBatchesArea: UiArea = {
  name: 'company-batches',
  routes: [
    { path: '/companies/batch-upload', component: lazyPage(() => import('./BatchUploadPage.js'), (m) => m.BatchUploadPage) },
    { path: '/companies/batches', component: lazyPage(() => import('./CompanyBatchesPage.js'), (m) => m.CompanyBatchesPage) },
    { path: '/companies/lookalikes/:id', component: lazyPage(() => import('./LookalikesPage.js'), (m) => m.LookalikesPage) },
    { path: '/batches', component: lazyPage(() => import('./BatchesPage.js'), (m) => m.BatchesPage) },
  ],
  nav: [{ label: 'Batches', href: '/batches', icon: Layers, position: 100 }],
  events: [{ order: 90, handlers: companyBatchEvents }],
};
