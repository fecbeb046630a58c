import { PostgresNotificationChannel } from '@agendajs/postgres-backend';
import type { JobNotification, JobStateNotification, StateNotificationHandler } from 'agenda';
import type pg from 'pg';

/** Waits between attempts to reopen the lost LISTEN connection: doubling from the first, at most the last. */
export const LISTEN_RETRY = { firstMs: 250, maxMs: 10_000 } as const;

/**
 * Agenda's PostgreSQL LISTEN/NOTIFY channel (@agendajs/postgres-backend 3), retrying a lost
 * connection with a real back-off and for as long as it takes. As shipped, every attempt starts
 * with `clearReconnect()`, which also zeroes the attempt count: a database that stayed away was
 * asked again every 100 ms (the back-off never grew), and its `maxAttempts` (10) could never end
 * the retries — had it, the channel would have stopped listening for good. Here only a connection
 * made resets the count, and nothing stops the retries but `disconnect()`.
 *
 * It carries only "a job is due" (`publish`), not Agenda's job state notifications. Agenda sends
 * three of those for every run (start, success, complete: a NOTIFY each, heard by every process)
 * and re-emits another process's as its own 'start'/'complete' events with a notification where
 * a Job is expected — our handlers of those (jobs/client.ts) read `job.attrs` and would throw on
 * the next tick, ending any other worker process whenever one finished a job. Nothing here needs
 * to hear of another process's runs: the process that runs a job publishes its `job.updated`.
 */
export class BackingOffNotificationChannel extends PostgresNotificationChannel {
  private readonly notifyPool: pg.Pool;

  constructor(pool: pg.Pool, retry: { firstMs: number; maxMs: number } = LISTEN_RETRY) {
    super({ reconnect: { enabled: true, maxAttempts: Number.POSITIVE_INFINITY, initialDelayMs: retry.firstMs, maxDelayMs: retry.maxMs } });
    this.setPool(pool);
    this.notifyPool = pool;
  }

  /**
   * "A job is due", sent on any connection of the pool. As shipped it is refused unless this
   * process listens, and a web process never does: every job a request queued in cluster mode
   * waited for a worker's next poll (up to processEvery). A NOTIFY needs no LISTEN. The payload
   * is the backend's own (its listeners parse it).
   */
  override async publish(n: JobNotification): Promise<void> {
    const payload = JSON.stringify({
      jobId: n.jobId,
      jobName: n.jobName,
      nextRunAt: n.nextRunAt?.toISOString() ?? null,
      priority: n.priority,
      timestamp: n.timestamp.toISOString(),
      source: n.source,
    });
    await this.notifyPool.query('select pg_notify($1, $2)', [this.config.channelName, payload]);
  }

  protected override clearReconnect(): void {
    if (this.reconnectTimeout) clearTimeout(this.reconnectTimeout);
    this.reconnectTimeout = undefined;
  }

  /** Another process's job states are not needed (see above): nothing is sent. */
  override publishState(_notification: JobStateNotification): Promise<void> {
    return Promise.resolve();
  }

  /** …and none are re-emitted here. */
  override subscribeState(_handler: StateNotificationHandler): () => void {
    return () => undefined;
  }

  protected override setState(state: Parameters<PostgresNotificationChannel['setState']>[0]): void {
    if (state === 'connected') this.reconnectAttempts = 0;
    super.setState(state);
  }
}
