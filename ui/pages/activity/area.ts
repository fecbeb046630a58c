import { Activity } from 'lucide-react';
import { lazyPage, type UiArea } from '../../ui-area.js';
import { activityEvents } from '../../state/activity.js';

/** Activity: the workspace's activity feed (the dashboard's Recent activity card reads it too). */
export const activityArea: UiArea = {
  name: 'activity',
  routes: [{ path: '/activity', component: lazyPage(() => import('./ActivityPage.js'), (m) => m.ActivityPage) }],
  nav: [{ label: 'Activity', href: '/activity', icon: Activity, position: 110 }],
  events: [{ order: 190, handlers: activityEvents }],
};
