import { defineArea } from '../ports/server-area.js';
import { importRoutes } from './routes.js';

/** Imports: CSV and Excel files of companies and contacts, mapped, previewed, run as a job and undoable; exports back to CSV. */
export const importsArea = defineArea({
  name: 'imports',
  routes: (app) => [importRoutes(app)],
});
