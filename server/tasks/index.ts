// The tasks area offers: making a task in another area's transaction (a sequence's step, a reply,
// an alert, a proposal), and closing the tasks that came from one source.
export { completeTasksFrom, createTask } from './service.js';
export type { NewTask } from './service.js';
