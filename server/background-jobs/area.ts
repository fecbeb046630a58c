import { defineArea } from '../ports/server-area.js';
import { backgroundJobRoutes } from './routes.js';

/** The Background jobs page: list, retry, cancel. */
export const backgroundJobsArea = defineArea({
  name: 'background-jobs',
  routes: (app) => [backgroundJobRoutes(app)],
});
