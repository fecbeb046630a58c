import { sql } from 'drizzle-orm';

/** Timestamps come back as Date from pg, as text through Drizzle's execute. */
export type Stamp = Date | string | null;

/** A job as stored by Agenda's PostgreSQL backend (agenda_jobs), the columns the Background jobs page needs. */
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

/** The agenda_jobs columns a JobRow holds. */
export const JOB_COLUMNS = sql.raw(
  'id, name, data, next_run_at, locked_at, last_run_at, last_finished_at, failed_at, fail_reason, fail_count, progress, created_at',
);
