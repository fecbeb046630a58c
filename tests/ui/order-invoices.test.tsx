// docs/product.md#orders: an order's invoices (made, sent, paid, voided, live) and its margin
// report, which viewers never see.
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { INVOICE_MESSAGES } from '../../contracts/invoices.js';
import { MAIL_MESSAGES } from '../../contracts/mail.js';
import { OrderPage } from '../../ui/pages/orders/OrderPage.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { envelope } from './company-factories.js';
import { asViewerSees, buildInvoice, buildOrder, invoiceId, orderId } from './order-factories.js';
import { mockFetch, renderPage } from './render.js';

const invoicesPath = `/api/orders/${orderId}/invoices`;
const margin = {
  lines: [
    { id: 'l1', name: 'Summit Tumbler', quantity: 100, sellCents: 115033, costCents: 69000, profitCents: 46033, marginPct: 40 },
    { id: 'l2', name: 'Metal Pen', quantity: 250, sellCents: 50000, costCents: 30000, profitCents: 20000, marginPct: 40 },
  ],
  total: { sellCents: 165033, costCents: 99000, profitCents: 66033, marginPct: 40 },
};

function openOrder(items = [buildInvoice()], as: 'member' | 'viewer' = 'member', routes: Parameters<typeof mockFetch>[0] = []) {
  const list = { path: invoicesPath, body: { items } };
  const order = as === 'viewer' ? asViewerSees(buildOrder()) : buildOrder();
  const fetchMock = mockFetch([...routes, list, { path: `/api/orders/${orderId}`, body: { order } }, { path: `/api/orders/${orderId}/margin`, body: margin }]);
  const page = renderPage(
    <>
      <Route path="/orders/:id" component={OrderPage} />
      <Toaster />
    </>,
    { path: `/orders/${orderId}`, as },
  );
  return { ...page, ...fetchMock, list };
}
const invoiceRegion = () => screen.getByRole('region', { name: 'Invoice INV-1001' });
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('Order page: invoices', () => {
  it('lists each invoice with its kind, status, days, amounts and email', async () => {
    const sent = buildInvoice({ status: 'partly_paid', sentAt: '2026-03-06T11:00:00.000Z', paidCents: 30000, balanceCents: 53767, email: { status: 'sent', error: null, toEmail: 'dana@acme.example' } });
    openOrder([sent]);
    const region = await screen.findByRole('region', { name: 'Invoice INV-1001' });
    expect(within(region).getByRole('heading', { name: 'INV-1001 · Deposit' })).toBeInTheDocument();
    for (const text of ['Partly paid', 'Mar 6, 2026', 'Apr 5, 2026', '$837.67', '$300.00', '$537.67', 'Sent to dana@acme.example']) expect(within(region).getByText(text)).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', `/api/invoices/${invoiceId}/pdf`);
    // Sent already, and paid in part: no second send, no void.
    expect(within(region).queryByRole('button', { name: 'Send to client' })).not.toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Void' })).not.toBeInTheDocument();
  });

  it('creates a deposit of a percentage of the order, checking first that one is given', async () => {
    const { calls, list } = openOrder([], 'member', [{ method: 'POST', path: invoicesPath, status: 201, body: { invoice: buildInvoice() } }]);
    expect(await screen.findByText('No invoices yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New invoice' }));
    const form = screen.getByRole('form', { name: 'New invoice' });
    expect(within(form).getByLabelText('Kind')).toHaveValue('deposit');
    expect(within(form).getByRole('button', { name: 'Percent of the order' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(form).getByRole('button', { name: 'Create invoice' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(INVOICE_MESSAGES.amountOrPercent);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(within(form).getByLabelText('Percent (%)'), '50');
    list.body = { items: [buildInvoice()] };
    await userEvent.click(within(form).getByRole('button', { name: 'Create invoice' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ kind: 'deposit', percent: 50 }));
    expect(await screen.findByRole('region', { name: 'Invoice INV-1001' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New invoice' })).not.toBeInTheDocument();
  });

  it('bills progress by an amount in dollars, with an issue date and notes; a final invoice asks for neither', async () => {
    const { calls } = openOrder([], 'member', [{ method: 'POST', path: invoicesPath, status: 201, body: { invoice: buildInvoice({ kind: 'progress' }) } }]);
    await userEvent.click(await screen.findByRole('button', { name: 'New invoice' }));
    const form = screen.getByRole('form', { name: 'New invoice' });
    await userEvent.selectOptions(within(form).getByLabelText('Kind'), 'final');
    expect(within(form).queryByLabelText('Percent (%)')).not.toBeInTheDocument();
    await userEvent.selectOptions(within(form).getByLabelText('Kind'), 'progress');
    await userEvent.click(within(form).getByRole('button', { name: 'Amount' }));
    await userEvent.type(within(form).getByLabelText('Amount ($)'), '$1,500.50');
    fireEvent.change(within(form).getByLabelText('Issue date (optional)'), { target: { value: '2026-03-10' } });
    await userEvent.type(within(form).getByLabelText('Notes (optional)'), 'Second shipment');
    await userEvent.click(within(form).getByRole('button', { name: 'Create invoice' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ kind: 'progress', amountCents: 150050, issuedOn: '2026-03-10', notes: 'Second shipment' }));
  });

  it('sends an invoice once however fast it is clicked, and says when the client gave no email', async () => {
    const { calls } = openOrder();
    await screen.findByRole('region', { name: 'Invoice INV-1001' });
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const base = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) !== `/api/invoices/${invoiceId}/send`) return base(input, init);
      calls.push({ method: 'POST', url: String(input), body: JSON.parse(String(init?.body)) as unknown });
      await held;
      return json(400, { error: { code: 'validation_failed', message: INVOICE_MESSAGES.noClientEmail, details: [{ path: 'client', message: INVOICE_MESSAGES.noClientEmail }] } });
    });
    await userEvent.dblClick(within(invoiceRegion()).getByRole('button', { name: 'Send to client' }));
    expect(within(invoiceRegion()).getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(calls.filter((c) => c.url.endsWith('/send'))).toHaveLength(1);
    answer();
    expect(await within(invoiceRegion()).findByRole('alert')).toHaveTextContent(INVOICE_MESSAGES.noClientEmail);
    expect(within(invoiceRegion()).getByRole('button', { name: 'Send to client' })).toBeEnabled();
  });

  it('leads to the mailbox settings when the rep has no mailbox to send from', async () => {
    openOrder([buildInvoice()], 'member', [
      { method: 'POST', path: `/api/invoices/${invoiceId}/send`, status: 400, body: { error: { code: 'validation_failed', message: MAIL_MESSAGES.noMailbox, details: [{ path: 'mailbox', message: MAIL_MESSAGES.noMailbox }] } } },
    ]);
    await userEvent.click(within(await screen.findByRole('region', { name: 'Invoice INV-1001' })).getByRole('button', { name: 'Send to client' }));
    const alert = await within(invoiceRegion()).findByRole('alert');
    expect(alert).toHaveTextContent(MAIL_MESSAGES.noMailbox);
    expect(within(alert).getByRole('link', { name: 'Go to Mailbox settings' })).toHaveAttribute('href', '/settings?tab=mailbox');
  });

  it('records a payment in dollars as cents, with its date and method', async () => {
    const sent = buildInvoice({ status: 'sent', sentAt: '2026-03-06T11:00:00.000Z' });
    const { calls } = openOrder([sent], 'member', [{ method: 'POST', path: `/api/invoices/${invoiceId}/payments`, status: 201, body: { invoice: sent } }]);
    await userEvent.click(within(await screen.findByRole('region', { name: 'Invoice INV-1001' })).getByRole('button', { name: 'Record payment' }));
    const form = screen.getByRole('form', { name: 'Record a payment of INV-1001' });
    const amount = within(form).getByLabelText('Amount ($)');
    // The balance to start with.
    expect(amount).toHaveValue('837.67');
    await userEvent.clear(amount);
    await userEvent.type(amount, '$1,250.5');
    fireEvent.change(within(form).getByLabelText('Paid on'), { target: { value: '2026-03-12' } });
    await userEvent.type(within(form).getByLabelText('Method (optional)'), 'Check');
    await userEvent.click(within(form).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/payments'))?.body).toEqual({ amountCents: 125050, paidOn: '2026-03-12', method: 'Check' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Record a payment of INV-1001' })).not.toBeInTheDocument());
  });

  it('voids an invoice only once asked to confirm', async () => {
    const { calls } = openOrder([buildInvoice()], 'member', [{ method: 'POST', path: `/api/invoices/${invoiceId}/void`, body: { invoice: buildInvoice({ status: 'void' }) } }]);
    await userEvent.click(within(await screen.findByRole('region', { name: 'Invoice INV-1001' })).getByRole('button', { name: 'Void' }));
    let dialog = await screen.findByRole('dialog', { name: 'Void INV-1001?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.url.endsWith('/void'))).toBe(false);

    await userEvent.click(within(invoiceRegion()).getByRole('button', { name: 'Void' }));
    dialog = await screen.findByRole('dialog', { name: 'Void INV-1001?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST' && c.url === `/api/invoices/${invoiceId}/void`)).toHaveLength(1));
  });

  it('re-reads the invoices when one of this order’s changes in any tab', async () => {
    const { calls, store, list } = openOrder();
    await screen.findByRole('region', { name: 'Invoice INV-1001' });
    const reads = () => calls.filter((c) => c.url === invoicesPath).length;
    act(() => applyEvent(envelope('invoice.updated', { invoice: buildInvoice({ id: 'f2b2c3d4-9999-4aaa-8bbb-0c0d0e0f1a2b', orderId: 'f1b2c3d4-1111-4aaa-8bbb-0c0d0e0f1a2b' }), change: 'created', summary: 'INV-1002 created' }), store));
    expect(reads()).toBe(1);
    const paid = buildInvoice({ status: 'paid', sentAt: '2026-03-06T11:00:00.000Z', paidCents: 83767, balanceCents: 0 });
    list.body = { items: [paid] };
    act(() => applyEvent(envelope('invoice.updated', { invoice: paid, change: 'paid', summary: 'INV-1001 paid' }), store));
    expect(await within(invoiceRegion()).findByText('Paid')).toBeInTheDocument();
    expect(reads()).toBe(2);
  });

  it('lets a viewer read and download invoices, with no actions', async () => {
    openOrder([buildInvoice()], 'viewer');
    const region = await screen.findByRole('region', { name: 'Invoice INV-1001' });
    expect(within(region).getByRole('link', { name: 'Download PDF' })).toBeInTheDocument();
    for (const name of ['Send to client', 'Record payment', 'Void']) expect(within(region).queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New invoice' })).not.toBeInTheDocument();
  });
});

describe('Order page: margin', () => {
  it('shows sell, cost, profit and margin per line and in total to a member', async () => {
    openOrder();
    const table = await screen.findByRole('table', { name: 'Margin by line' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Summit Tumbler100 units', '$1,150.33', '$690.00', '$460.33', '40.0%']);
    expect(within(rows.at(-1)!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Total', '$1,650.33', '$990.00', '$660.33', '40.0%']);
  });

  it('is not shown, nor asked for, for a viewer', async () => {
    const { calls } = openOrder([buildInvoice()], 'viewer');
    await screen.findByRole('region', { name: 'Invoice INV-1001' });
    expect(screen.queryByRole('table', { name: 'Margin by line' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Margin' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/margin'))).toBe(false);
  });
});
