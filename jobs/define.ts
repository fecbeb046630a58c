import type { ZodType, z } from 'zod';
import type { AppContext } from '../server/context.js';
import type { JobSubject } from './subject.js';

export type JobRunContext = {
  app: AppContext;
  jobId: string;
  /** 1 for the first run, 2 for the first retry… */
  attempt: number;
  /** True when a failure now will not be retried. */
  finalAttempt: boolean;
};

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

export const defineJob = <Name extends string, S extends ZodType>(def: JobDefinition<Name, S>) => def;

/** Lives with the server's job port (server code throws it); re-exported for job code. */
export { PermanentJobError } from '../server/jobs/port.js';
