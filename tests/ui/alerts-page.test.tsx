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

  it('toasts a new alert to its company’s owner, or to everyone when nobody owns it — and lists it for all', async () => {
    mockFetch([{ path: '/api/alerts?limit=500', body: { items: [] } }]);
    const { store } = renderPage(<><AlertsPage /><Toaster /></>, { path: '/alerts', as: 'member' });
    await screen.findByText('No alerts found');
    const theirs = buildCompany({ name: 'Their Co', ownerId: 'u-teammate' });
    const mine = buildCompany({ name: 'My Co', ownerId: 'u-signed-in' });
    const nobodys = buildCompany({ name: 'Nobody Co', ownerId: null });
    act(() => applyEvent(envelope('alert.created', { alert: buildAlert(theirs, { summary: 'Their hiring' }), company: theirs }), store));
    act(() => applyEvent(envelope('alert.created', { alert: buildAlert(mine, { summary: 'My hiring' }), company: mine }), store));
    expect(await screen.findByText('New signal: My Co')).toBeInTheDocument();
    act(() => applyEvent(envelope('alert.created', { alert: buildAlert(nobodys, { summary: 'Nobody’s hiring' }), company: nobodys }), store));
    expect(await screen.findByText('New signal: Nobody Co')).toBeInTheDocument();
    // The teammate's alert came first, and raised no toast here; the page lists all three.
    expect(screen.queryByText('New signal: Their Co')).not.toBeInTheDocument();
    expect(rows()).toHaveLength(3);
  });

  it('filters by owner through the API, and takes live alerts only of that owner’s companies', async () => {
    const mine = buildCompany({ name: 'My Co', ownerId: 'u-signed-in' });
    const theirs = buildCompany({ name: 'Their Co', ownerId: 'u-teammate' });
    const { calls } = mockFetch([
      { path: '/api/alerts?limit=500', body: { items: alerts } },
      { path: '/api/alerts?limit=500&owner=me', body: { items: [buildAlert(mine, { summary: 'Mine already' })] } },
      { path: '/api/workspace/members', body: { members: [] } },
    ]);
    const { store } = renderPage(<AlertsPage />, { path: '/alerts', as: 'member' });
    await screen.findByText('Hiring 40 nurses');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Owner' }), 'Mine');
    expect(await screen.findByText('Mine already')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain('/api/alerts?limit=500&owner=me');
    act(() => applyEvent(envelope('alert.created', { alert: buildAlert(theirs, { summary: 'Their new one' }), company: theirs }), store));
    act(() => applyEvent(envelope('alert.created', { alert: buildAlert(mine, { summary: 'My new one' }), company: mine }), store));
    expect(rows().map((r) => within(r).getByText(/one$|already$/).textContent)).toEqual(['My new one', 'Mine already']);
  });
});
