import type { BackgroundJob } from '../../contracts/background-jobs.js';
import type { Tx } from '../db/connect.js';
import type { JobRow } from './row.js';

/**
 * Every job the server can ask for, by name, with the data it is queued with. Empty here: each
 * job's file in jobs/ adds its own entry next to its definition (module augmentation,
 * `declare module '../server/jobs/port.js'`), so `schedule` and `enqueue` are checked at compile
 * time without the server importing jobs/. jobs/registry.ts checks that every entry has a job
 * with the same data type as the job's schema; the runner checks the data against that schema.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the job files (declaration merging)
export interface JobPayloads {}

export type JobName = keyof JobPayloads;

/**
 * What the server needs from the job runner, and all it knows of it: the runner (jobs/, wired in
 * by server/app.ts) implements this. Services queue work with inTransactionWithJobs
 * (server/jobs/transaction.ts) so a job exists exactly when the change that needs it commits.
 */
export type JobScheduler = {
  /** Queues a job now, on its own (the data is checked against its schema first); returns its id. */
  schedule<N extends JobName>(name: N, data: JobPayloads[N]): Promise<string>;
  /** Resolves once the job table exists. */
  ready(): Promise<void>;
  /**
   * Checks `data` against the job's schema (rejects for an unknown job or bad data), then writes
   * a job row with the parsed data through the caller's transaction, due now or at `runAt`.
   */
  insert(tx: Tx, name: JobName, data: unknown, runAt?: Date): Promise<JobRow>;
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
  /** What the page hears live: every change, or only problems (a failure, a retry waiting) — see JobDefinition.live. */
  live: 'all' | 'problems';
};

/** A failure that no retry can fix (missing record, bad input): the job fails now, without retrying. */
export class PermanentJobError extends Error {}
