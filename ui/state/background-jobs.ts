import type { BackgroundJob } from '../../contracts/background-jobs.js';
import { createRecordStore } from './record-store.js';
import type { EventHandlers, Store } from './store.js';

/** Background jobs; `ids`: the Background jobs page's list, newest first. */
export const backgroundJobRecords = createRecordStore<BackgroundJob>();
export const backgroundJobListAtom = backgroundJobRecords.recordsOf();

/** A job as it now stands: replaced in place, or added on top of a loaded list when new. */
export function upsertBackgroundJob(store: Store, job: BackgroundJob): void {
  backgroundJobRecords.upsert(store, job);
  backgroundJobRecords.prepend(store, job.id);
}

export const backgroundJobEvents: EventHandlers = {
  'job.updated': ({ payload }, store) => upsertBackgroundJob(store, payload.job),
  'job.deleted': ({ payload }, store) => backgroundJobRecords.remove(store, payload.id),
};
