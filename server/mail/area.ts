import { defineArea } from '../ports/server-area.js';
import { mailRoutes } from './routes.js';
import { sequenceRoutes } from './sequences/routes.js';
import { unsubscribeRoutes } from './unsubscribe.js';
import { emailReceivedActivity } from './replies/activity.js';

/**
 * Sending (docs/product.md#sending): each rep's mailbox, emails sent now or by sequences, replies
 * read over IMAP that stop them, one-click unsubscribe and the do-not-email list.
 */
export const mailArea = defineArea({
  name: 'mail',
  routes: (app) => [mailRoutes(app), sequenceRoutes(app), unsubscribeRoutes(app)],
  activity: {
    'email.received': emailReceivedActivity,
    'email.updated': (p) =>
      p.email.status === 'sent' && (p.email.companyId || p.email.contactId)
        ? {
            kind: p.email.companyId ? 'company.email_sent' : 'message.email_sent',
            subjectType: p.email.companyId ? 'company' : 'contact',
            subjectId: (p.email.companyId ?? p.email.contactId)!,
            payload: { contactId: p.email.contactId, to: p.email.toName || p.email.toEmail, subject: p.email.subject },
          }
        : null,
  },
});
