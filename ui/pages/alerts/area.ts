import { Bell } from 'lucide-react';
import { lazyPage, type UiArea } from '../../ui-area.js';
import { alertEvents } from '../../state/alerts.js';
import { AlertsBadge } from './AlertsBadge.js';

/** Alerts: buyer signals, with the unread count on the sidebar's entry. Owns the alert records, which company pages read too. */
export const alertsArea: UiArea = {
  name: 'alerts',
  routes: [{ path: '/alerts', component: lazyPage(() => import('./AlertsPage.js'), (m) => m.AlertsPage) }],
  nav: [{ label: 'Alerts', href: '/alerts', icon: Bell, position: 40, badge: AlertsBadge }],
  events: [{ order: 60, handlers: alertEvents }],
};
