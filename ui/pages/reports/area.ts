import { ChartColumn } from 'lucide-react';
import { lazyPage, type UiArea } from '../../ui-area.js';
import { dealFigureEvents } from '../../state/deal-figures.js';

/**
 * Reports: the pipeline, forecast, won and lost, time in stage, activity and signals, with charts.
 * The page (and the charting library) is its own chunk. Owns the deal figures' live version, which
 * the dashboard's forecast reads too.
 */
export const reportsArea: UiArea = {
  name: 'reports',
  routes: [{ path: '/reports', component: lazyPage(() => import('./ReportsPage.js'), (m) => m.ReportsPage) }],
  nav: [{ label: 'Reports', href: '/reports', icon: ChartColumn, position: 115 }],
  events: [{ order: 240, handlers: dealFigureEvents }],
};
