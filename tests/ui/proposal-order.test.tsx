// docs/product.md#orders: an order made from the proposal page, and what the client gave for delivery.
// The client's link (delivery at approval, the order's progress) is tested in proposals.test.tsx,
// beside its live channel's stand-in socket.
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import type { Proposal } from '../../contracts/proposals.js';
import { ProposalPage } from '../../ui/pages/proposals/ProposalPage.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { envelope } from './company-factories.js';
import { buildSummary, orderId } from './order-factories.js';
import { id, proposal } from './proposal-factories.js';
import { mockFetch, renderPage } from './render.js';

const approved: Proposal = { ...proposal, status: 'approved', lines: [{ ...proposal.lines[0]!, status: 'approved' }] };
const openProposal = (p: Proposal, as: 'member' | 'viewer' = 'member', routes: Parameters<typeof mockFetch>[0] = []) => {
  const fetchMock = mockFetch([{ path: `/api/proposals/${id}`, body: { proposal: p } }, ...routes]);
  return { ...renderPage(<Route path="/proposals/:id" component={ProposalPage} />, { path: `/proposals/${id}`, as }), ...fetchMock };
};

describe('Proposal page: its order', () => {
  it('offers "Create order" once a line is approved, then opens the new order', async () => {
    const { calls, location } = openProposal(approved, 'member', [{ method: 'POST', path: `/api/proposals/${id}/order`, status: 201, body: { order: { id: orderId, number: 1042 } } }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Create order' }));
    await waitFor(() => expect(location.history.at(-1)).toBe(`/orders/${orderId}`));
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body])).toEqual([[`/api/proposals/${id}/order`, {}]]);
  });

  it('offers no order before anything is approved', async () => {
    openProposal(proposal);
    await screen.findByRole('button', { name: 'Share with client' });
    expect(screen.queryByRole('button', { name: 'Create order' })).not.toBeInTheDocument();
  });

  it('hides "Create order" from a viewer', async () => {
    openProposal(approved, 'viewer');
    await screen.findByRole('link', { name: 'Download PDF' });
    expect(screen.queryByRole('button', { name: 'Create order' })).not.toBeInTheDocument();
  });

  it('links the order once made (in this tab or another) and shows what the client gave for delivery', async () => {
    const withDelivery: Proposal = {
      ...approved,
      inHandsDate: '2026-04-01',
      clientPoNumber: 'ACME-PO-77',
      shipTo: { name: 'Dana Buyer', company: 'Acme', line1: '12 Main St', line2: null, city: 'Austin', region: 'TX', postalCode: '78701', country: 'US', phone: '512-555-0100' },
    };
    const { store } = openProposal(withDelivery);
    const delivery = await screen.findByLabelText('Client delivery');
    expect(within(delivery).getByText('Dana Buyer, Acme, 12 Main St, Austin, TX 78701')).toBeInTheDocument();
    expect(within(delivery).getByText('ACME-PO-77')).toBeInTheDocument();
    expect(within(delivery).getByText('Apr 1, 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create order' })).toBeInTheDocument();
    act(() => applyEvent(envelope('order.updated', { order: buildSummary({ proposalId: id }), change: 'created', summary: 'Order #1042 created' }), store));
    expect(screen.getByRole('link', { name: 'Order #1042' })).toHaveAttribute('href', `/orders/${orderId}`);
    expect(screen.queryByRole('button', { name: 'Create order' })).not.toBeInTheDocument();
  });
});
