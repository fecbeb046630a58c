import { defineArea } from '../ports/server-area.js';
import { contactBatchRoutes } from './routes.js';

/** Contact batches: people proposed for one company, reviewed one by one. */
export const contactBatchesArea = defineArea({
  name: 'contact-batches',
  routes: (app) => [contactBatchRoutes(app)],
});
