import { defineArea } from '../ports/server-area.js';
import { activityRoutes } from './routes.js';

/** The workspace's activity feed. */
export const activityArea = defineArea({
  name: 'activity',
  routes: (app) => [activityRoutes(app)],
});
