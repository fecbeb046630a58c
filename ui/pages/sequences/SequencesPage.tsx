import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { Link } from 'wouter';
import { ListOrdered, Plus } from 'lucide-react';
import { ENROLLMENT_STATUSES } from '../../../contracts/sequences.js';
import { messageOf } from '../../api/client.js';
import { api } from '../../api/endpoints.js';
import { Button, buttonClass } from '../../components/Button.js';
import { Card } from '../../components/Card.js';
import { ListTable } from '../../components/ListTable.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useCan } from '../../state/permissions.js';
import { enrollmentChangesAtom, sequenceListAtom, sequenceRecords, setSequenceList } from '../../state/sequences.js';
import { ApprovalsCard } from './ApprovalsCard.js';
import { stepsSummary } from './parts.js';

const COUNTED = Object.keys(ENROLLMENT_STATUSES) as Array<keyof typeof ENROLLMENT_STATUSES>;

/** How long enrolment changes settle before the list re-reads its counts. */
const COUNTS_SETTLE_MS = 1000;

function NewSequenceLink() {
  const mayWrite = useCan('records.write');
  if (!mayWrite) return null;
  return (
    <Link href="/sequences/new" className={buttonClass('primary', 'md', 'whitespace-nowrap')}>
      <Plus className="h-4 w-4" aria-hidden /> New sequence
    </Link>
  );
}

function SequenceRow({ id }: { id: string }) {
  const s = useAtomValue(sequenceRecords.atom(id));
  if (!s) return null;
  const summary = stepsSummary(s.steps);
  return (
    <tr className="border-b border-slate-100 align-top last:border-0">
      <td className="max-w-[18rem] px-4 py-3">
        <Link href={`/sequences/${s.id}`} className="break-words font-medium text-brand-700 hover:underline">
          {s.name}
        </Link>
        {s.requireApproval && <div className="text-xs text-slate-500">Emails wait for approval</div>}
      </td>
      <td className="px-4 py-3 text-sm text-slate-700">
        <div className="break-words">{summary.kinds}</div>
        <div className="text-xs text-slate-500">{summary.span}</div>
      </td>
      <td className="px-4 py-3 text-sm text-slate-700">
        <ul className="flex flex-wrap gap-x-3 gap-y-0.5" aria-label={`Contacts in ${s.name}`}>
          {COUNTED.map((status) => (
            <li key={status} className="whitespace-nowrap">
              <span className="font-semibold tabular-nums text-slate-900">{s.counts[status].toLocaleString('en-US')}</span> {ENROLLMENT_STATUSES[status].toLowerCase()}
            </li>
          ))}
        </ul>
      </td>
    </tr>
  );
}

function EmptySequences() {
  return (
    <Card className="px-6 py-10 text-center">
      <ListOrdered className="mx-auto h-8 w-8 text-slate-500" aria-hidden />
      <h2 className="mt-3 text-base font-semibold text-slate-900">No sequences yet</h2>
      <p className="mx-auto mt-2 max-w-xl text-sm text-slate-600">
        A sequence is a list of steps a few business days apart: emails sent from your mailbox, and LinkedIn and call steps that become tasks for you. Create one,
        then add contacts from a contact’s or company’s page, or with Reach out on an alert.
      </p>
      <div className="mt-5 flex justify-center">
        <NewSequenceLink />
      </div>
    </Card>
  );
}

/** /sequences: the workspace's sequences with their contacts by status, and the rep's emails waiting for approval. */
export function SequencesPage() {
  const store = useStore();
  const sequences = useAtomValue(sequenceListAtom);
  const changes = useAtomValue(enrollmentChangesAtom);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(
    async (quiet = false) => {
      if (!quiet) setState('loading');
      try {
        const r = await api.sequences.list({ key: 'sequences-list' });
        setSequenceList(store, r.sequences);
        setState('ready');
      } catch (err) {
        if (quiet) return;
        setError(messageOf(err, 'Failed to load sequences'));
        setState('error');
      }
    },
    [store],
  );
  useEffect(() => {
    void load();
  }, [load]);

  // Contacts moving through sequences change their counts: re-read them once things settle.
  const seen = useRef(changes);
  useEffect(() => {
    if (seen.current === changes) return;
    seen.current = changes;
    const timer = setTimeout(() => void load(true), COUNTS_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [changes, load]);

  const rows = sequences ?? [];
  return (
    <>
      <PageHeader
        title="Sequences"
        description="Steps a few business days apart. Emails go out from your mailbox within the sending hours; a reply, a bounce or an unsubscribe stops a contact’s sequence."
        actions={<NewSequenceLink />}
      />
      <div className="space-y-6">
        <ApprovalsCard />
        {state === 'error' && rows.length === 0 ? (
          <Card className="flex flex-col items-center gap-3 px-4 py-12 text-center text-sm text-slate-500">
            <p>{error}</p>
            <Button variant="outline" size="sm" onClick={() => void load()}>
              Try again
            </Button>
          </Card>
        ) : sequences !== null && rows.length === 0 && state !== 'loading' ? (
          <EmptySequences />
        ) : (
          <ListTable
            label="Sequences"
            columns={[{ label: 'Name' }, { label: 'Steps' }, { label: 'Contacts' }]}
            rows={sequences === null || (state === 'loading' && rows.length === 0) ? null : rows.length}
            loadingLabel="Loading sequences"
            failedText={null}
            emptyText="No sequences yet."
            minWidthClass="min-w-[640px]"
          >
            {rows.map((s) => (
              <SequenceRow key={s.id} id={s.id} />
            ))}
          </ListTable>
        )}
      </div>
    </>
  );
}
