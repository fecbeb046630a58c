import { LayoutDashboard } from 'lucide-react';
import type { UiArea } from '../../ui-area.js';

/**
 * The dashboard: the signed-in home. Its page is at `/`, which App.tsx shows itself (the landing
 * page when signed out), so the area adds only its navigation entry.
 */
export const dashboardArea: UiArea = {
  name: 'dashboard',
  nav: [{ label: 'Dashboard', href: '/', icon: LayoutDashboard, position: 10 }],
};
