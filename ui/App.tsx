import { Suspense, lazy } from 'react';
import { useAtomValue } from 'jotai';
import { Redirect, Route, Switch } from 'wouter';
import { userAtom } from './state/auth.js';
import { SessionKeeper } from './state/SessionKeeper.js';
import { LazyAppLayout, loading } from './components/Protected.js';
import { Toaster } from './components/Toaster.js';

// The first screen downloads only itself: the landing page signed out, the app frame and the
// dashboard signed in, a sign-in form from its link (`npm run bundle:size` measures them).
const LandingPage = lazy(() => import('./pages/landing/LandingPage.js').then((m) => ({ default: m.LandingPage })));
const LoginPage = lazy(() => import('./pages/auth/LoginPage.js').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('./pages/auth/RegisterPage.js').then((m) => ({ default: m.RegisterPage })));
const JoinPage = lazy(() => import('./pages/auth/JoinPage.js').then((m) => ({ default: m.JoinPage })));
const HomeForUser = lazy(() => import('./pages/dashboard/DashboardPage.js').then((m) => ({ default: m.DashboardPage })));
/** The client's page of a proposal or presentation: no account, outside the app frame. */
const PublicProposalPage = lazy(() => import('./pages/public/PublicProposalPage.js').then((m) => ({ default: m.PublicProposalPage })));
const PublicPresentationPage = lazy(() => import('./pages/public/PublicPresentationPage.js').then((m) => ({ default: m.PublicPresentationPage })));
/**
 * Every other address: an area's page inside the app frame, or Not found. The table of the
 * areas' pages loads on first use, so the landing page does not download it.
 */
const AreaRoutes = lazy(() => import('./routes.js').then((m) => ({ default: m.AreaRoutes })));
/** Live updates (Socket.IO) are for signed-in users: the landing page does not download them. */
const LiveSync = lazy(() => import('./state/LiveSync.js').then((m) => ({ default: m.LiveSync })));

/** Sign-in screens send a signed-in user on to the app: its dashboard, where a new rep starts. */
function PublicOnly({ children }: { children: React.ReactNode }) {
  const user = useAtomValue(userAtom);
  if (user) return <Redirect to="/" replace />;
  return <Suspense fallback={loading}>{children}</Suspense>;
}

function Home() {
  const user = useAtomValue(userAtom);
  if (user === undefined) return loading;
  if (!user)
    return (
      <Suspense fallback={loading}>
        <LandingPage />
      </Suspense>
    );
  return (
    <Suspense fallback={loading}>
      <LazyAppLayout>
        <Suspense fallback={loading}>
          <HomeForUser />
        </Suspense>
      </LazyAppLayout>
    </Suspense>
  );
}

export function AppRoutes() {
  return (
    <Switch>
      <Route path="/" component={Home} />
      <Route path="/login">
        <PublicOnly>
          <LoginPage />
        </PublicOnly>
      </Route>
      <Route path="/join/:token">
        <Suspense fallback={loading}>
          <JoinPage />
        </Suspense>
      </Route>
      <Route path="/register">
        <PublicOnly>
          <RegisterPage />
        </PublicOnly>
      </Route>
      <Route path="/p/:token">
        <Suspense fallback={loading}>
          <PublicProposalPage />
        </Suspense>
      </Route>
      <Route path="/deck/:token">
        <Suspense fallback={loading}>
          <PublicPresentationPage />
        </Suspense>
      </Route>
      <Route>
        <Suspense fallback={loading}>
          <AreaRoutes />
        </Suspense>
      </Route>
    </Switch>
  );
}

export function App() {
  const signedIn = Boolean(useAtomValue(userAtom));
  return (
    <>
      <SessionKeeper />
      {signedIn && (
        <Suspense fallback={null}>
          <LiveSync />
        </Suspense>
      )}
      <AppRoutes />
      <Toaster />
    </>
  );
}
