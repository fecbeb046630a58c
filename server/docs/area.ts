import { defineArea } from '../ports/server-area.js';
import { docsRoutes } from './routes.js';

/** The API's own description (OpenAPI document and reference page). */
export const docsArea = defineArea({
  name: 'docs',
  routes: (app) => [docsRoutes(app)],
});
