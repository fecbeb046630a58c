import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { inTransaction, type Publish, type Tx } from '../events/outbox.js';
import { jobUpdatedEvent } from './presenter.js';
import type { JobRow } from './row.js';
import type { JobName, JobPayloads } from './port.js';

/** Queues a job inside the caller's transaction (due now, or at `runAt`); returns its id. */
export type Enqueue = <N extends JobName>(name: N, data: JobPayloads[N], runAt?: Date) => Promise<string>;

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
    fn(tx, publish, async (name, data, runAt) => {
      const row = await app.jobs.insert(tx, name, data, runAt);
      queued.push(row);
      const event = jobUpdatedEvent(app.jobs, row);
      if (event) await publish(event);
      return row.id;
    }),
  );
  app.jobs.wake(queued);
  return result;
}

/**
 * Removes a job that has not started, inside the caller's transaction, and tells the Background
 * jobs page. Returns false when it is running (or already gone): the job's handler must then
 * find for itself that its work was cancelled.
 */
export async function cancelJob(tx: Tx, publish: Publish, jobId: string, audience: { workspaceId: string } | { userId: string }): Promise<boolean> {
  const { rows } = await tx.execute<{ id: string }>(sql`delete from agenda_jobs where id = ${jobId}::uuid and locked_at is null returning id`);
  if (!rows.length) return false;
  await publish({ type: 'job.deleted', ...audience, subjectId: null, payload: { id: jobId } });
  return true;
}
