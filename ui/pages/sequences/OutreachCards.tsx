import { useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { Link } from 'wouter';
import { format } from 'date-fns';
import { ArrowDownLeft, ArrowUpRight, ListPlus } from 'lucide-react';
import type { InboundEmail, OutboundEmail } from '../../../contracts/mail.js';
import { messageOf } from '../../api/client.js';
import { api } from '../../api/endpoints.js';
import { Badge, type BadgeTone } from '../../components/Badge.js';
import { Button } from '../../components/Button.js';
import { Card, CardBody, CardHeader } from '../../components/Card.js';
import { Spinner } from '../../components/Spinner.js';
import { emailListKey, inboundRecords, outboundRecords, setEmailFeed } from '../../state/emails.js';
import { useCan } from '../../state/permissions.js';
import { enrollmentListKey, enrollmentsAtom, setEnrollmentList } from '../../state/sequences.js';
import { EnrollDialog } from './EnrollDialog.js';
import { EnrollmentActions } from './EnrollmentsTable.js';
import { EnrollmentStatus, nextStepText } from './parts.js';

/** A contact (its page) or a company (its contacts). */
type About = { contactId: string; companyId?: undefined; name: string } | { companyId: string; contactId?: undefined; name: string };

const Loading = ({ label }: { label: string }) => (
  <div className="flex justify-center py-2">
    <Spinner label={label} />
  </div>
);

/** The contact's (or the company's contacts') places in sequences, live, with "Add to sequence". */
export function SequenceStatusCard({ about }: { about: About }) {
  const store = useStore();
  const mayWrite = useCan('records.write');
  const key = enrollmentListKey(about);
  const enrollments = useAtomValue(enrollmentsAtom(key));
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  useEffect(() => {
    let live = true;
    api.sequences
      .enrollments(about.contactId ? { contactId: about.contactId } : { companyId: about.companyId })
      .then((r) => live && setEnrollmentList(store, key, r.enrollments))
      .catch((err: unknown) => live && setError(messageOf(err, 'Failed to load sequences')));
    return () => {
      live = false;
    };
  }, [about.contactId, about.companyId, key, store]);
  const forCompany = about.companyId !== undefined;
  return (
    <Card>
      <CardHeader
        title="Sequences"
        action={
          mayWrite && (
            <Button variant="outline" size="sm" className="shrink-0" onClick={() => setAdding(true)}>
              <ListPlus className="h-4 w-4" aria-hidden /> Add to sequence
            </Button>
          )
        }
      />
      <CardBody>
        {enrollments === null ? (
          error ? <p className="text-sm text-slate-500">{error}</p> : <Loading label="Loading sequences" />
        ) : enrollments.length === 0 ? (
          <p className="text-sm text-slate-500">{forCompany ? 'None of its contacts is in a sequence.' : 'Not in a sequence.'}</p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Sequence enrolments">
            {enrollments.map((e) => (
              <li key={e.id} className="space-y-1 py-3 first:pt-0 last:pb-0">
                <div className="flex flex-wrap items-center gap-2">
                  {forCompany && (
                    <Link href={`/contacts/${e.contactId}`} className="font-medium text-slate-900 hover:text-brand-700 hover:underline">
                      {e.contactName}
                    </Link>
                  )}
                  <Link href={`/sequences/${e.sequenceId}`} className="break-words text-sm font-medium text-brand-700 hover:underline">
                    {e.sequenceName}
                  </Link>
                  <EnrollmentStatus enrollment={e} />
                </div>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="text-xs text-slate-500">{nextStepText(e)}</p>
                  <EnrollmentActions enrollment={e} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
      {mayWrite && (
        <EnrollDialog
          open={adding}
          onClose={() => setAdding(false)}
          target={about.contactId ? { contactIds: [about.contactId] } : { companyId: about.companyId }}
          title={forCompany ? `Add ${about.name}’s contacts to a sequence` : `Add ${about.name} to a sequence`}
          description={
            forCompany
              ? 'Every contact of the company with an email address is enrolled; those already in a sequence are skipped.'
              : 'The first step is scheduled from today, in business days and within the sending hours.'
          }
        />
      )}
    </Card>
  );
}

type Item = { at: string; sent: OutboundEmail; received?: undefined } | { at: string; received: InboundEmail; sent?: undefined };

const SENT: Record<OutboundEmail['status'], { label: string; tone: BadgeTone }> = {
  awaiting_approval: { label: 'Waiting for approval', tone: 'amber' },
  queued: { label: 'Queued', tone: 'blue' },
  sending: { label: 'Sending', tone: 'blue' },
  sent: { label: 'Sent', tone: 'green' },
  failed: { label: 'Not sent', tone: 'red' },
  cancelled: { label: 'Cancelled', tone: 'grey' },
};
const RECEIVED: Record<InboundEmail['kind'], { label: string; tone: BadgeTone }> = {
  reply: { label: 'Reply', tone: 'purple' },
  auto_reply: { label: 'Auto-reply', tone: 'grey' },
  bounce: { label: 'Bounced', tone: 'red' },
};

function EmailItem({ item, forCompany }: { item: Item; forCompany: boolean }) {
  const e = item.sent ?? item.received;
  const badge = item.sent ? SENT[item.sent.status] : RECEIVED[item.received.kind];
  const Icon = item.sent ? ArrowUpRight : ArrowDownLeft;
  const who = item.sent ? `To ${forCompany ? item.sent.toName || item.sent.toEmail : item.sent.toEmail}` : `From ${item.received.fromName || item.received.fromEmail}`;
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <div className="flex items-start gap-2">
        <Icon className={item.sent ? 'mt-0.5 h-4 w-4 shrink-0 text-slate-400' : 'mt-0.5 h-4 w-4 shrink-0 text-violet-500'} aria-label={item.sent ? 'Sent' : 'Received'} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="break-words text-sm font-medium text-slate-900">{e.subject || '(no subject)'}</span>
            <Badge tone={badge.tone}>{badge.label}</Badge>
          </div>
          <p className="break-words text-xs text-slate-500">
            {who} · <time dateTime={item.at}>{format(new Date(item.at), 'MMM d, h:mm a')}</time>
          </p>
          {item.sent?.status === 'failed' && item.sent.error && <p className="break-words text-xs text-red-700">{item.sent.error}</p>}
          <details className="mt-1 text-sm">
            <summary className="cursor-pointer text-xs font-medium text-brand-700">Show the email</summary>
            <p className="mt-1 whitespace-pre-wrap break-words rounded-md bg-slate-50 p-2 text-slate-800">{item.sent ? item.sent.body : item.received.text}</p>
          </details>
        </div>
      </div>
    </li>
  );
}

/** The emails sent to and received from a contact (or a company's contacts), newest first, live. */
export function EmailsCard({ about }: { about: About }) {
  const store = useStore();
  const key = emailListKey(about);
  const sent = useAtomValue(outboundRecords.recordsOf(outboundRecords.listOf(key)));
  const received = useAtomValue(inboundRecords.recordsOf(inboundRecords.listOf(key)));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api.mail
      .emails(about.contactId ? { contactId: about.contactId } : { companyId: about.companyId })
      .then((r) => live && setEmailFeed(store, key, r))
      .catch((err: unknown) => live && setError(messageOf(err, 'Failed to load emails')));
    return () => {
      live = false;
    };
  }, [about.contactId, about.companyId, key, store]);
  const items: Item[] | null =
    sent && received
      ? [...sent.map((s): Item => ({ at: s.sentAt ?? s.createdAt, sent: s })), ...received.map((r): Item => ({ at: r.receivedAt, received: r }))].sort((a, b) => b.at.localeCompare(a.at))
      : null;
  return (
    <Card>
      <CardHeader title="Emails" description={items && items.length > 0 ? `${items.length} sent and received` : undefined} />
      <CardBody>
        {items === null ? (
          error ? <p className="text-sm text-slate-500">{error}</p> : <Loading label="Loading emails" />
        ) : items.length === 0 ? (
          <p className="text-sm text-slate-500">No emails yet. Emails sent from SwagScout and the replies to them show here.</p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Emails">
            {items.map((item) => (
              <EmailItem key={(item.sent ?? item.received).id} item={item} forCompany={about.companyId !== undefined} />
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
