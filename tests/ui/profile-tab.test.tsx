import { describe, expect, it, afterEach, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfileTab } from '../../ui/pages/settings/ProfileTab.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import type { Profile } from '../../contracts/profile.js';
import { mockFetch, renderPage } from './render.js';

afterEach(() => vi.unstubAllGlobals());

const profile: Profile = {
  id: 'u1',
  fullName: 'Dana Cruz',
  title: 'Account Executive',
  bio: null,
  linkedinProfile: null,
  emailSignature: null,
  avatarUrl: null,
  updatedAt: '2026-11-01T10:00:00.000Z',
};

describe('Profile tab', () => {
  it('loads the profile and validates like the spec', async () => {
    mockFetch([{ path: '/api/profile', body: { profile } }]);
    renderPage(<ProfileTab />);
    const name = await screen.findByLabelText('Full Name');
    expect(name).toHaveValue('Dana Cruz');
    expect(screen.getByLabelText('Bio')).toBeInTheDocument();
    expect(screen.getByLabelText('No avatar')).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.clear(screen.getByLabelText('Job Title'));
    await userEvent.type(screen.getByLabelText('LinkedIn Profile'), 'not a url');
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Job title is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid LinkedIn URL')).toBeInTheDocument();
  });

  it('saves and says so', async () => {
    const saved = { ...profile, title: 'Sales Director' };
    const { calls } = mockFetch([
      { path: '/api/profile', body: { profile } },
      { method: 'PUT', path: '/api/profile', body: { profile: saved } },
    ]);
    renderPage(
      <>
        <ProfileTab />
        <Toaster />
      </>,
    );
    const title = await screen.findByLabelText('Job Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Sales Director');
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ fullName: 'Dana Cruz', title: 'Sales Director' });
  });

  it('shows a save made in another tab (profile.updated) without a reload', async () => {
    mockFetch([{ path: '/api/profile', body: { profile } }]);
    const { store } = renderPage(<ProfileTab />);
    expect(await screen.findByLabelText('Job Title')).toHaveValue('Account Executive');
    act(() => {
      applyEvent({ id: 7, type: 'profile.updated', at: new Date().toISOString(), payload: { profile: { ...profile, title: 'VP Sales' } } }, store);
    });
    await waitFor(() => expect(screen.getByLabelText('Job Title')).toHaveValue('VP Sales'));
  });
});
