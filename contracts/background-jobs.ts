import { z } from 'zod';
import { route, uuidParam } from './http/route.js';

/** Where a background job stands: waiting (or waiting to retry), running, failed for good, or done. */
export const JOB_STATES = ['queued', 'running', 'failed', 'completed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** What the job works on, for a link from the Background jobs page. */
export const jobSubject = z.object({
  kind: z.enum(['company', 'chatSession', 'message', 'presentation', 'contactBatch', 'import', 'contact', 'sequence']),
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

/** How long finished and failed jobs stay listed (the daily cleanup removes older ones). */
export const JOB_HISTORY_DAYS = 7;

/** The Background jobs page's filter: every job, those waiting or running, done, or failed for good. */
export const JOB_FILTERS = ['all', 'active', 'finished', 'failed'] as const;
export type JobFilter = (typeof JOB_FILTERS)[number];
export const JOB_FILTER_LABELS: Record<JobFilter, string> = { all: 'All', active: 'Active', finished: 'Finished', failed: 'Failed' };
/** Does a job in this state pass the filter? (The server's query asks the same.) */
export const jobPasses = (filter: JobFilter, state: JobState): boolean =>
  filter === 'all' || (filter === 'active' ? state === 'queued' || state === 'running' : filter === 'finished' ? state === 'completed' : state === 'failed');

export const listJobsQuery = z.object({
  status: z.enum(JOB_FILTERS, { error: `Status must be one of ${JOB_FILTERS.join(', ')}` }).default('all'),
  cursor: z.string().max(500, 'Invalid cursor').optional(),
  limit: z.coerce.number({ error: 'Limit must be a number' }).int('Limit must be a whole number').min(1, 'Limit must be at least 1').max(100, 'Limit must be at most 100').default(50),
});
export type ListJobsQuery = z.input<typeof listJobsQuery>;

export const backgroundJobListResponse = z.object({ items: z.array(backgroundJob), nextCursor: z.string().nullable() });
export const backgroundJobResponse = z.object({ job: backgroundJob });

const jobId = { id: uuidParam('job id') };
/** The Background jobs page: the workspace's own jobs, Retry a failed one, Cancel a queued one. */
export const jobsApi = {
  list: route({ method: 'GET', path: '/api/jobs', permission: 'read', query: listJobsQuery, summary: 'The workspace’s background jobs, newest first (finished and failed ones for 7 days), paged', response: backgroundJobListResponse }),
  retry: route({ method: 'POST', path: '/api/jobs/:id/retry', permission: 'records.write', params: jobId, summary: 'Retry a failed job', response: backgroundJobResponse }),
  cancel: route({ method: 'DELETE', path: '/api/jobs/:id', permission: 'records.write', params: jobId, summary: 'Cancel a queued job', status: 204 }),
};
