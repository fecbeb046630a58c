import { useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { Link } from 'wouter';
import { toast } from 'sonner';
import { Check } from 'lucide-react';
import type { OutboundEmail } from '../../../contracts/mail.js';
import { messageOf } from '../../api/client.js';
import { api } from '../../api/endpoints.js';
import { Button } from '../../components/Button.js';
import { Card, CardBody, CardHeader } from '../../components/Card.js';
import { Field, Input, Textarea } from '../../components/Field.js';
import { Spinner } from '../../components/Spinner.js';
import { outboundRecords, outboxList, setOutbox, upsertOutbound } from '../../state/emails.js';
import { useCan } from '../../state/permissions.js';
import { plural } from '../../lib/plural.js';
import { formatRun } from './parts.js';

/** One email waiting for the rep: read it, edit it, approve it (it goes in the next sending window). */
function ApprovalItem({ email }: { email: OutboundEmail }) {
  const store = useStore();
  const mayWrite = useCan('records.write');
  const [open, setOpen] = useState(false);
  const [subject, setSubject] = useState(email.subject);
  const [body, setBody] = useState(email.body);
  const [busy, setBusy] = useState(false);
  const approve = async () => {
    if (!subject.trim() || !body.trim()) return toast.error('Error', { description: 'The email needs a subject and a message' });
    setBusy(true);
    try {
      const edits = { ...(subject !== email.subject ? { subject: subject.trim() } : {}), ...(body !== email.body ? { body } : {}) };
      const r = await api.mail.approve({ id: email.id }, edits);
      upsertOutbound(store, r.email);
      toast.success('Approved', { description: `The email to ${email.toName || email.toEmail} goes out in the next sending window.` });
    } catch (err) {
      toast.error('Error', { description: messageOf(err, 'Failed to approve the email') });
    } finally {
      setBusy(false);
    }
  };
  const to = email.toName ? `${email.toName} <${email.toEmail}>` : email.toEmail;
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="break-words text-sm font-medium text-slate-900">{email.subject}</p>
          <p className="break-words text-xs text-slate-500">
            To {to}
            {email.stepIndex !== null && <> · step {email.stepIndex + 1}</>} · written {formatRun(email.createdAt)}
            {email.contactId && (
              <>
                {' · '}
                <Link href={`/contacts/${email.contactId}`} className="text-brand-700 hover:underline">
                  Contact
                </Link>
              </>
            )}
          </p>
        </div>
        {mayWrite && (
          <Button variant="outline" size="sm" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
            {open ? 'Close' : 'Review'}
            <span className="sr-only"> the email to {to}</span>
          </Button>
        )}
      </div>
      {open && (
        <div className="mt-3 space-y-3 rounded-md bg-slate-50 p-3">
          <Field label="Subject">{(id) => <Input id={id} value={subject} onChange={(e) => setSubject(e.target.value)} />}</Field>
          <Field label="Message">{(id) => <Textarea id={id} rows={10} value={body} onChange={(e) => setBody(e.target.value)} />}</Field>
          <div className="flex justify-end">
            <Button onClick={() => void approve()} disabled={busy}>
              <Check className="h-4 w-4" aria-hidden /> {busy ? 'Approving...' : 'Approve'}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}

/**
 * The rep's outbox on the Sequences page: sequence emails waiting for their approval (read, edit,
 * approve) and emails that failed, with the reason. Live from `email.updated`.
 */
export function ApprovalsCard() {
  const store = useStore();
  const emails = useAtomValue(outboundRecords.recordsOf(outboxList()));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api.mail
      .outbox()
      .then((r) => live && setOutbox(store, r.emails))
      .catch((err: unknown) => live && setError(messageOf(err, 'Failed to load your outbox')));
    return () => {
      live = false;
    };
  }, [store]);

  const waiting = (emails ?? []).filter((e) => e.status === 'awaiting_approval');
  const failed = (emails ?? []).filter((e) => e.status === 'failed');
  const queued = (emails ?? []).filter((e) => e.status === 'queued' || e.status === 'sending').length;
  const empty = emails !== null && waiting.length === 0 && failed.length === 0 && queued === 0;
  return (
    <Card>
      <CardHeader
        title="Approvals"
        description={emails === null ? undefined : waiting.length > 0 ? `${plural(waiting.length, 'email')} waiting for you` : 'Nothing waits for your approval.'}
      />
      {!empty && (
      <CardBody className="space-y-4">
        {emails === null ? (
          error ? (
            <p className="text-sm text-slate-500">{error}</p>
          ) : (
            <div className="flex justify-center py-2">
              <Spinner label="Loading your outbox" />
            </div>
          )
        ) : (
          <>
            {waiting.length > 0 && (
              <ul className="divide-y divide-slate-100" aria-label="Waiting for approval">
                {waiting.map((e) => (
                  <ApprovalItem key={e.id} email={e} />
                ))}
              </ul>
            )}
            {failed.length > 0 && (
              <section aria-label="Failed emails" className="space-y-2">
                <h3 className="text-sm font-semibold text-red-700">Not sent</h3>
                <ul className="divide-y divide-slate-100">
                  {failed.map((e) => (
                    <li key={e.id} className="py-2 text-sm">
                      <p className="break-words font-medium text-slate-900">{e.subject}</p>
                      <p className="break-words text-xs text-slate-500">To {e.toName ? `${e.toName} <${e.toEmail}>` : e.toEmail}</p>
                      <p className="break-words text-xs text-red-700">{e.error ?? 'The mail server refused it'}</p>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {queued > 0 && <p className="text-xs text-slate-500">{plural(queued, 'email')} queued to send.</p>}
          </>
        )}
      </CardBody>
      )}
    </Card>
  );
}
