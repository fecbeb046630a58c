import { defineArea } from '../ports/server-area.js';
import { companyBatchRoutes } from './routes.js';

/** Company batches: pasted or uploaded lists of companies, and lookalikes. */
export const companyBatchesArea = defineArea({
  name: 'company-batches',
  routes: (app) => [companyBatchRoutes(app)],
});
