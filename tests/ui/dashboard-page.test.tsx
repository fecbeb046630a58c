import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { Proposal } from '../../contracts/proposals.js';
import { proposalSummaryOf } from '../../contracts/proposal-summary.js';
import type { DashboardResponse } from '../../contracts/dashboard.js';
import { DashboardPage } from '../../ui/pages/dashboard/DashboardPage.js';
import { MIN_GAP_MS } from '../../ui/pages/dashboard/useDashboardSummary.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { buildCompany, envelope } from './company-factories.js';
import { mockFetch, renderPage } from './render.js';
import { proposal } from './proposal-factories.js';
import { buildDashboardDeals } from './report-factories.js';

const summary = (totalCompanies: number, deals = buildDashboardDeals()): DashboardResponse => ({
  stats: { totalCompanies, enrichedCompanies: 0, totalContacts: 0, unreadAlerts: 0, presentations: 0 },
  recentAlerts: [],
  recentBatches: [],
  gettingStarted: { companiesAdded: false, companyResearched: false, alertHandled: false, assistantAsked: false, proposalSent: false },
  deals,
});

/** A dashboard whose server counts the companies the test has "imported" so far. */
function openDashboard() {
  let imported = 0;
  const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  const fetchMock = vi.fn(async (url: RequestInfo | URL) => {
    if (String(url).startsWith('/api/activity')) return json({ items: [], nextCursor: null });
    if (String(url) === '/api/proposals') return json({ items: [] });
    return json(summary(imported));
  });
  vi.stubGlobal('fetch', fetchMock);
  const { store } = renderPage(<DashboardPage />, { path: '/dashboard' });
  const importOne = () => {
    imported += 1;
    act(() => applyEvent(envelope('company.created', { company: buildCompany() }), store));
  };
  return { fetches: () => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/dashboard').length, importOne, store };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('Dashboard: live counts without a re-read per event', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('re-reads once after a 200-company import arrives as 200 events', async () => {
    const dashboard = openDashboard();
    await advance(0);
    expect(dashboard.fetches()).toBe(1);
    for (let i = 0; i < 200; i++) dashboard.importOne();
    await advance(MIN_GAP_MS);
    expect(dashboard.fetches()).toBe(2);
    await advance(MIN_GAP_MS);
    expect(dashboard.fetches()).toBe(2);
    expect(screen.getAllByText('200')[0]).toBeInTheDocument();
  });

  it('re-reads at most once per interval while rows are processed one by one, and ends on the final count', async () => {
    const dashboard = openDashboard();
    await advance(0);
    // 200 events, 300 ms apart: a minute of work (the old page re-read after every one of them).
    for (let i = 0; i < 200; i++) {
      dashboard.importOne();
      await advance(300);
    }
    await advance(MIN_GAP_MS);
    const rereads = dashboard.fetches() - 1;
    expect(rereads).toBeLessThanOrEqual(Math.ceil((200 * 300) / MIN_GAP_MS) + 1);
    expect(screen.getAllByText('200')[0]).toBeInTheDocument();
  });

  it('re-reads the forecast when a deal figure moves without a company event (a proposal sent)', async () => {
    const dashboard = openDashboard();
    await advance(0);
    expect(dashboard.fetches()).toBe(1);
    act(() => applyEvent(envelope('proposal.updated', { proposal: { ...proposal, status: 'sent' } }), dashboard.store));
    await advance(MIN_GAP_MS);
    expect(dashboard.fetches()).toBe(2);
  });
});

describe('Dashboard: this month’s forecast', () => {
  const staleDeal = (over: Partial<ReturnType<typeof buildDashboardDeals>['stale'][number]>) => ({
    companyId: 'c1',
    name: 'Acme Corp',
    stage: 'Proposal',
    ownerId: null,
    amountCents: 215000,
    reason: 'no_activity' as const,
    lastActivityAt: '2026-10-01T10:00:00.000Z',
    ...over,
  });
  const open = (deals: ReturnType<typeof buildDashboardDeals>) => {
    mockFetch([
      { path: '/api/dashboard', body: summary(2, { ...deals, staleDays: 21 }) },
      { path: '/api/proposals', body: { items: [] } },
      { path: /^\/api\/activity/, body: { items: [], nextCursor: null } },
    ]);
    renderPage(<DashboardPage />, { path: '/' });
  };
  const card = () => screen.getByRole('region', { name: "This month's forecast" });

  it('shows the month’s weighted and full amounts, the deals, what was won, and links to the reports', async () => {
    open(buildDashboardDeals({ scope: 'team', month: '2026-11', deals: 4, amountCents: 580000, weightedCents: 308000, wonCents: 120000 }));
    const weighted = await within(card()).findByText('Weighted');
    expect(weighted.nextElementSibling).toHaveTextContent('$3,080.00');
    expect(within(card()).getByText('Amount').nextElementSibling).toHaveTextContent('$5,800.00');
    expect(within(card()).getByText('Deals').nextElementSibling).toHaveTextContent('4');
    expect(within(card()).getByText('Won this month').nextElementSibling).toHaveTextContent('$1,200.00');
    expect(within(card()).getByText('Team · November 2026')).toBeInTheDocument();
    expect(within(card()).getByRole('link', { name: 'View reports' })).toHaveAttribute('href', '/reports');
    expect(within(card()).getByText('No stale deals')).toBeInTheDocument();
  });

  it('lists the stale deals, each linking to its company with its amount and why it is stale', async () => {
    open(
      buildDashboardDeals({
        scope: 'mine',
        staleCount: 4,
        stale: [staleDeal({}), staleDeal({ companyId: 'c2', name: 'Beta Inc', amountCents: null, reason: 'no_task', stage: 'Lead' })],
      }),
    );
    const list = await screen.findByRole('list', { name: 'Stale deals' });
    const [acme, beta] = within(list).getAllByRole('link');
    expect(acme).toHaveAttribute('href', '/companies/c1');
    expect(acme).toHaveTextContent('Acme Corp');
    expect(acme).toHaveTextContent('$2,150.00');
    expect(await within(acme!).findByText('Stale: no activity for 21+ days')).toBeInTheDocument();
    expect(beta).toHaveAttribute('href', '/companies/c2');
    expect(beta).toHaveTextContent('No amount');
    expect(beta).toHaveTextContent('Stale: no open task');
    expect(within(card()).getByText('Stale deals (4)')).toBeInTheDocument();
    expect(within(card()).getByText('and 2 more')).toBeInTheDocument();
    expect(within(card()).getByText(/^Your deals/)).toBeInTheDocument();
  });
});

describe('Dashboard: proposals', () => {
  it('lists the last changed proposals and follows a client’s approval live, without a re-read', async () => {
    const older: Proposal = { ...proposal, id: 'a4d7e0c2-1111-4c8e-9a7d-1e2f3a4b5c6d', title: 'Beta Welcome Box', companyName: 'Beta', updatedAt: '2026-03-04T10:00:00.000Z' };
    const { fn } = mockFetch([
      { path: '/api/dashboard', body: summary(2) },
      { path: '/api/proposals', body: { items: [proposalSummaryOf(proposal), proposalSummaryOf(older)] } },
      { path: /^\/api\/activity/, body: { items: [], nextCursor: null } },
    ]);
    const { store } = renderPage(<DashboardPage />, { path: '/dashboard' });
    const list = await screen.findByRole('list', { name: 'Recent proposals' });
    expect(within(list).getAllByRole('link').map((a) => a.textContent)).toEqual([expect.stringContaining('Acme Onboarding Kit'), expect.stringContaining('Beta Welcome Box')]);
    const reads = fn.mock.calls.length;

    const approved: Proposal = { ...older, status: 'approved', lines: older.lines.map((l) => ({ ...l, status: 'approved' as const })), updatedAt: '2026-03-05T16:00:00.000Z' };
    act(() => applyEvent(envelope('proposal.client_action', { proposal: approved, action: { id: 'a1', kind: 'approve', lineId: null, actorName: 'Bo', text: null, tierQty: null, color: null, at: approved.updatedAt }, summary: 'Beta approved 1 of 1 items' }), store));
    const first = within(list).getAllByRole('link')[0]!;
    expect(first).toHaveTextContent('Beta Welcome Box');
    expect(first).toHaveTextContent('1 of 1 approved');
    expect(within(first).getByText('Approved')).toBeInTheDocument();
    expect(fn.mock.calls.length).toBe(reads);
  });

  it('says when there are none', async () => {
    mockFetch([
      { path: '/api/dashboard', body: summary(0) },
      { path: '/api/proposals', body: { items: [] } },
      { path: /^\/api\/activity/, body: { items: [], nextCursor: null } },
    ]);
    renderPage(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByText('No proposals yet')).toBeInTheDocument();
  });
});
