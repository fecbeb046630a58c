import { defineArea } from '../ports/server-area.js';
import { catalogueRoutes } from './routes.js';

/** The promotional-product catalogue: search, products, SAGE Connect. */
export const catalogueArea = defineArea({
  name: 'catalogue',
  routes: (app) => [catalogueRoutes(app)],
});
