import { useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { Link } from 'wouter';
import { toast } from 'sonner';
import type { Enrollment } from '../../../contracts/sequences.js';
import { messageOf } from '../../api/client.js';
import { api } from '../../api/endpoints.js';
import { Button } from '../../components/Button.js';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog.js';
import { ListTable } from '../../components/ListTable.js';
import { useTeamMembers } from '../../components/OwnerSelect.js';
import { useCan } from '../../state/permissions.js';
import { upsertEnrollment } from '../../state/sequences.js';
import { memberRecords } from '../../state/team.js';
import { EnrollmentStatus, nextStepText } from './parts.js';

function OwnerName({ id }: { id: string | null }) {
  const member = useAtomValue(memberRecords.atom(id ?? ''));
  return <>{member?.fullName ?? '—'}</>;
}

/** Pause, Resume and Remove for one contact's place in a sequence. */
export function EnrollmentActions({ enrollment: e }: { enrollment: Enrollment }) {
  const store = useStore();
  const mayWrite = useCan('records.write');
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState(false);
  if (!mayWrite || (e.status !== 'active' && e.status !== 'paused')) return null;
  const run = async (action: 'pause' | 'resume', done: string) => {
    setBusy(true);
    try {
      const r = await api.sequences[action]({ id: e.id });
      upsertEnrollment(store, r.enrollment);
      toast.success('Success', { description: done });
    } catch (err) {
      toast.error('Error', { description: messageOf(err, `Failed to ${action} the sequence`) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap justify-end gap-1.5 max-sm:justify-start" role="group" aria-label={`Actions for ${e.contactName}`}>
      {e.status === 'active' ? (
        <Button variant="outline" size="sm" disabled={busy} onClick={() => void run('pause', `${e.contactName}’s sequence is paused`)}>
          Pause
        </Button>
      ) : (
        <Button variant="outline" size="sm" disabled={busy} onClick={() => void run('resume', `${e.contactName}’s sequence goes on`)}>
          Resume
        </Button>
      )}
      <Button variant="ghost" size="sm" disabled={busy} onClick={() => setRemoving(true)}>
        <span className="text-red-700">Remove</span>
      </Button>
      <ConfirmDeleteDialog
        open={removing}
        title={`Remove ${e.contactName} from the sequence?`}
        confirmLabel="Remove"
        busyLabel="Removing..."
        remove={async () => upsertEnrollment(store, (await api.sequences.unenroll({ id: e.id })).enrollment)}
        deleted={`${e.contactName} was taken out of ${e.sequenceName}`}
        failed={(err) => messageOf(err, 'Failed to remove the contact from the sequence')}
        onClose={() => setRemoving(false)}
        onDeleted={() => setRemoving(false)}
      >
        Their next step is cancelled and nothing more is sent to them from {e.sequenceName}. Emails already sent stay in their history.
      </ConfirmDeleteDialog>
    </div>
  );
}

function EnrollmentRow({ e }: { e: Enrollment }) {
  return (
    <tr className="border-b border-slate-100 align-top last:border-0">
      <td className="max-w-[14rem] px-4 py-3">
        <Link href={`/contacts/${e.contactId}`} className="break-words font-medium text-brand-700 hover:underline">
          {e.contactName}
        </Link>
        {e.contactEmail && (
          <div className="truncate text-xs text-slate-500" title={e.contactEmail}>
            {e.contactEmail}
          </div>
        )}
      </td>
      <td className="px-4 py-3 text-sm text-slate-700">
        {e.companyId ? (
          <Link href={`/companies/${e.companyId}`} className="break-words hover:text-brand-700 hover:underline">
            {e.companyName}
          </Link>
        ) : (
          '—'
        )}
      </td>
      <td className="px-4 py-3 text-sm">
        <EnrollmentStatus enrollment={e} />
      </td>
      <td className="px-4 py-3 text-sm text-slate-700">{nextStepText(e)}</td>
      <td className="px-4 py-3 text-sm text-slate-700">
        <OwnerName id={e.ownerId} />
      </td>
      <td className="px-4 py-3 text-right">
        <EnrollmentActions enrollment={e} />
      </td>
    </tr>
  );
}

/** A sequence's contacts: where each is, who owns them, and Pause / Resume / Remove. Live from `enrollment.updated`. */
export function EnrollmentsTable({ enrollments, failedText }: { enrollments: Enrollment[] | null; failedText: string | null }) {
  useTeamMembers();
  return (
    <ListTable
      label="Enrolments"
      columns={[{ label: 'Contact' }, { label: 'Company' }, { label: 'Status' }, { label: 'Next step' }, { label: 'Owner' }, { label: 'Actions', align: 'right', srOnly: true }]}
      rows={enrollments === null ? null : enrollments.length}
      loadingLabel="Loading enrolments"
      failedText={failedText}
      emptyText="No one is in this sequence yet. Add contacts from a contact’s or company’s page, or with Reach out on an alert."
      minWidthClass="min-w-[820px]"
    >
      {(enrollments ?? []).map((e) => (
        <EnrollmentRow key={e.id} e={e} />
      ))}
    </ListTable>
  );
}
