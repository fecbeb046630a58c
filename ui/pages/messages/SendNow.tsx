import { useEffect, useId, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { Link } from 'wouter';
import { toast } from 'sonner';
import { format } from 'date-fns';
import { Send } from 'lucide-react';
import { MAIL_MESSAGES, type MailSettings, type OutboundEmail } from '../../../contracts/mail.js';
import { messageOf } from '../../api/client.js';
import { api } from '../../api/endpoints.js';
import { Button } from '../../components/Button.js';
import { Spinner } from '../../components/Spinner.js';
import { useMailbox } from '../../components/useMailbox.js';
import { emailIdForMessageAtom, outboundRecords, upsertOutbound } from '../../state/emails.js';
import { ClientLinkPicker, type ClientLinkChoice } from './ClientLinkPicker.js';

const SETTINGS_LINK = (
  <Link href="/settings?tab=mailbox" className="font-medium underline">
    Open Settings → Mailbox
  </Link>
);

/** The email a message was sent as, live from `email.updated` (matched by its messageId). */
export function useSentEmail(messageId: string | null): OutboundEmail | null {
  const emailId = useAtomValue(emailIdForMessageAtom(messageId ?? ''));
  return useAtomValue(outboundRecords.atom(emailId ?? '')) ?? null;
}

/** Where a sent message stands, in words: queued, sending, sent, failed (with the reason). */
export function SendStatus({ email }: { email: OutboundEmail }) {
  if (email.status === 'sent')
    return (
      <p role="status" className="text-sm text-emerald-700">
        Sent ✓ to {email.toEmail}
        {email.sentAt && <> at {format(new Date(email.sentAt), 'h:mm a')}</>}
      </p>
    );
  if (email.status === 'failed')
    return (
      <p role="alert" className="break-words text-sm text-red-700">
        Not sent: {email.error ?? 'the mail server refused it'}
      </p>
    );
  if (email.status === 'cancelled') return <p className="text-sm text-slate-600">Cancelled: not sent.</p>;
  if (email.status === 'awaiting_approval') return <p className="text-sm text-slate-600">Waiting for your approval.</p>;
  return (
    <p role="status" className="inline-flex items-center gap-2 text-sm text-slate-600">
      <Spinner className="h-4 w-4" label="Sending" /> {email.status === 'sending' ? 'Sending…' : `Queued: sending to ${email.toEmail}…`}
    </p>
  );
}

/** Whether the workspace's shared relay can send for a rep without a mailbox of their own (asked only then). */
function useRelay(ask: boolean): MailSettings | null {
  const [settings, setSettings] = useState<MailSettings | null>(null);
  useEffect(() => {
    if (!ask) return;
    let live = true;
    api.mail
      .getSettings()
      .then((r) => live && setSettings(r.settings))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [ask]);
  return settings;
}

/**
 * "Send now" for a written email (docs/product.md#sending): sent from the rep's own mailbox (or
 * the workspace's relay) with the edited subject and text. `check` validates the fields first.
 * Without a way to send, the button is off and says why, with the way to Settings → Mailbox.
 */
export function SendNow(props: { messageId: string; toEmail: string | null; companyId?: string | null; subject: string; body: string; check: () => boolean }) {
  const store = useStore();
  const { mailbox, error } = useMailbox();
  const relay = useRelay(mailbox === null);
  const email = useSentEmail(props.messageId);
  const [sending, setSending] = useState(false);
  const [link, setLink] = useState<ClientLinkChoice>(null);
  const whyId = useId();

  const relayFrom = relay?.hasRelay ? relay.relayFrom : null;
  const why = !props.toEmail ? (
    MAIL_MESSAGES.noEmail
  ) : mailbox?.status === 'failing' ? (
    <>
      {MAIL_MESSAGES.failing}. {SETTINGS_LINK}
    </>
  ) : mailbox === null && !relayFrom ? (
    <>
      {MAIL_MESSAGES.noMailbox}. {SETTINGS_LINK}
    </>
  ) : null;
  const inFlight = email !== null && (email.status === 'queued' || email.status === 'sending');
  const done = email?.status === 'sent';

  const send = async () => {
    if (!props.check()) return;
    setSending(true);
    try {
      const r = await api.mail.sendMessage({ id: props.messageId }, { subject: props.subject.trim(), body: props.body, ...(link ? { link } : {}) });
      upsertOutbound(store, r.email);
    } catch (err) {
      toast.error('Not sent', { description: messageOf(err, 'Failed to send the email') });
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="space-y-2">
      {!done && !why && <ClientLinkPicker companyId={props.companyId ?? null} value={link} onChange={setLink} disabled={sending || inFlight} />}
      {!done && (
        <Button onClick={() => void send()} disabled={sending || inFlight || why !== null || (mailbox === undefined && !error)} aria-describedby={why ? whyId : undefined}>
          <Send className="h-4 w-4" aria-hidden /> {sending ? 'Sending...' : email?.status === 'failed' ? 'Try again' : 'Send now'}
        </Button>
      )}
      {why && (
        <p id={whyId} className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800">
          {why}
        </p>
      )}
      {!why && !email && props.toEmail && (
        <p className="text-xs text-slate-500">
          To {props.toEmail}, from {mailbox ? `${mailbox.fromName} <${mailbox.fromEmail}>` : (relayFrom ?? 'your mailbox')}
          {mailbox?.signature ? ', with your signature' : ''}.
        </p>
      )}
      {email && <SendStatus email={email} />}
    </div>
  );
}
