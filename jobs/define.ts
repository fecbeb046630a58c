import type { ZodType, z } from 'zod';
import type { AppContext } from '../server/context.js';
import type { JobKind } from '../server/jobs/port.js';
import type { JobSubject } from './subject.js';

export type JobRunContext = {
  app: AppContext;
  jobId: string;
  /** 1 for the first run, 2 for the first retry… */
  attempt: number;
  /** True when a failure now will not be retried. */
  finalAttempt: boolean;
};

/**
 * One job, all in one place (its file in jobs/, listed in jobs/registry.ts). The file also adds
 * its name and data to JobPayloads (server/jobs/port.ts), which is what lets the server queue it.
 */
export type JobDefinition<Name extends string = string, S extends ZodType = ZodType> = {
  name: Name;
  schema: S;
  handler: (data: z.output<S>, run: JobRunContext) => Promise<void>;
  /**
   * The record the job works on, checked before every run (see verifyJobSubject): the user must
   * be a member of the workspace and the record must belong to them. 'system' for housekeeping
   * jobs that touch no tenant's record on anyone's behalf.
   */
  subject: ((data: z.output<S>) => JobSubject) | 'system';
  /**
   * How the Background jobs page shows it: label, who sees it, the record it links to (a field of
   * the data), and whether Retry may queue a failed one again. Absent for housekeeping, which
   * belongs to no workspace: the page never lists it.
   */
  page?: JobPage<z.output<S>>;
  /**
   * What the Background jobs page hears live of this job: every change ('all', the default), or
   * only its problems — a failure, a retry waiting — for jobs that run by the thousand (each email
   * sent, each sequence step, each chat reply), whose every queuing, start and finish would be an
   * event for every open tab (the start and finish a transaction each). The page lists them all when opened.
   */
  live?: 'all' | 'problems';
  /** How many of this job run at once in one process. */
  concurrency?: number;
  /** Retries after the first failure, with exponential back-off from `retryDelayMs`. */
  retries?: number;
  retryDelayMs?: number;
  /** Cron or human interval for recurring jobs (scheduled once, at start). */
  every?: string;
  /** Runs once when the job has failed for good (e.g. put a record back in a consistent state). */
  onFinalFailure?: (data: z.output<S>, error: Error, app: AppContext) => Promise<void>;
  /** Who is told `job.failed` and about what record. */
  owner?: (data: z.output<S>) => { userId?: string; subjectId?: string };
};

/** A job's JobKind, less its name; the link's id is read from one of the job's data fields. */
export type JobPage<Data> = Omit<JobKind, 'name' | 'link' | 'live'> & {
  link: { kind: JobKind['link']['kind']; idFrom: Extract<keyof Data, string> };
};

export const defineJob = <Name extends string, S extends ZodType>(def: JobDefinition<Name, S>) => def;

/** Lives with the server's job port (server code throws it); re-exported for job code. */
export { PermanentJobError } from '../server/jobs/port.js';
