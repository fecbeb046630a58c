import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Agenda, InMemoryNotificationChannel, type Job, type NotificationChannel } from 'agenda';
import { PostgresBackend } from '@agendajs/postgres-backend';
import type { AppContext } from '../server/context.js';
import { publishNow } from '../server/events/outbox.js';
import type { JobScheduler } from '../server/jobs/port.js';
import { inTransactionWithJobs } from '../server/jobs/transaction.js';
import { PermanentJobError, type JobDefinition } from './define.js';
import { ProviderError } from '../server/ports/provider-error.js';
import { jobDefinitions, findJob, jobKinds, validateJobData } from './registry.js';
import { withSchemaLock } from '../server/db/migrate.js';
import { isConnectionLost } from '../server/db/connection-lost.js';
import { connectionsOutsidePool } from '../server/db/outside-pool.js';
import { BackingOffNotificationChannel } from './notification-channel.js';
import { verifyJobSubject } from './subject.js';
import { insertJobRow } from './enqueue.js';
import { jobUpdatedEvent } from '../server/jobs/presenter.js';
import { rowFromAttrs, type JobAttrs, type JobRow } from '../server/jobs/row.js';

/** The server's job port (server/jobs/port.ts) over Agenda, with what only the composition root uses. */
export type JobClient = JobScheduler & {
  /** Starts processing (worker role). */
  start(): Promise<void>;
  /** Stops taking jobs and waits (up to `timeoutMs`) for running ones to finish. */
  drain(timeoutMs?: number): Promise<void>;
  /** Resolves when no job is due or running (tests, benchmarks). */
  waitForIdle(timeoutMs?: number): Promise<void>;
  agenda: Agenda;
  /** Why jobs would not hear of new work right now (the LISTEN connection is down), or null. */
  notReadyReason(): string | null;
};

const DEFAULT_RETRY_DELAY_MS = 2000;
/** Retries due within this are woken by a timer of their own; later ones by the poll. */
const RETRY_WAKE_WITHIN_MS = 60_000;
/** How often each worker looks for due jobs by itself. */
const POLL_MS = 2_000;

type Queued = Pick<JobRow, 'id' | 'name' | 'next_run_at'>;

/**
 * The queued jobs worth a NOTIFY: of each name, the first due before the next poll. A worker that
 * hears of one fills that name's whole queue, and ignores one due after its next poll (which
 * finds it): a NOTIFY for each job of an enrolment or an import was a query for nothing.
 */
export function worthWaking(jobs: readonly Queued[], now: number): Queued[] {
  const first = new Map<string, { job: Queued; at: number }>();
  for (const job of jobs) {
    const at = job.next_run_at ? new Date(job.next_run_at).getTime() : now;
    if (at > now + POLL_MS) continue;
    const seen = first.get(job.name);
    if (!seen || at < seen.at) first.set(job.name, { job, at });
  }
  return [...first.values()].map((f) => f.job);
}

/**
 * Failures no retry can fix: bad job data, a missing record, or a provider that refused for good
 * (a rejected API key, a refused request). The job fails at once; anything else is retried.
 */
export const isPermanentFailure = (error: Error): boolean =>
  error instanceof PermanentJobError || (error instanceof ProviderError && !error.retryable);

export function backoffFor(def: JobDefinition, scale = 1) {
  const retries = def.retries ?? 3;
  const delay = (def.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS) * scale;
  return (ctx: { attempt: number; error: Error }) => (isPermanentFailure(ctx.error) || ctx.attempt > retries ? null : delay * 2 ** (ctx.attempt - 1));
}

/** Runs one attempt of a job: validates its data, calls the handler, tells the owner when it fails for good. */
export async function runJob(app: AppContext, def: JobDefinition, job: Job): Promise<void> {
  const attempt = (job.attrs.failCount ?? 0) + 1;
  const retries = def.retries ?? 3;
  const jobId = String(job.attrs._id);
  const parsed = def.schema.safeParse(job.attrs.data ?? {});
  if (!parsed.success) throw new PermanentJobError(`Invalid data for ${def.name}: ${parsed.error.issues[0]?.message}`);
  if (def.subject !== 'system') {
    const subject = def.subject(parsed.data);
    const check = await verifyJobSubject(app.db, subject);
    if (!check.ok && check.missing) {
      // Deleted since it was queued: nothing left to do.
      app.log.info({ job: def.name, jobId, subject: subject.kind, subjectId: subject.id }, 'job subject no longer exists');
      return;
    }
    if (!check.ok) {
      // Forged or stale data: do nothing at all (no handler, no compensation, nobody notified).
      app.log.warn({ job: def.name, jobId, ...subject, reason: check.reason }, 'job refused: its data does not belong together');
      throw new PermanentJobError(`Refused: ${check.reason}`);
    }
  }
  try {
    await def.handler(parsed.data, { app, jobId, attempt, finalAttempt: attempt > retries });
  } catch (err) {
    const error = err instanceof Error ? err : new Error(String(err));
    const final = attempt > retries || isPermanentFailure(error);
    app.log.warn({ job: def.name, jobId, attempt, final, err: error.message }, 'job failed');
    if (final) {
      await def.onFinalFailure?.(parsed.data, error, app).catch((e: unknown) => app.log.error({ err: e }, 'onFinalFailure failed'));
      const owner = def.owner?.(parsed.data);
      if (owner?.userId)
        await publishNow(app, {
          type: 'job.failed',
          userId: owner.userId,
          subjectId: owner.subjectId ?? null,
          payload: { jobId, name: def.name, message: error.message, subjectId: owner.subjectId ?? null },
        }).catch(() => undefined);
    }
    throw error;
  }
}

/** Unlocks every locked job (and makes one that was running due again). Embedded mode only. */
export async function releaseDeadLocks(pool: Pick<AppContext['database']['pool'], 'query'>, log: AppContext['log']): Promise<void> {
  const { rowCount } = await pool.query(
    `update agenda_jobs
        set locked_at = null,
            next_run_at = case when next_run_at is null and repeat_interval is null then now() else next_run_at end
      where locked_at is not null`,
  );
  if (rowCount) log.info({ jobs: rowCount }, 'released job locks left by a previous process');
}

export function createJobClient(app: Omit<AppContext, 'jobs'>, opts: { embedded: boolean }): JobClient {
  // Notifications go through a channel of ours: the backend's own retries a lost LISTEN connection
  // without back-off (jobs/notification-channel.ts). Its connection lives outside the pool: after a
  // failover it may drop one without releasing it, which would hold a pool slot and keep pool.end() waiting.
  const backend = new PostgresBackend({ pool: app.database.pool, tableName: 'agenda_jobs', disableNotifications: true });
  const channel: NotificationChannel = opts.embedded
    ? new InMemoryNotificationChannel()
    : new BackingOffNotificationChannel(connectionsOutsidePool(app.database.pool, (err) => app.log.debug({ err }, 'job notification connection error')));
  let channelLost = false;
  // Agenda creates its table, trigger and function on connect; processes starting together
  // would race on them (duplicate pg_proc / pg_class rows), so take the schema lock first.
  const connectBackend = backend.connect.bind(backend);
  backend.connect = () => withSchemaLock(app.database.pool, connectBackend);
  const agenda = new Agenda({
    backend,
    notificationChannel: channel,
    // This process's own name (its jobs' lastModifiedBy): containers that each run as PID 1 are not one worker.
    name: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    processEvery: POLL_MS,
    defaultLockLifetime: 5 * 60 * 1000,
    // Finished jobs stay for the Background jobs page's history; the daily cleanup prunes them after JOB_HISTORY_DAYS.
    removeOnComplete: false,
  });
  agenda.on('error', (err: Error) => {
    // While the database is away every poll fails; the next one after it is back succeeds.
    if (isConnectionLost(err)) app.log.warn({ err: err.message }, 'agenda: the database connection was lost');
    else app.log.error({ err }, 'agenda error');
  });
  // The LISTEN connection reconnects by itself after a database restart; without a listener its
  // 'error' event would crash the process. It reports each failure twice while the database is
  // down, so the losses and recoveries are logged, not every error.
  channel.on('error', (err: Error) => app.log.debug({ err }, 'job notification channel error'));
  channel.on('stateChange', (state: string) => {
    if (state === 'reconnecting' && !channelLost) app.log.warn('job notifications lost their database connection: reconnecting');
    if (state === 'connected' && channelLost) app.log.info('job notifications are listening again');
    if (state === 'reconnecting' || state === 'error') channelLost = true;
    if (state === 'connected') channelLost = false;
  });
  let running = 0;
  const ctx = app as AppContext;
  const kindsByName = new Map(jobKinds.map((k) => [k.name, k]));
  const describe = (name: string) => kindsByName.get(name);
  for (const def of jobDefinitions as readonly JobDefinition[]) {
    agenda.define(
      def.name,
      async (job: Job) => {
        running += 1;
        try {
          await runJob(ctx, def, job);
        } finally {
          running -= 1;
        }
      },
      { concurrency: def.concurrency ?? 5, backoff: backoffFor(def, app.config.retryDelayScaleForTests) },
    );
  }
  // Live state for the Background jobs page: started, and finished (done, waiting to retry, failed);
  // jobUpdatedEvent leaves out what a job heard only for its problems does meanwhile.
  const announce = (job: Job) => {
    const event = jobUpdatedEvent({ describe }, rowFromAttrs(job.attrs as JobAttrs));
    if (event) publishNow(ctx, event).catch((err: unknown) => app.log.warn({ err }, 'could not publish job.updated'));
  };
  agenda.on('start', announce);
  agenda.on('complete', announce);
  // A retry runs when its back-off says. Agenda leaves it to the first poll after it is due (up to
  // processEvery later: a 500 ms back-off could wait 2.5 s); a timer at its time wakes the workers.
  // 'complete' comes after the retry's time is saved. Longer back-offs are the poll's.
  const retryTimers = new Set<NodeJS.Timeout>();
  agenda.on('complete', (job: Job) => {
    const { _id, name, nextRunAt, repeatInterval, failedAt, lastFinishedAt } = job.attrs;
    // Waiting to retry: a one-off job whose last run failed and that has a next run.
    if (!nextRunAt || repeatInterval || !failedAt || (lastFinishedAt && failedAt < lastFinishedAt)) return;
    const wait = nextRunAt.getTime() - Date.now();
    if (wait > RETRY_WAKE_WITHIN_MS) return;
    const timer = setTimeout(() => {
      retryTimers.delete(timer);
      client.wake([{ id: String(_id), name, next_run_at: nextRunAt }]);
    }, Math.max(0, wait));
    timer.unref();
    retryTimers.add(timer);
  });
  let started = false;

  const client: JobClient = {
    agenda,
    // Only once it has listened: a web process never starts the channel (it only schedules).
    notReadyReason: () => (channelLost ? 'job notifications are not listening to the database' : null),
    schedule(name, data) {
      return inTransactionWithJobs(ctx, (_tx, _publish, enqueue) => enqueue(name, data));
    },
    ready: () => agenda.ready,
    insert: async (tx, name, data, runAt) => insertJobRow(tx, name, validateJobData(name, data), runAt),
    async compensate(name, data, reason) {
      const def = findJob(name);
      const parsed = def?.schema.safeParse(data ?? {});
      if (def?.onFinalFailure && parsed?.success) await def.onFinalFailure(parsed.data, reason, ctx);
    },
    describe,
    kinds: () => jobKinds,
    wake(jobs) {
      // PostgreSQL's channel sends from the pool, listening or not (a web process never listens); the in-memory one only once started.
      if (opts.embedded && channel.state !== 'connected') return;
      for (const job of worthWaking(jobs, Date.now())) {
        channel
          .publish({ jobId: job.id as never, jobName: job.name, nextRunAt: job.next_run_at ? new Date(job.next_run_at) : null, priority: 0, timestamp: new Date(), source: agenda.attrs.name || undefined })
          .catch((err: unknown) => app.log.warn({ err, jobId: job.id }, 'could not wake the job workers'));
      }
    },
    async start() {
      await agenda.ready;
      // Embedded mode: this process is the database's only user, so every lock still held belongs
      // to a process that died (kill -9). Release them now rather than after the lock lifetime;
      // a job that was running when it died runs again (handlers are idempotent).
      if (opts.embedded) await releaseDeadLocks(app.database.pool, app.log);
      await agenda.start();
      started = true;
      for (const def of jobDefinitions as readonly JobDefinition[]) {
        if (def.every) await agenda.every(def.every, def.name, {}, { skipImmediate: true });
      }
    },
    async drain(timeoutMs = 20_000) {
      for (const timer of retryTimers) clearTimeout(timer);
      retryTimers.clear();
      if (started) await agenda.drain(timeoutMs);
      else await agenda.stop();
    },
    async waitForIdle(timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const { rows } = await app.database.pool.query<{ n: number }>(
          `select count(*)::int as n from agenda_jobs
            where disabled = false and repeat_interval is null
              and (locked_at is not null or (next_run_at is not null and next_run_at <= now() + interval '100 milliseconds'))`,
        );
        if (running === 0 && rows[0].n === 0) return;
        if (Date.now() > deadline) throw new Error(`jobs still busy after ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
  return client;
}
