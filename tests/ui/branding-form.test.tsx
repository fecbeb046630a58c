import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { createStore } from 'jotai';
import type { Branding } from '../../contracts/branding.js';
import type { User } from '../../contracts/auth.js';
import { CompanyTab } from '../../ui/pages/settings/CompanyTab.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { userAtom } from '../../ui/state/auth.js';
import { mockFetch, renderPage } from './render.js';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toast.dismiss(); // sonner replays still-active toasts to the next test's Toaster
});

const user: User = { id: 'u1', email: 'dana@example.com', fullName: 'Dana Cruz', workspaceId: 'w1', role: 'owner', avatarUrl: null };

const branding: Branding = {
  companyName: 'Summit Promo Supply',
  websiteUrl: 'https://summitpromo.example.com',
  brandTone: 'friendly',
  primaryColor: '#16A34A',
  secondaryColor: '#FDBA74',
  brandKeywords: ['eco', 'durable'],
  servicesOffered: ['Screen printing', 'Embroidery'],
  industriesServed: null,
  updatedAt: '2026-11-01T10:00:00.000Z',
};

/** A fresh store per test, signed in. */
function renderTab() {
  const store = createStore();
  store.set(userAtom, user);
  return renderPage(
    <>
      <CompanyTab />
      <Toaster />
    </>,
    { store },
  );
}

describe('Company tab (branding)', () => {
  it('opens with the defaults before the first save', async () => {
    mockFetch([{ path: '/api/branding', body: { branding: null } }]);
    renderTab();
    expect(await screen.findByLabelText('Company Name')).toHaveValue('');
    expect(screen.getByLabelText('Brand Tone')).toHaveValue('professional');
    expect(within(screen.getByLabelText('Brand Tone')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Professional',
      'Casual',
      'Friendly',
      'Formal',
      'Technical',
      'Creative',
    ]);
    expect(screen.getByText(/used when generating presentation content/)).toBeInTheDocument();
    expect(screen.getByLabelText('Primary Color')).toHaveValue('#7E69AB');
    expect(screen.getByLabelText('Secondary Color')).toHaveValue('#1EAEDB');
    for (const name of ['Purple', 'Blue', 'Green', 'Red', 'Orange', 'Light Purple', 'Light Blue', 'Light Green', 'Light Red', 'Light Orange']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Purple' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('loads the saved profile into the form', async () => {
    mockFetch([{ path: '/api/branding', body: { branding } }]);
    renderTab();
    expect(await screen.findByLabelText('Company Name')).toHaveValue('Summit Promo Supply');
    expect(screen.getByLabelText('Website URL')).toHaveValue('https://summitpromo.example.com');
    expect(screen.getByLabelText('Brand Tone')).toHaveValue('friendly');
    expect(screen.getByLabelText('Brand Keywords')).toHaveValue('eco, durable');
    expect(screen.getByLabelText('Services Offered')).toHaveValue('Screen printing, Embroidery');
    expect(screen.getByLabelText('Industries Served')).toHaveValue('');
  });

  it('shows the spec validation messages and does not save', async () => {
    const { calls } = mockFetch([{ path: '/api/branding', body: { branding: null } }]);
    renderTab();
    await screen.findByLabelText('Company Name');
    await userEvent.type(screen.getByLabelText('Website URL'), 'not a url');
    const primary = screen.getByLabelText('Primary Color');
    await userEvent.clear(primary);
    await userEvent.type(primary, '7E69AB');
    const secondary = screen.getByLabelText('Secondary Color');
    await userEvent.clear(secondary);
    await userEvent.type(secondary, '#12345');
    await userEvent.click(screen.getByRole('button', { name: 'Save Branding Settings' }));

    expect(await screen.findByText('Company name is required')).toBeInTheDocument();
    expect(screen.getAllByText('Please enter a valid URL')).toHaveLength(1);
    expect(screen.getAllByText('Please enter a valid hex color')).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Primary Color preview: not a valid colour' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('picks presets with a live swatch, saves normalised values and says so', async () => {
    const { calls } = mockFetch([
      { path: '/api/branding', body: { branding: null } },
      { method: 'PUT', path: '/api/branding', body: { branding: { ...branding, companyName: 'Acme Promo' } } },
    ]);
    renderTab();
    await userEvent.type(await screen.findByLabelText('Company Name'), 'Acme Promo');
    await userEvent.click(screen.getByRole('button', { name: 'Blue' }));
    expect(screen.getByLabelText('Primary Color')).toHaveValue('#2563EB');
    expect(screen.getByRole('button', { name: 'Blue' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'Primary Color preview #2563EB' })).toHaveStyle({ backgroundColor: '#2563EB' });
    await userEvent.click(screen.getByRole('button', { name: 'Light Orange' }));
    await userEvent.selectOptions(screen.getByLabelText('Brand Tone'), 'Technical');
    await userEvent.type(screen.getByLabelText('Brand Keywords'), ' eco, , durable ,');
    await userEvent.type(screen.getByLabelText('Services Offered'), 'Embroidery,  Screen printing ');
    await userEvent.click(screen.getByRole('button', { name: 'Save Branding Settings' }));

    expect(await screen.findByText('Company branding settings saved successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      companyName: 'Acme Promo',
      websiteUrl: null,
      brandTone: 'technical',
      primaryColor: '#2563EB',
      secondaryColor: '#FDBA74',
      brandKeywords: ['eco', 'durable'],
      servicesOffered: ['Embroidery', 'Screen printing'],
      industriesServed: null,
    });
    // The form now shows what was stored: the lists as the server normalised them.
    await waitFor(() => expect(screen.getByLabelText('Brand Keywords')).toHaveValue('eco, durable'));
    expect(screen.getByLabelText('Company Name')).toHaveValue('Acme Promo');
  });

  it('shows the server’s message when saving fails', async () => {
    mockFetch([
      { path: '/api/branding', body: { branding } },
      { method: 'PUT', path: '/api/branding', status: 503, body: { error: { code: 'internal', message: 'Database is busy' } } },
    ]);
    renderTab();
    await screen.findByDisplayValue('Summit Promo Supply');
    await userEvent.click(screen.getByRole('button', { name: 'Save Branding Settings' }));
    expect(await screen.findByText('Database is busy')).toBeInTheDocument();
  });

  it('only logs a loading error and opens the form with the defaults', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch([{ path: '/api/branding', status: 500, body: { error: { code: 'internal', message: 'Something went wrong. Please try again.' } } }]);
    renderTab();
    expect(await screen.findByLabelText('Primary Color')).toHaveValue('#7E69AB');
    expect(log).toHaveBeenCalled();
    expect(screen.queryByText('Something went wrong. Please try again.')).not.toBeInTheDocument();
  });

  it('shows a save made in another tab (branding.updated) without a reload, keeping fields being edited', async () => {
    mockFetch([{ path: '/api/branding', body: { branding } }]);
    const { store } = renderTab();
    await screen.findByDisplayValue('Summit Promo Supply');
    const keywords = screen.getByLabelText('Brand Keywords');
    await userEvent.type(keywords, ', local');
    act(() => {
      applyEvent(
        {
          id: 9,
          type: 'branding.updated',
          at: new Date().toISOString(),
          payload: { branding: { ...branding, companyName: 'Summit Supply Co.', brandKeywords: ['bold'], updatedAt: '2026-11-02T10:00:00.000Z' } },
        },
        store,
      );
    });
    await waitFor(() => expect(screen.getByLabelText('Company Name')).toHaveValue('Summit Supply Co.'));
    expect(keywords).toHaveValue('eco, durable, local');
  });
});
