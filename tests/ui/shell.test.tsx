import { describe, expect, it, afterEach, vi, beforeEach } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Sidebar } from '../../ui/components/Sidebar.js';
import { isActive } from '../../ui/components/nav-items.js';
import { LandingPage } from '../../ui/pages/landing/LandingPage.js';
import { NotFoundPage } from '../../ui/pages/NotFoundPage.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { mockFetch, renderPage } from './render.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { buildAlert, buildCompany, envelope } from './company-factories.js';

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  document.cookie = 'sidebar_state=; max-age=0; path=/';
});

describe('Sidebar', () => {
  it('lists the Navigation group in spec order and highlights the current area', () => {
    renderPage(<Sidebar />, { path: '/companies/123' });
    const nav = screen.getAllByRole('navigation', { name: 'Navigation' })[0];
    const links = within(nav).getAllByRole('link');
    // Issue 24: every area, in the order a rep works through them.
    expect(links.map((l) => l.textContent)).toEqual([
      'Dashboard',
      'Companies',
      'Contacts',
      'Alerts',
      'Tasks',
      'Chat',
      'Product Search',
      'Proposals',
      'Orders',
      'Production',
      'Presentations',
      'Messages',
      'Sequences',
      'Batches',
      'Imports',
      'Activity',
      'Reports',
      'Background jobs',
      'Settings',
    ]);
    expect(within(nav).getByRole('link', { name: 'Companies' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('badges Alerts with the unread alerts for me, re-read when one comes', async () => {
    let unread = 3;
    const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    // Signed in, the sidebar also lists the person's workspaces.
    const fetchMock = vi.fn(async (url: RequestInfo | URL) => json(String(url) === '/api/workspaces' ? { workspaces: [] } : { unread }));
    vi.stubGlobal('fetch', fetchMock);
    const { store } = renderPage(<Sidebar />, { path: '/' });
    expect(await screen.findAllByText('3 unread alerts for you')).not.toHaveLength(0);
    const badgeReads = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/alerts/badge').length;
    expect(badgeReads()).toBe(1);
    unread = 4;
    act(() => applyEvent(envelope('alert.created', { alert: buildAlert(buildCompany()), company: buildCompany({ ownerId: 'someone-else' }) }), store));
    expect(await screen.findAllByText('4 unread alerts for you')).not.toHaveLength(0);
    expect(badgeReads()).toBe(2);
  });

  it('matches root exactly and other entries by prefix', () => {
    expect(isActive('/', '/')).toBe(true);
    expect(isActive('/companies', '/')).toBe(false);
    expect(isActive('/companies/batches', '/companies')).toBe(true);
    expect(isActive('/contacts', '/companies')).toBe(false);
  });

  it('toggles between 16rem and 3rem with Ctrl+B and keeps the state in a 7-day cookie', async () => {
    renderPage(<Sidebar />);
    const aside = screen.getByTestId('sidebar');
    expect(aside).toHaveStyle({ width: '16rem' });
    act(() => {
      fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    });
    expect(aside).toHaveAttribute('data-state', 'collapsed');
    expect(aside).toHaveStyle({ width: '3rem' });
    expect(document.cookie).toContain('sidebar_state=false');
    act(() => {
      fireEvent.keyDown(window, { key: 'b', metaKey: true });
    });
    expect(aside).toHaveStyle({ width: '16rem' });
    expect(document.cookie).toContain('sidebar_state=true');
  });

  it('starts collapsed when the cookie says so', async () => {
    document.cookie = 'sidebar_state=false; path=/';
    vi.resetModules();
    const { Sidebar: FreshSidebar } = await import('../../ui/components/Sidebar.js');
    renderPage(<FreshSidebar />);
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-state', 'collapsed');
  });
});

describe('Landing page', () => {
  it('has the headline, the three sections, the five features and the footer', () => {
    renderPage(<LandingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Turn Cold Leads into Warm Conversations' })).toBeInTheDocument();
    for (const name of ['Enrichment', 'Signals', 'Messaging']) expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    for (const name of ['Company Management', 'Contact Management', 'Product Search', 'Communication Tools', 'Dashboard & Insights'])
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    expect(screen.getByText(new RegExp(String(new Date().getFullYear())))).toBeInTheDocument();
  });

  it('joins the waitlist through our own API', async () => {
    // An install that offers the waitlist (the hosted beta); a self-hosted one does not (first-hour.test.tsx).
    const { calls } = mockFetch([
      { path: '/api/public-config', body: { waitlist: true } },
      { method: 'POST', path: '/api/waitlist', status: 201, body: { ok: true } },
    ]);
    renderPage(
      <>
        <LandingPage />
        <Toaster />
      </>,
      { as: null },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Work email'), 'sam@promo.co');
    await userEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText(/You are on the list/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/api/waitlist', body: { email: 'sam@promo.co' } });
  });
});

describe('404', () => {
  it('says the page was not found and links home', () => {
    renderPage(<NotFoundPage />, { path: '/nope' });
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
});
