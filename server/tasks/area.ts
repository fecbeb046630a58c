import { defineArea } from '../ports/server-area.js';
import { aboutCompany } from '../ports/activity.js';
import { taskRoutes } from './routes.js';
import { handTasksToHeir } from './member-heir.js';

/**
 * Tasks (docs/product.md#tasks): a removed member's tasks go to their heir. A task done is history
 * on its company's timeline and the feed ('Task done: Call Dana'); making, snoozing, editing and
 * deleting tasks are not (sequences make many, and snoozes would drown the timeline).
 */
export const tasksArea = defineArea({
  name: 'tasks',
  routes: (app) => [taskRoutes(app)],
  workspaceHooks: { memberRemoved: [handTasksToHeir] },
  activity: {
    'task.updated': (p) => (p.change === 'done' ? aboutCompany(p.task.companyId, 'company.task_completed', { taskId: p.task.id, title: p.task.title }) : null),
  },
});
