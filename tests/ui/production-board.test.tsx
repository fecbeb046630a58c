// docs/product.md#orders: the production board (late risk, filters, live) and the suppliers page.
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductionPage } from '../../ui/pages/orders/ProductionPage.js';
import { SuppliersPage } from '../../ui/pages/orders/SuppliersPage.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { envelope } from './company-factories.js';
import { buildBoardRow, buildSupplier, orderId, po2Id, supplier2Id, supplierId } from './order-factories.js';
import { mockFetch, renderPage } from './render.js';

const members = {
  members: [
    { userId: 'u-signed-in', fullName: 'Rita Rep', email: 'rep@example.com', avatarUrl: null, role: 'member', joinedAt: '2026-01-01T00:00:00.000Z' },
    { userId: 'a0b2c3d4-1111-4aaa-8bbb-0c0d0e0f1a2b', fullName: 'Tom Mate', email: 'tom@example.com', avatarUrl: null, role: 'member', joinedAt: '2026-01-02T00:00:00.000Z' },
  ],
};
const suppliers = { items: [buildSupplier(), buildSupplier({ id: supplier2Id, name: 'Pen Works', orderEmail: 'po@penworks.example', location: null })] };
const late = buildBoardRow({ id: po2Id, number: 8, supplierId: supplier2Id, supplierName: 'Pen Works', status: 'proof_received', late: { late: true, reason: 'The proof has waited 5 days for approval' } });
const onTrack = buildBoardRow({ status: 'shipped', carrier: 'UPS', trackingNumber: '1Z999', shipDate: '2026-03-06' });

describe('Production board', () => {
  it('lists every open purchase order with its order, dates, tracking and a red late-risk flag with why', async () => {
    mockFetch([
      { path: '/api/purchase-orders', body: { items: [onTrack, late], today: '2026-03-09' } },
      { path: '/api/workspace/members', body: members },
      { path: '/api/suppliers', body: suppliers },
    ]);
    renderPage(<ProductionPage />, { path: '/production' });
    const table = await screen.findByRole('table', { name: 'Production board' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: '#1042 Acme Onboarding Kit' })).toHaveAttribute('href', `/orders/${orderId}`);
    for (const text of ['Harbor Promo', '#7', 'Acme', 'Rita Rep', 'Shipped', 'Apr 1, 2026', 'Mar 6, 2026', 'UPS 1Z999', 'On track']) expect(within(first!).getByText(text)).toBeInTheDocument();
    expect(within(first!).queryByText('Late risk')).not.toBeInTheDocument();
    expect(within(second!).getByText('Late risk')).toHaveClass('bg-red-100');
    expect(within(second!).getByText('The proof has waited 5 days for approval')).toBeInTheDocument();
    expect(within(second!).getByText('Proof received')).toBeInTheDocument();
    expect(screen.getByText(/late risk as of Mar 9, 2026/)).toBeInTheDocument();
  });

  it('filters by rep, supplier and late risk through the query', async () => {
    const { calls } = mockFetch([
      { path: /^\/api\/purchase-orders/, body: { items: [late], today: '2026-03-09' } },
      { path: '/api/workspace/members', body: members },
      { path: '/api/suppliers', body: suppliers },
    ]);
    renderPage(<ProductionPage />, { path: '/production' });
    await screen.findByRole('table', { name: 'Production board' });
    const rep = screen.getByLabelText('Rep');
    await waitFor(() => expect(within(rep).getAllByRole('option').map((o) => o.textContent)).toEqual(['Everyone', 'Rita Rep', 'Tom Mate']));
    await userEvent.selectOptions(rep, 'Tom Mate');
    const supplier = screen.getByLabelText('Supplier');
    await waitFor(() => expect(within(supplier).getAllByRole('option').map((o) => o.textContent)).toEqual(['All suppliers', 'Harbor Promo', 'Pen Works']));
    await userEvent.selectOptions(supplier, 'Pen Works');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Late risk only' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.url.startsWith('/api/purchase-orders')).map((c) => c.url)).toEqual([
        '/api/purchase-orders',
        '/api/purchase-orders?repId=a0b2c3d4-1111-4aaa-8bbb-0c0d0e0f1a2b',
        `/api/purchase-orders?repId=a0b2c3d4-1111-4aaa-8bbb-0c0d0e0f1a2b&supplierId=${supplier2Id}`,
        `/api/purchase-orders?repId=a0b2c3d4-1111-4aaa-8bbb-0c0d0e0f1a2b&supplierId=${supplier2Id}&late=true`,
      ]),
    );
    expect(await screen.findByRole('table', { name: 'Production board' })).toBeInTheDocument();
  });

  it('re-reads when a purchase order changes in any tab', async () => {
    const board = { path: '/api/purchase-orders', body: { items: [onTrack], today: '2026-03-09' } };
    const { calls } = mockFetch([board, { path: '/api/workspace/members', body: members }, { path: '/api/suppliers', body: suppliers }]);
    const { store } = renderPage(<ProductionPage />, { path: '/production' });
    await screen.findByRole('table', { name: 'Production board' });
    board.body = { items: [onTrack, late], today: '2026-03-09' };
    act(() => applyEvent(envelope('purchase_order.updated', { purchaseOrder: late, change: 'status', summary: 'PO #8: proof received' }), store));
    expect(await screen.findByText('Late risk')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/purchase-orders')).toHaveLength(2);
  });

  it('says so when nothing is in production', async () => {
    mockFetch([{ path: '/api/purchase-orders', body: { items: [], today: '2026-03-09' } }]);
    renderPage(<ProductionPage />, { path: '/production' });
    expect(await screen.findByText('No purchase orders in production. They appear here once an order is created.')).toBeInTheDocument();
  });
});

describe('Suppliers', () => {
  it('edits a supplier inline, showing the server’s field messages, and saves it', async () => {
    const saved = buildSupplier({ orderEmail: 'orders@harbor.example', accountNumber: 'AC-1', transitDays: 3 });
    const { calls } = mockFetch([
      { path: '/api/suppliers', body: suppliers },
      {
        method: 'PATCH',
        path: `/api/suppliers/${supplierId}`,
        status: 400,
        body: { error: { code: 'validation_failed', message: 'Invalid request', details: [{ path: 'transitDays', message: 'Transit days must be at most 60' }] } },
      },
    ]);
    renderPage(
      <>
        <SuppliersPage />
        <Toaster />
      </>,
      { path: '/orders/suppliers' },
    );
    const list = await screen.findByRole('list', { name: 'Suppliers' });
    expect(within(list).getByText('None yet: purchase orders cannot be sent')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Edit Harbor Promo' }));
    const form = screen.getByRole('form', { name: 'Edit Harbor Promo' });
    await userEvent.type(within(form).getByLabelText('Order email'), 'orders@harbor.example');
    await userEvent.type(within(form).getByLabelText('Account number'), 'AC-1');
    const days = within(form).getByLabelText('Transit days');
    await userEvent.clear(days);
    await userEvent.type(days, '90');
    await userEvent.click(within(form).getByRole('button', { name: 'Save supplier' }));
    expect(await within(form).findByText('Transit days must be at most 60')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ orderEmail: 'orders@harbor.example', accountNumber: 'AC-1', notes: null, transitDays: 90 });

    mockFetch([{ method: 'PATCH', path: `/api/suppliers/${supplierId}`, body: { supplier: saved } }]);
    await userEvent.clear(days);
    await userEvent.type(days, '3');
    await userEvent.click(within(form).getByRole('button', { name: 'Save supplier' }));
    expect(await within(list).findByText('orders@harbor.example')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit Harbor Promo' })).not.toBeInTheDocument();
    expect(within(list).getByText('AC-1')).toBeInTheDocument();
  });

  it('shows a viewer the suppliers without edit, and follows another tab’s edit', async () => {
    mockFetch([{ path: '/api/suppliers', body: suppliers }]);
    const { store } = renderPage(<SuppliersPage />, { path: '/orders/suppliers', as: 'viewer' });
    const list = await screen.findByRole('list', { name: 'Suppliers' });
    expect(within(list).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    act(() => applyEvent(envelope('supplier.updated', { supplier: buildSupplier({ orderEmail: 'new@harbor.example' }) }), store));
    expect(within(list).getByText('new@harbor.example')).toBeInTheDocument();
  });
});
