import type Router from '@koa/router';
import { tasksApi } from '../../contracts/tasks.js';
import type { AppContext } from '../context.js';
import { invalid } from '../http/errors.js';
import { typedRouter } from '../http/typed-routes.js';
import { findMember, ownerIdOf } from '../team/index.js';
import { countDueTasks, listTasks } from './queries.js';
import { addTask, deleteTask, getTask, snoozeTask, todayOf, updateTask } from './service.js';

export function taskRoutes(app: AppContext): Router {
  const { router, route } = typedRouter(app);

  route(tasksApi.list, async ({ query, actor }) => {
    const ownerId = ownerIdOf(query.owner, actor);
    // Anyone may look at a teammate's tasks (the team's records are shared); only a member of this workspace is one.
    if (ownerId && ownerId !== actor.userId && !(await findMember(app.db, actor.workspaceId, ownerId)))
      throw invalid([{ path: 'owner', message: 'Choose a member of the workspace' }]);
    const today = todayOf(app);
    return { today, items: await listTasks(app.db, actor.workspaceId, { ...query, ownerId }) };
  });
  // Before /api/tasks/:id, which would read "badge" as a task id.
  route(tasksApi.badge, async ({ actor }) => {
    const today = todayOf(app);
    return { today, due: await countDueTasks(app.db, actor.workspaceId, actor.userId, today) };
  });
  route(tasksApi.create, async ({ body, actor }) => ({ task: await addTask(app, actor, body) }));
  route(tasksApi.get, async ({ params, actor }) => ({ task: await getTask(app, actor, params.id) }));
  route(tasksApi.update, async ({ params, body, actor }) => ({ task: await updateTask(app, actor, params.id, body) }));
  route(tasksApi.snooze, async ({ params, body, actor }) => ({ task: await snoozeTask(app, actor, params.id, body.option) }));
  route(tasksApi.remove, async ({ params, actor }) => {
    await deleteTask(app, actor, params.id);
  });

  return router;
}
