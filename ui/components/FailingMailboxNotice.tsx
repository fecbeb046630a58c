import { Link } from 'wouter';
import { MailWarning } from 'lucide-react';
import { MAIL_MESSAGES } from '../../contracts/mail.js';

/** The failing-mailbox warning itself (its own chunk: the mail contract stays out of the first screen). */
export function FailingMailboxNotice() {
  return (
    <div role="alert" className="mb-6 flex items-start gap-3 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      <MailWarning className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <p className="min-w-0 break-words">
        {MAIL_MESSAGES.failing}.{' '}
        <Link href="/settings?tab=mailbox" className="whitespace-nowrap font-medium underline">
          Open Settings → Mailbox
        </Link>
      </p>
    </div>
  );
}
