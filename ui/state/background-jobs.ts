import { atom } from 'jotai';
import type { BackgroundJob } from '../../contracts/background-jobs.js';
import type { Store } from './event-handlers.js';

/** The Background jobs page's list, newest first (null until it has loaded). */
export const backgroundJobsAtom = atom<BackgroundJob[] | null>(null);

/** A job as it now stands: replaced in place, or added on top when new. */
export function upsertBackgroundJob(store: Store, job: BackgroundJob): void {
  const list = store.get(backgroundJobsAtom);
  if (!list) return;
  const at = list.findIndex((j) => j.id === job.id);
  store.set(backgroundJobsAtom, at < 0 ? [job, ...list] : list.map((j, i) => (i === at ? job : j)));
}

export function removeBackgroundJob(store: Store, id: string): void {
  const list = store.get(backgroundJobsAtom);
  if (list?.some((j) => j.id === id)) store.set(backgroundJobsAtom, list.filter((j) => j.id !== id));
}
