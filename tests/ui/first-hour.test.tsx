// Issue 24, "First hour, as a new rep", in the browser: every area in the navigation, the
// dashboard after sign-in with a getting-started checklist, alerts that do something, one clear
// notice for a role change, no failing request on signed-out pages, the waitlist only when offered.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { Route, Switch } from 'wouter';
import type { DashboardResponse, GettingStarted } from '../../contracts/dashboard.js';
import type { User } from '../../contracts/auth.js';
import { Sidebar } from '../../ui/components/Sidebar.js';
import { isActive, navItems } from '../../ui/components/nav-items.js';
import { protectedRoutes } from '../../ui/routes.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { LoginPage } from '../../ui/pages/auth/LoginPage.js';
import { RegisterPage } from '../../ui/pages/auth/RegisterPage.js';
import { JoinPage } from '../../ui/pages/auth/JoinPage.js';
import { DashboardPage } from '../../ui/pages/dashboard/DashboardPage.js';
import { buildDashboardDeals } from './report-factories.js';
import { AlertActions } from '../../ui/pages/alerts/AlertActions.js';
import { rankContacts } from '../../ui/pages/alerts/best-contact.js';
import { LandingPage } from '../../ui/pages/landing/LandingPage.js';
import { userAtom } from '../../ui/state/auth.js';
import { buildAlert, buildCompany, buildContact } from './company-factories.js';
import { mockFetch, renderPage } from './render.js';

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => localStorage.clear());

const NOTHING: GettingStarted = { companiesAdded: false, companyResearched: false, alertHandled: false, assistantAsked: false, proposalSent: false };
const harbor = buildCompany({ name: 'Harbor Health Partners' });

describe('the navigation', () => {
  it('lists every area, Chat, Product Search and Presentations included', () => {
    mockFetch([{ path: '/api/workspaces', body: { workspaces: [] } }, { path: '/api/alerts/badge', body: { unread: 0 } }]);
    renderPage(<Sidebar />, { path: '/' });
    const nav = screen.getAllByRole('navigation', { name: 'Navigation' })[0];
    const labels = within(nav).getAllByRole('link').map((l) => l.textContent);
    for (const label of ['Dashboard', 'Companies', 'Contacts', 'Alerts', 'Chat', 'Product Search', 'Proposals', 'Presentations', 'Messages', 'Batches', 'Activity', 'Reports', 'Background jobs', 'Settings'])
      expect(labels).toContain(label);
  });

  it('reaches every page: each fixed path of the app is under a navigation entry', () => {
    // Opened from inside an area: the generator from a contact, an alert or the dashboard.
    const reachedFromAPage = new Set(['/message-generator', '/documents']);
    const unreachable = protectedRoutes
      .map((r) => r.path)
      .filter((path) => !path.includes(':') && !reachedFromAPage.has(path))
      .filter((path) => !navItems.some((item) => item.href !== '/' && isActive(path, item.href)));
    expect(unreachable).toEqual([]);
  });
});

describe('after sign-in', () => {
  it('a rep lands on the dashboard', async () => {
    const user: User = { id: 'u1', email: 'a@b.co', fullName: 'A B', workspaceId: 'w', role: 'owner', avatarUrl: null };
    mockFetch([{ method: 'POST', path: '/api/auth/login', body: { user } }]);
    const { location } = renderPage(<LoginPage />, { path: '/login', as: null });
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/'));
  });

  it('registering says so and opens sign-in with the email filled in', async () => {
    mockFetch([{ method: 'POST', path: '/api/auth/register', status: 201, body: { user: {} } }]);
    renderPage(
      <>
        <Switch>
          <Route path="/register" component={RegisterPage} />
          <Route path="/login" component={LoginPage} />
        </Switch>
        <Toaster />
      </>,
      { path: '/register', as: null },
    );
    await userEvent.type(screen.getByLabelText('Full Name'), 'Dana Cruz');
    await userEvent.type(screen.getByLabelText('Email'), 'dana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Account created! Please sign in.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('dana@example.com');
  });

  it('joining through an invitation signs the new member in and opens the workspace’s dashboard', async () => {
    const member: User = { id: 'u9', email: 'new@example.com', fullName: 'Nina New', workspaceId: 'w-acme', role: 'member', avatarUrl: null };
    mockFetch([
      { path: '/api/invitations/tok-1', body: { invitation: { workspaceName: 'Acme Promo', email: 'new@example.com', role: 'member', status: 'pending', invitedBy: 'Olive Owner' } } },
      { method: 'POST', path: '/api/auth/register', status: 201, body: { user: member } },
    ]);
    const store = createStore();
    store.set(userAtom, null);
    const { location } = renderPage(<Route path="/join/:token" component={JoinPage} />, { store, path: '/join/tok-1', as: null });
    expect(await screen.findByRole('heading', { name: 'Join Acme Promo on SwagScout' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Full Name'), 'Nina New');
    await userEvent.type(screen.getByLabelText('Password'), 'swag-scout-42');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(store.get(userAtom)).toEqual(member));
    expect(location.history?.at(-1)).toBe('/');
  });
});

function openDashboard(gettingStarted: GettingStarted, recentAlerts: DashboardResponse['recentAlerts'] = []) {
  const summary: DashboardResponse = {
    stats: { totalCompanies: 1, enrichedCompanies: 0, totalContacts: 0, unreadAlerts: recentAlerts.length, presentations: 0 },
    recentAlerts,
    recentBatches: [],
    gettingStarted,
    deals: buildDashboardDeals(),
  };
  mockFetch([
    { path: '/api/dashboard', body: summary },
    { path: /^\/api\/activity/, body: { items: [], nextCursor: null } },
    { path: '/api/proposals', body: { items: [] } },
  ]);
  return renderPage(<DashboardPage />, { path: '/' });
}

describe('the dashboard’s getting-started checklist', () => {
  it('lists the five first steps, each linking to where it is done and ticked from the summary', async () => {
    openDashboard({ ...NOTHING, companiesAdded: true, assistantAsked: true });
    const list = await screen.findByRole('list', { name: 'Getting started' });
    const links = within(list).getAllByRole('link');
    const expected = [
      ['Add or discover companies', '/companies'],
      ['Research a company', '/companies'],
      ['Act on an alert', '/alerts'],
      ['Ask the assistant', '/chat'],
      ['Send a proposal', '/proposals'],
    ];
    expect(links).toHaveLength(expected.length);
    expected.forEach(([title, href], i) => {
      expect(links[i]).toHaveTextContent(title);
      expect(links[i]).toHaveAttribute('href', href);
    });
    expect(within(list).getByRole('link', { name: /Add or discover companies/ })).toHaveTextContent(/^Done:/);
    expect(within(list).getByRole('link', { name: /Ask the assistant/ })).toHaveTextContent(/^Done:/);
    expect(within(list).getByRole('link', { name: /Send a proposal/ })).toHaveTextContent(/^To do:/);
    expect(screen.getByText('2 of 5 done')).toBeInTheDocument();
  });

  it('can be dismissed, and stays dismissed for that user', async () => {
    openDashboard(NOTHING);
    await screen.findByRole('list', { name: 'Getting started' });
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss getting started' }));
    expect(screen.queryByRole('list', { name: 'Getting started' })).not.toBeInTheDocument();
    document.body.innerHTML = '';
    openDashboard(NOTHING);
    await screen.findByText('Recent Alerts');
    expect(screen.queryByRole('list', { name: 'Getting started' })).not.toBeInTheDocument();
  });

  it('its Recent Alerts card leads to the alerts, and each alert has its actions', async () => {
    const a = buildAlert(harbor);
    openDashboard(NOTHING, [{ id: a.id, companyId: harbor.id, signalType: 'Hiring Surge', summary: 'Hiring 40 nurses', productCategories: ['Apparel'], createdAt: a.createdAt, company: a.company }]);
    expect(await screen.findByRole('link', { name: 'View All Alerts' })).toHaveAttribute('href', '/alerts');
    const actions = await screen.findByRole('group', { name: /Hiring Surge alert at Harbor Health Partners/ });
    expect(within(actions).getByRole('link', { name: 'Open company' })).toHaveAttribute('href', `/companies/${harbor.id}`);
    for (const name of ['Mark as read', 'Write message', 'Ask assistant', 'Start proposal']) expect(within(actions).getByRole('button', { name })).toBeInTheDocument();
  });
});

describe('an alert’s actions', () => {
  const alert = buildAlert(harbor, { summary: 'Hiring 40 nurses', productCategories: ['Apparel', 'Drinkware'] });
  const open = (routes: Parameters<typeof mockFetch>[0]) => {
    const fetched = mockFetch(routes);
    return { ...renderPage(<><AlertActions alert={alert} /><Toaster /></>, { path: '/alerts' }), ...fetched };
  };

  it('Write message picks the best contact by job title, or lets the rep choose among several', async () => {
    const engineer = buildContact(harbor.id, { firstName: 'Eli', jobTitle: 'Software Engineer' });
    const marketing = buildContact(harbor.id, { firstName: 'Mia', jobTitle: 'Head of Marketing' });
    const { location } = open([{ path: `/api/companies/${harbor.id}`, body: { company: harbor, contacts: [engineer, marketing], signals: [alert] } }]);
    await userEvent.click(screen.getByRole('button', { name: 'Write message' }));
    const choices = await screen.findByRole('list', { name: 'Contacts' });
    const options = within(choices).getAllByRole('button');
    expect(options[0]).toHaveTextContent('Mia');
    expect(options[0]).toHaveTextContent('Best match');
    await userEvent.click(options[0]);
    expect(location.history?.at(-1)).toBe('/message-generator');
    expect(location.state).toEqual({ contactId: marketing.id, signalId: alert.id });
  });

  it('Write message goes straight to the generator when the company has one contact', async () => {
    const only = buildContact(harbor.id);
    const { location } = open([{ path: `/api/companies/${harbor.id}`, body: { company: harbor, contacts: [only], signals: [alert] } }]);
    await userEvent.click(screen.getByRole('button', { name: 'Write message' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/message-generator'));
    expect(location.state).toEqual({ contactId: only.id, signalId: alert.id });
  });

  it('Ask assistant starts a chat about the company with the signal’s products, and opens it', async () => {
    const { calls, location } = open([
      { method: 'POST', path: '/api/chat/sessions', status: 201, body: { session: { id: 'chat-1' } } },
      { method: 'POST', path: '/api/chat/sessions/chat-1/messages', status: 202, body: { message: {} } },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Ask assistant' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/chat/chat-1'));
    expect(calls[0].body).toMatchObject({ companyId: harbor.id });
    const question = (calls[1].body as { message: string }).message;
    expect(question).toContain('Harbor Health Partners');
    expect(question).toContain('Hiring 40 nurses');
    expect(question).toContain('Apparel, Drinkware');
  });

  it('Start proposal makes a draft for the company and opens it', async () => {
    const { calls, location } = open([{ method: 'POST', path: '/api/proposals', status: 201, body: { proposal: { id: 'p-1' } } }]);
    await userEvent.click(screen.getByRole('button', { name: 'Start proposal' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/proposals/p-1'));
    expect(calls[0].body).toMatchObject({ companyId: harbor.id, title: 'Harbor Health Partners — Hiring Surge' });
    expect((calls[0].body as { internalNotes: string }).internalNotes).toContain('Suggested products: Apparel, Drinkware');
  });

  it('Mark as read saves it', async () => {
    const { calls } = open([{ method: 'PATCH', path: `/api/alerts/${alert.id}`, body: { alert: { ...alert, isRead: true } } }]);
    await userEvent.click(screen.getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(calls).toContainEqual(expect.objectContaining({ method: 'PATCH', body: { isRead: true } })));
  });

  it('ranks buyers of merchandise before others', () => {
    const ranked = rankContacts([{ jobTitle: 'Engineer' }, { jobTitle: null }, { jobTitle: 'Events Coordinator' }, { jobTitle: 'VP Marketing' }, { jobTitle: 'HR Manager' }]);
    expect(ranked.map((c) => c.jobTitle)).toEqual(['VP Marketing', 'Events Coordinator', 'HR Manager', 'Engineer', null]);
  });
});

describe('a session that ends', () => {
  it('after a role change, the tab shows one notice saying so (not two "session expired")', async () => {
    vi.resetModules();
    const client = await import('../../ui/api/client.js');
    const { SessionKeeper } = await import('../../ui/state/SessionKeeper.js');
    const { Toaster: FreshToaster } = await import('../../ui/components/Toaster.js');
    const auth = await import('../../ui/state/auth.js');
    const user: User = { id: 'u1', email: 'r@example.com', fullName: 'Rita Rep', workspaceId: 'w', role: 'member', avatarUrl: null };
    mockFetch([{ path: '/api/auth/session', body: { user, refreshable: false } }]);
    const store = createStore();
    const { location } = renderPage(<><SessionKeeper /><FreshToaster /></>, { path: '/companies', store });
    await waitFor(() => expect(store.get(auth.userAtom)).toEqual(user));
    act(() => {
      client.reportSessionLost('Your role changed to Viewer');
      client.reportSessionLost();
    });
    expect(await screen.findByText('Your role changed to Viewer')).toBeInTheDocument();
    expect(screen.queryByText('Your session has expired. Please sign in again.')).not.toBeInTheDocument();
    expect(location.history?.at(-1)).toBe('/login');
  });
});

describe('signed-out pages', () => {
  it('learn that nobody is signed in without a failing request', async () => {
    vi.resetModules();
    const { SessionKeeper } = await import('../../ui/state/SessionKeeper.js');
    const auth = await import('../../ui/state/auth.js');
    const { calls } = mockFetch([{ path: '/api/auth/session', body: { user: null, refreshable: false } }]);
    const store = createStore();
    renderPage(<SessionKeeper />, { path: '/p/some-token', store, as: null });
    await waitFor(() => expect(store.get(auth.userAtom)).toBeNull());
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/session']);
  });

  it('the landing page invites to register or sign in when the install has no waitlist', async () => {
    const { calls } = mockFetch([{ path: '/api/public-config', body: { waitlist: false } }]);
    renderPage(<LandingPage />, { as: null });
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/public-config'));
    expect(screen.queryByRole('button', { name: 'Join the waitlist' })).not.toBeInTheDocument();
    expect(screen.queryByText('Join the beta waitlist')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    expect(screen.getAllByRole('link', { name: 'Sign in' }).length).toBeGreaterThan(0);
  });

  it('the landing page shows the waitlist where the install offers it', async () => {
    mockFetch([{ path: '/api/public-config', body: { waitlist: true } }]);
    renderPage(<LandingPage />, { as: null });
    expect(await screen.findByRole('button', { name: 'Join the waitlist' })).toBeInTheDocument();
  });
});
