import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { NewPresentationPage } from '../../ui/pages/presentations/NewPresentationPage.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { presentationRecords } from '../../ui/state/presentations.js';
import { buildPresentation } from './presentation-factories.js';
import { mockFetch, renderPage } from './render.js';

function open(routes: Parameters<typeof mockFetch>[0]) {
  const fetchMock = mockFetch(routes);
  const view = renderPage(
    <>
      <Route path="/presentations/new">
        <NewPresentationPage />
      </Route>
      <Toaster />
    </>,
    { path: '/presentations/new' },
  );
  return { ...view, ...fetchMock };
}

describe('New presentation', () => {
  it('requires a title and sends nothing without one', async () => {
    const { calls } = open([]);
    expect(screen.getByLabelText('Description')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Title'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Create Presentation' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('creates it, says so and opens the editor', async () => {
    const created = buildPresentation({ title: 'Acme deck', description: null });
    const { calls, location, store } = open([{ method: 'POST', path: '/api/presentations', status: 201, body: { presentation: created } }]);
    await userEvent.type(screen.getByLabelText('Title'), 'Acme deck');
    await userEvent.click(screen.getByRole('button', { name: 'Create Presentation' }));
    expect(await screen.findByText('Presentation created successfully')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/presentations', body: { title: 'Acme deck', description: null } });
    await waitFor(() => expect(location.history?.at(-1)).toBe(`/presentations/${created.id}`));
    expect(store.get(presentationRecords.atom(created.id))).toEqual(created);
  });

  it('shows the failure toast', async () => {
    open([{ method: 'POST', path: '/api/presentations', status: 500, body: { error: { code: 'internal', message: 'boom' } } }]);
    await userEvent.type(screen.getByLabelText('Title'), 'Acme deck');
    await userEvent.click(screen.getByRole('button', { name: 'Create Presentation' }));
    expect(await screen.findByText('Failed to create presentation')).toBeInTheDocument();
  });

  it('Cancel goes back to the list', async () => {
    const { location } = open([]);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/presentations'));
  });
});

describe('signed-in visitors of the sign-in screens', () => {
  it('are sent to the dashboard at / (docs/product.md#accounts; issue 24 replaced /presentations)', async () => {
    const { AppRoutes } = await import('../../ui/App.js');
    const { userAtom } = await import('../../ui/state/auth.js');
    const { createStore } = await import('jotai');
    for (const path of ['/login', '/register']) {
      mockFetch([]);
      const store = createStore();
      store.set(userAtom, { id: 'u1', email: 'a@b.co', fullName: 'A B', workspaceId: 'w', role: 'owner', avatarUrl: null });
      const { location, unmount } = renderPage(<AppRoutes />, { path, store });
      await waitFor(() => expect(location.history?.at(-1)).toBe('/'));
      unmount();
    }
  });
});
