import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { eq, inArray } from 'drizzle-orm';
import type { Job } from 'agenda';
import type { RunningServer } from '../../server/app.js';
import { rateLimits, refreshTokens } from '../../server/db/schema/index.js';
import { hashRefreshToken } from '../../server/auth/tokens.js';
import { backoffFor, runJob } from '../../jobs/client.js';
import { defineJob, PermanentJobError, type JobDefinition } from '../../jobs/define.js';
import type { EventEnvelope } from '../../contracts/events.js';
import { startTestServer } from '../helpers/server.js';
import { signUp } from '../helpers/client.js';
import { connectSocket, expectNoEventBefore, profileBarrier } from '../helpers/socket.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/**
 * Registers a test-only definition on the running Agenda (not in the production registry),
 * wired exactly as jobs/client.ts wires registry jobs: runJob for each attempt, backoffFor for retries.
 */
function defineTestJob(def: JobDefinition) {
  server.jobs.agenda.define(def.name, (job: Job) => runJob(server.app, def, job), { concurrency: 1, backoff: backoffFor(def) });
}

/** Resolves with the job once Agenda has stored the outcome of its `failCount`-th failed attempt. */
function attemptSaved(name: string, failCount: number): Promise<Job> {
  return new Promise((resolve) => {
    const onComplete = (job: Job) => {
      if (job.attrs.failCount !== failCount) return;
      server.jobs.agenda.off(`complete:${name}`, onComplete);
      resolve(job);
    };
    server.jobs.agenda.on(`complete:${name}`, onComplete);
  });
}

describe('jobs (Agenda over the same database)', () => {
  it('maintenance.cleanup deletes expired refresh tokens and stale rate-limit rows, and keeps live ones', async () => {
    const { user } = await signUp(server.url);
    const expiredHash = hashRefreshToken(`expired-${randomUUID()}`);
    const liveHash = hashRefreshToken(`live-${randomUUID()}`);
    const familyId = randomUUID();
    await server.app.db.insert(refreshTokens).values([
      { userId: user.id, familyId, tokenHash: expiredHash, expiresAt: new Date(Date.now() - 60_000) },
      { userId: user.id, familyId, tokenHash: liveHash, expiresAt: new Date(Date.now() + 3_600_000) },
    ]);
    await server.app.db.insert(rateLimits).values([
      { key: `test:stale:${randomUUID()}`, points: 3, expire: Date.now() - 60_000 },
      { key: `test:live:${randomUUID()}`, points: 3, expire: Date.now() + 60_000 },
    ]);

    const jobId = await server.app.jobs.schedule('maintenance.cleanup', {});
    expect(jobId).toBeTruthy();
    await server.jobs.waitForIdle(30_000);

    const left = await server.app.db
      .select({ tokenHash: refreshTokens.tokenHash })
      .from(refreshTokens)
      .where(inArray(refreshTokens.tokenHash, [expiredHash, liveHash]));
    expect(left.map((r) => r.tokenHash)).toEqual([liveHash]);
    const limits = await server.app.db.select({ key: rateLimits.key }).from(rateLimits);
    expect(limits.some((r) => r.key.startsWith('test:stale:'))).toBe(false);
    expect(limits.some((r) => r.key.startsWith('test:live:'))).toBe(true);
    // The user's real sign-in token was not expired, so it is still there.
    const own = await server.app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(own.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses to schedule an unknown job', async () => {
    await expect(server.app.jobs.schedule('no.such.job' as 'maintenance.cleanup', {})).rejects.toThrow(/Unknown job/);
  });

  it('retries with back-off, then publishes job.failed to the owner once it fails for good', async () => {
    const owner = await signUp(server.url, 'Job Owner');
    const bystander = await signUp(server.url, 'Bystander');
    const ownerTab = await connectSocket(server.url, owner.client.cookieHeader);
    const bystanderTab = await connectSocket(server.url, bystander.client.cookieHeader);
    const attempts: Array<{ attempt: number; finalAttempt: boolean }> = [];
    const attemptTimes: number[] = [];
    const finalFailures: string[] = [];
    const name = `test.flaky-${randomUUID().slice(0, 8)}`;
    defineTestJob(
      defineJob({
        name,
        schema: z.object({ userId: z.string(), recordId: z.string() }),
        retries: 2,
        retryDelayMs: 50,
        subject: 'system',
        owner: (d) => ({ userId: d.userId, subjectId: d.recordId }),
        async handler(_data, run) {
          attempts.push({ attempt: run.attempt, finalAttempt: run.finalAttempt });
          attemptTimes.push(performance.now());
          throw new Error('The provider is unreachable');
        },
        async onFinalFailure(data, error) {
          finalFailures.push(`${data.recordId}: ${error.message}`);
        },
      }) as JobDefinition,
    );
    const settled = attemptSaved(name, 3);
    try {
      const job = await server.jobs.agenda.now(name, { userId: owner.user.id, recordId: 'company-42' });
      const event = (await ownerTab.waitFor((e) => e.type === 'job.failed', 30_000)) as EventEnvelope<'job.failed'>;
      expect(event.payload).toEqual({ jobId: String(job.attrs._id), name, message: 'The provider is unreachable', subjectId: 'company-42' });
      expect(event.id).toBeGreaterThan(0); // an outbox row, so a tab that was away gets it on resume
      expect(attempts).toEqual([
        { attempt: 1, finalAttempt: false },
        { attempt: 2, finalAttempt: false },
        { attempt: 3, finalAttempt: true },
      ]);
      expect(finalFailures).toEqual(['company-42: The provider is unreachable']);
      // Each retry ran at its back-off (50 ms, then 100 ms), woken by a timer, not at the workers'
      // next poll (every 2 s: the two retries took 2 s on average before).
      expect(attemptTimes[2]! - attemptTimes[0]!).toBeLessThan(1_200);
      // The last attempt is stored with no next run, so nothing can publish a second job.failed…
      expect((await settled).attrs.nextRunAt).toBeNull();
      await expectNoEventBefore(ownerTab, (e) => e.type === 'job.failed' && e.id !== event.id, profileBarrier(owner.client));
      // …and the bystander's socket, live throughout, never got this one.
      await expectNoEventBefore(bystanderTab, (e) => e.type === 'job.failed', profileBarrier(bystander.client));
    } finally {
      ownerTab.close();
      bystanderTab.close();
    }
  });

  it('does not retry a permanent failure', async () => {
    const owner = await signUp(server.url, 'Permanent Owner');
    const tab = await connectSocket(server.url, owner.client.cookieHeader);
    let runs = 0;
    const name = `test.permanent-${randomUUID().slice(0, 8)}`;
    defineTestJob(
      defineJob({
        name,
        schema: z.object({ userId: z.string() }),
        retries: 5,
        retryDelayMs: 50,
        subject: 'system',
        owner: (d) => ({ userId: d.userId }),
        async handler() {
          runs += 1;
          throw new PermanentJobError('The company no longer exists');
        },
      }) as JobDefinition,
    );
    const settled = attemptSaved(name, 1);
    try {
      await server.jobs.agenda.now(name, { userId: owner.user.id });
      const event = (await tab.waitFor((e) => e.type === 'job.failed', 30_000)) as EventEnvelope<'job.failed'>;
      expect(event.payload).toMatchObject({ name, message: 'The company no longer exists', subjectId: null });
      // Stored after its one attempt with no next run: it is not retried.
      expect((await settled).attrs.nextRunAt).toBeNull();
      expect(runs).toBe(1);
    } finally {
      tab.close();
    }
  });
});
