import { Factory, PackageCheck } from 'lucide-react';
import { lazyPage, type UiArea } from '../../ui-area.js';
import { orderEvents } from '../../state/orders.js';

/**
 * Orders: sales orders made from approved proposals, their supplier purchase orders, the
 * production board and the suppliers. Its events run after the proposals' (150): an order made
 * from a proposal links it on an open proposal page.
 */
export const ordersArea: UiArea = {
  name: 'orders',
  routes: [
    { path: '/orders', component: lazyPage(() => import('./OrdersPage.js'), (m) => m.OrdersPage) },
    { path: '/orders/suppliers', component: lazyPage(() => import('./SuppliersPage.js'), (m) => m.SuppliersPage) },
    { path: '/orders/:id', component: lazyPage(() => import('./OrderPage.js'), (m) => m.OrderPage) },
    { path: '/production', component: lazyPage(() => import('./ProductionPage.js'), (m) => m.ProductionPage) },
  ],
  nav: [
    { label: 'Orders', href: '/orders', icon: PackageCheck, position: 72 },
    { label: 'Production', href: '/production', icon: Factory, position: 74 },
  ],
  events: [{ order: 155, handlers: orderEvents }],
};
