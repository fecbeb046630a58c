import { useEffect, useRef, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { Link, useLocation, useParams } from 'wouter';
import { toast } from 'sonner';
import { Pencil, Trash2 } from 'lucide-react';
import { ENROLLMENT_STATUSES, isEmailStep, type Sequence } from '../../../contracts/sequences.js';
import { ApiError, messageOf } from '../../api/client.js';
import { api } from '../../api/endpoints.js';
import { Button, buttonClass } from '../../components/Button.js';
import { Card, CardBody, CardHeader } from '../../components/Card.js';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog.js';
import { PageHeader } from '../../components/PageHeader.js';
import { CenteredSpinner } from '../../components/Spinner.js';
import { plural } from '../../lib/plural.js';
import { useCan } from '../../state/permissions.js';
import { enrollmentListKey, enrollmentsAtom, sequenceRecords, setEnrollmentList, upsertSequence } from '../../state/sequences.js';
import { templateRecords } from '../../state/templates.js';
import { EnrollmentsTable } from './EnrollmentsTable.js';
import { BackToSequences } from './SequenceEditorPage.js';
import { kindLabel, stepsSummary } from './parts.js';

function TemplateName({ id }: { id: string }) {
  const t = useAtomValue(templateRecords.atom(id));
  return <>{t ? `“${t.name}”` : 'a template'}</>;
}

function StepsCard({ sequence }: { sequence: Sequence }) {
  return (
    <Card>
      <CardHeader title="Steps" description={sequence.requireApproval ? 'Each email waits for your approval before it is sent.' : 'Emails are sent without asking, within the sending hours.'} />
      <CardBody>
        <ol className="space-y-3">
          {sequence.steps.map((s, i) => (
            <li key={i} className="flex gap-3 text-sm">
              <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-semibold text-brand-800">{i + 1}</span>
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{kindLabel(s.kind)}</p>
                <p className="text-xs text-slate-500">
                  {s.delayDays === 0 ? (i === 0 ? 'Right after enrolment' : 'The same day as the step before') : `${plural(s.delayDays, 'business day')} after ${i === 0 ? 'enrolment' : 'the step before'}`}
                  {isEmailStep(s.kind) || s.kind === 'linkedin_message' ? (
                    <>
                      {' · '}
                      {s.templateId ? (
                        <>
                          from <TemplateName id={s.templateId} />
                        </>
                      ) : (
                        'written for each contact'
                      )}
                    </>
                  ) : (
                    ' · a task for you'
                  )}
                </p>
                {s.note && <p className="mt-1 break-words text-slate-700">{s.note}</p>}
              </div>
            </li>
          ))}
        </ol>
      </CardBody>
    </Card>
  );
}

/** Sequences deleted from this tab: their page goes without saying "deleted in another tab". */
const deletedHere = new Set<string>();

function SequenceDetail({ sequence, failedText }: { sequence: Sequence; failedText: string | null }) {
  const store = useStore();
  const [, navigate] = useLocation();
  const mayWrite = useCan('records.write');
  const [deleting, setDeleting] = useState(false);
  const key = enrollmentListKey({ sequenceId: sequence.id });
  const enrollments = useAtomValue(enrollmentsAtom(key));

  // The steps name their templates.
  useEffect(() => {
    let live = true;
    api.templates
      .list()
      .then((r) => live && templateRecords.setList(store, r.templates))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [store]);

  // Counted from the enrolments shown (live), the sequence's own counts until they have loaded.
  const counts = enrollments ? Object.fromEntries(Object.keys(ENROLLMENT_STATUSES).map((s) => [s, enrollments.filter((e) => e.status === s).length])) : sequence.counts;
  const summary = stepsSummary(sequence.steps);
  return (
    <>
      <BackToSequences />
      <PageHeader
        title={sequence.name}
        description={`${summary.kinds} · ${summary.span}`}
        actions={
          mayWrite && (
            <>
              <Link href={`/sequences/${sequence.id}/edit`} className={buttonClass('outline')}>
                <Pencil className="h-4 w-4" aria-hidden /> Edit
              </Link>
              <Button variant="outline" onClick={() => setDeleting(true)}>
                <Trash2 className="h-4 w-4" aria-hidden /> Delete
              </Button>
            </>
          )
        }
      />
      <div className="grid gap-6 2xl:grid-cols-3">
        <div className="min-w-0 space-y-4 2xl:col-span-2">
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600" aria-label="Contacts by status">
            {(Object.keys(ENROLLMENT_STATUSES) as Array<keyof typeof ENROLLMENT_STATUSES>).map((s) => (
              <span key={s}>
                <span className="font-semibold tabular-nums text-slate-900">{counts[s] ?? 0}</span> {ENROLLMENT_STATUSES[s].toLowerCase()}
              </span>
            ))}
          </p>
          <EnrollmentsTable enrollments={enrollments} failedText={failedText} />
        </div>
        <div className="min-w-0 max-w-3xl">
          <StepsCard sequence={sequence} />
        </div>
      </div>
      <ConfirmDeleteDialog
        open={deleting}
        title="Delete sequence?"
        remove={() => api.sequences.remove({ id: sequence.id })}
        deleted="Sequence deleted"
        failed={(err) => messageOf(err, 'Failed to delete the sequence')}
        onClose={() => setDeleting(false)}
        onDeleted={() => {
          deletedHere.add(sequence.id);
          sequenceRecords.remove(store, sequence.id);
          navigate('/sequences');
        }}
      >
        “{sequence.name}” will be deleted and everyone in it stopped. Emails already sent stay in the contacts’ history. This cannot be undone.
      </ConfirmDeleteDialog>
    </>
  );
}

/** /sequences/:id: a sequence's steps and its contacts, live. */
export function SequenceDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const store = useStore();
  const sequence = useAtomValue(sequenceRecords.atom(id));
  const [state, setState] = useState<'loading' | 'ready' | 'not_found' | 'error'>('loading');
  const [, navigate] = useLocation();
  const seen = useRef(false);
  useEffect(() => {
    let live = true;
    setState('loading');
    api.sequences
      .get({ id })
      .then((r) => {
        if (!live) return;
        upsertSequence(store, r.sequence);
        setEnrollmentList(store, enrollmentListKey({ sequenceId: id }), r.enrollments);
        setState('ready');
      })
      .catch((err: unknown) => live && setState(err instanceof ApiError && (err.status === 404 || err.status === 400) ? 'not_found' : 'error'));
    return () => {
      live = false;
    };
  }, [id, store]);
  useEffect(() => {
    if (sequence) seen.current = true;
    // Deleted in another tab while open here.
    else if (seen.current && state === 'ready' && !deletedHere.has(id)) {
      toast.info('Sequence deleted', { description: 'It was deleted in another tab.' });
      navigate('/sequences');
    }
  }, [sequence, state, navigate, id]);
  if (state === 'loading' && !sequence) return <CenteredSpinner label="Loading sequence" />;
  if (state === 'not_found' || (state === 'error' && !sequence))
    return (
      <>
        <BackToSequences />
        <p role="alert" className="text-sm text-red-600">
          {state === 'not_found' ? 'Sequence not found. It may have been deleted.' : 'Failed to load the sequence.'}
        </p>
      </>
    );
  if (!sequence) return <CenteredSpinner label="Loading sequence" />;
  return <SequenceDetail key={id} sequence={sequence} failedText={state === 'error' ? 'Failed to load the enrolments.' : null} />;
}
