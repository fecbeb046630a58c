import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { DashboardResponse } from '../../contracts/dashboard.js';
import { DashboardPage } from '../../ui/pages/dashboard/DashboardPage.js';
import { MIN_GAP_MS } from '../../ui/pages/dashboard/useDashboardSummary.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { buildCompany, envelope } from './company-factories.js';
import { renderPage } from './render.js';

const summary = (totalCompanies: number): DashboardResponse => ({
  stats: { totalCompanies, enrichedCompanies: 0, totalContacts: 0, unreadAlerts: 0, presentations: 0 },
  recentAlerts: [],
  recentBatches: [],
});

/** A dashboard whose server counts the companies the test has "imported" so far. */
function openDashboard() {
  let imported = 0;
  const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  const fetchMock = vi.fn(async (url: RequestInfo | URL) => (String(url).startsWith('/api/activity') ? json({ items: [], nextCursor: null }) : json(summary(imported))));
  vi.stubGlobal('fetch', fetchMock);
  const { store } = renderPage(<DashboardPage />, { path: '/dashboard' });
  const importOne = () => {
    imported += 1;
    act(() => applyEvent(envelope('company.created', { company: buildCompany() }), store));
  };
  return { fetches: () => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/dashboard').length, importOne };
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
});
