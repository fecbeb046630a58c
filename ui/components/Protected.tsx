import { Suspense, lazy, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Redirect, useLocation, useSearch } from 'wouter';
import { userAtom } from '../state/auth.js';
import { CenteredSpinner } from './Spinner.js';
import { signInPathFor } from '../state/return-to.js';

/** The signed-in frame (sidebar, top bar), loaded with the first signed-in page: the landing page does not download it. */
export const LazyAppLayout = lazy(() => import('./AppLayout.js').then((m) => ({ default: m.AppLayout })));

export const loading = <CenteredSpinner label="Loading" />;

/** A page that needs a signed-in user, shown inside the app frame; signed out, the sign-in form instead. */
export function Protected({ children }: { children: ReactNode }) {
  const user = useAtomValue(userAtom);
  const [path] = useLocation();
  const search = useSearch();
  if (user === undefined) return loading;
  // Signing in comes back here ('/companies?stage=Lead'), as a bookmarked page expects.
  if (user === null) return <Redirect to={signInPathFor(search ? `${path}?${search}` : path)} replace />;
  return (
    <Suspense fallback={loading}>
      <LazyAppLayout>
        <Suspense fallback={loading}>{children}</Suspense>
      </LazyAppLayout>
    </Suspense>
  );
}
