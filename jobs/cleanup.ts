import { lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineJob } from './define.js';
import { domainEvents, refreshTokens, rateLimits } from '../server/db/schema/index.js';
import { JOB_HISTORY_DAYS } from '../contracts/background-jobs.js';

/**
 * Finished and failed one-off jobs once they are older than the Background jobs page's history
 * (Agenda keeps them: removeOnComplete is off so the page can list them).
 */
export const pruneJobHistory = sql`delete from agenda_jobs
  where repeat_interval is null and locked_at is null and next_run_at is null
    and coalesce(last_finished_at, failed_at, created_at) < now() - make_interval(days => ${JOB_HISTORY_DAYS})`;

const cleanupJobData = z.object({}).default({});

declare module '../server/jobs/port.js' {
  interface JobPayloads {
    'maintenance.cleanup': z.input<typeof cleanupJobData>;
  }
}

/** Daily housekeeping: expired refresh tokens, stale rate-limit rows, events older than 30 days, job history older than 7 days. */
export const cleanupJob = defineJob({
  name: 'maintenance.cleanup',
  schema: cleanupJobData,
  every: '0 3 * * *',
  retries: 1,
  subject: 'system',
  async handler(_data, { app }) {
    const now = new Date();
    await app.db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, now));
    await app.db.delete(rateLimits).where(lt(rateLimits.expire, now.getTime()));
    await app.db.delete(domainEvents).where(lt(domainEvents.createdAt, sql`now() - interval '30 days'`));
    await app.db.execute(pruneJobHistory);
  },
});
