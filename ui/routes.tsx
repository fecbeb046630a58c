import type { ComponentType } from 'react';
import { lazy } from 'react';
import { DashboardPage } from './pages/dashboard/DashboardPage.js';
import { ComingSoonPage } from './pages/ComingSoonPage.js';

// Each area's pages load when first opened, so the first screen downloads only what it shows.
const SettingsPage = lazy(() => import('./pages/settings/SettingsPage.js').then((m) => ({ default: m.SettingsPage })));
const PipelinePage = lazy(() => import('./pages/companies/PipelinePage.js').then((m) => ({ default: m.PipelinePage })));
const AlertsPage = lazy(() => import('./pages/alerts/AlertsPage.js').then((m) => ({ default: m.AlertsPage })));
const CompanyDetailPage = lazy(() => import('./pages/companies/CompanyDetailPage.js').then((m) => ({ default: m.CompanyDetailPage })));
const ProductSearchPage = lazy(() => import('./pages/catalogue/ProductSearchPage.js').then((m) => ({ default: m.ProductSearchPage })));
const ProductPage = lazy(() => import('./pages/catalogue/ProductPage.js').then((m) => ({ default: m.ProductPage })));

export type ProtectedRoute = { path: string; component: ComponentType };

const soon = (title: string) => () => <ComingSoonPage title={title} />;

/** Pages that need a signed-in user, shown inside the app frame. Areas add theirs here. */
export const protectedRoutes: ProtectedRoute[] = [
  { path: '/settings', component: SettingsPage },
  { path: '/companies', component: PipelinePage },
  { path: '/alerts', component: AlertsPage },
  { path: '/product-search', component: ProductSearchPage },
  { path: '/products/:id', component: ProductPage },
  { path: '/companies/batch-upload', component: soon('Batches') },
  { path: '/companies/batches', component: soon('Batches') },
  { path: '/companies/lookalikes/:id', component: soon('Batches') },
  // After the fixed /companies/… paths above, which must win.
  { path: '/companies/:id', component: CompanyDetailPage },
  { path: '/contacts/*?', component: soon('Contacts') },
  { path: '/messages', component: soon('Messages') },
  { path: '/message-generator', component: soon('Messages') },
  { path: '/batches', component: soon('Batches') },
  { path: '/chat/*?', component: soon('Chats') },
  { path: '/presentations/*?', component: soon('Presentations') },
];

export const HomeForUser = DashboardPage;
