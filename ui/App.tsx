import { Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { Redirect, Route, Switch } from 'wouter';
import { userAtom } from './state/auth.js';
import { SessionKeeper } from './state/SessionKeeper.js';
import { LiveSync } from './state/LiveSync.js';
import { AppLayout } from './components/AppLayout.js';
import { CenteredSpinner } from './components/Spinner.js';
import { Toaster } from './components/Toaster.js';
import { LandingPage } from './pages/landing/LandingPage.js';
import { LoginPage } from './pages/auth/LoginPage.js';
import { RegisterPage } from './pages/auth/RegisterPage.js';
import { JoinPage } from './pages/auth/JoinPage.js';
import { NotFoundPage } from './pages/NotFoundPage.js';
import { HomeForUser, PublicPresentationPage, PublicProposalPage, protectedRoutes } from './routes.js';

function Protected({ children }: { children: React.ReactNode }) {
  const user = useAtomValue(userAtom);
  if (user === undefined) return <CenteredSpinner label="Loading" />;
  if (user === null) return <Redirect to="/login" replace />;
  return (
    <AppLayout>
      <Suspense fallback={<CenteredSpinner label="Loading" />}>{children}</Suspense>
    </AppLayout>
  );
}

/** Sign-in screens send a signed-in user on to the app: its dashboard, where a new rep starts. */
function PublicOnly({ children }: { children: React.ReactNode }) {
  const user = useAtomValue(userAtom);
  if (user) return <Redirect to="/" replace />;
  return <>{children}</>;
}

function Home() {
  const user = useAtomValue(userAtom);
  if (user === undefined) return <CenteredSpinner label="Loading" />;
  if (!user) return <LandingPage />;
  return (
    <AppLayout>
      <HomeForUser />
    </AppLayout>
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
      <Route path="/join/:token" component={JoinPage} />
      <Route path="/register">
        <PublicOnly>
          <RegisterPage />
        </PublicOnly>
      </Route>
      <Route path="/p/:token">
        <Suspense fallback={<CenteredSpinner label="Loading" />}>
          <PublicProposalPage />
        </Suspense>
      </Route>
      <Route path="/deck/:token">
        <Suspense fallback={<CenteredSpinner label="Loading" />}>
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
      <Route component={NotFoundPage} />
    </Switch>
  );
}

export function App() {
  return (
    <>
      <SessionKeeper />
      <LiveSync />
      <AppRoutes />
      <Toaster />
    </>
  );
}
