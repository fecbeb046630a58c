import { CONNECTION_REQUEST_MAX, MESSAGE_KIND_LABELS, type MessageKind } from '../../../contracts/messages.js';
import { Badge } from '../../components/Badge.js';

type Props = {
  kind: MessageKind;
  to: string;
  /** The rep's mailbox ("Rita Rep <rita@…>") an email is sent from, when connected. */
  from?: string | null;
  /** Added below an email when it is sent (Settings → Mailbox). */
  signature?: string;
  subject: string;
  message: string;
  provider: string | null;
};

/** The message as the contact will read it (an email as it is sent from the rep's mailbox, signature included). */
export function MessagePreview({ kind, to, from, signature, subject, message, provider }: Props) {
  if (!message.trim()) return <p className="py-8 text-center text-sm text-slate-500">Generate a message to preview it.</p>;
  return (
    <section aria-label="Message preview" className="rounded-md border border-slate-200 bg-slate-50 p-4 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={kind === 'email' ? 'blue' : 'purple'}>{MESSAGE_KIND_LABELS[kind]}</Badge>
        <span className="min-w-0 break-words text-xs text-slate-500">To: {to}</span>
        {kind === 'email' && from && <span className="min-w-0 break-words text-xs text-slate-500">From: {from}</span>}
        {kind === 'connection_request' && (
          <span className="ml-auto text-xs text-slate-500">
            {message.length} / {CONNECTION_REQUEST_MAX} characters
          </span>
        )}
      </div>
      {kind === 'email' && (
        <>
          <p className="mt-3 text-xs font-medium uppercase tracking-wide text-slate-500">Subject</p>
          <p className="mt-0.5 font-medium text-slate-900" data-testid="preview-subject">{subject || <span className="font-normal text-slate-500">No subject</span>}</p>
        </>
      )}
      <hr className="my-3 border-slate-200" />
      <div className="whitespace-pre-wrap break-words text-slate-800" data-testid="preview-message">{message}</div>
      {kind === 'email' && signature?.trim() && (
        <div className="mt-3 whitespace-pre-wrap break-words border-t border-dashed border-slate-200 pt-3 text-slate-600" aria-label="Your signature">
          {signature}
        </div>
      )}
      {provider && <p className="mt-3 text-xs text-slate-500">Written by {provider}</p>}
    </section>
  );
}
