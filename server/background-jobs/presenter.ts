import type { BackgroundJob, JobState } from '../../contracts/background-jobs.js';
import type { NewEvent } from '../events/outbox.js';
import type { JobKind, JobScheduler } from '../jobs/port.js';

/** Timestamps come back as Date from pg, as text through Drizzle's execute. */
type Stamp = Date | string | null;

/** A job as stored by Agenda's PostgreSQL backend (agenda_jobs), the columns this page needs. */
export type JobRow = {
  id: string;
  name: string;
  data: Record<string, unknown> | null;
  next_run_at: Stamp;
  locked_at: Stamp;
  last_run_at: Stamp;
  last_finished_at: Stamp;
  failed_at: Stamp;
  fail_reason: string | null;
  fail_count: number | null;
  progress: number | null;
  created_at: Stamp;
};

/** The same, from a running Agenda job's attributes. */
export type JobAttrs = {
  _id?: unknown;
  name: string;
  data?: unknown;
  nextRunAt?: Date | null;
  lockedAt?: Date | null;
  lastRunAt?: Date | null;
  lastFinishedAt?: Date | null;
  failedAt?: Date | null;
  failReason?: string | null;
  failCount?: number | null;
  progress?: number | null;
};

export const rowFromAttrs = (a: JobAttrs): JobRow => ({
  id: String(a._id),
  name: a.name,
  data: (a.data as Record<string, unknown> | null) ?? null,
  next_run_at: a.nextRunAt ?? null,
  locked_at: a.lockedAt ?? null,
  last_run_at: a.lastRunAt ?? null,
  last_finished_at: a.lastFinishedAt ?? null,
  failed_at: a.failedAt ?? null,
  fail_reason: a.failReason ?? null,
  fail_count: a.failCount ?? null,
  progress: a.progress ?? null,
  created_at: null,
});

const ms = (d: Date | string) => new Date(d).getTime();

/** Locked = a worker has it; a next run = waiting (first try or a retry); failed last = failed for good; else done. */
export function stateOf(r: JobRow): JobState {
  if (r.locked_at) return 'running';
  if (r.next_run_at) return 'queued';
  if (r.failed_at && (!r.last_finished_at || ms(r.failed_at) >= ms(r.last_finished_at))) return 'failed';
  return 'completed';
}

const iso = (d: Stamp) => (d ? new Date(d).toISOString() : null);

/** Where the page reads how each kind of job is shown (the job runner's definitions, through the port). */
export type JobKinds = Pick<JobScheduler, 'describe'>;

/** The record a job works on, for the page's link: the id from the data field its kind names. */
function linkOf(kind: JobKind, data: Record<string, unknown>): BackgroundJob['subject'] {
  const id = data[kind.link.idFrom];
  return typeof id === 'string' ? { kind: kind.link.kind, id } : null;
}

export function presentJob(kinds: JobKinds, r: JobRow): BackgroundJob {
  const kind = kinds.describe(r.name);
  const state = stateOf(r);
  return {
    id: r.id,
    name: r.name,
    label: kind?.label ?? r.name,
    state,
    subject: kind ? linkOf(kind, r.data ?? {}) : null,
    progress: r.progress ?? null,
    nextRunAt: iso(r.next_run_at),
    lastRunAt: iso(r.last_run_at),
    lastFinishedAt: iso(r.last_finished_at),
    failReason: r.fail_reason,
    failCount: r.fail_count ?? 0,
    createdAt: iso(r.created_at),
    canRetry: state === 'failed' && !!kind?.retryable,
    canCancel: state === 'queued',
  };
}

/** Who is told about a job: its workspace (company work) or only its user; nobody for system jobs. */
export function audienceOf(kinds: JobKinds, name: string, data: unknown): { workspaceId: string | null; userId: string | null } | null {
  const kind = kinds.describe(name);
  const d = (data ?? {}) as Record<string, unknown>;
  if (!kind || typeof d.workspaceId !== 'string') return null;
  if (kind.audience === 'workspace') return { workspaceId: d.workspaceId, userId: null };
  return typeof d.userId === 'string' ? { workspaceId: null, userId: d.userId } : null;
}

/** The `job.updated` event for a job's current state, or null for a job no workspace sees. */
export function jobUpdatedEvent(kinds: JobKinds, r: JobRow): NewEvent<'job.updated'> | null {
  const to = audienceOf(kinds, r.name, r.data);
  if (!to) return null;
  const job = presentJob(kinds, r);
  return { type: 'job.updated', ...to, subjectId: job.subject?.id ?? null, payload: { job } };
}
