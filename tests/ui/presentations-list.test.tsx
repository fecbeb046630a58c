import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { PresentationsPage } from '../../ui/pages/presentations/PresentationsPage.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { envelope } from './company-factories.js';
import { buildPresentation, summary } from './presentation-factories.js';
import type { Role } from '../../contracts/roles.js';
import { mockFetch, renderPage } from './render.js';

function open(routes: Parameters<typeof mockFetch>[0], as: Role = 'member') {
  const fetchMock = mockFetch(routes);
  const view = renderPage(
    <>
      <Route path="/presentations">
        <PresentationsPage />
      </Route>
      <Toaster />
    </>,
    { path: '/presentations', as },
  );
  return { ...view, ...fetchMock };
}

const newer = buildPresentation({ title: 'Trade show deck', description: 'Booth giveaways', createdAt: '2026-05-02T09:00:00.000Z', updatedAt: '2026-05-02T09:00:00.000Z' });
const older = buildPresentation({ title: 'Onboarding kit', description: null });
const cards = () => screen.getAllByTestId('presentation-card');

describe('Your Presentations', () => {
  it('offers a viewer no New Presentation (docs/product.md#teams: viewers read only)', async () => {
    open([{ path: '/api/presentations', body: { items: [summary(newer)] } }], 'viewer');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'New Presentation' })).toBeNull();
  });

  it('shows a spinner, then a card per presentation with its description or No description, date, View and delete', async () => {
    open([{ path: '/api/presentations', body: { items: [summary(newer), summary(older)] } }]);
    expect(screen.getByRole('heading', { name: 'Your Presentations' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading presentations' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Presentation' })).toHaveAttribute('href', '/presentations/new');

    await waitFor(() => expect(cards()).toHaveLength(2));
    const [first, second] = cards();
    expect(within(first).getByRole('heading', { name: 'Trade show deck' })).toBeInTheDocument();
    expect(within(first).getByText('Booth giveaways')).toBeInTheDocument();
    expect(within(first).getByText('Created May 2, 2026')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'View Trade show deck' })).toHaveAttribute('href', `/presentations/${newer.id}`);
    expect(within(second).getByText('No description')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Delete Onboarding kit' })).toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    open([{ path: '/api/presentations', body: { items: [] } }]);
    expect(await screen.findByText("You don't have any presentations yet.")).toBeInTheDocument();
  });

  it('shows the load failure toast and a retry', async () => {
    const { fn } = open([{ path: '/api/presentations', status: 500, body: { error: { code: 'internal', message: 'boom' } } }]);
    expect(await screen.findByText('Failed to load presentations')).toBeInTheDocument();
    expect(screen.getByText('Presentations could not be loaded.')).toBeInTheDocument();
    mockFetch([{ path: '/api/presentations', body: { items: [summary(older)] } }]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('deletes after confirming, with the spec toast', async () => {
    const { calls } = open([
      { path: '/api/presentations', body: { items: [summary(newer), summary(older)] } },
      { method: 'DELETE', path: `/api/presentations/${older.id}`, status: 204 },
    ]);
    await waitFor(() => expect(cards()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Onboarding kit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete presentation?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Onboarding kit' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Presentation deleted')).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(1));
  });

  it('shows the delete failure toast and keeps the card', async () => {
    open([
      { path: '/api/presentations', body: { items: [summary(older)] } },
      { method: 'DELETE', path: `/api/presentations/${older.id}`, status: 500, body: { error: { code: 'internal', message: 'boom' } } },
    ]);
    await waitFor(() => expect(cards()).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Onboarding kit' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete presentation')).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
  });

  it('applies live events: a new presentation appears first, an update changes its card, a deletion removes it', async () => {
    const { store } = open([{ path: '/api/presentations', body: { items: [summary(older)] } }]);
    await waitFor(() => expect(cards()).toHaveLength(1));
    const added = buildPresentation({ title: 'From another tab', createdAt: '2026-06-01T00:00:00.000Z', updatedAt: '2026-06-01T00:00:00.000Z' });
    act(() => applyEvent(envelope('presentation.created', { presentation: added }), store));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(within(cards()[0]).getByRole('heading', { name: 'From another tab' })).toBeInTheDocument();
    act(() => applyEvent(envelope('presentation.updated', { presentation: { ...added, generationStatus: 'generating', updatedAt: '2026-06-01T00:00:01.000Z' } }), store));
    expect(await within(cards()[0]).findByText('Generating...')).toBeInTheDocument();
    act(() => applyEvent(envelope('presentation.deleted', { id: added.id }), store));
    await waitFor(() => expect(cards()).toHaveLength(1));
  });
});
