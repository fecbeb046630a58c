import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { toast } from 'sonner';
import type { User } from '../../contracts/auth.js';
import { SettingsPage } from '../../ui/pages/settings/SettingsPage.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { userAtom } from '../../ui/state/auth.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { envelope } from './company-factories.js';
import { mockFetch, renderPage } from './render.js';

const owner: User = {
  id: '3f1f8a53-8a3c-4a53-9f0e-0d2f8b1c7a10',
  workspaceId: '7b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d',
  email: 'sam@bright.example',
  fullName: 'Sam Seller',
  role: 'owner',
  avatarUrl: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss(); // sonner replays still-active toasts to the next test's Toaster
});

function renderTab(user: User = owner) {
  const store = createStore();
  store.set(userAtom, user);
  return renderPage(
    <>
      <SettingsPage />
      <Toaster />
    </>,
    { store, path: '/settings?tab=proposals' },
  );
}

describe('Settings → Proposals: the workspace default margin', () => {
  it('shows the margin, saves a new one, and follows a change made in another tab', async () => {
    const { calls } = mockFetch([
      { path: '/api/settings/proposals', body: { settings: { defaultMarginPct: 40 } } },
      { path: '/api/branding', body: { branding: null } },
      { method: 'PUT', path: '/api/settings/proposals', body: { settings: { defaultMarginPct: 32.5 } } },
    ]);
    const { store } = renderTab();
    const field = await screen.findByLabelText('Default margin (%)');
    expect(field).toHaveValue('40');
    expect(screen.getByRole('button', { name: 'Save Default Margin' })).toBeDisabled();

    await userEvent.clear(field);
    await userEvent.type(field, '32.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save Default Margin' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ defaultMarginPct: 32.5 }));
    expect(await screen.findByText('Default margin saved')).toBeInTheDocument();
    expect(field).toHaveValue('32.5');

    act(() => applyEvent(envelope('proposal_settings.updated', { settings: { defaultMarginPct: 45 } }), store));
    expect(field).toHaveValue('45');
  });

  it('says what is wrong before asking the server, and shows the server’s field message', async () => {
    const { calls } = mockFetch([
      { path: '/api/settings/proposals', body: { settings: { defaultMarginPct: 40 } } },
      { path: '/api/branding', body: { branding: null } },
      {
        method: 'PUT',
        path: '/api/settings/proposals',
        status: 400,
        body: { error: { code: 'validation_failed', message: 'Invalid input', details: [{ path: 'defaultMarginPct', message: 'Default margin takes at most two decimals' }] } },
      },
    ]);
    renderTab();
    const field = await screen.findByLabelText('Default margin (%)');
    await userEvent.clear(field);
    await userEvent.type(field, '120');
    await userEvent.click(screen.getByRole('button', { name: 'Save Default Margin' }));
    expect(await screen.findByText('Default margin must be at most 95%')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'lots');
    await userEvent.click(screen.getByRole('button', { name: 'Save Default Margin' }));
    expect(await screen.findByText('Default margin must be a number')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, '33');
    await userEvent.click(screen.getByRole('button', { name: 'Save Default Margin' }));
    expect(await screen.findByText('Default margin takes at most two decimals')).toBeInTheDocument();
  });

  it('is read-only for a member', async () => {
    mockFetch([{ path: '/api/settings/proposals', body: { settings: { defaultMarginPct: 40 } } },
      { path: '/api/branding', body: { branding: null } }]);
    renderTab({ ...owner, role: 'member' });
    const field = await screen.findByLabelText('Default margin (%)');
    expect(field).toHaveAttribute('readonly');
    expect(screen.getByText('Only owners and admins can change it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Default Margin' })).not.toBeInTheDocument();
  });
});
