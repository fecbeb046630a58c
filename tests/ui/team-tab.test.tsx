import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { Route } from 'wouter';
import type { User } from '../../contracts/auth.js';
import type { Invitation, Member } from '../../contracts/team.js';
import { TeamTab } from '../../ui/pages/settings/TeamTab.js';
import { JoinPage } from '../../ui/pages/auth/JoinPage.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { userAtom } from '../../ui/state/auth.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { envelope } from './company-factories.js';
import { mockFetch, renderPage } from './render.js';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const asRole = (role: User['role']): User => ({ id: 'u1', email: 'ann@example.com', fullName: 'Ann Admin', workspaceId: 'w1', role, avatarUrl: null });
const members: Member[] = [
  { userId: 'u1', fullName: 'Ann Admin', email: 'ann@example.com', avatarUrl: null, role: 'admin', joinedAt: '2026-11-01T10:00:00.000Z' },
  { userId: 'u2', fullName: 'Rita Rep', email: 'rita@example.com', avatarUrl: null, role: 'member', joinedAt: '2026-11-02T10:00:00.000Z' },
  { userId: 'u3', fullName: 'Olive Owner', email: 'olive@example.com', avatarUrl: null, role: 'owner', joinedAt: '2026-10-01T10:00:00.000Z' },
];
const pending: Invitation = {
  id: 'i1',
  email: 'new@example.com',
  role: 'viewer',
  status: 'pending',
  // Listed invitations carry no link: it is shown once, when made.
  url: null,
  expiresAt: '2026-11-30T10:00:00.000Z',
  createdAt: '2026-11-23T10:00:00.000Z',
  invitedBy: 'u1',
};

function renderTeam(role: User['role']) {
  const store = createStore();
  store.set(userAtom, asRole(role));
  return renderPage(
    <>
      <TeamTab />
      <Toaster />
    </>,
    { store },
  );
}

describe('Settings → Team', () => {
  it('an admin changes roles of non-owners, invites, sees the new link once with Copy link, and invitations with Revoke', async () => {
    const { calls } = mockFetch([
      { path: '/api/workspace/members', body: { members } },
      { path: '/api/workspace/invitations', body: { invitations: [pending] } },
      {
        method: 'POST',
        path: '/api/workspace/invitations',
        status: 201,
        body: { invitation: { ...pending, id: 'i2', email: 'sam@example.com', role: 'member', url: 'http://localhost/join/abc' }, emailed: false },
      },
    ]);
    renderTeam('admin');
    expect(await screen.findByLabelText('Role of Rita Rep')).toHaveValue('member');
    // An admin does not touch an owner, nor themself, and cannot make owners.
    expect(screen.queryByLabelText('Role of Olive Owner')).toBeNull();
    expect(screen.queryByLabelText('Role of Ann Admin')).toBeNull();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).not.toContain('Owner');
    expect(screen.getByText('new@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Revoke' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Email'), 'sam@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ email: 'sam@example.com', role: 'member' });
    expect(await screen.findByTestId('invitation-link')).toHaveTextContent('http://localhost/join/abc');
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    // The new invitation joins the list, without a second request for it.
    expect(await screen.findByText('sam@example.com')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Revoke' })).toHaveLength(2);
    expect(calls.filter((c) => c.url === '/api/workspace/invitations' && c.method === 'GET')).toHaveLength(1);
  });

  it('a member sees the team but no invitations and no controls', async () => {
    const { calls } = mockFetch([{ path: '/api/workspace/members', body: { members } }]);
    renderTeam('member');
    expect(await screen.findByText('Rita Rep')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(screen.queryByText('Invitations')).toBeNull();
    expect(calls.map((c) => c.url)).not.toContain('/api/workspace/invitations');
  });
});

describe('Settings → Team, live', () => {
  it('shows members joining, changing role and leaving, and invitations changing status, from teammates’ tabs', async () => {
    const { calls } = mockFetch([
      { path: '/api/workspace/members', body: { members } },
      { path: '/api/workspace/invitations', body: { invitations: [pending] } },
    ]);
    const { store } = renderTeam('admin');
    expect(await screen.findByText('Rita Rep')).toBeInTheDocument();
    const nina: Member = { userId: 'u4', fullName: 'Nina New', email: 'new@example.com', avatarUrl: null, role: 'viewer', joinedAt: '2026-11-23T11:00:00.000Z' };
    act(() => {
      applyEvent(envelope('member.joined', { member: nina }), store);
      applyEvent(envelope('invitation.updated', { invitation: { ...pending, status: 'accepted' } }), store);
    });
    expect(await screen.findByLabelText('Role of Nina New')).toHaveValue('viewer');
    expect(screen.getByText('Accepted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke' })).toBeNull();
    act(() => applyEvent(envelope('member.updated', { member: { ...nina, role: 'member' } }), store));
    expect(screen.getByLabelText('Role of Nina New')).toHaveValue('member');
    act(() => applyEvent(envelope('member.removed', { userId: 'u2' }), store));
    await waitFor(() => expect(screen.queryByText('Rita Rep')).toBeNull());
    // No re-reading: the events are enough.
    expect(calls.filter((c) => c.url === '/api/workspace/members')).toHaveLength(1);
  });

  it('a raise of my own role shows me what the new role may do', async () => {
    mockFetch([
      { path: '/api/workspace/members', body: { members } },
      { path: '/api/workspace/invitations', body: { invitations: [pending] } },
    ]);
    const { store } = renderTeam('member');
    expect(await screen.findByText('Rita Rep')).toBeInTheDocument();
    expect(screen.queryByLabelText('Role of Rita Rep')).toBeNull();
    act(() => applyEvent(envelope('member.updated', { member: { ...members[0], role: 'admin' } }), store));
    expect(store.get(userAtom)?.role).toBe('admin');
    expect(await screen.findByLabelText('Role of Rita Rep')).toHaveValue('member');
    // Owners and admins see the invitations: loaded now.
    expect(await screen.findByText('new@example.com')).toBeInTheDocument();
  });
});

describe('the join page', () => {
  it('registers a new person into the inviting workspace with the token', async () => {
    const { calls } = mockFetch([
      { path: '/api/invitations/tok-1', body: { invitation: { workspaceName: 'Olive Promo', email: 'new@example.com', role: 'member', status: 'pending', invitedBy: 'Olive Owner' } } },
      { method: 'POST', path: '/api/auth/register', status: 201, body: { user: asRole('member') } },
    ]);
    const store = createStore();
    store.set(userAtom, null);
    renderPage(<Route path="/join/:token" component={JoinPage} />, { store, path: '/join/tok-1', as: null });
    expect(await screen.findByText('Join Olive Promo on SwagScout')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('new@example.com');
    await userEvent.type(screen.getByLabelText('Full Name'), 'Nina New');
    await userEvent.type(screen.getByLabelText('Password'), 'swag-scout-42');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ fullName: 'Nina New', email: 'new@example.com', password: 'swag-scout-42', inviteToken: 'tok-1' });
  });
});
