import type { ComponentType } from 'react';
import { Suspense, lazy } from 'react';
import { Redirect, Route, Switch, useParams } from 'wouter';
import { Protected, loading } from './components/Protected.js';

// Each area's pages load when first opened, so the first screen downloads only what it shows.
const SettingsPage = lazy(() => import('./pages/settings/SettingsPage.js').then((m) => ({ default: m.SettingsPage })));
const PipelinePage = lazy(() => import('./pages/companies/PipelinePage.js').then((m) => ({ default: m.PipelinePage })));
const AlertsPage = lazy(() => import('./pages/alerts/AlertsPage.js').then((m) => ({ default: m.AlertsPage })));
const ActivityPage = lazy(() => import('./pages/activity/ActivityPage.js').then((m) => ({ default: m.ActivityPage })));
const CompanyDetailPage = lazy(() => import('./pages/companies/CompanyDetailPage.js').then((m) => ({ default: m.CompanyDetailPage })));
const ProductSearchPage = lazy(() => import('./pages/catalogue/ProductSearchPage.js').then((m) => ({ default: m.ProductSearchPage })));
const ProductPage = lazy(() => import('./pages/catalogue/ProductPage.js').then((m) => ({ default: m.ProductPage })));
const BatchUploadPage = lazy(() => import('./pages/company-batches/BatchUploadPage.js').then((m) => ({ default: m.BatchUploadPage })));
const CompanyBatchesPage = lazy(() => import('./pages/company-batches/CompanyBatchesPage.js').then((m) => ({ default: m.CompanyBatchesPage })));
const LookalikesPage = lazy(() => import('./pages/company-batches/LookalikesPage.js').then((m) => ({ default: m.LookalikesPage })));
const BatchesPage = lazy(() => import('./pages/company-batches/BatchesPage.js').then((m) => ({ default: m.BatchesPage })));
const MessagesPage = lazy(() => import('./pages/messages/MessagesPage.js').then((m) => ({ default: m.MessagesPage })));
const MessageGeneratorPage = lazy(() => import('./pages/messages/MessageGeneratorPage.js').then((m) => ({ default: m.MessageGeneratorPage })));
const ChatPage = lazy(() => import('./pages/chat/ChatPage.js').then((m) => ({ default: m.ChatPage })));
const ProposalsPage = lazy(() => import('./pages/proposals/ProposalsPage.js').then((m) => ({ default: m.ProposalsPage })));
const ProposalPage = lazy(() => import('./pages/proposals/ProposalPage.js').then((m) => ({ default: m.ProposalPage })));
const ContactsPage = lazy(() => import('./pages/contacts/ContactsPage.js').then((m) => ({ default: m.ContactsPage })));
const NewContactPage = lazy(() => import('./pages/contacts/NewContactPage.js').then((m) => ({ default: m.NewContactPage })));
const ContactBatchesPage = lazy(() => import('./pages/contact-batches/ContactBatchesPage.js').then((m) => ({ default: m.ContactBatchesPage })));
const ContactBatchPage = lazy(() => import('./pages/contact-batches/ContactBatchPage.js').then((m) => ({ default: m.ContactBatchPage })));
const EditContactPage = lazy(() => import('./pages/contacts/EditContactPage.js').then((m) => ({ default: m.EditContactPage })));
const PresentationsPage = lazy(() => import('./pages/presentations/PresentationsPage.js').then((m) => ({ default: m.PresentationsPage })));
const NewPresentationPage = lazy(() => import('./pages/presentations/NewPresentationPage.js').then((m) => ({ default: m.NewPresentationPage })));
const PresentationEditorPage = lazy(() => import('./pages/presentations/PresentationEditorPage.js').then((m) => ({ default: m.PresentationEditorPage })));

const BackgroundJobsPage = lazy(() => import('./pages/jobs/BackgroundJobsPage.js').then((m) => ({ default: m.BackgroundJobsPage })));

function DocumentRedirect() {
  const { id = '' } = useParams<{ id: string }>();
  return <Redirect to={`/proposals/${encodeURIComponent(id)}`} replace />;
}

export type ProtectedRoute = { path: string; component: ComponentType };


/** Pages that need a signed-in user, shown inside the app frame. Areas add theirs here. */
export const protectedRoutes: ProtectedRoute[] = [
  { path: '/settings', component: SettingsPage },
  { path: '/jobs', component: BackgroundJobsPage },
  { path: '/companies', component: PipelinePage },
  { path: '/alerts', component: AlertsPage },
  { path: '/activity', component: ActivityPage },
  { path: '/product-search', component: ProductSearchPage },
  { path: '/products/:id', component: ProductPage },
  { path: '/companies/batch-upload', component: BatchUploadPage },
  { path: '/companies/batches', component: CompanyBatchesPage },
  { path: '/companies/lookalikes/:id', component: LookalikesPage },
  // After the fixed /companies/… paths above, which must win.
  { path: '/companies/:id', component: CompanyDetailPage },
  { path: '/contacts', component: ContactsPage },
  { path: '/contacts/new', component: NewContactPage },
  { path: '/contacts/batches', component: ContactBatchesPage },
  { path: '/contacts/batch/:batchId', component: ContactBatchPage },
  // After the fixed /contacts/… paths above, which must win.
  { path: '/contacts/:id', component: EditContactPage },
  { path: '/messages', component: MessagesPage },
  { path: '/message-generator', component: MessageGeneratorPage },
  { path: '/batches', component: BatchesPage },
  { path: '/chat', component: ChatPage },
  { path: '/chat/:id', component: ChatPage },
  // Documents became proposals (each kept its id): the old addresses lead to the new pages.
  { path: '/documents', component: () => <Redirect to="/proposals" replace /> },
  { path: '/documents/:id', component: DocumentRedirect },
  { path: '/proposals', component: ProposalsPage },
  { path: '/proposals/:id', component: ProposalPage },
  { path: '/presentations', component: PresentationsPage },
  { path: '/presentations/new', component: NewPresentationPage },
  // After the fixed /presentations/new above, which must win.
  { path: '/presentations/:id', component: PresentationEditorPage },
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
