import { defineArea } from '../ports/server-area.js';
import { presentationRoutes } from './routes.js';
import { presentationSharingRoutes } from './sharing/routes.js';
import { attachPublicPresentations } from './sharing/socket.js';

/** Presentations (decks) and their client link (`/deck/:token`, its routes and live channel). */
export const presentationsArea = defineArea({
  name: 'presentations',
  routes: (app) => [presentationRoutes(app), presentationSharingRoutes(app)],
  publicNamespaces: (app, allowSocket) => [(io) => attachPublicPresentations(app, io, allowSocket)],
});
