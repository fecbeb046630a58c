import { sql } from 'drizzle-orm';
import type { AppContext } from '../server/context.js';
import { inTransaction, type Publish, type Tx } from '../server/events/outbox.js';
import { jobUpdatedEvent, type JobRow } from '../server/background-jobs/presenter.js';
import type { JobData, JobName } from './registry.js';

/** Queues a job inside the caller's transaction; returns its id. */
export type Enqueue = <N extends JobName>(name: N, data: JobData<N>) => Promise<string>;

export const JOB_COLUMNS = sql.raw(
  'id, name, data, next_run_at, locked_at, last_run_at, last_finished_at, failed_at, fail_reason, fail_count, progress, created_at',
);

/**
 * Writes a job row the way Agenda's PostgreSQL backend does for `agenda.now(name, data)` (a
 * 'normal' job due now, priority 0), through the given transaction: the job exists exactly when
 * the change that needs it commits.
 */
export async function insertJobRow(tx: Tx, name: string, data: unknown): Promise<JobRow> {
  const { rows } = await tx.execute<JobRow>(
    sql`insert into agenda_jobs (name, priority, next_run_at, type, data) values (${name}, 0, now(), 'normal', ${JSON.stringify(data)}::jsonb) returning ${JOB_COLUMNS}`,
  );
  return rows[0];
}

/**
 * "A change and its job" as one step: runs `fn` in one transaction (see inTransaction) with an
 * `enqueue` that writes job rows in that same transaction, with their `job.updated` events. If
 * anything fails, neither the change nor the job exists; once it commits, the workers are woken
 * (and would find the job on their next poll anyway, even if this process died right here).
 */
export async function inTransactionWithJobs<T>(app: AppContext, fn: (tx: Tx, publish: Publish, enqueue: Enqueue) => Promise<T>): Promise<T> {
  await app.jobs.ready();
  const queued: JobRow[] = [];
  const result = await inTransaction(app, (tx, publish) =>
    fn(tx, publish, async (name, data) => {
      const row = await insertJobRow(tx, name, app.jobs.validate(name, data));
      queued.push(row);
      const event = jobUpdatedEvent(row);
      if (event) await publish(event);
      return row.id;
    }),
  );
  app.jobs.wake(queued);
  return result;
}
