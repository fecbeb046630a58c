import { FileText } from 'lucide-react';
import { Redirect, useParams } from 'wouter';
import { lazyPage, type UiArea } from '../../ui-area.js';
import { proposalEvents } from '../../state/proposals.js';

function DocumentRedirect() {
  const { id = '' } = useParams<{ id: string }>();
  return <Redirect to={`/proposals/${encodeURIComponent(id)}`} replace />;
}

/**
 * Proposals: the list and the editor. Owns the proposal records (the chat's documents and the
 * dashboard read them too). The client's page (/p/:token) is outside the app frame: App.tsx.
 */
export const proposalsArea: UiArea = {
  name: 'proposals',
  routes: [
    // Documents became proposals (each kept its id): the old addresses lead to the new pages.
    { path: '/documents', component: () => <Redirect to="/proposals" replace /> },
    { path: '/documents/:id', component: DocumentRedirect },
    { path: '/proposals', component: lazyPage(() => import('./ProposalsPage.js'), (m) => m.ProposalsPage) },
    { path: '/proposals/:id', component: lazyPage(() => import('./ProposalPage.js'), (m) => m.ProposalPage) },
  ],
  nav: [{ label: 'Proposals', href: '/proposals', icon: FileText, position: 70 }],
  events: [{ order: 150, handlers: proposalEvents }],
};
