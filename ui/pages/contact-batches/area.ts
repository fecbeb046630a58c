import { lazyPage, type UiArea } from '../../ui-area.js';
import { contactBatchEvents } from '../../state/contact-batches.js';

/**
 * Contact batches: the batches and one batch's review. Reached from /batches (company batches'
 * entry) and from contacts, so no navigation entry of its own.
 */
export const contactBatchesArea: UiArea = {
  name: 'contact-batches',
  routes: [
    { path: '/contacts/batches', component: lazyPage(() => import('./ContactBatchesPage.js'), (m) => m.ContactBatchesPage) },
    { path: '/contacts/batch/:batchId', component: lazyPage(() => import('./ContactBatchPage.js'), (m) => m.ContactBatchPage) },
  ],
  events: [{ order: 100, handlers: contactBatchEvents }],
};
