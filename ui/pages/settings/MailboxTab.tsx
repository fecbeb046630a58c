import { useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { format } from 'date-fns';
import { MAIL_MESSAGES, type MailboxState } from '../../../contracts/mail.js';
import { messageOf } from '../../api/client.js';
import { api } from '../../api/endpoints.js';
import { Badge } from '../../components/Badge.js';
import { Button } from '../../components/Button.js';
import { Card, CardBody, CardHeader } from '../../components/Card.js';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog.js';
import { CenteredSpinner } from '../../components/Spinner.js';
import { useMailbox } from '../../components/useMailbox.js';
import { mailboxAtom } from '../../state/mailbox.js';
import { useCan } from '../../state/permissions.js';
import { profileAtom } from '../../state/profile.js';
import { MailboxForm } from './MailboxForm.js';

const when = (iso: string) => format(new Date(iso), 'MMM d, h:mm a');

/** Where the mailbox stands: connected (and when its logins were last checked) or failing, today's sends, Disconnect. */
function MailboxStatus({ mailbox }: { mailbox: MailboxState }) {
  const store = useStore();
  const [confirming, setConfirming] = useState(false);
  return (
    <Card>
      <CardBody className="space-y-3">
        {mailbox.status === 'failing' ? (
          <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            <p className="font-semibold">Failing{mailbox.checkedAt && <span className="font-normal"> · checked {when(mailbox.checkedAt)}</span>}</p>
            <p className="mt-1 break-words">{mailbox.statusMessage ?? MAIL_MESSAGES.failing}</p>
          </div>
        ) : (
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <Badge tone="green">Connected ✓</Badge>
            {mailbox.checkedAt && <span>checked {when(mailbox.checkedAt)}</span>}
          </p>
        )}
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-slate-500">Sends as</dt>
          <dd className="min-w-0 break-words text-slate-900">
            {mailbox.fromName} &lt;{mailbox.fromEmail}&gt;
          </dd>
          <dt className="text-slate-500">Sent today</dt>
          <dd className="text-slate-900">
            {mailbox.sentToday.toLocaleString('en-US')} of {mailbox.dailyCap.toLocaleString('en-US')}
          </dd>
          <dt className="text-slate-500">Replies</dt>
          <dd className="text-slate-900">{mailbox.imapHost ? `Read from ${mailbox.imapHost}` : 'Not read (no IMAP server)'}</dd>
        </dl>
        <div className="flex justify-end">
          <Button variant="outline" onClick={() => setConfirming(true)}>
            Disconnect
          </Button>
        </div>
      </CardBody>
      <ConfirmDeleteDialog
        open={confirming}
        title="Disconnect your mailbox?"
        confirmLabel="Disconnect"
        busyLabel="Disconnecting..."
        remove={() => api.mail.removeMailbox()}
        deleted="Mailbox disconnected"
        failed={(err) => messageOf(err, 'Failed to disconnect your mailbox')}
        onClose={() => setConfirming(false)}
        onDeleted={() => {
          setConfirming(false);
          store.set(mailboxAtom, null);
        }}
      >
        Nothing is sent from {mailbox.fromEmail} until you connect a mailbox again, and the email steps of your sequences wait. The saved passwords are deleted.
      </ConfirmDeleteDialog>
    </Card>
  );
}

/** Settings → Mailbox: the rep connects their own mailbox, which SwagScout sends from (docs/product.md#sending). */
export function MailboxTab() {
  const { mailbox, error } = useMailbox();
  const mayWrite = useCan('records.write');
  const profile = useAtomValue(profileAtom);
  if (error) return <p className="text-sm text-red-600">{error}</p>;
  if (mailbox === undefined) return <CenteredSpinner label="Loading your mailbox" />;
  return (
    <div className="space-y-6">
      {mailbox && <MailboxStatus mailbox={mailbox} />}
      <Card>
        <CardHeader title="Your mailbox" description="SwagScout sends your emails from your own mailbox, so they look like any email you write and replies come back to you." />
        <CardBody>
          {mayWrite ? (
            <MailboxForm key={mailbox ? 'saved' : 'new'} mailbox={mailbox} profileSignature={profile?.emailSignature ?? ''} />
          ) : (
            <p className="text-sm text-slate-600">Viewers do not send email. Ask an owner or admin for a member role to connect a mailbox.</p>
          )}
        </CardBody>
      </Card>
    </div>
  );
}
