// A job as the Background jobs page shows it, and who is told when it changes. It lives with the
// job port (not in server/background-jobs/) because queuing a job publishes its `job.updated`
// (server/jobs/transaction.ts) and infrastructure imports no area.
import type { BackgroundJob, JobState } from '../../contracts/background-jobs.js';
import type { NewEvent } from '../events/outbox.js';
import type { JobKind, JobScheduler } from './port.js';
import type { JobRow, Stamp } from './row.js';

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

/** A job of a kind heard live only for its problems, in a state that is none: queued for its first try, running, done. */
function quietNow(kinds: JobKinds, r: JobRow): boolean {
  if (kinds.describe(r.name)?.live !== 'problems') return false;
  const state = stateOf(r);
  return state === 'running' || state === 'completed' || (state === 'queued' && !r.failed_at);
}

/** The `job.updated` event for a job's current state, or null for a job no workspace sees (or not now: quietNow). */
export function jobUpdatedEvent(kinds: JobKinds, r: JobRow): NewEvent<'job.updated'> | null {
  const to = audienceOf(kinds, r.name, r.data);
  if (!to || quietNow(kinds, r)) return null;
  const job = presentJob(kinds, r);
  return { type: 'job.updated', ...to, subjectId: job.subject?.id ?? null, payload: { job } };
}
