import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import type { PublicPresentation } from '../../contracts/presentation-sharing.js';
import { CompanyTab } from '../../ui/pages/settings/CompanyTab.js';
import { PublicPresentationPage } from '../../ui/pages/public/PublicPresentationPage.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { mockFetch, renderPage } from './render.js';

/**
 * Branding logo is blocked (issue 24): the workspace's logo is uploaded in Settings → Company
 * (no outside "Logo URL" any more) and shown on client pages through the link's token.
 */

afterEach(() => {
  vi.unstubAllGlobals();
});

const logoUrl = '/api/branding/logo?v=0123456789abcdef';
const branding = {
  companyName: 'Summit Promo Supply',
  websiteUrl: null,
  brandTone: 'friendly',
  primaryColor: '#16A34A',
  secondaryColor: '#FDBA74',
  brandKeywords: null,
  servicesOffered: null,
  industriesServed: null,
  updatedAt: '2026-11-01T10:00:00.000Z',
};

describe('Settings → Company: the workspace logo', () => {
  it('uploads the chosen file as itself, shows it, and removes it; there is no Logo URL field', async () => {
    const { calls } = mockFetch([
      { path: '/api/branding', body: { branding, logoUrl: null } },
      { method: 'PUT', path: '/api/branding/logo', body: { branding, logoUrl } },
      { method: 'DELETE', path: '/api/branding/logo', body: { branding, logoUrl: null } },
    ]);
    renderPage(<CompanyTab />, { as: 'owner' });
    expect(await screen.findByText('No logo')).toBeInTheDocument();
    expect(screen.queryByLabelText('Logo URL')).not.toBeInTheDocument();
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'summit.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Logo file'), file);
    expect(await screen.findByAltText('Summit Promo Supply logo')).toHaveAttribute('src', logoUrl);
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toBe(file);
    expect(put.headers).toEqual({ 'content-type': 'image/png' });

    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No logo')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/branding/logo')).toBe(true);
  });

  it('shows the saved logo on opening, the server’s refusal, and no upload to a member', async () => {
    mockFetch([
      { path: '/api/branding', body: { branding, logoUrl } },
      { method: 'PUT', path: '/api/branding/logo', status: 413, body: { error: { code: 'payload_too_large', message: 'The logo is too large: at most 4096 × 4096 pixels.' } } },
    ]);
    const owner = renderPage(<CompanyTab />, { as: 'owner' });
    expect(await screen.findByAltText('Summit Promo Supply logo')).toHaveAttribute('src', logoUrl);
    await userEvent.upload(screen.getByLabelText('Logo file'), new File([new Uint8Array(10)], 'huge.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The logo is too large: at most 4096 × 4096 pixels.');
    owner.unmount();

    renderPage(<CompanyTab />, { as: 'member' });
    expect(await screen.findByAltText('Summit Promo Supply logo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /logo/i })).not.toBeInTheDocument();
  });
});

describe('Settings → Company in another tab', () => {
  it('shows a logo uploaded or removed elsewhere (branding.logo.updated) without a reload', async () => {
    mockFetch([{ path: '/api/branding', body: { branding, logoUrl: null } }]);
    const { store } = renderPage(<CompanyTab />, { as: 'owner' });
    expect(await screen.findByText('No logo')).toBeInTheDocument();
    const event = (id: number, url: string | null) => act(() => applyEvent({ id, type: 'branding.logo.updated', at: new Date().toISOString(), payload: { logoUrl: url } }, store));
    event(11, logoUrl);
    expect(await screen.findByAltText('Summit Promo Supply logo')).toHaveAttribute('src', logoUrl);
    expect(screen.getByRole('button', { name: 'Replace logo' })).toBeInTheDocument();
    event(12, null);
    expect(await screen.findByText('No logo')).toBeInTheDocument();
    expect(screen.queryByAltText('Summit Promo Supply logo')).not.toBeInTheDocument();
  });
});

describe('the shared deck page', () => {
  it('shows the workspace logo through the link’s token', async () => {
    const deck: PublicPresentation = {
      title: 'Acme Kickoff Deck',
      description: null,
      html: '<section><h1>Welcome</h1></section>',
      branding: { companyName: 'Bright Promo Co', logoVersion: 'abcdef0123456789', primaryColor: '#7E69AB', secondaryColor: '#1EAEDB' },
      rep: { name: 'Sam Seller', email: 'sam@bright.example' },
      comments: [],
      updatedAt: '2026-03-05T14:30:00.000Z',
    };
    mockFetch([{ path: '/api/public/presentations/tok', body: { presentation: deck } }]);
    renderPage(<Route path="/deck/:token" component={PublicPresentationPage} />, { path: '/deck/tok' });
    expect(await screen.findByAltText('Bright Promo Co logo')).toHaveAttribute('src', '/api/public/presentations/tok/branding-logo?v=abcdef0123456789');
  });
});
