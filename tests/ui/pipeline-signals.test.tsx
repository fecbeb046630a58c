import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PipelinePage } from '../../ui/pages/companies/PipelinePage.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { buildAlert, buildCompany, envelope, buildSummary } from './company-factories.js';
import { mockFetch, renderPage } from './render.js';

afterEach(() => vi.unstubAllGlobals());

const EMPTY = { items: [], nextCursor: null };

describe('Buying Signal column (live)', () => {
  it('shows the latest signal in the table and on the kanban card as alerts arrive and are read, in any tab', async () => {
    const company = buildCompany({ stage: 'Lead', latestSignal: null, unreadSignals: 0 });
    mockFetch([
      { path: /\/api\/companies\/summary/, body: buildSummary({ Lead: 1 }) },
      { path: /\/api\/companies\?.*stage=Lead/, body: { items: [company], nextCursor: null } },
      { path: /\/api\/companies\?.*stage=/, body: EMPTY },
      { path: /\/api\/companies\?/, body: { items: [company], nextCursor: null } },
    ]);
    const { store } = renderPage(<PipelinePage />, { path: '/companies' });
    const row = (await screen.findByText(company.name)).closest('tr')!;
    expect(within(row).getByText('—')).toBeInTheDocument();

    const alert = buildAlert(company, { signalType: 'Funding' });
    act(() => applyEvent(envelope('alert.created', { alert, company: { ...company, latestSignal: 'Funding', unreadSignals: 1 } }), store));
    // The row as it is now (a reload of the list may have drawn it again).
    const rowNow = async () => (await screen.findByText(company.name)).closest('tr')!;
    expect(await within(await rowNow()).findByText('Funding')).toBeInTheDocument();
    expect(within(await rowNow()).queryByText('—')).not.toBeInTheDocument();

    act(() => applyEvent(envelope('alert.updated', { alert: { ...alert, isRead: true }, company: { ...company, latestSignal: 'Funding', unreadSignals: 0 } }), store));
    expect(await within(await rowNow()).findByText('Funding')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: /kanban/i }));
    const card = await screen.findByTestId(`kanban-card-${company.id}`);
    expect(within(card).getByText('Funding')).toBeInTheDocument();
  });
});

describe('A company can be edited and deleted (pipeline row actions)', () => {
  it('deletes a company from its table row after confirming, and the row goes', async () => {
    const company = buildCompany({ name: 'Row Co', stage: 'Lead' });
    mockFetch([
      { method: 'DELETE', path: `/api/companies/${company.id}`, body: { deleted: { id: company.id, name: 'Row Co', contacts: 0, alerts: 0 } } },
      { path: /\/api\/companies\/summary/, body: buildSummary({ Lead: 1 }) },
      { path: /\/api\/companies\?.*stage=Lead/, body: { items: [company], nextCursor: null } },
      { path: /\/api\/companies\?.*stage=/, body: EMPTY },
      { path: /\/api\/companies\?/, body: { items: [company], nextCursor: null } },
    ]);
    renderPage(<PipelinePage />, { path: '/companies' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Row Co' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete company' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Row Co')).not.toBeInTheDocument());
  });
});

describe('What a role may do on the pipeline (docs/product.md#teams)', () => {
  const routes = () => [
    { path: /\/api\/companies\/summary/, body: buildSummary() },
    { path: /\/api\/companies\?/, body: EMPTY },
  ];

  it('offers a member Add Prospect and Batch Upload', async () => {
    mockFetch(routes());
    renderPage(<PipelinePage />, { path: '/companies', as: 'member' });
    expect(await screen.findByRole('button', { name: 'Add Prospect' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Batch Upload' })).toBeInTheDocument();
  });

  it('offers a viewer neither: viewers read only', async () => {
    mockFetch(routes());
    renderPage(<PipelinePage />, { path: '/companies', as: 'viewer' });
    expect(await screen.findByRole('heading', { name: 'Prospect Pipeline' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Prospect' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Batch Upload' })).toBeNull();
  });
});

describe('Accounts have owners on the pipeline (docs/product.md#teams)', () => {
  const me = 'u-signed-in';
  const alex = { userId: 'u-alex', fullName: 'Alex Rivera', email: 'alex@example.com', avatarUrl: null, role: 'member' as const, joinedAt: '2026-11-01T10:00:00.000Z' };
  const rita = { userId: me, fullName: 'Rita Rep', email: 'rep@example.com', avatarUrl: null, role: 'member' as const, joinedAt: '2026-11-01T09:00:00.000Z' };
  const summary = buildSummary({ Lead: 1 });

  it('filters to Mine or a teammate, shows the owner on the kanban card, and a company handed away leaves Mine', async () => {
    const mine = buildCompany({ name: 'My Account', stage: 'Lead', ownerId: me });
    const { calls } = mockFetch([
      { path: '/api/workspace/members', body: { members: [rita, alex] } },
      { path: /\/api\/companies\/summary/, body: summary },
      { path: /\/api\/companies\?.*stage=Lead/, body: { items: [mine], nextCursor: null } },
      { path: /\/api\/companies\?.*stage=/, body: EMPTY },
      { path: /\/api\/companies\?/, body: { items: [mine], nextCursor: null } },
    ]);
    const { store } = renderPage(<PipelinePage />, { path: '/companies', as: 'member' });
    const owner = await screen.findByRole('combobox', { name: 'Owner' });
    await waitFor(() => expect(within(owner).getAllByRole('option').map((o) => o.textContent)).toEqual(['Everyone', 'Mine', 'Alex Rivera']));

    await userEvent.selectOptions(owner, 'Mine');
    await waitFor(() => expect(calls.some((c) => /\/api\/companies\?.*owner=me/.test(c.url))).toBe(true));
    expect(calls.some((c) => /\/api\/companies\/summary\?.*owner=me/.test(c.url))).toBe(true);
    await userEvent.selectOptions(owner, 'Alex Rivera');
    await waitFor(() => expect(calls.some((c) => c.url.includes('owner=u-alex'))).toBe(true));
    await userEvent.selectOptions(owner, 'Mine');

    await userEvent.click(screen.getByRole('tab', { name: /kanban/i }));
    const card = await screen.findByTestId(`kanban-card-${mine.id}`);
    expect(within(card).getByRole('img', { name: 'Owner: Rita Rep' })).toHaveTextContent('RR');

    // A teammate hands the account to Alex: it is no longer mine, so it leaves this board.
    act(() => applyEvent(envelope('company.updated', { company: { ...mine, ownerId: 'u-alex', updatedAt: '2030-01-01T00:00:00.000Z' }, change: { kind: 'edited', fields: ['ownerId'] } }), store));
    await waitFor(() => expect(screen.queryByTestId(`kanban-card-${mine.id}`)).toBeNull());
  });
});
