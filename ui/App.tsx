import { Suspense, lazy } from 'react';
import { useAtomValue } from 'jotai';
import { Redirect, Route, Switch } from 'wouter';
import { userAtom } from './state/auth.js';
import { SessionKeeper } from './state/SessionKeeper.js';
import { CenteredSpinner } from './components/Spinner.js';
import { Toaster } from './components/Toaster.js';
import { HomeForUser, PublicPresentationPage, PublicProposalPage, protectedRoutes } from './routes.js';

// The first screen downloads only itself: the landing page signed out, the app frame and the
// dashboard signed in, a sign-in form from its link (`npm run bundle:size` measures them).
const LandingPage = lazy(() => import('./pages/landing/LandingPage.js').then((m) => ({ default: m.LandingPage })));
const LoginPage = lazy(() => import('./pages/auth/LoginPage.js').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('./pages/auth/RegisterPage.js').then((m) => ({ default: m.RegisterPage })));
const JoinPage = lazy(() => import('./pages/auth/JoinPage.js').then((m) => ({ default: m.JoinPage })));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage.js').then((m) => ({ default: m.NotFoundPage })));
const AppLayout = lazy(() => import('./components/AppLayout.js').then((m) => ({ default: m.AppLayout })));
/** Live updates (Socket.IO) are for signed-in users: the landing page does not download them. */
const LiveSync = lazy(() => import('./state/LiveSync.js').then((m) => ({ default: m.LiveSync })));

const loading = <CenteredSpinner label="Loading" />;

function Protected({ children }: { children: React.ReactNode }) {
  const user = useAtomValue(userAtom);
  if (user === undefined) return loading;
  if (user === null) return <Redirect to="/login" replace />;
  return (
    <Suspense fallback={loading}>
      <AppLayout>
        <Suspense fallback={loading}>{children}</Suspense>
      </AppLayout>
    </Suspense>
  );
}

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
      <AppLayout>
        <Suspense fallback={loading}>
          <HomeForUser />
        </Suspense>
      </AppLayout>
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
