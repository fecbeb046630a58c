import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route } from 'wouter';
import { CompanyDetailPage } from '../../ui/pages/companies/CompanyDetailPage.js';
import { buildAlert, buildCompany } from './company-factories.js';
import { mockFetch, renderPage } from './render.js';

afterEach(() => vi.unstubAllGlobals());

const PROVIDERS = { research: 'embedded', signals: 'embedded', enrichment: 'SwagScout built-in', contacts: 'embedded' };
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

describe('Stale signals on the company page', () => {
  it('shows each signal with its event date and age, newest first, and an old award only under Earlier activity without a New badge', async () => {
    const company = buildCompany({ unreadSignals: 1, latestSignal: 'New Office' });
    const found = daysAgo(0);
    const award = buildAlert(company, { signalType: 'Award', summary: 'Won Best Workplace', occurredAt: daysAgo(670), isHistory: true, isRead: true, triggeredAt: found });
    const older = buildAlert(company, { signalType: 'Hiring', summary: 'Hiring nurses', occurredAt: daysAgo(40), triggeredAt: found });
    const office = buildAlert(company, { signalType: 'New Office', summary: 'Opened a Salem clinic', occurredAt: daysAgo(21), triggeredAt: found });
    const base = `/api/companies/${company.id}`;
    mockFetch([
      // The server's order is not trusted: oldest first here.
      { path: base, body: { company, contacts: [], signals: [award, older, office] } },
      { path: `${base}/timeline`, body: { items: [] } },
      { path: '/api/providers', body: PROVIDERS },
    ]);
    renderPage(
      <Route path="/companies/:id">
        <CompanyDetailPage />
      </Route>,
      { path: `/companies/${company.id}` },
    );
    const current = await screen.findByRole('list', { name: 'Buyer signals' });
    const items = within(current).getAllByRole('listitem').filter((li) => li.parentElement === current);
    expect(items.map((li) => li.getAttribute('aria-label'))).toEqual(['New Office, new', 'Hiring, new']);
    expect(within(items[0]).getByText(/21 days ago/)).toBeInTheDocument();

    const history = screen.getByRole('list', { name: 'Earlier activity' });
    const old = within(history).getAllByRole('listitem')[0];
    expect(old).toHaveAttribute('aria-label', 'Award');
    expect(within(old).queryByText('New')).not.toBeInTheDocument();
    expect(within(old).getByText(/over 1 year ago|almost 2 years ago/)).toBeInTheDocument();
    expect(screen.getByText(/Earlier activity \(1\)/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Buyer Signals/ })).toHaveTextContent('Buyer Signals2 New');
  });
});
