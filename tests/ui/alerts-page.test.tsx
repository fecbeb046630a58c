import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AlertsPage } from '../../ui/pages/alerts/AlertsPage.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { buildAlert, buildCompany, envelope } from './company-factories.js';
import { mockFetch, renderPage } from './render.js';

const harbor = buildCompany({ name: 'Harbor Health Partners' });
const acme = buildCompany({ name: 'Acme Outdoor Co.', domain: 'acme.example' });
const alerts = [
  buildAlert(harbor, { summary: 'Hiring 40 nurses', signalType: 'Hiring Surge' }),
  buildAlert(acme, { summary: 'Launching a trail-running line', signalType: 'Product Launch', isRead: true }),
  buildAlert(null, { summary: 'Orphan signal', signalType: 'Funding Round' }),
];

function open(items = alerts) {
  const fetchMock = mockFetch([{ path: '/api/alerts?limit=500', body: { items } }]);
  return { ...renderPage(<><AlertsPage /><Toaster /></>, { path: '/alerts' }), ...fetchMock };
}

const rows = () => within(screen.getByRole('list', { name: 'Alerts' })).getAllByRole('listitem');
const rowOf = (summary: string) => screen.getByText(summary).closest('li') as HTMLElement;

describe('Alerts page', () => {
  it('lists each alert with its type, summary, company (or Unknown) and a Read/Unread badge', async () => {
    open();
    expect(await screen.findByText('Hiring 40 nurses')).toBeInTheDocument();
    expect(rows()).toHaveLength(3);
    const hiring = rowOf('Hiring 40 nurses');
    expect(within(hiring).getByText('Hiring Surge')).toBeInTheDocument();
    expect(within(hiring).getByText('Unread')).toBeInTheDocument();
    expect(within(hiring).getByRole('link', { name: 'Harbor Health Partners' })).toHaveAttribute('href', `/companies/${harbor.id}`);
    expect(within(rowOf('Launching a trail-running line')).getByText('Read')).toBeInTheDocument();
    const orphan = rowOf('Orphan signal');
    expect(within(orphan).getByText('Unknown')).toBeInTheDocument();
    expect(within(orphan).queryByRole('link')).not.toBeInTheDocument();
  });

  it('filters by company name, case-insensitively', async () => {
    open();
    await screen.findByText('Hiring 40 nurses');
    await userEvent.type(screen.getByRole('textbox', { name: 'Filter by company' }), 'hARBor');
    expect(rows()).toHaveLength(1);
    expect(screen.getByText('Hiring 40 nurses')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Filter by company' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Filter by company' }), 'unknown');
    expect(rows()).toHaveLength(1);
    expect(screen.getByText('Orphan signal')).toBeInTheDocument();
  });

  it('switches between All Signals and Unread Only', async () => {
    open();
    await screen.findByText('Hiring 40 nurses');
    expect(screen.getByRole('button', { name: 'All Signals' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Unread Only' }));
    expect(screen.getByRole('button', { name: 'Unread Only' })).toHaveAttribute('aria-pressed', 'true');
    expect(rows()).toHaveLength(2);
    expect(screen.queryByText('Launching a trail-running line')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'All Signals' }));
    expect(rows()).toHaveLength(3);
  });

  it('says No alerts found when nothing matches', async () => {
    open([]);
    expect(await screen.findByText('No alerts found')).toBeInTheDocument();
  });

  it('says No alerts found when the filter matches nothing', async () => {
    open();
    await screen.findByText('Hiring 40 nurses');
    await userEvent.type(screen.getByRole('textbox', { name: 'Filter by company' }), 'zzz');
    expect(screen.getByText('No alerts found')).toBeInTheDocument();
  });

  it('shows a new alert and a read from another tab live', async () => {
    const { store } = open();
    await screen.findByText('Hiring 40 nurses');
    const fresh = buildAlert(acme, { summary: 'Opening a Denver store', signalType: 'New Store Opening' });
    act(() => applyEvent(envelope('alert.created', { alert: fresh }), store));
    expect(rows()).toHaveLength(4);
    expect(rows()[0]).toHaveTextContent('Opening a Denver store');
    expect(within(rowOf('Opening a Denver store')).getByText('Unread')).toBeInTheDocument();

    act(() => applyEvent(envelope('alert.updated', { alert: { ...alerts[0], isRead: true } }), store));
    expect(within(rowOf('Hiring 40 nurses')).getByText('Read')).toBeInTheDocument();
  });

  it('toasts Failed to load buyer signals when the list fails', async () => {
    mockFetch([{ path: '/api/alerts?limit=500', status: 500, body: { error: { code: 'internal', message: 'x' } } }]);
    renderPage(<><AlertsPage /><Toaster /></>, { path: '/alerts' });
    expect(await screen.findByText('Failed to load buyer signals')).toBeInTheDocument();
    expect(screen.getByText('No alerts found')).toBeInTheDocument();
  });
});
