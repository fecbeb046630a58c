import { Suspense, lazy, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Redirect } from 'wouter';
import { userAtom } from '../state/auth.js';
import { CenteredSpinner } from './Spinner.js';

/** The signed-in frame (sidebar, top bar), loaded with the first signed-in page: the landing page does not download it. */
export const LazyAppLayout = lazy(() => import('./AppLayout.js').then((m) => ({ default: m.AppLayout })));

export const loading = <CenteredSpinner label="Loading" />;

/** A page that needs a signed-in user, shown inside the app frame; signed out, the sign-in form instead. */
export function Protected({ children }: { children: ReactNode }) {
  const user = useAtomValue(userAtom);
  if (user === undefined) return loading;
  if (user === null) return <Redirect to="/login" replace />;
  return (
    <Suspense fallback={loading}>
      <LazyAppLayout>
        <Suspense fallback={loading}>{children}</Suspense>
      </LazyAppLayout>
    </Suspense>
  );
}
