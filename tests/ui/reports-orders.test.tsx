// docs/product.md#orders on the Reports page: the reps' commission for a period and the accounting
// export (QuickBooks Online or Xero), both for the roles that see costs only.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { CommissionReport } from '../../contracts/invoices.js';
import { ReportsPage } from '../../ui/pages/reports/ReportsPage.js';
import { userAtom } from '../../ui/state/auth.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { envelope } from './company-factories.js';
import { reportRoutes } from './report-factories.js';
import { mockFetch } from './render.js';

const commission: CommissionReport = {
  from: '2026-11-01',
  to: '2026-11-29',
  commissionPct: 12.5,
  basis: 'Gross profit (merchandise sell less cost, without shipping and tax) of the orders each rep made in the period',
  rows: [
    { repId: 'u-signed-in', repName: 'Rita Rep', orders: 3, sellCents: 500000, costCents: 300000, profitCents: 200000, commissionCents: 25000 },
    { repId: null, repName: 'Former member', orders: 1, sellCents: 100000, costCents: 80000, profitCents: 20000, commissionCents: 2500 },
  ],
  total: { orders: 4, sellCents: 600000, costCents: 380000, profitCents: 220000, commissionCents: 27500 },
};
const routes = () => [...reportRoutes(), { path: '/api/workspace/members', body: { members: [] } }, { path: /^\/api\/reports\/commission(\?|$)/, body: commission }];
const commissionCalls = (calls: Array<{ url: string }>) => calls.filter((c) => c.url.startsWith('/api/reports/commission')).map((c) => c.url);

function openReports(as: 'member' | 'viewer' = 'member') {
  const store = createStore();
  store.set(userAtom, { id: 'u-signed-in', email: 'rep@example.com', fullName: 'Rita Rep', workspaceId: 'w1', role: as, avatarUrl: null });
  const location = memoryLocation({ path: '/reports', record: true });
  render(
    <Provider store={store}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <ReportsPage />
      </Router>
    </Provider>,
  );
  return { store };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 29, 12, 0));
});
afterEach(() => vi.useRealTimers());

describe('Reports: commission', () => {
  it('shows each rep’s orders, sell, cost, profit and commission with the total, the rate and its basis, for the server’s period', async () => {
    const { calls } = mockFetch(routes());
    openReports();
    const table = await screen.findByRole('table', { name: 'Commission by rep' });
    const section = screen.getByRole('region', { name: 'Commission' });
    expect(commissionCalls(calls)).toEqual(['/api/reports/commission']);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Rep', 'Orders', 'Sell', 'Cost', 'Gross profit', 'Commission']);
    const cells = (name: string) => within(within(table).getByRole('row', { name: new RegExp(`^${name}\\b`) })).getAllByRole('cell').map((c) => c.textContent);
    expect(cells('Rita Rep')).toEqual(['3', '$5,000.00', '$3,000.00', '$2,000.00', '$250.00']);
    expect(cells('Former member')).toEqual(['1', '$1,000.00', '$800.00', '$200.00', '$25.00']);
    expect(cells('Total')).toEqual(['4', '$6,000.00', '$3,800.00', '$2,200.00', '$275.00']);
    expect(section).toHaveTextContent(`Commission rate: 12.5%. ${commission.basis}.`);
    expect(within(section).getByRole('button', { name: 'Download CSV of Commission by rep' })).toBeInTheDocument();
    // The period the server chose, until another is picked.
    expect(within(section).getByLabelText('Commission from')).toHaveValue('2026-11-01');
    expect(within(section).getByLabelText('Commission to')).toHaveValue('2026-11-29');
    fireEvent.change(within(section).getByLabelText('Commission from'), { target: { value: '2026-10-01' } });
    await waitFor(() => expect(commissionCalls(calls).at(-1)).toBe('/api/reports/commission?from=2026-10-01&to=2026-11-29'));
  });

  it('reads the report again when an order or the commission rate changes', async () => {
    const { calls } = mockFetch(routes());
    const { store } = openReports();
    await screen.findByRole('table', { name: 'Commission by rep' });
    act(() => applyEvent(envelope('order_settings.updated', { settings: { commissionPct: 15, invoiceDueDays: 30, poTerms: 'Net 30' } }), store));
    await waitFor(() => expect(commissionCalls(calls)).toHaveLength(2));
  });

  it('says so when no order was made in the period', async () => {
    mockFetch([{ path: /^\/api\/reports\/commission(\?|$)/, body: { ...commission, rows: [], total: { orders: 0, sellCents: 0, costCents: 0, profitCents: 0, commissionCents: 0 } } }, ...routes()]);
    openReports();
    expect(await within(await screen.findByRole('region', { name: 'Commission' })).findByText('No orders were made in this period.')).toBeInTheDocument();
  });

  it('is neither shown nor asked for, like the export, for a viewer', async () => {
    const { calls } = mockFetch(routes());
    openReports('viewer');
    await screen.findByRole('table', { name: 'Activity by rep' });
    expect(screen.queryByRole('region', { name: 'Commission' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Accounting export' })).not.toBeInTheDocument();
    expect(commissionCalls(calls)).toEqual([]);
  });
});

describe('Reports: accounting export', () => {
  it('links the chosen package, kind and period’s file, this month by default', async () => {
    mockFetch(routes());
    openReports();
    const section = await screen.findByRole('region', { name: 'Accounting export' });
    expect(within(section).getByRole('link', { name: 'Download QuickBooks Online CSV' })).toHaveAttribute('href', '/api/accounting/export?format=quickbooks&kind=invoices&from=2026-11-01&to=2026-11-29');
    await userEvent.selectOptions(within(section).getByLabelText('Accounting package'), 'Xero');
    await userEvent.selectOptions(within(section).getByLabelText('Export'), 'Supplier bills');
    fireEvent.change(within(section).getByLabelText('Export from'), { target: { value: '2026-10-01' } });
    fireEvent.change(within(section).getByLabelText('Export to'), { target: { value: '2026-10-31' } });
    expect(within(section).getByRole('link', { name: 'Download Xero CSV' })).toHaveAttribute('href', '/api/accounting/export?format=xero&kind=bills&from=2026-10-01&to=2026-10-31');

    fireEvent.change(within(section).getByLabelText('Export from'), { target: { value: '2026-12-01' } });
    expect(within(section).getByRole('alert')).toHaveTextContent('The range must end on or after its start');
    expect(within(section).queryByRole('link')).not.toBeInTheDocument();
  });
});
