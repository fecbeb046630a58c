import type { BackgroundJob } from '../../contracts/background-jobs.js';
import type { Tx } from '../db/connect.js';
import type { JobRow } from './row.js';
import type { JobData, JobName } from './payloads.js';

/**
 * What the server needs from the job runner, and all it knows of it: the runner (jobs/, wired in
 * by server/app.ts) implements this. Services queue work with inTransactionWithJobs
 * (server/jobs/transaction.ts) so a job exists exactly when the change that needs it commits.
 */
export type JobScheduler = {
  /** Queues a job now, on its own (the data is checked against its schema first); returns its id. */
  schedule<N extends JobName>(name: N, data: JobData<N>): Promise<string>;
  /** Resolves once the job table exists. */
  ready(): Promise<void>;
  /** Writes a due job row through the caller's transaction; `data` has been checked already. */
  insert(tx: Tx, name: JobName, data: unknown): Promise<JobRow>;
  /** Tells the workers that these just-committed jobs are due (they would find them on their next poll anyway). */
  wake(jobs: readonly Pick<JobRow, 'id' | 'name' | 'next_run_at'>[]): void;
  /**
   * Puts a job's record back the way the job's final failure would (enrichment no longer
   * "Enriching", a pending message marked failed…): for a job removed before it ran.
   */
  compensate(name: string, data: unknown, reason: Error): Promise<void>;
  /** How the Background jobs page shows jobs of this name; undefined for one it never lists (housekeeping). */
  describe(name: string): JobKind | undefined;
  /** Every kind of job the Background jobs page lists. */
  kinds(): readonly JobKind[];
};

/** How the Background jobs page shows one kind of job: each job declares it with its definition (jobs/). */
export type JobKind = {
  /** The job's name (e.g. `company.enrich`). */
  name: string;
  /** What it does, in words (e.g. "Enrichment"). */
  label: string;
  /** Who sees it: the whole workspace (company work) or only the user who asked (their chats, messages, presentations). */
  audience: 'workspace' | 'user';
  /** The record the page links to: its kind, and the field of the job's data that holds its id. */
  link: { kind: NonNullable<BackgroundJob['subject']>['kind']; idFrom: string };
  /** A failed one can simply be queued again (the Retry button). */
  retryable: boolean;
};

/** A failure that no retry can fix (missing record, bad input): the job fails now, without retrying. */
export class PermanentJobError extends Error {}
