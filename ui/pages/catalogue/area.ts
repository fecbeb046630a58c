import { Search } from 'lucide-react';
import { lazyPage, type UiArea } from '../../ui-area.js';

/** The catalogue: product search and a product's page (no live events). */
export const catalogueArea: UiArea = {
  name: 'catalogue',
  routes: [
    { path: '/product-search', component: lazyPage(() => import('./ProductSearchPage.js'), (m) => m.ProductSearchPage) },
    { path: '/products/:id', component: lazyPage(() => import('./ProductPage.js'), (m) => m.ProductPage) },
  ],
  nav: [{ label: 'Product Search', href: '/product-search', icon: Search, position: 60 }],
};
