import { ListChecks } from 'lucide-react';
import { lazyPage, type UiArea } from '../../ui-area.js';
import { backgroundJobEvents } from '../../state/background-jobs.js';

/** Background jobs: the workspace's jobs, with Retry and Cancel. */
export const jobsArea: UiArea = {
  name: 'jobs',
  routes: [{ path: '/jobs', component: lazyPage(() => import('./BackgroundJobsPage.js'), (m) => m.BackgroundJobsPage) }],
  nav: [{ label: 'Background jobs', href: '/jobs', icon: ListChecks, position: 120 }],
  events: [{ order: 130, handlers: backgroundJobEvents }],
};
