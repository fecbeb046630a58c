import type { BackgroundJob, JobFilter } from '../../contracts/background-jobs.js';
import type { AppContext } from '../context.js';
import type { Actor } from '../auth/middleware.js';
import { conflict, invalid, notFound } from '../http/errors.js';
import { inTransaction } from '../events/outbox.js';
import { inTransactionWithJobs } from '../jobs/transaction.js';
import type { JobName } from '../jobs/port.js';
import { requestEnrichment } from '../companies/index.js';
import { audienceOf, presentJob } from '../jobs/presenter.js';
import type { JobRow } from '../jobs/row.js';
import { decodeJobCursor, deleteJob, deleteQueuedJob, findVisibleJob, listVisibleJobs, visibleTo } from './queries.js';

const jobNotFound = () => notFound('Job not found');
const CANCELLED = 'Cancelled';

/** The jobs this person may see, by the kinds the job runner declares (who sees each). */
const visibleJobs = (app: AppContext, actor: Actor) => visibleTo(app.jobs.kinds(), actor);

export async function listJobs(
  app: AppContext,
  actor: Actor,
  query: { status: JobFilter; cursor?: string; limit: number },
): Promise<{ items: BackgroundJob[]; nextCursor: string | null }> {
  const cursor = query.cursor ? decodeJobCursor(query.cursor) : null;
  if (query.cursor && !cursor) throw invalid([{ path: 'cursor', message: 'Invalid cursor' }]);
  const { rows, nextCursor } = await listVisibleJobs(app.db, visibleJobs(app, actor), { status: query.status, cursor, limit: query.limit });
  return { items: rows.map((row) => presentJob(app.jobs, row)), nextCursor };
}

const deletedEvent = (app: AppContext, row: JobRow) => ({
  type: 'job.deleted' as const,
  ...audienceOf(app.jobs, row.name, row.data),
  subjectId: null,
  payload: { id: row.id },
});

/**
 * Queues a failed job again, as a fresh job with the same data (the old one is removed).
 * Enrichment goes through its request, which also marks the company "Enriching" again.
 */
export async function retryJob(app: AppContext, actor: Actor, id: string): Promise<BackgroundJob> {
  const visible = visibleJobs(app, actor);
  const current = await findVisibleJob(app.db, visible, id);
  if (!current) throw jobNotFound();
  if (!presentJob(app.jobs, current).canRetry) throw conflict('Only a failed job can be retried');
  const data = current.data as Record<string, unknown>;
  let newId: string;
  if (current.name === 'company.enrich') {
    newId = await requestEnrichment(app, actor, String(data.companyId));
    await inTransaction(app, async (tx, publish) => {
      await deleteJob(tx, visible, id);
      await publish(deletedEvent(app, current));
    });
  } else {
    newId = await inTransactionWithJobs(app, async (tx, publish, enqueue) => {
      await deleteJob(tx, visible, id);
      await publish(deletedEvent(app, current));
      return enqueue(current.name as JobName, data as never);
    });
  }
  const fresh = await findVisibleJob(app.db, visible, newId);
  if (!fresh) throw jobNotFound();
  return presentJob(app.jobs, fresh);
}

/**
 * Cancels a job nobody has started yet. Its record is put back as a final failure would leave it
 * (enrichment no longer "Enriching", a pending message marked failed…).
 */
export async function cancelJob(app: AppContext, actor: Actor, id: string): Promise<void> {
  const visible = visibleJobs(app, actor);
  const removed = await inTransaction(app, async (tx, publish) => {
    const row = await deleteQueuedJob(tx, visible, id);
    if (row) await publish(deletedEvent(app, row));
    return row;
  });
  if (!removed) {
    if (await findVisibleJob(app.db, visible, id)) throw conflict('This job has already started and cannot be cancelled');
    throw jobNotFound();
  }
  await app.jobs
    .compensate(removed.name, removed.data, new Error(CANCELLED))
    .catch((err: unknown) => app.log.error({ err, jobId: id }, 'could not put a cancelled job\'s record back'));
}
