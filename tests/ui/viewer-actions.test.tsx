// docs/product.md#teams: the UI hides what a role cannot do (the server refuses it with 403 too,
// tests/api/team-permissions.test.ts). Each key page, rendered as a member and as a viewer: the
// actions that change records are there for the member and absent for the viewer.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Route } from 'wouter';
import type { MessageTemplate } from '../../contracts/templates.js';
import type { Proposal } from '../../contracts/proposals.js';
import type { Role } from '../../contracts/roles.js';
import { CompanyDetailPage } from '../../ui/pages/companies/CompanyDetailPage.js';
import { PipelinePage } from '../../ui/pages/companies/PipelinePage.js';
import { EditContactPage } from '../../ui/pages/contacts/EditContactPage.js';
import { ContactsPage } from '../../ui/pages/contacts/ContactsPage.js';
import { PresentationEditorPage } from '../../ui/pages/presentations/PresentationEditorPage.js';
import { PresentationsPage } from '../../ui/pages/presentations/PresentationsPage.js';
import { ProposalPage } from '../../ui/pages/proposals/ProposalPage.js';
import { ProposalsPage } from '../../ui/pages/proposals/ProposalsPage.js';
import { MessagesPage } from '../../ui/pages/messages/MessagesPage.js';
import { TemplatesTab } from '../../ui/pages/settings/TemplatesTab.js';
import { ContactBatchesPage } from '../../ui/pages/contact-batches/ContactBatchesPage.js';
import { CompanyBatchesPage } from '../../ui/pages/company-batches/CompanyBatchesPage.js';
import { NewContactPage } from '../../ui/pages/contacts/NewContactPage.js';
import { NewPresentationPage } from '../../ui/pages/presentations/NewPresentationPage.js';
import { FORBIDDEN_MESSAGES } from '../../contracts/permissions.js';
import { buildAlert, buildCompany, buildContact, buildSummary } from './company-factories.js';
import { buildPresentation } from './presentation-factories.js';
import { mockFetch, renderPage } from './render.js';
import { buildDraftProposal } from './proposal-factories.js';

afterEach(() => vi.unstubAllGlobals());

const company = buildCompany({ name: 'Acme', enrichmentStatus: 'Unenriched' });
const contact = buildContact(company.id);
const deck = buildPresentation({ content: { htmlContent: '<h1>Deck</h1>' } });
const proposalId = '0b8c2f36-5c59-4f1e-9d43-9e8a4b8f7c21';
const proposal: Proposal = buildDraftProposal(
  { id: proposalId, title: 'Acme Kit' },
  { product: { description: '', colors: [], priceBreaks: [], imprintArea: { x: 0.3, y: 0.3, w: 0.4, h: 0.4 } } },
);
const template: MessageTemplate = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Warm intro',
  type: 'email',
  shared: false,
  authorId: 'u-signed-in',
  subject: 'Ideas for {company}',
  content: 'Hi {contact}',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};
const EMPTY = { items: [], nextCursor: null };

type Query = { role: 'button' | 'link' | 'textbox' | 'heading'; name: string | RegExp };
type Case = { page: string; open: (as: Role) => void; ready: Query; actions: Query[] };

const CASES: Case[] = [
  {
    page: 'company detail',
    open: (as) => {
      mockFetch([
        { path: `/api/companies/${company.id}`, body: { company, contacts: [contact], signals: [buildAlert(company, { isRead: false })] } },
        { path: `/api/companies/${company.id}/timeline`, body: { items: [] } },
        { path: '/api/providers', body: {} },
      ]);
      renderPage(<Route path="/companies/:id" component={CompanyDetailPage} />, { path: `/companies/${company.id}`, as });
    },
    ready: { role: 'heading', name: 'Acme' },
    actions: [
      { role: 'button', name: 'Edit' },
      { role: 'button', name: 'Delete' },
      { role: 'button', name: 'Enrich' },
      { role: 'button', name: 'Enter details by hand' },
      { role: 'button', name: 'Find Lookalikes' },
      { role: 'button', name: 'Research Company' },
      { role: 'button', name: 'Detect Signals' },
      { role: 'button', name: 'Mark as Read' },
      { role: 'button', name: 'Find Contacts' },
      { role: 'link', name: 'Add Contact' },
    ],
  },
  {
    page: 'pipeline table',
    open: (as) => {
      mockFetch([
        { path: /\/api\/companies\/summary/, body: buildSummary({ Lead: 1 }) },
        { path: /\/api\/companies\?.*stage=Lead/, body: { items: [company], nextCursor: null } },
        { path: /\/api\/companies\?.*stage=/, body: EMPTY },
        { path: /\/api\/companies\?/, body: { items: [company], nextCursor: null } },
      ]);
      renderPage(<PipelinePage />, { path: '/companies', as });
    },
    ready: { role: 'link', name: 'View Acme' },
    actions: [
      { role: 'button', name: 'Add Prospect' },
      { role: 'link', name: 'Batch Upload' },
      { role: 'button', name: 'Edit Acme' },
      { role: 'button', name: 'Delete Acme' },
    ],
  },
  {
    page: 'contacts list',
    open: (as) => {
      mockFetch([{ path: /\/api\/contacts\?/, body: { items: [contact], nextCursor: null } }]);
      renderPage(<ContactsPage />, { path: '/contacts', as });
    },
    ready: { role: 'link', name: `${contact.firstName} ${contact.lastName}` },
    actions: [
      { role: 'link', name: 'Add Contact' },
      { role: 'button', name: `Message ${contact.firstName} ${contact.lastName}` },
    ],
  },
  {
    page: 'contact',
    open: (as) => {
      mockFetch([
        { path: `/api/contacts/${contact.id}`, body: { contact } },
        { path: '/api/companies?limit=20', body: EMPTY },
      ]);
      renderPage(<Route path="/contacts/:id" component={EditContactPage} />, { path: `/contacts/${contact.id}`, as });
    },
    ready: { role: 'textbox', name: 'First Name' },
    actions: [
      { role: 'button', name: 'Update Contact' },
      { role: 'button', name: 'Delete' },
      { role: 'button', name: 'Generate Message' },
    ],
  },
  {
    page: 'presentations list',
    open: (as) => {
      mockFetch([{ path: '/api/presentations', body: { items: [deck] } }]);
      renderPage(<PresentationsPage />, { path: '/presentations', as });
    },
    ready: { role: 'link', name: `View ${deck.title}` },
    actions: [
      { role: 'link', name: /New Presentation/ },
      { role: 'button', name: `Delete ${deck.title}` },
    ],
  },
  {
    page: 'presentation editor',
    open: (as) => {
      mockFetch([
        { path: `/api/presentations/${deck.id}`, body: { presentation: deck } },
        { path: `/api/presentations/${deck.id}/sharing`, body: { sharing: { presentationId: deck.id, share: { active: false, createdAt: null, expiresAt: null }, comments: [] } } },
      ]);
      renderPage(<Route path="/presentations/:id" component={PresentationEditorPage} />, { path: `/presentations/${deck.id}`, as });
    },
    ready: { role: 'link', name: /Back to Presentations/ },
    actions: [
      { role: 'button', name: 'Save Presentation' },
      { role: 'button', name: /Generate/ },
      { role: 'button', name: 'Share with client' },
    ],
  },
  {
    page: 'proposals list',
    open: (as) => {
      mockFetch([{ path: '/api/proposals', body: { items: [] } }]);
      renderPage(<ProposalsPage />, { path: '/proposals', as });
    },
    ready: { role: 'link', name: /^$|never/ },
    actions: [{ role: 'button', name: 'New Proposal' }],
  },
  {
    page: 'proposal',
    open: (as) => {
      mockFetch([{ path: `/api/proposals/${proposalId}`, body: { proposal } }]);
      renderPage(<Route path="/proposals/:id" component={ProposalPage} />, { path: `/proposals/${proposalId}`, as });
    },
    ready: { role: 'link', name: 'Download PDF' },
    actions: [
      { role: 'button', name: 'Share with client' },
      { role: 'button', name: 'Delete proposal' },
      { role: 'button', name: 'Remove Summit Tumbler' },
      { role: 'button', name: 'Save line' },
      { role: 'textbox', name: 'Search products' },
    ],
  },
  {
    page: 'messages',
    open: (as) => {
      mockFetch([{ path: /\/api\/messages/, body: { items: [], nextCursor: null } }]);
      renderPage(<MessagesPage />, { path: '/messages', as });
    },
    ready: { role: 'link', name: /^$|never/ },
    actions: [{ role: 'link', name: 'Generate Message' }],
  },
  {
    page: 'message templates',
    open: (as) => {
      mockFetch([{ path: '/api/templates', body: { templates: [template] } }]);
      renderPage(<TemplatesTab />, { path: '/settings?tab=templates', as });
    },
    ready: { role: 'heading', name: 'Warm intro' },
    actions: [
      { role: 'button', name: 'Save Template' },
      { role: 'button', name: 'Edit Warm intro' },
      { role: 'button', name: 'Delete Warm intro' },
    ],
  },
  {
    page: 'company batches',
    open: (as) => {
      mockFetch([{ path: /\/api\/company-batches/, body: { items: [] } }]);
      renderPage(<CompanyBatchesPage />, { path: '/companies/batches', as });
    },
    ready: { role: 'link', name: /^$|never/ },
    actions: [{ role: 'link', name: 'Create New Batch' }],
  },
  {
    page: 'contact batches',
    open: (as) => {
      mockFetch([{ path: /\/api\/contact-batches/, body: { items: [] } }]);
      renderPage(<ContactBatchesPage />, { path: '/contacts/batches', as });
    },
    ready: { role: 'link', name: /^$|never/ },
    actions: [{ role: 'button', name: 'New Contact Batch' }],
  },
];

/** Waits for the page to have loaded: its ready marker, or (pages whose actions are all the marker) the heading. */
async function loaded(c: Case) {
  if (typeof c.ready.name === 'string' || !c.ready.name.test('')) await screen.findByRole(c.ready.role, { name: c.ready.name });
  else await screen.findAllByRole('heading');
}

describe.each(CASES)('$page', (c) => {
  it('offers a member every action', async () => {
    c.open('member');
    await loaded(c);
    for (const a of c.actions) expect(await screen.findByRole(a.role, { name: a.name }), `${a.role} ${String(a.name)}`).toBeInTheDocument();
  });

  it('shows a viewer none of them', async () => {
    c.open('viewer');
    await loaded(c);
    // Give late answers (lists, the record) time to render before asserting absence.
    await new Promise((r) => setTimeout(r, 50));
    for (const a of c.actions) expect(screen.queryByRole(a.role, { name: a.name }), `${a.role} ${String(a.name)}`).toBeNull();
  });
});

describe('read-only forms for a viewer', () => {
  it.each([
    ['/contacts/new', () => <NewContactPage />, 'Create Contact'],
    ['/presentations/new', () => <NewPresentationPage />, 'Create Presentation'],
  ] as const)('%s, reached by its address, says why instead of offering the form', async (path, page, submit) => {
    mockFetch([{ path: '/api/companies?limit=20', body: EMPTY }]);
    renderPage(page(), { path, as: 'viewer' });
    expect(await screen.findByText(FORBIDDEN_MESSAGES['records.write'])).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: submit })).toBeNull();
  });

  it('shows a contact’s fields disabled', async () => {
    CASES.find((c) => c.page === 'contact')!.open('viewer');
    expect(await screen.findByRole('textbox', { name: 'First Name' })).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'Contact' })).toBeInTheDocument();
  });

  it('shows a proposal’s terms and lines disabled and its title read-only', async () => {
    CASES.find((c) => c.page === 'proposal')!.open('viewer');
    const margins = await screen.findAllByRole('textbox', { name: /Margin %/ });
    expect(margins.length).toBeGreaterThanOrEqual(2); // the proposal's terms and the line's
    for (const m of margins) expect(m).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Proposal title' })).toHaveAttribute('readonly');
  });
});
