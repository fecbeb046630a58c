import { defineArea } from '../ports/server-area.js';
import { documentRoutes } from './routes.js';

/** Proposal documents of the first design (redirected to proposals). */
export const documentsArea = defineArea({
  name: 'documents',
  routes: (app) => [documentRoutes(app)],
});
