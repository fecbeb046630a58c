import { defineArea } from '../ports/server-area.js';
import { directoryRoutes } from './routes.js';

/** Discover: the built-in directory of companies. */
export const directoryArea = defineArea({
  name: 'directory',
  routes: (app) => [directoryRoutes(app)],
});
