import { describe, expect, it, afterEach, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginPage } from '../../ui/pages/auth/LoginPage.js';
import { RegisterPage } from '../../ui/pages/auth/RegisterPage.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { userAtom } from '../../ui/state/auth.js';
import { createStore } from 'jotai';
import { Protected } from '../../ui/components/Protected.js';
import { mockFetch, renderPage } from './render.js';

afterEach(() => vi.unstubAllGlobals());

describe('Register', () => {
  it('shows the spec texts and validation messages', async () => {
    mockFetch([]);
    renderPage(<RegisterPage />, { path: '/register' });
    expect(screen.getByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await userEvent.type(screen.getByLabelText('Password'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
  });

  it('creates the account, says so and goes to sign in', async () => {
    const { calls } = mockFetch([{ method: 'POST', path: '/api/auth/register', status: 201, body: { user: {} } }]);
    const { location } = renderPage(
      <>
        <RegisterPage />
        <Toaster />
      </>,
      { path: '/register' },
    );
    await userEvent.type(screen.getByLabelText('Full Name'), 'Dana Cruz');
    await userEvent.type(screen.getByLabelText('Email'), 'dana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Account created! Please sign in.')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/auth/register', body: { fullName: 'Dana Cruz', email: 'dana@example.com' } });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/login'));
  });

  it('shows the server message when registration fails', async () => {
    mockFetch([{ method: 'POST', path: '/api/auth/register', status: 409, body: { error: { code: 'conflict', message: 'An account with this email already exists' } } }]);
    renderPage(
      <>
        <RegisterPage />
        <Toaster />
      </>,
    );
    await userEvent.type(screen.getByLabelText('Full Name'), 'Dana Cruz');
    await userEvent.type(screen.getByLabelText('Email'), 'dana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();
  });
});

describe('issue 12 item 14: a too-common password', () => {
  it('shows the server refusal under the Password field', async () => {
    const message = 'This password is too common. Choose another one.';
    mockFetch([{ method: 'POST', path: '/api/auth/register', status: 400, body: { error: { code: 'validation_failed', message, details: [{ path: 'password', message }] } } }]);
    renderPage(<RegisterPage />, { path: '/register' });
    await userEvent.type(screen.getByLabelText('Full Name'), 'Dana Cruz');
    await userEvent.type(screen.getByLabelText('Email'), 'dana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(message);
  });
});

describe('Sign in', () => {
  it('requires email and password', async () => {
    mockFetch([]);
    renderPage(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('shows Signing in... while busy, then stores the user', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const user = { id: 'u1', email: 'a@b.co', fullName: 'A B', workspaceId: 'w', role: 'owner', avatarUrl: null };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        await gate;
        return new Response(JSON.stringify({ user }), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    const { store, location } = renderPage(<LoginPage />, { path: '/login' });
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    release();
    await waitFor(() => expect(store.get(userAtom)).toEqual(user));
    // Issue 24: signed-in users go on to the dashboard (it was /presentations, an empty page for a new rep).
    await waitFor(() => expect(location.history?.at(-1)).toBe('/'));
  });

  it('returns to the page that asked for a sign-in, and only to a page of this app', async () => {
    const user = { id: 'u1', email: 'a@b.co', fullName: 'A B', workspaceId: 'w', role: 'owner', avatarUrl: null };
    for (const [path, to] of [
      [`/login?next=${encodeURIComponent('/companies?stage=Lead')}`, '/companies?stage=Lead'],
      [`/login?next=${encodeURIComponent('//evil.example/companies')}`, '/'],
      [`/login?next=${encodeURIComponent('https://evil.example/')}`, '/'],
    ] as const) {
      mockFetch([{ method: 'POST', path: '/api/auth/login', body: { user } }]);
      const { location, unmount } = renderPage(<LoginPage />, { path, as: null });
      await userEvent.type(screen.getByLabelText('Email'), 'a@b.co');
      await userEvent.type(screen.getByLabelText('Password'), 'secret1');
      await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      await waitFor(() => expect(location.history?.at(-1)).toBe(to));
      unmount();
    }
  });

  it('a signed-out visit to a page goes to sign in, carrying the page to return to', async () => {
    const store = createStore();
    store.set(userAtom, null);
    const { location } = renderPage(<Protected><p>Pipeline</p></Protected>, { path: '/companies?stage=Lead', store, as: null });
    await waitFor(() => expect(location.history?.at(-1)).toBe(`/login?next=${encodeURIComponent('/companies?stage=Lead')}`));
  });

  it('shows the failure toast', async () => {
    mockFetch([{ method: 'POST', path: '/api/auth/login', status: 401, body: { error: { code: 'unauthorized', message: 'Invalid email or password' } } }]);
    renderPage(
      <>
        <LoginPage />
        <Toaster />
      </>,
    );
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
  });
});
