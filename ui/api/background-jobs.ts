import type { BackgroundJob } from '../../contracts/background-jobs.js';
import { del, get, post } from './client.js';

export const fetchBackgroundJobs = () => get<{ items: BackgroundJob[] }>('/api/jobs').then((r) => r.items);
export const retryBackgroundJob = (id: string) => post<{ job: BackgroundJob }>(`/api/jobs/${id}/retry`).then((r) => r.job);
export const cancelBackgroundJob = (id: string) => del<void>(`/api/jobs/${id}`);
