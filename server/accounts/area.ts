import { defineArea } from '../ports/server-area.js';
import { authRoutes } from './routes.js';

/** Sign-up, sign-in, sessions and the account itself. */
export const accountsArea = defineArea({
  name: 'accounts',
  routes: (app) => [authRoutes(app)],
});
