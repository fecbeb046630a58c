import { Suspense, lazy } from 'react';
import { Route, Switch } from 'wouter';
import { Protected, loading } from './components/Protected.js';
import type { AreaRoute } from './ui-area.js';
import { areas } from './areas.js';

export type ProtectedRoute = AreaRoute;

const hasParam = (path: string) => path.split('/').some((segment) => segment.startsWith(':'));

/**
 * Pages that need a signed-in user, shown inside the app frame: every area's routes (ui/areas.ts),
 * fixed paths before `:param` paths so that /companies/batches wins over /companies/:id whichever
 * area declares them; otherwise in the areas' order.
 */
export const protectedRoutes: ProtectedRoute[] = [
  ...areas.flatMap((area) => area.routes ?? []).filter((route) => !hasParam(route.path)),
  ...areas.flatMap((area) => area.routes ?? []).filter((route) => hasParam(route.path)),
];

const NotFoundPage = lazy(() => import('./pages/NotFoundPage.js').then((m) => ({ default: m.NotFoundPage })));

/** The areas' pages, each inside the app frame for a signed-in user; any other address is Not found. */
export function AreaRoutes() {
  return (
    <Switch>
      {protectedRoutes.map(({ path, component: Page }) => (
        <Route key={path} path={path}>
          <Protected>
            <Page />
          </Protected>
        </Route>
      ))}
      <Route>
        <Suspense fallback={loading}>
          <NotFoundPage />
        </Suspense>
      </Route>
    </Switch>
  );
}
