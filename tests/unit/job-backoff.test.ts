import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { backoffFor } from '../../jobs/client.js';
import { PermanentJobError, type JobDefinition } from '../../jobs/define.js';

const def = (extra: Partial<JobDefinition>): JobDefinition =>
  ({ name: 'test.backoff', schema: z.object({}), subject: 'system', handler: async () => undefined, ...extra }) as JobDefinition;

describe('job back-off', () => {
  it('doubles the job’s retry delay at each attempt and stops after its retries', () => {
    const backoff = backoffFor(def({ retries: 3, retryDelayMs: 2000 }));
    const error = new Error('temporary');
    expect([1, 2, 3, 4].map((attempt) => backoff({ attempt, error }))).toEqual([2000, 4000, 8000, null]);
  });

  it('uses 2 s and three retries when the job names neither', () => {
    const backoff = backoffFor(def({}));
    expect([1, 2, 3, 4].map((attempt) => backoff({ attempt, error: new Error('x') }))).toEqual([2000, 4000, 8000, null]);
  });

  it('does not retry a permanent failure', () => {
    expect(backoffFor(def({ retries: 3 }))({ attempt: 1, error: new PermanentJobError('bad data') })).toBeNull();
  });

  it('scales every delay for test servers (retryDelayScaleForTests), the policy unchanged', () => {
    const backoff = backoffFor(def({ retries: 2, retryDelayMs: 30_000 }), 1 / 50);
    expect([1, 2, 3].map((attempt) => backoff({ attempt, error: new Error('x') }))).toEqual([600, 1200, null]);
  });
});
