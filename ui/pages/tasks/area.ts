import { ListTodo } from 'lucide-react';
import { lazyPage, type UiArea } from '../../ui-area.js';
import { taskEvents } from '../../state/tasks.js';
import { TasksBadge } from './TasksBadge.js';

/** Tasks: My tasks, with my count of tasks due today or overdue on the sidebar's entry. Owns the task records, which company and contact pages read too. */
export const tasksArea: UiArea = {
  name: 'tasks',
  routes: [{ path: '/tasks', component: lazyPage(() => import('./TasksPage.js'), (m) => m.TasksPage) }],
  nav: [{ label: 'Tasks', href: '/tasks', icon: ListTodo, position: 45, badge: TasksBadge }],
  events: [{ order: 75, handlers: taskEvents }],
};
