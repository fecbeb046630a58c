import { defineArea } from '../ports/server-area.js';
import { messageRoutes } from './routes.js';

/** Generated outreach messages; asking for one is in its company's history. */
export const messagesArea = defineArea({
  name: 'messages',
  routes: (app) => [messageRoutes(app)],
  activity: {
    'message.created': (p) => ({
      kind: 'message.requested',
      subjectType: p.message.companyId ? 'company' : 'message',
      subjectId: p.message.companyId ?? p.message.id,
      payload: { messageId: p.message.id },
    }),
  },
});
