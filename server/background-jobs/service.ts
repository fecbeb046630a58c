import type { BackgroundJob, JobFilter } from '../../contracts/background-jobs.js';
import type { AppContext } from '../context.js';
import type { Actor } from '../auth/middleware.js';
import { conflict, invalid, notFound } from '../http/errors.js';
import { inTransaction } from '../events/outbox.js';
import { inTransactionWithJobs } from '../jobs/transaction.js';
import type { JobName } from '../jobs/payloads.js';
import { requestEnrichment } from '../companies/intel/service.js';
import { audienceOf, presentJob, type JobRow } from './presenter.js';
import { decodeJobCursor, deleteJob, deleteQueuedJob, findVisibleJob, listVisibleJobs } from './queries.js';

const jobNotFound = () => notFound('Job not found');
const CANCELLED = 'Cancelled';

export async function listJobs(
  app: AppContext,
  actor: Actor,
  query: { status: JobFilter; cursor?: string; limit: number },
): Promise<{ items: BackgroundJob[]; nextCursor: string | null }> {
  const cursor = query.cursor ? decodeJobCursor(query.cursor) : null;
  if (query.cursor && !cursor) throw invalid([{ path: 'cursor', message: 'Invalid cursor' }]);
  const { rows, nextCursor } = await listVisibleJobs(app.db, actor, { status: query.status, cursor, limit: query.limit });
  return { items: rows.map(presentJob), nextCursor };
}

const deletedEvent = (row: JobRow) => ({ type: 'job.deleted' as const, ...audienceOf(row.name, row.data), subjectId: null, payload: { id: row.id } });

/**
 * Queues a failed job again, as a fresh job with the same data (the old one is removed).
 * Enrichment goes through its request, which also marks the company "Enriching" again.
 */
export async function retryJob(app: AppContext, actor: Actor, id: string): Promise<BackgroundJob> {
  const current = await findVisibleJob(app.db, actor, id);
  if (!current) throw jobNotFound();
  if (!presentJob(current).canRetry) throw conflict('Only a failed job can be retried');
  const data = current.data as Record<string, unknown>;
  let newId: string;
  if (current.name === 'company.enrich') {
    newId = await requestEnrichment(app, actor, String(data.companyId));
    await inTransaction(app, async (tx, publish) => {
      await deleteJob(tx, actor, id);
      await publish(deletedEvent(current));
    });
  } else {
    newId = await inTransactionWithJobs(app, async (tx, publish, enqueue) => {
      await deleteJob(tx, actor, id);
      await publish(deletedEvent(current));
      return enqueue(current.name as JobName, data as never);
    });
  }
  const fresh = await findVisibleJob(app.db, actor, newId);
  if (!fresh) throw jobNotFound();
  return presentJob(fresh);
}

/**
 * Cancels a job nobody has started yet. Its record is put back as a final failure would leave it
 * (enrichment no longer "Enriching", a pending message marked failed…).
 */
export async function cancelJob(app: AppContext, actor: Actor, id: string): Promise<void> {
  const removed = await inTransaction(app, async (tx, publish) => {
    const row = await deleteQueuedJob(tx, actor, id);
    if (row) await publish(deletedEvent(row));
    return row;
  });
  if (!removed) {
    if (await findVisibleJob(app.db, actor, id)) throw conflict('This job has already started and cannot be cancelled');
    throw jobNotFound();
  }
  await app.jobs
    .compensate(removed.name, removed.data, new Error(CANCELLED))
    .catch((err: unknown) => app.log.error({ err, jobId: id }, 'could not put a cancelled job\'s record back'));
}
