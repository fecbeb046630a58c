import { z } from 'zod';
import { route, uuidParam } from './http/route.js';

/** Where a background job stands: waiting (or waiting to retry), running, failed for good, or done. */
export const JOB_STATES = ['queued', 'running', 'failed', 'completed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** What the job works on, for a link from the Background jobs page. */
export const jobSubject = z.object({
  kind: z.enum(['company', 'chatSession', 'message', 'presentation', 'contactBatch']),
  id: z.string(),
});

/** One of the workspace's background jobs, as the Background jobs page shows it. */
export const backgroundJob = z.object({
  id: z.string(),
  /** The job's name (e.g. `company.enrich`). */
  name: z.string(),
  /** What it does, in words (e.g. "Enrichment"). */
  label: z.string(),
  state: z.enum(JOB_STATES),
  subject: jobSubject.nullable(),
  /** 0–100 when the job reports it. */
  progress: z.number().nullable(),
  /** When it will run (next try, for a job waiting to retry). */
  nextRunAt: z.string().nullable(),
  lastRunAt: z.string().nullable(),
  lastFinishedAt: z.string().nullable(),
  /** Why the last try failed (also while it waits to retry). */
  failReason: z.string().nullable(),
  failCount: z.number(),
  createdAt: z.string().nullable(),
  canRetry: z.boolean(),
  canCancel: z.boolean(),
});
export type BackgroundJob = z.infer<typeof backgroundJob>;

export const backgroundJobListResponse = z.object({ items: z.array(backgroundJob) });
export const backgroundJobResponse = z.object({ job: backgroundJob });

const jobId = { id: uuidParam('job id') };
/** The Background jobs page: the workspace's own jobs, Retry a failed one, Cancel a queued one. */
export const jobsApi = {
  list: route({ method: 'GET', path: '/api/jobs', permission: 'read', summary: 'The workspace’s background jobs', response: backgroundJobListResponse }),
  retry: route({ method: 'POST', path: '/api/jobs/:id/retry', permission: 'records.write', params: jobId, summary: 'Retry a failed job', response: backgroundJobResponse }),
  cancel: route({ method: 'DELETE', path: '/api/jobs/:id', permission: 'records.write', params: jobId, summary: 'Cancel a queued job', status: 204 }),
};
