import type { ActivityMapper } from '../../ports/activity.js';

/**
 * The history a message the reply watcher read leaves (for the mail area's `activity` in
 * server/mail/area.ts: `'email.received': emailReceivedActivity`): a reply or a bounce is an
 * activity on the contact's company (`company.*`, on its timeline), or — for a contact without a
 * company — on the contact (`message.*`, in the feed), with the contact in the payload. An
 * automatic answer (out of office…) is not history: it only travels as the live event.
 */
export const EMAIL_RECEIVED_KINDS = {
  reply: { company: 'company.reply_received', contact: 'message.reply_received' },
  bounce: { company: 'company.email_bounced', contact: 'message.email_bounced' },
} as const;

/** Their texts live with the company timeline's (server/companies/timeline.ts) and the feed's (server/activity/feed.ts). */
export const emailReceivedActivity: ActivityMapper<'email.received'> = ({ email, summary }) => {
  if (email.kind === 'auto_reply') return null;
  const subjectId = email.companyId ?? email.contactId;
  if (!subjectId) return null;
  return {
    kind: EMAIL_RECEIVED_KINDS[email.kind][email.companyId ? 'company' : 'contact'],
    subjectType: email.companyId ? 'company' : 'contact',
    subjectId,
    payload: { emailId: email.id, contactId: email.contactId, from: email.fromName || email.fromEmail, fromEmail: email.fromEmail, subject: email.subject, summary },
  };
};
