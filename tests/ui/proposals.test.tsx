import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { createStore } from 'jotai';
import type { Socket } from 'socket.io-client';
import type { Proposal, ProposalSummary } from '../../contracts/proposals.js';
import type { PublicProposal } from '../../contracts/proposal-sharing.js';
import { PROOF_MESSAGES, type PublicProof } from '../../contracts/proofs.js';
import { id, lineId, proposal } from './proposal-factories.js';
import { ChatDocuments } from '../../ui/pages/chat/ChatDocuments.js';
import { ProposalPage } from '../../ui/pages/proposals/ProposalPage.js';
import { ProposalsPage } from '../../ui/pages/proposals/ProposalsPage.js';
import { PublicProposalPage } from '../../ui/pages/public/PublicProposalPage.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { chatProposalIds } from '../../ui/state/proposals.js';
import { envelope } from './company-factories.js';
import { mockFetch, renderPage } from './render.js';
import { liveSocketAtom } from '../../ui/state/presence.js';
import { fakeSocket } from './fake-socket.js';
import { staleSaveMessage } from '../../contracts/stale-save.js';
import { staleAnswer } from './stale-answer.js';

// The client page's live channel: a stand-in socket the test drives.
const socketHandlers = new Map<string, (arg: unknown) => void>();
vi.mock('socket.io-client', () => ({
  io: () => ({ on: (name: string, fn: (arg: unknown) => void) => socketHandlers.set(name, fn), close: () => undefined }),
}));

describe('Proposal page', () => {
  it('shows per tier the unit cost, sell, margin, profit and line total, and the totals', async () => {
    mockFetch([{ path: `/api/proposals/${id}`, body: { proposal } }]);
    renderPage(<Route path="/proposals/:id" component={ProposalPage} />, { path: `/proposals/${id}` });
    const table = await screen.findByRole('table', { name: 'Prices of Summit Tumbler' });
    const row = within(table).getAllByRole('row')[1];
    for (const text of ['100', '$6.40', '$10.67', '$83.33', '40.0%', '$1,150.33']) expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(screen.getByLabelText('Totals')).getByText('$1,175.33')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share with client' })).toBeInTheDocument();
    // The seller is told how sure the cost is.
    expect(screen.getByText('Cost: estimated from a typical price code — check with the supplier')).toBeInTheDocument();
  });

  it('a line save sends the proposal’s version; refused as stale, the line shows the fresh values with a toast', async () => {
    const theirs: Proposal = { ...proposal, lines: [{ ...proposal.lines[0], tiers: [500] }], updatedAt: '2026-03-05T14:40:00.000Z' };
    const message = staleSaveMessage('proposal');
    const { calls } = mockFetch([
      { path: `/api/proposals/${id}`, body: { proposal } },
      { method: 'PATCH', path: `/api/proposals/${id}/lines/${lineId}`, status: 409, body: staleAnswer('proposal', theirs) },
    ]);
    renderPage(
      <>
        <Route path="/proposals/:id" component={ProposalPage} />
        <Toaster />
      </>,
      { path: `/proposals/${id}` },
    );
    const line = await screen.findByRole('group', { name: 'Summit Tumbler' });
    const quantities = within(line).getByLabelText('Quantities');
    await userEvent.clear(quantities);
    await userEvent.type(quantities, '300');
    await userEvent.click(within(line).getByRole('button', { name: 'Save line' }));
    expect(await screen.findByText('Line not saved')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Summit Tumbler' })).getByLabelText('Quantities')).toHaveValue('500'));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ tiers: [300], expectedUpdatedAt: proposal.updatedAt });
  });

  it('applies a client action live and says so in a toast', async () => {
    mockFetch([{ path: `/api/proposals/${id}`, body: { proposal } }]);
    const { store } = renderPage(
      <>
        <Route path="/proposals/:id" component={ProposalPage} />
        <Toaster />
      </>,
      { path: `/proposals/${id}` },
    );
    await screen.findByRole('table', { name: 'Prices of Summit Tumbler' });
    const approved: Proposal = {
      ...proposal,
      status: 'approved',
      lines: [{ ...proposal.lines[0], status: 'approved', chosenQty: 250 }],
      actions: [{ id: 'a1', kind: 'approve', lineId, actorName: 'Dana', actorEmail: 'dana@acme.example', text: null, tierQty: null, color: null, at: '2026-03-05T15:00:00.000Z' }],
      updatedAt: '2026-03-05T15:00:00.000Z',
    };
    // The event carries the proposal without its history, and the new action without the client's email.
    const { actions: _history, ...state } = approved;
    const { actorEmail: _email, ...heard } = approved.actions[0];
    act(() => applyEvent(envelope('proposal.client_action', { proposal: state, action: heard, summary: 'Acme approved 1 of 1 items' }), store));
    expect(await screen.findByText('Acme approved 1 of 1 items')).toBeInTheDocument();
    expect(screen.getAllByText('Approved').length).toBeGreaterThan(0);
    expect(screen.getByText('Client chose 250')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Client activity' })).getByText('Dana')).toBeInTheDocument();
  });

  it('shows teammates viewing it and who edits; a title being typed or an unsaved line marks this tab editing', async () => {
    mockFetch([
      { path: `/api/proposals/${id}`, body: { proposal } },
      { method: 'PATCH', path: `/api/proposals/${id}`, body: { proposal: { ...proposal, title: 'Acme Kit', updatedAt: '2026-03-05T16:00:00.000Z' } } },
    ]);
    const socket = fakeSocket();
    const store = createStore();
    store.set(liveSocketAtom, socket as unknown as Socket);
    renderPage(<Route path="/proposals/:id" component={ProposalPage} />, { path: `/proposals/${id}`, store, as: 'member' });
    await screen.findByRole('table', { name: 'Prices of Summit Tumbler' });
    const subject = { type: 'proposal', id };
    expect(socket.emitted).toContainEqual(['presence:view', { ...subject, editing: false }]);

    act(() => applyEvent(envelope('presence.changed', { subject: { type: 'proposal', id }, viewers: [{ userId: 'u-bo', fullName: 'Bo Buyer', editing: true }] }), store));
    expect(screen.getByRole('group', { name: 'Also viewing: Bo Buyer' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Bo Buyer is editing this proposal');

    const title = screen.getByRole('textbox', { name: 'Proposal title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Acme Kit');
    expect(socket.emitted.filter(([name]) => name === 'presence:editing')).toEqual([['presence:editing', { ...subject, editing: true }]]);
    await userEvent.tab(); // saved when left
    await waitFor(() => expect(socket.emitted.at(-1)).toEqual(['presence:editing', { ...subject, editing: false }]));

    await userEvent.type(screen.getByRole('textbox', { name: 'Quantities' }), ', 500');
    expect(socket.emitted.at(-1)).toEqual(['presence:editing', { ...subject, editing: true }]);
  });
});

describe('Proposal title', () => {
  it('wraps a long title onto more lines (a text area, not a one-line box) and saves it on Enter without a line break', async () => {
    const { calls } = mockFetch([
      { path: `/api/proposals/${id}`, body: { proposal } },
      { method: 'PATCH', path: `/api/proposals/${id}`, body: { proposal: { ...proposal, title: 'Acme Onboarding Kit for New Hires', updatedAt: '2026-03-05T16:00:00.000Z' } } },
    ]);
    renderPage(<Route path="/proposals/:id" component={ProposalPage} />, { path: `/proposals/${id}` });
    const title = await screen.findByRole('textbox', { name: 'Proposal title' });
    expect(title.tagName).toBe('TEXTAREA');
    await userEvent.type(title, ' for New Hires{Enter}');
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ title: 'Acme Onboarding Kit for New Hires' }));
    expect(title).not.toHaveFocus();
  });
});

const publicView: PublicProposal = {
  title: 'Acme Onboarding Kit',
  status: 'sent',
  message: 'Thanks for the call!',
  expiresAt: null,
  inHandsDate: '2026-04-01',
  lines: [
    {
      id: lineId,
      name: 'Summit Tumbler',
      description: 'Keeps drinks cold',
      imageUrl: null,
      logoArea: { x: 0.37, y: 0.42, w: 0.23, h: 0.26 },
      colors: ['Navy', 'White'],
      color: 'Navy',
      decoration: { label: 'Screen print', locations: ['Front'], colors: [] },
      tiers: [
        { quantity: 100, unitSellCents: 1067, setupSellCents: 8333, lineTotalCents: 115033, allInUnitSellCents: 1150 },
        { quantity: 250, unitSellCents: 1000, setupSellCents: 8333, lineTotalCents: 258333, allInUnitSellCents: 1033 },
      ],
      chosenQty: null,
      chosenColor: null,
      status: 'open',
    },
  ],
  totals: { subtotalCents: 115033, shippingCents: 2500, taxCents: 0, taxRatePct: 0, grandTotalCents: 117533 },
  branding: { companyName: 'Bright Promo Co', logoVersion: null, primaryColor: '#7E69AB', secondaryColor: '#1EAEDB' },
  rep: { name: 'Sam Seller', email: 'sam@bright.example' },
  clientLogoVersion: null,
  clientName: 'Acme',
  actions: [],
  delivery: null,
  order: null,
  updatedAt: '2026-03-05T14:30:00.000Z',
};

describe('Client page', () => {
  it('shows sell prices in the workspace branding, asks who is responding once, and goes live', async () => {
    localStorage.clear();
    const chosen: PublicProposal = { ...publicView, lines: [{ ...publicView.lines[0], chosenQty: 250 }] };
    const { calls } = mockFetch([
      { path: '/api/public/proposals/tok', body: { proposal: publicView } },
      { method: 'POST', path: '/api/public/proposals/tok/actions', body: { proposal: chosen } },
    ]);
    renderPage(
      <>
        <Route path="/p/:token" component={PublicProposalPage} />
        <Toaster />
      </>,
      { path: '/p/tok' },
    );
    expect(await screen.findByRole('heading', { name: 'Acme Onboarding Kit', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Bright Promo Co')).toBeInTheDocument();
    expect(screen.getByText('Sam Seller')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Totals')).getByText('$1,175.33')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: /250 units/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Who is responding?' });
    await userEvent.type(within(dialog).getByLabelText('Your name'), 'Dana Buyer');
    await userEvent.type(within(dialog).getByLabelText('Your email'), 'dana@acme.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ kind: 'choose', lineId, tierQty: 250, name: 'Dana Buyer', email: 'dana@acme.example' }));
    expect(JSON.parse(localStorage.getItem('swagscout.proposal-client')!)).toEqual({ name: 'Dana Buyer', email: 'dana@acme.example' });

    // A seller's edit arrives on the link's socket.
    act(() => socketHandlers.get('proposal')!({ proposal: { ...chosen, title: 'Acme Kit (revised)' } }));
    expect(await screen.findByRole('heading', { name: 'Acme Kit (revised)', level: 1 })).toBeInTheDocument();
    act(() => socketHandlers.get('link.closed')!({ message: 'closed' }));
    expect(await screen.findByRole('heading', { name: 'Link unavailable' })).toBeInTheDocument();
  });
});

const shipTo = { name: 'Dana Buyer', company: 'Acme', line1: '12 Main St', line2: null, city: 'Austin', region: 'TX', postalCode: '78701', country: 'US', phone: null };

const openClientPage = (view: PublicProposal, routes: Parameters<typeof mockFetch>[0] = []) => {
  const fetchMock = mockFetch([...routes, { path: '/api/public/proposals/tok', body: { proposal: view } }]);
  renderPage(
    <>
      <Route path="/p/:token" component={PublicProposalPage} />
      <Toaster />
    </>,
    { path: '/p/tok', as: null },
  );
  return fetchMock;
};

describe('Client page: delivery at approval, and the order made from it', () => {
  it('asks who is approving and where to deliver, then sends the delivery with the approval', async () => {
    localStorage.clear();
    const after: PublicProposal = { ...publicView, status: 'approved', delivery: { shipTo, inHandsDate: '2026-04-01', poNumber: 'ACME-PO-77' } };
    const { calls } = openClientPage(publicView, [{ method: 'POST', path: '/api/public/proposals/tok/actions', body: { proposal: after } }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve proposal' }));
    const who = await screen.findByRole('dialog', { name: 'Who is responding?' });
    await userEvent.type(within(who).getByLabelText('Your name'), 'Dana Buyer');
    await userEvent.type(within(who).getByLabelText('Your email'), 'dana@acme.example');
    await userEvent.click(within(who).getByRole('button', { name: 'Continue' }));

    const dialog = await screen.findByRole('dialog', { name: 'Where should we deliver?' });
    // The in-hands date the rep set comes filled in; the address is required.
    expect(within(dialog).getByLabelText('In-hands date (optional)')).toHaveValue('2026-04-01');
    expect(within(dialog).getByLabelText('Country (optional)')).toHaveValue('US');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve proposal' }));
    expect(within(dialog).getByText('Street address is required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('Name'), 'Dana Buyer');
    await userEvent.type(within(dialog).getByLabelText('Company (optional)'), 'Acme');
    await userEvent.type(within(dialog).getByLabelText('Street address'), '12 Main St');
    await userEvent.type(within(dialog).getByLabelText('City'), 'Austin');
    await userEvent.type(within(dialog).getByLabelText('State or region (optional)'), 'TX');
    await userEvent.type(within(dialog).getByLabelText('Postal code'), '78701');
    await userEvent.type(within(dialog).getByLabelText('Your PO number (optional)'), 'ACME-PO-77');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve proposal' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        kind: 'approve',
        delivery: { shipTo, inHandsDate: '2026-04-01', poNumber: 'ACME-PO-77' },
        name: 'Dana Buyer',
        email: 'dana@acme.example',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const delivery = screen.getByLabelText('Delivery');
    expect(within(delivery).getByText('Dana Buyer, Acme, 12 Main St, Austin, TX 78701')).toBeInTheDocument();
    expect(within(delivery).getByText('ACME-PO-77')).toBeInTheDocument();
  });

  it('keeps the dialog open with the server’s field message when the approval is refused', async () => {
    localStorage.setItem('swagscout.proposal-client', JSON.stringify({ name: 'Dana Buyer', email: 'dana@acme.example' }));
    openClientPage(publicView, [
      {
        method: 'POST',
        path: '/api/public/proposals/tok/actions',
        status: 400,
        body: { error: { code: 'validation_failed', message: 'Invalid request', details: [{ path: 'delivery.shipTo.postalCode', message: 'Postal code must be at most 20 characters' }] } },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve proposal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Where should we deliver?' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Dana Buyer');
    await userEvent.type(within(dialog).getByLabelText('Street address'), '12 Main St');
    await userEvent.type(within(dialog).getByLabelText('City'), 'Austin');
    await userEvent.type(within(dialog).getByLabelText('Postal code'), '787010000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve proposal' }));
    expect(await within(dialog).findByText('Postal code must be at most 20 characters')).toBeInTheDocument();
    localStorage.clear();
  });

  it('shows the order made from the approval: its step, and once shipped each shipment’s tracking', async () => {
    const delivery = { shipTo, inHandsDate: '2026-04-01', poNumber: null };
    openClientPage({
      ...publicView,
      status: 'approved',
      delivery,
      order: {
        number: 1042,
        status: 'shipped',
        shipments: [
          { carrier: 'UPS', trackingNumber: '1Z999AA10123456784', shipDate: '2026-03-10' },
          { carrier: 'FedEx', trackingNumber: '7712 3456 7890', shipDate: '2026-03-11' },
        ],
        proofs: [],
      },
    });
    expect(await screen.findByRole('heading', { name: 'Order #1042 — Shipped' })).toBeInTheDocument();
    const shipments = screen.getByRole('list', { name: 'Shipments' });
    expect(within(shipments).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'UPS · Tracking number 1Z999AA10123456784 · Shipped Mar 10, 2026',
      'FedEx · Tracking number 7712 3456 7890 · Shipped Mar 11, 2026',
    ]);
    expect(within(screen.getByLabelText('Delivery')).getByText('Apr 1, 2026')).toBeInTheDocument();
  });

  it('follows the order live on the link: in production, then shipped with its tracking', async () => {
    openClientPage({ ...publicView, status: 'approved', order: { number: 1042, status: 'in_production', shipments: [], proofs: [] } });
    expect(await screen.findByRole('heading', { name: 'Order #1042 — In production' })).toBeInTheDocument();
    expect(screen.getByText('Tracking shows here once it ships.')).toBeInTheDocument();
    const shipped = { number: 1042, status: 'shipped' as const, shipments: [{ carrier: 'UPS', trackingNumber: '1Z999AA10123456784', shipDate: '2026-03-10' }], proofs: [] };
    act(() => socketHandlers.get('proposal')!({ proposal: { ...publicView, status: 'approved', order: shipped } }));
    expect(await screen.findByRole('heading', { name: 'Order #1042 — Shipped' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Shipments' })).getByRole('listitem')).toHaveTextContent('UPS · Tracking number 1Z999AA10123456784 · Shipped Mar 10, 2026');
  });
});

describe('Client page: colours to choose, and the approved state', () => {
  const open = { ...publicView.lines[0], color: null };

  it('keeps approval disabled, naming the product whose colour is still to choose, until it is chosen', async () => {
    localStorage.setItem('swagscout.proposal-client', JSON.stringify({ name: 'Dana Buyer', email: 'dana@acme.example' }));
    const chosen: PublicProposal = { ...publicView, lines: [{ ...open, chosenColor: 'White' }] };
    const { calls } = openClientPage({ ...publicView, lines: [open] }, [{ method: 'POST', path: '/api/public/proposals/tok/actions', body: { proposal: chosen } }]);
    expect(await screen.findByRole('button', { name: 'Approve proposal' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Approve Summit Tumbler' })).toBeDisabled();
    expect(screen.getByText('Choose a colour for Summit Tumbler before approving')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Colour of Summit Tumbler' }), 'White');
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ kind: 'choose', lineId, color: 'White', name: 'Dana Buyer', email: 'dana@acme.example' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Approve proposal' })).toBeEnabled());
    expect(screen.queryByText('Choose a colour for Summit Tumbler before approving')).not.toBeInTheDocument();
    localStorage.clear();
  });

  it('once approved, says so and offers no approve, request changes, decline or choice any more', async () => {
    openClientPage({ ...publicView, status: 'approved', lines: [{ ...publicView.lines[0], status: 'approved' }], delivery: { shipTo, inHandsDate: '2026-04-01', poNumber: null } });
    expect(await screen.findByText('You approved this proposal. Your representative has been told.')).toBeInTheDocument();
    for (const name of ['Approve proposal', 'Request changes', 'Decline', 'Approve Summit Tumbler', 'Request changes to Summit Tumbler']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: 'Colour of Summit Tumbler' })).toBeDisabled();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });

  it('writes the in-hands and valid-until days as the rest of the page does', async () => {
    openClientPage({ ...publicView, expiresAt: '2026-04-15T12:00:00.000Z' });
    const subtitle = await screen.findByText(/In hands by/);
    expect(subtitle).toHaveTextContent('In hands by Apr 1, 2026');
    expect(subtitle).toHaveTextContent('Valid until Apr 15, 2026');
    expect(subtitle).not.toHaveTextContent('2026-04-01');
  });
});

const clientProof = (over: Partial<PublicProof> = {}): PublicProof => ({
  id: 'e2b2c3d4-2222-4aaa-8bbb-0c0d0e0f1a2b',
  orderLineId: 'b1b2c3d4-1111-4aaa-8bbb-0c0d0e0f1a2b',
  lineName: 'Summit Tumbler',
  version: 2,
  status: 'pending',
  fileName: 'tumbler-v2.pdf',
  contentType: 'application/pdf',
  uploadedAt: '2026-03-08T10:00:00.000Z',
  decidedAt: null,
  decidedByName: null,
  comment: null,
  ...over,
});
const firstProof = clientProof({ id: 'e2b2c3d4-1111-4aaa-8bbb-0c0d0e0f1a2b', version: 1, status: 'changes_requested', decidedAt: '2026-03-07T16:00:00.000Z', decidedByName: 'Dana Buyer', comment: 'Make the logo bigger' });
const withProofs = (...proofs: PublicProof[]): PublicProposal => ({ ...publicView, status: 'approved', order: { number: 1042, status: 'open', shipments: [], proofs } });
const decisionPath = (proofId: string) => `/api/public/proposals/tok/proofs/${proofId}/decision`;
const proofItem = (version: number) => within(screen.getByRole('region', { name: 'Proofs' })).getByRole('listitem', { name: `Proof of Summit Tumbler, version ${version}` });

describe('Client page: proofs of the order', () => {
  it('shows each proof with its product, version, status and file, and approves a pending one once it knows who is responding', async () => {
    localStorage.clear();
    const pending = clientProof();
    const approved = { ...pending, status: 'approved' as const, decidedAt: '2026-03-09T09:00:00.000Z', decidedByName: 'Dana Buyer' };
    const { calls } = openClientPage(withProofs(pending, firstProof), [{ method: 'POST', path: decisionPath(pending.id), body: { proposal: withProofs(approved, firstProof) } }]);
    await screen.findByRole('region', { name: 'Proofs' });
    expect(proofItem(2)).toHaveTextContent('Awaiting approval');
    const file = within(proofItem(2)).getByRole('link', { name: /View proof/ });
    expect(file).toHaveAttribute('href', `/api/public/proposals/tok/proofs/${pending.id}/file`);
    expect(file).toHaveAttribute('target', '_blank');
    expect(proofItem(1)).toHaveTextContent('Changes requested by Dana Buyer on Mar 7, 2026');
    expect(within(proofItem(1)).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(within(proofItem(2)).getByRole('button', { name: 'Approve proof' }));
    const who = await screen.findByRole('dialog', { name: 'Who is responding?' });
    await userEvent.type(within(who).getByLabelText('Your name'), 'Dana Buyer');
    await userEvent.type(within(who).getByLabelText('Your email'), 'dana@acme.example');
    await userEvent.click(within(who).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ decision: 'approve', comment: null, name: 'Dana Buyer', email: 'dana@acme.example' }));
    await waitFor(() => expect(proofItem(2)).toHaveTextContent('Approved by Dana Buyer on Mar 9, 2026'));
    expect(within(proofItem(2)).queryByRole('button', { name: 'Approve proof' })).not.toBeInTheDocument();
  });

  it('asks what should change before sending, and when a newer proof came meanwhile says so and shows it', async () => {
    localStorage.setItem('swagscout.proposal-client', JSON.stringify({ name: 'Dana Buyer', email: 'dana@acme.example' }));
    const pending = clientProof();
    const read = { path: '/api/public/proposals/tok', body: { proposal: withProofs(pending, firstProof) } };
    const { calls } = openClientPage(publicView, [read, { method: 'POST', path: decisionPath(pending.id), status: 409, body: { error: { code: 'conflict', message: PROOF_MESSAGES.superseded } } }]);
    await screen.findByRole('region', { name: 'Proofs' });
    await userEvent.click(within(proofItem(2)).getByRole('button', { name: 'Request changes' }));
    expect(within(proofItem(2)).getByRole('alert')).toHaveTextContent(PROOF_MESSAGES.commentNeeded);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(within(proofItem(2)).getByLabelText(/Comment on Summit Tumbler, version 2/), 'Use the white logo');
    // The page read again shows the newer proof.
    const newer = clientProof({ id: 'e2b2c3d4-3333-4aaa-8bbb-0c0d0e0f1a2b', version: 3 });
    read.body = { proposal: withProofs(newer, { ...pending, status: 'superseded' }, firstProof) };
    await userEvent.click(within(proofItem(2)).getByRole('button', { name: 'Request changes' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ decision: 'request_changes', comment: 'Use the white logo', name: 'Dana Buyer', email: 'dana@acme.example' }));
    expect(await within(screen.getByRole('region', { name: 'Proofs' })).findByText(PROOF_MESSAGES.superseded)).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Proof of Summit Tumbler, version 3' })).toBeInTheDocument();
    expect(proofItem(2)).toHaveTextContent('Replaced by a newer proof');
    expect(calls.filter((c) => c.url === '/api/public/proposals/tok')).toHaveLength(2);
    localStorage.clear();
  });
});

const summary = (over: Partial<ProposalSummary>): ProposalSummary => ({
  id,
  title: 'Acme Onboarding Kit',
  status: 'draft',
  companyId: null,
  companyName: 'Acme',
  sessionId: null,
  lineCount: 1,
  approvedCount: 0,
  grandTotalCents: 117533,
  profitCents: 46033,
  createdAt: '2026-03-05T14:30:00.000Z',
  updatedAt: '2026-03-05T14:30:00.000Z',
  ...over,
});
const titles = () => screen.getAllByRole('link').map((a) => a.textContent);

describe('Proposals list and a chat’s proposals, live', () => {
  const otherId = '7e3c1b2a-9d8f-4e6a-8b5c-3a2d1e0f9c8b';
  const sessionId = '4d7f1c8e-8f0a-4a47-9d1e-2b1f0c6a7e11';

  it('moves a proposal changed in another tab to the top, ignores a late echo, and drops a deleted one', async () => {
    mockFetch([
      {
        path: '/api/proposals',
        body: { items: [summary({ id: otherId, title: 'Globex Gala', updatedAt: '2026-03-06T09:00:00.000Z' }), summary({})] },
      },
    ]);
    const { store } = renderPage(<ProposalsPage />, { path: '/proposals' });
    await screen.findByRole('link', { name: 'Acme Onboarding Kit' });
    expect(titles()).toEqual(['Globex Gala', 'Acme Onboarding Kit']);

    const approved: Proposal = { ...proposal, status: 'approved', lines: [{ ...proposal.lines[0], status: 'approved' }], updatedAt: '2026-03-07T10:00:00.000Z' };
    act(() => applyEvent(envelope('proposal.updated', { proposal: approved }), store));
    expect(titles()).toEqual(['Acme Onboarding Kit', 'Globex Gala']);
    expect(screen.getByText('1 of 1 approved')).toBeInTheDocument();

    // The echo of an older save arrives late: the newer state stays.
    act(() => applyEvent(envelope('proposal.updated', { proposal: { ...proposal, title: 'Old title' } }), store));
    expect(screen.queryByText('Old title')).not.toBeInTheDocument();
    expect(screen.getByText('1 of 1 approved')).toBeInTheDocument();

    act(() => applyEvent(envelope('proposal.deleted', { id }), store));
    expect(titles()).toEqual(['Globex Gala']);
  });

  it('links a proposal made from this chat in another tab as soon as it exists', async () => {
    mockFetch([{ path: `/api/proposals?sessionId=${sessionId}`, body: { items: [] } }]);
    const { store } = renderPage(<ChatDocuments sessionId={sessionId} />, { path: `/chat/${sessionId}` });
    await waitFor(() => expect(store.get(chatProposalIds(sessionId))).toEqual([]));
    expect(screen.queryByRole('navigation', { name: 'Documents from this chat' })).not.toBeInTheDocument();
    act(() => applyEvent(envelope('proposal.created', { proposal: { ...proposal, sessionId, updatedAt: '2026-03-08T10:00:00.000Z' } }), store));
    const nav = screen.getByRole('navigation', { name: 'Documents from this chat' });
    expect(within(nav).getByRole('link', { name: 'Acme Onboarding Kit' })).toHaveAttribute('href', `/proposals/${id}`);
  });
});

describe('Client page without an account', () => {
  it('sends no cookie, and a refused answer shows the closed page without touching the session', async () => {
    const { fn, calls } = mockFetch([{ path: '/api/public/proposals/gone', status: 401, body: { error: { code: 'unauthorized', message: 'No' } } }]);
    renderPage(<Route path="/p/:token" component={PublicProposalPage} />, { path: '/p/gone' });
    expect(await screen.findByRole('heading', { name: 'Link unavailable' })).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/api/public/proposals/gone']);
    expect(fn.mock.calls[0][1]?.credentials).toBe('omit');
  });
});
