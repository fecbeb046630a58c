import { defineArea } from '../ports/server-area.js';
import { profileRoutes } from './profile/routes.js';
import { brandingRoutes } from './branding/routes.js';
import { templateRoutes } from './templates/routes.js';

/** Profile, company branding and message templates. */
export const settingsArea = defineArea({
  name: 'settings',
  routes: (app) => [profileRoutes(app), brandingRoutes(app), templateRoutes(app)],
});
