import { defineArea } from '../ports/server-area.js';
import { chatRoutes } from './routes.js';

/** The chat assistant (its conversations; the assistant itself is server/assistant/). */
export const chatArea = defineArea({
  name: 'chat',
  routes: (app) => [chatRoutes(app)],
});
