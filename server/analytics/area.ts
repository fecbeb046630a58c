import { defineArea } from '../ports/server-area.js';
import { analyticsRoutes } from './routes.js';

/** The spec's analytics events. */
export const analyticsArea = defineArea({
  name: 'analytics',
  routes: (app) => [analyticsRoutes(app)],
});
