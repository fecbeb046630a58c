import { defineArea } from '../ports/server-area.js';
import { contactRoutes } from './routes.js';

/** Contacts; a new one is in its company's history (or its own, without a company). */
export const contactsArea = defineArea({
  name: 'contacts',
  routes: (app) => [contactRoutes(app)],
  activity: {
    'contact.created': (p) => ({
      kind: 'contact.added',
      subjectType: p.contact.companyId ? 'company' : 'contact',
      subjectId: p.contact.companyId ?? p.contact.id,
      payload: { contactId: p.contact.id, name: `${p.contact.firstName} ${p.contact.lastName}`.trim() },
    }),
  },
});
