import { jobPayloads } from '../server/jobs/payloads.js';
import { lt, sql } from 'drizzle-orm';
import { defineJob } from './define.js';
import { domainEvents, refreshTokens, rateLimits } from '../server/db/schema/index.js';

/** Daily housekeeping: expired refresh tokens, stale rate-limit rows, events older than 30 days. */
export const cleanupJob = defineJob({
  name: 'maintenance.cleanup',
  schema: jobPayloads['maintenance.cleanup'],
  every: '0 3 * * *',
  retries: 1,
  subject: 'system',
  async handler(_data, { app }) {
    const now = new Date();
    await app.db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, now));
    await app.db.delete(rateLimits).where(lt(rateLimits.expire, now.getTime()));
    await app.db.delete(domainEvents).where(lt(domainEvents.createdAt, sql`now() - interval '30 days'`));
  },
});
