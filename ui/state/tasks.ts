import { atom } from 'jotai';
import type { Task } from '../../contracts/tasks.js';
import { createRecordStore, type IdListAtom } from './record-store.js';
import { pushCompanyActivity } from './company-detail.js';
import type { EventHandlers, Store } from './store.js';

/**
 * Tasks (docs/product.md#tasks). `ids`: the My tasks page's list (every task this tab hears of joins
 * it; the page filters by owner); `companyTasks(id)` / `contactTasks(id)`: a company's or a
 * contact's page.
 */
export const taskRecords = createRecordStore<Task>();
export const companyTasks = (companyId: string): IdListAtom => taskRecords.listOf(`company:${companyId}`);
export const contactTasks = (contactId: string): IdListAtom => taskRecords.listOf(`contact:${contactId}`);

/**
 * The server's today (`YYYY-MM-DD`, contracts/task-rules.ts), from the latest tasks list or badge
 * answer: tasks are grouped and their days told on it, never on the browser's clock. Null until one came.
 */
export const tasksTodayAtom = atom<string | null>(null);

/** The sidebar's Tasks badge: my open tasks due today or overdue (null until read). */
export const taskBadgeAtom = atom<number | null>(null);
/** Bumped when the badge may have changed (any task event); the badge re-reads GET /api/tasks/badge. */
export const taskBadgeVersionAtom = atom(0);
const bumpBadge = (store: Store) => store.set(taskBadgeVersionAtom, (v) => v + 1);

/** Holds a task (unless the held one is newer) and lists it on the page and its company's and contact's. */
export function holdTask(store: Store, task: Task): void {
  if (!taskRecords.upsert(store, task)) return;
  taskRecords.prepend(store, task.id);
  if (task.companyId) taskRecords.append(store, task.id, companyTasks(task.companyId));
  if (task.contactId) taskRecords.append(store, task.id, contactTasks(task.contactId));
}

/** A tab's own change, answered by the server: held at once (its event, arriving later, changes nothing). */
export function taskChanged(store: Store, task: Task): void {
  holdTask(store, task);
  bumpBadge(store);
}

export function taskDeleted(store: Store, id: string): void {
  taskRecords.remove(store, id);
  bumpBadge(store);
}

export const taskEvents: EventHandlers = {
  'task.created': ({ payload: { task } }, store) => taskChanged(store, task),
  'task.updated': ({ payload: { task, change } }, store) => {
    taskChanged(store, task);
    // A task done is on its company's timeline: an open company page re-reads it.
    if (change === 'done' && task.companyId) pushCompanyActivity(store, task.companyId, { kind: 'updated', change: null });
  },
  'task.deleted': ({ payload: { id } }, store) => taskDeleted(store, id),
};
