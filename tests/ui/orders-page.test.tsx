// docs/product.md#orders: the orders list and one order's page — costs for those who may see them,
// sending purchase orders, their next steps, and revisions once a purchase order has gone.
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { PO_MESSAGES, poLineWarnings } from '../../contracts/orders.js';
import { OrdersPage } from '../../ui/pages/orders/OrdersPage.js';
import { OrderPage } from '../../ui/pages/orders/OrderPage.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { envelope } from './company-factories.js';
import { asViewerSees, buildBoardRow, buildOrder, buildPo, buildSummary, lineA, orderId, poId } from './order-factories.js';
import { mockFetch, renderPage } from './render.js';

describe('Orders list', () => {
  it('says how orders are made when there are none', async () => {
    mockFetch([{ path: '/api/orders', body: { items: [] } }]);
    renderPage(<OrdersPage />, { path: '/orders' });
    expect(await screen.findByText('No orders yet. Create one from an approved proposal.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Suppliers/ })).toHaveAttribute('href', '/orders/suppliers');
  });

  it('lists each order with its number, company, rep, status, in-hands date, total and purchase orders', async () => {
    mockFetch([{ path: '/api/orders', body: { items: [buildSummary({ status: 'in_production' })] } }]);
    renderPage(<OrdersPage />, { path: '/orders' });
    const table = await screen.findByRole('table', { name: 'Orders' });
    const row = within(table).getAllByRole('row')[1];
    expect(within(row).getByRole('link', { name: 'Acme Onboarding Kit' })).toHaveAttribute('href', `/orders/${orderId}`);
    expect(within(row).getByRole('link', { name: 'Acme' })).toHaveAttribute('href', '/companies/d1b2c3d4-1111-4aaa-8bbb-0c0d0e0f1a2b');
    for (const text of ['#1042', 'Rita Rep', 'In production', 'Apr 1, 2026', '$1,675.33', '2']) expect(within(row).getByText(text)).toBeInTheDocument();
  });

  it('reloads when an order changes in any tab', async () => {
    const list = { path: '/api/orders', body: { items: [buildSummary()] } };
    const { calls } = mockFetch([list]);
    const { store } = renderPage(<OrdersPage />, { path: '/orders' });
    await screen.findByRole('link', { name: 'Acme Onboarding Kit' });
    const second = buildSummary({ id: 'e1b2c3d4-1111-4aaa-8bbb-0c0d0e0f1a2b', number: 1043, title: 'Globex Gala' });
    list.body = { items: [second, buildSummary()] };
    act(() => applyEvent(envelope('order.updated', { order: second, change: 'created', summary: 'Order #1043 created' }), store));
    expect(await screen.findByRole('link', { name: 'Globex Gala' })).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/orders')).toHaveLength(2);
  });
});

const openOrder = (order = buildOrder(), as: 'member' | 'viewer' = 'member', routes: Parameters<typeof mockFetch>[0] = []) => {
  const fetchMock = mockFetch([...routes, { path: `/api/orders/${orderId}`, body: { order } }]);
  const page = renderPage(
    <>
      <Route path="/orders/:id" component={OrderPage} />
      <Toaster />
    </>,
    { path: `/orders/${orderId}`, as },
  );
  return { ...page, ...fetchMock };
};
const poRegion = (n: number) => screen.getByRole('region', { name: `Purchase order #${n}` });

describe('Order page', () => {
  it('shows the order, its lines with costs, totals with profit, and its purchase orders to a member', async () => {
    openOrder();
    expect(await screen.findByRole('heading', { level: 1, name: '#1042 Acme Onboarding Kit' })).toBeInTheDocument();
    const details = screen.getByLabelText('Order details');
    expect(within(details).getByRole('link', { name: 'Acme' })).toHaveAttribute('href', '/companies/d1b2c3d4-1111-4aaa-8bbb-0c0d0e0f1a2b');
    expect(within(details).getByText('ACME-PO-77')).toBeInTheDocument();
    expect(within(details).getByText('Apr 1, 2026')).toBeInTheDocument();
    expect(screen.getByText('Dana Buyer, Acme, 12 Main St, Austin, TX 78701')).toBeInTheDocument();

    const lines = screen.getByRole('table', { name: 'Order lines' });
    expect(within(lines).getByRole('columnheader', { name: 'Unit cost' })).toBeInTheDocument();
    const tumbler = within(lines).getAllByRole('row')[1];
    for (const text of ['Summit Tumbler', 'ST-1', 'Harbor Promo', 'Navy', 'Screen print · Front', '100', '$10.67', '$1,150.33', '$6.40', '$690.00']) expect(within(tumbler).getByText(text)).toBeInTheDocument();
    const totals = screen.getByLabelText('Order totals');
    expect(within(totals).getByText('$1,675.33')).toBeInTheDocument();
    expect(within(totals).getByText('Profit')).toBeInTheDocument();
    expect(within(poRegion(7)).getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', `/api/purchase-orders/${poId}/pdf`);
    expect(within(poRegion(7)).getByText('$690.00')).toBeInTheDocument();
  });

  it('warns before a purchase order goes without a line’s colour', async () => {
    openOrder();
    // Metal Pen (Pen Works, PO #8) has no colour; the tumbler (PO #7) is Navy.
    const pens = await screen.findByRole('region', { name: 'Purchase order #8' });
    expect(poLineWarnings([{ name: 'Metal Pen', color: null }])).toEqual(['No colour for Metal Pen: ask the client, then give it to the supplier in your message']);
    expect(within(pens).getByText('Colour missing')).toBeInTheDocument();
    expect(within(pens).getByRole('status')).toHaveTextContent('No colour for Metal Pen: ask the client, then give it to the supplier in your message');
    expect(within(poRegion(7)).queryByText('Colour missing')).not.toBeInTheDocument();
    const lines = screen.getByRole('table', { name: 'Order lines' });
    expect(within(within(lines).getAllByRole('row')[2]).getByText('Not chosen')).toBeInTheDocument();
  });

  it('shows a viewer what was sold, never what it cost, with no purchase order links or actions', async () => {
    openOrder(asViewerSees(buildOrder()), 'viewer');
    const lines = await screen.findByRole('table', { name: 'Order lines' });
    expect(within(lines).queryByRole('columnheader', { name: 'Unit cost' })).not.toBeInTheDocument();
    expect(within(lines).queryByRole('columnheader', { name: 'Total cost' })).not.toBeInTheDocument();
    expect(screen.queryByText('$6.40')).not.toBeInTheDocument();
    expect(within(screen.getByLabelText('Order totals')).queryByText('Profit')).not.toBeInTheDocument();
    expect(within(poRegion(7)).queryByText('Cost total')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download PDF' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Send to supplier/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit order' })).not.toBeInTheDocument();
  });

  it('sends a purchase order once however fast it is clicked, and shows why the server refused', async () => {
    const { calls } = openOrder();
    await screen.findByRole('region', { name: 'Purchase order #7' });
    // The send waits for the test to answer it.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const base = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) !== `/api/purchase-orders/${poId}/send`) return base(input, init);
      calls.push({ method: 'POST', url: String(input), body: JSON.parse(String(init?.body)) as unknown });
      await held;
      return new Response(JSON.stringify({ error: { code: 'conflict', message: PO_MESSAGES.noSupplierEmail } }), { status: 409, headers: { 'content-type': 'application/json' } });
    });
    const send = within(poRegion(7)).getByRole('button', { name: 'Send to supplier' });
    await userEvent.dblClick(send);
    expect(within(poRegion(7)).getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(calls.filter((c) => c.url.endsWith('/send'))).toHaveLength(1);
    expect(calls.find((c) => c.url.endsWith('/send'))?.body).toEqual({ message: null });
    answer();
    const alert = await within(poRegion(7)).findByRole('alert');
    expect(alert).toHaveTextContent(PO_MESSAGES.noSupplierEmail);
    expect(within(alert).getByRole('link', { name: 'Go to Suppliers' })).toHaveAttribute('href', '/orders/suppliers');
    expect(within(poRegion(7)).getByRole('button', { name: 'Send to supplier' })).toBeEnabled();
  });

  it('sends a message with the purchase order and re-reads the order', async () => {
    const read = { path: `/api/orders/${orderId}`, body: { order: buildOrder() } };
    const { calls } = mockFetch([read, { method: 'POST', path: `/api/purchase-orders/${poId}/send`, body: { purchaseOrder: { email: { toEmail: 'orders@harbor.example' } } } }]);
    renderPage(<Route path="/orders/:id" component={OrderPage} />, { path: `/orders/${orderId}` });
    await screen.findByRole('region', { name: 'Purchase order #7' });
    await userEvent.click(within(poRegion(7)).getByRole('button', { name: 'Add a message' }));
    await userEvent.type(within(poRegion(7)).getByLabelText('Message to the supplier (optional)'), 'Rush please');
    // The re-read shows the purchase order sent, its email queued.
    read.body = { order: buildOrder({ purchaseOrders: [buildPo({ status: 'sent', sentAt: '2026-03-06T10:00:00.000Z', email: { status: 'queued', error: null, toEmail: 'orders@harbor.example' } })] }) };
    await userEvent.click(within(poRegion(7)).getByRole('button', { name: 'Send to supplier' }));
    expect(await within(poRegion(7)).findByText('Queued to orders@harbor.example')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/send'))?.body).toEqual({ message: 'Rush please' });
    expect(within(poRegion(7)).queryByRole('button', { name: /Send/ })).not.toBeInTheDocument();
  });

  it('gives a draft purchase order its own in-hands date, and the order’s again', async () => {
    const read = { path: `/api/orders/${orderId}`, body: { order: buildOrder() } };
    const { calls } = mockFetch([read, { method: 'PATCH', path: `/api/purchase-orders/${poId}`, body: { purchaseOrder: {} } }]);
    renderPage(<Route path="/orders/:id" component={OrderPage} />, { path: `/orders/${orderId}` });
    await screen.findByRole('region', { name: 'Purchase order #7' });
    await userEvent.click(within(poRegion(7)).getByRole('button', { name: 'Change' }));
    const date = within(poRegion(7)).getByLabelText('In-hands date of PO #7');
    fireEvent.change(date, { target: { value: '2026-03-25' } });
    read.body = { order: buildOrder({ purchaseOrders: [buildPo({ inHandsDate: '2026-03-25', inHandsOwn: true })] }) };
    await userEvent.click(within(poRegion(7)).getByRole('button', { name: 'Save' }));
    expect(await within(poRegion(7)).findByText('This PO’s own date')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ inHandsDate: '2026-03-25' }]);

    read.body = { order: buildOrder() };
    await userEvent.click(within(poRegion(7)).getByRole('button', { name: 'Change' }));
    await userEvent.click(within(poRegion(7)).getByRole('button', { name: 'Use the order’s date' }));
    await waitFor(() => expect(within(poRegion(7)).queryByText('This PO’s own date')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ inHandsDate: '2026-03-25' }, { inHandsDate: null }]);
  });

  it('offers no in-hands change on a purchase order already sent', async () => {
    openOrder(buildOrder({ purchaseOrders: [buildPo({ status: 'sent', sentAt: '2026-03-06T10:00:00.000Z' })] }));
    await screen.findByRole('region', { name: 'Purchase order #7' });
    expect(within(poRegion(7)).queryByRole('button', { name: 'Change' })).not.toBeInTheDocument();
  });

  it('asks for the carrier, tracking number and ship date before marking a purchase order shipped', async () => {
    const order = buildOrder({ purchaseOrders: [buildPo({ status: 'proof_approved', sentAt: '2026-03-06T10:00:00.000Z' })] });
    const { calls } = openOrder(order, 'member', [{ method: 'POST', path: `/api/purchase-orders/${poId}/status`, body: { purchaseOrder: {} } }]);
    const form = await screen.findByRole('form', { name: 'Next step for PO #7' });
    const step = within(form).getByRole('combobox', { name: 'Next step' });
    expect(within(step).getAllByRole('option').map((o) => o.textContent)).toEqual(['In production', 'Shipped', 'Delivered']);
    await userEvent.selectOptions(step, 'shipped');
    await userEvent.click(within(form).getByRole('button', { name: 'Save step' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(PO_MESSAGES.shipmentDetails);
    expect(calls.some((c) => c.url.endsWith('/status'))).toBe(false);

    await userEvent.type(within(form).getByLabelText('Carrier'), 'UPS');
    await userEvent.type(within(form).getByLabelText('Tracking number'), '1Z999');
    fireEvent.change(within(form).getByLabelText('Ship date'), { target: { value: '2026-03-10' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Save step' }));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/status'))?.body).toEqual({ status: 'shipped', carrier: 'UPS', trackingNumber: '1Z999', shipDate: '2026-03-10' }));
  });

  it('starts production before the proof is approved only with an override and its reason', async () => {
    const order = buildOrder({ purchaseOrders: [buildPo({ status: 'sent', sentAt: '2026-03-06T10:00:00.000Z' })] });
    const { calls } = openOrder(order, 'member', [{ method: 'POST', path: `/api/purchase-orders/${poId}/status`, body: { purchaseOrder: {} } }]);
    const form = await screen.findByRole('form', { name: 'Next step for PO #7' });
    expect(within(form).queryByLabelText('Override reason')).not.toBeInTheDocument();
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Next step' }), 'in_production');
    await userEvent.click(within(form).getByRole('button', { name: 'Save step' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(PO_MESSAGES.proofFirst);
    await userEvent.type(within(form).getByLabelText('Override reason'), 'Client approved by phone');
    await userEvent.click(within(form).getByRole('button', { name: 'Save step' }));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/status'))?.body).toEqual({ status: 'in_production', overrideReason: 'Client approved by phone' }));
  });

  it('offers the override when the server answers that the proof comes first', async () => {
    const order = buildOrder({ purchaseOrders: [buildPo({ status: 'proof_approved', sentAt: '2026-03-06T10:00:00.000Z' })] });
    openOrder(order, 'member', [{ method: 'POST', path: `/api/purchase-orders/${poId}/status`, status: 409, body: { error: { code: 'conflict', message: PO_MESSAGES.proofFirst } } }]);
    const form = await screen.findByRole('form', { name: 'Next step for PO #7' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save step' }));
    expect(await within(form).findByLabelText('Override reason')).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent(PO_MESSAGES.proofFirst);
  });

  it('edits a draft order without a reason, sending only what changed', async () => {
    const { calls } = openOrder(buildOrder(), 'member', [{ method: 'PATCH', path: `/api/orders/${orderId}`, body: { order: buildOrder({ clientPoNumber: 'ACME-PO-78' }) } }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit order' }));
    const form = screen.getByRole('form', { name: 'Edit order' });
    expect(within(form).queryByLabelText('Reason for the revision')).not.toBeInTheDocument();
    const po = within(form).getByLabelText('Client PO number');
    await userEvent.clear(po);
    await userEvent.type(po, 'ACME-PO-78');
    await userEvent.click(within(form).getByRole('button', { name: 'Save order' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ clientPoNumber: 'ACME-PO-78' }));
    expect(await screen.findByText('ACME-PO-78')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit order' })).not.toBeInTheDocument();
  });

  it('asks for a revision reason once a purchase order was sent, and adds a ship-to address', async () => {
    const order = buildOrder({ purchaseOrders: [buildPo({ status: 'sent', sentAt: '2026-03-06T10:00:00.000Z' })] });
    const { calls } = openOrder(order, 'member', [{ method: 'PATCH', path: `/api/orders/${orderId}`, body: { order } }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit order' }));
    const form = screen.getByRole('form', { name: 'Edit order' });
    expect(within(form).getByText(PO_MESSAGES.changedAfterSent)).toBeInTheDocument();
    const qty = within(form).getByLabelText('Quantity of Summit Tumbler');
    await userEvent.clear(qty);
    await userEvent.type(qty, '150');
    await userEvent.click(within(form).getByRole('button', { name: 'Save order' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(PO_MESSAGES.changedAfterSent);
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    // A second address: its required fields are asked for, then a line ships to it.
    await userEvent.click(within(form).getByRole('button', { name: 'Add address' }));
    const second = within(form).getByRole('group', { name: 'Address 2' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save order' }));
    expect(within(second).getByText('City is required')).toBeInTheDocument();
    await userEvent.type(within(second).getByLabelText('Name'), 'Warehouse');
    await userEvent.type(within(second).getByLabelText('Street address'), '1 Dock Rd');
    await userEvent.type(within(second).getByLabelText('City'), 'Dallas');
    await userEvent.type(within(second).getByLabelText('Postal code'), '75201');
    await userEvent.selectOptions(within(form).getByLabelText('Ships to (Metal Pen)'), '1');
    await userEvent.type(within(form).getByLabelText('Reason for the revision'), 'Client wants 50 more');
    await userEvent.click(within(form).getByRole('button', { name: 'Save order' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')).toBeDefined());
    const body = calls.find((c) => c.method === 'PATCH')?.body as Record<string, unknown>;
    expect(body.lines).toEqual([
      { id: lineA, quantity: 150 },
      { id: expect.any(String) as string, shipToIndex: 1 },
    ]);
    expect(body.revisionReason).toBe('Client wants 50 more');
    expect((body.shipTos as unknown[])[1]).toEqual({ name: 'Warehouse', company: null, line1: '1 Dock Rd', line2: null, city: 'Dallas', region: null, postalCode: '75201', country: 'US', phone: null });
  });

  it('re-reads the order when one of its purchase orders changes in any tab', async () => {
    const read = { path: `/api/orders/${orderId}`, body: { order: buildOrder() } };
    const { calls } = mockFetch([read]);
    const { store } = renderPage(<Route path="/orders/:id" component={OrderPage} />, { path: `/orders/${orderId}` });
    await screen.findByRole('region', { name: 'Purchase order #7' });
    const reads = () => calls.filter((c) => c.url === `/api/orders/${orderId}`).length;
    // Another order's purchase order leaves this page alone.
    act(() => applyEvent(envelope('purchase_order.updated', { purchaseOrder: buildBoardRow({ orderId: 'f1b2c3d4-1111-4aaa-8bbb-0c0d0e0f1a2b' }), change: 'status', summary: 'PO #9 acknowledged' }), store));
    expect(reads()).toBe(1);
    read.body = { order: buildOrder({ purchaseOrders: [buildPo({ status: 'acknowledged', sentAt: '2026-03-06T10:00:00.000Z' })] }) };
    act(() => applyEvent(envelope('purchase_order.updated', { purchaseOrder: buildBoardRow({ status: 'acknowledged' }), change: 'status', summary: 'PO #7 acknowledged' }), store));
    expect(await within(poRegion(7)).findByText('Acknowledged')).toBeInTheDocument();
    expect(reads()).toBe(2);
  });
});
