import { defineArea } from '../ports/server-area.js';
import { reportRoutes } from './routes.js';

/** The sales manager's reports (docs/product.md#reports): read-only views over deals, proposals, mail and tasks. */
export const reportsArea = defineArea({
  name: 'reports',
  routes: (app) => [reportRoutes(app)],
});
