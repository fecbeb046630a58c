import { useCallback, useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { Link } from 'wouter';
import { format } from 'date-fns';
import { toast } from 'sonner';
import { RotateCcw, X } from 'lucide-react';
import { JOB_FILTER_LABELS, JOB_FILTERS, JOB_HISTORY_DAYS, jobPasses, type BackgroundJob, type JobFilter, type JobState } from '../../../contracts/background-jobs.js';
import { SegmentedControl } from '../../components/SegmentedControl.js';
import { PageHeader } from '../../components/PageHeader.js';
import { ListTable } from '../../components/ListTable.js';
import { Badge, type BadgeTone } from '../../components/Badge.js';
import { Button } from '../../components/Button.js';
import { messageOf } from '../../api/client.js';
import { api, isAbort } from '../../api/endpoints.js';
import { useCan } from '../../state/permissions.js';
import { backgroundJobListAtom, backgroundJobRecords, upsertBackgroundJob } from '../../state/background-jobs.js';

const STATE_LABEL: Record<JobState, { text: string; tone: BadgeTone }> = {
  queued: { text: 'Queued', tone: 'blue' },
  running: { text: 'Running', tone: 'amber' },
  failed: { text: 'Failed', tone: 'red' },
  completed: { text: 'Completed', tone: 'green' },
};

const SUBJECT_LINK: Record<NonNullable<BackgroundJob['subject']>['kind'], { text: string; href: (id: string) => string }> = {
  company: { text: 'Open company', href: (id) => `/companies/${id}` },
  chatSession: { text: 'Open chat', href: (id) => `/chat/${id}` },
  message: { text: 'Open messages', href: () => '/messages' },
  presentation: { text: 'Open presentation', href: (id) => `/presentations/${id}` },
  contactBatch: { text: 'Open batch', href: (id) => `/contacts/batch/${id}` },
  import: { text: 'Open import', href: (id) => `/imports/${id}` },
  contact: { text: 'Open contact', href: (id) => `/contacts/${id}` },
  sequence: { text: 'Open sequence', href: (id) => `/sequences/${id}` },
};

const when = (iso: string | null) => (iso ? format(new Date(iso), 'MMM d, yyyy h:mm a') : null);

/** What the "When" column says for each state. */
function timing(job: BackgroundJob): string {
  if (job.state === 'queued') return job.nextRunAt ? `${job.failCount > 0 ? 'Retries' : 'Runs'} ${when(job.nextRunAt)}` : 'Waiting';
  if (job.state === 'running') return job.lastRunAt ? `Started ${when(job.lastRunAt)}` : 'Starting';
  const finished = when(job.lastFinishedAt);
  return finished ? `${job.state === 'failed' ? 'Failed' : 'Finished'} ${finished}` : '—';
}

function JobRow({ job }: { job: BackgroundJob }) {
  const store = useStore();
  const [busy, setBusy] = useState(false);
  // Retry and Cancel change the team's work: not for viewers (docs/product.md#teams).
  const mayWrite = useCan('records.write');
  const state = STATE_LABEL[job.state];
  const link = job.subject ? SUBJECT_LINK[job.subject.kind] : null;
  const act = async (what: 'retry' | 'cancel') => {
    setBusy(true);
    try {
      if (what === 'retry') {
        const { job: fresh } = await api.jobs.retry({ id: job.id });
        backgroundJobRecords.remove(store, job.id);
        upsertBackgroundJob(store, fresh);
        toast.success('Job queued again');
      } else {
        await api.jobs.cancel({ id: job.id });
        backgroundJobRecords.remove(store, job.id);
        toast.success('Job cancelled');
      }
    } catch (err) {
      toast.error('Error', { description: messageOf(err, what === 'retry' ? 'The job could not be retried' : 'The job could not be cancelled') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <tr className="border-b border-slate-100 align-top last:border-0" data-testid="job-row">
      <td className="px-4 py-3">
        <p className="text-sm font-medium text-slate-900">{job.label}</p>
        {link && job.subject && (
          <Link href={link.href(job.subject.id)} className="block whitespace-nowrap text-xs text-brand-700 hover:underline">
            {link.text}
          </Link>
        )}
      </td>
      <td className="px-4 py-3">
        <Badge tone={state.tone}>{state.text}</Badge>
        {job.state === 'running' && job.progress !== null && (
          <div className="mt-2 h-1.5 w-24 rounded-full bg-slate-100" role="progressbar" aria-label={`${job.label} progress`} aria-valuenow={Math.round(job.progress)} aria-valuemin={0} aria-valuemax={100}>
            <div className="h-1.5 rounded-full bg-brand-600" style={{ width: `${Math.min(100, Math.max(0, job.progress))}%` }} />
          </div>
        )}
      </td>
      <td className="px-4 py-3 text-sm text-slate-600">{timing(job)}</td>
      <td className="max-w-xs px-4 py-3 text-sm text-slate-600">
        {job.failReason ? (
          <span className={job.state === 'failed' ? 'text-red-700' : undefined}>
            {job.state === 'queued' ? `Last try failed: ${job.failReason}` : job.failReason}
          </span>
        ) : (
          <span className="text-slate-400">—</span>
        )}
      </td>
      <td className="px-4 py-3 text-right">
        {mayWrite && job.canRetry && (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => void act('retry')} aria-label={`Retry ${job.label}`}>
            <RotateCcw className="h-4 w-4" aria-hidden /> Retry
          </Button>
        )}
        {mayWrite && job.canCancel && (
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => void act('cancel')} aria-label={`Cancel ${job.label}`}>
            <X className="h-4 w-4" aria-hidden /> Cancel
          </Button>
        )}
      </td>
    </tr>
  );
}

const COLUMNS = [{ label: 'Job' }, { label: 'Status' }, { label: 'When' }, { label: 'Details' }, { label: 'Actions', align: 'right' as const }];

const FILTER_OPTIONS = JOB_FILTERS.map((value) => ({ value, label: JOB_FILTER_LABELS[value] }));
const EMPTY_TEXT: Record<JobFilter, string> = {
  all: 'No background jobs right now. Enrichments, research and other work you start will show here.',
  active: 'Nothing is running or waiting right now.',
  finished: `No jobs finished in the last ${JOB_HISTORY_DAYS} days.`,
  failed: `No jobs failed in the last ${JOB_HISTORY_DAYS} days.`,
};

/**
 * /jobs: the workspace's own background work (and this user's chats, messages, presentations),
 * with the finished and failed ones of the last 7 days; filtered, paged, kept live by job events
 * (a job that changes state leaves or joins the filtered list as it happens).
 */
export function BackgroundJobsPage() {
  const store = useStore();
  const jobs = useAtomValue(backgroundJobListAtom);
  const [filter, setFilter] = useState<JobFilter>('all');
  const [cursor, setCursor] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [failed, setFailed] = useState(false);
  const status = filter === 'all' ? undefined : filter;
  const load = useCallback(() => {
    setFailed(false);
    store.set(backgroundJobRecords.ids, null);
    api.jobs
      .list({ status }, { key: 'background-jobs' })
      .then(({ items, nextCursor }) => {
        backgroundJobRecords.setList(store, items);
        setCursor(nextCursor);
      })
      .catch((err: unknown) => {
        if (isAbort(err)) return;
        toast.error('Error', { description: 'Failed to load background jobs' });
        setFailed(true);
      });
  }, [store, status]);
  useEffect(() => {
    load();
    // The next visit loads afresh; events only keep an open page current.
    return () => store.set(backgroundJobRecords.ids, null);
  }, [load, store]);
  const more = async () => {
    if (!cursor) return;
    setLoadingMore(true);
    try {
      const { items, nextCursor } = await api.jobs.list({ status, cursor });
      for (const job of items) {
        backgroundJobRecords.upsert(store, job);
        backgroundJobRecords.append(store, job.id);
      }
      setCursor(nextCursor);
    } catch {
      toast.error('Error', { description: 'Failed to load background jobs' });
    } finally {
      setLoadingMore(false);
    }
  };
  const shown = jobs?.filter((job) => jobPasses(filter, job.state)) ?? null;
  return (
    <>
      <PageHeader
        title="Background jobs"
        description={`Enrichment, research, signal detection, contact finding and writing that runs in the background for your workspace. Finished and failed jobs stay here for ${JOB_HISTORY_DAYS} days.`}
        actions={
          failed ? (
            <Button variant="outline" onClick={load}>
              Try again
            </Button>
          ) : undefined
        }
      />
      <div className="mb-4">
        <SegmentedControl kind="toggle" label="Show jobs" options={FILTER_OPTIONS} value={filter} onChange={setFilter} />
      </div>
      <ListTable
        label="Background jobs"
        columns={COLUMNS}
        rows={shown ? shown.length : null}
        loadingLabel="Loading background jobs"
        failedText={failed ? 'Background jobs could not be loaded.' : null}
        emptyText={EMPTY_TEXT[filter]}
        minWidthClass="min-w-[720px]"
      >
        {shown?.map((job) => <JobRow key={job.id} job={job} />)}
      </ListTable>
      {cursor && shown && (
        <div className="mt-3 text-center">
          <Button variant="ghost" size="sm" onClick={() => void more()} disabled={loadingMore}>
            {loadingMore ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      )}
    </>
  );
}
