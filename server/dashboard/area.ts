import { defineArea } from '../ports/server-area.js';
import { dashboardRoutes } from './routes.js';

/** The dashboard's cards. */
export const dashboardArea = defineArea({
  name: 'dashboard',
  routes: (app) => [dashboardRoutes(app)],
});
