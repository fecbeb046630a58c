import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActivityItem } from '../../contracts/activity.js';
import type { Member } from '../../contracts/team.js';
import { ActivityPage } from '../../ui/pages/activity/ActivityPage.js';
import { RecentActivityCard } from '../../ui/pages/dashboard/RecentActivityCard.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { envelope } from './company-factories.js';
import { mockFetch, renderPage } from './render.js';

const rita = { id: 'u-rita', fullName: 'Rita Rep' };
const olive = { id: 'u-olive', fullName: 'Olive Owner' };
const members: Member[] = [olive, rita].map((p) => ({ userId: p.id, fullName: p.fullName, email: `${p.id}@example.com`, avatarUrl: null, role: 'member', joinedAt: '2026-01-01T00:00:00.000Z' }));

let nextId = 100;
const item = (over: Partial<ActivityItem> = {}): ActivityItem => ({
  id: nextId++,
  at: new Date(Date.now() - 5 * 60_000).toISOString(),
  kind: 'company.stage',
  actor: rita,
  subject: { type: 'company', id: 'c-acme', name: 'Acme' },
  text: 'Stage changed from Lead to Qualified',
  ...over,
});

const stage = item();
const contact = item({ kind: 'contact.added', actor: olive, subject: { type: 'contact', id: 'k-ada', name: 'Ada Buyer' }, text: 'Contact added: Ada Buyer' });
const approval = item({ kind: 'company.proposal_client_action', actor: null, text: 'Acme approved 2 of 3 items — Kit' });
/** The feed answers newest first. */
const firstPage = [approval, contact, stage];
const feed = (items: ActivityItem[], nextCursor: string | null = null) => ({ items, nextCursor });

function open(routes: Parameters<typeof mockFetch>[0]) {
  const fetchMock = mockFetch([...routes, { path: '/api/workspace/members', body: { members } }]);
  return { ...renderPage(<><ActivityPage /><Toaster /></>, { path: '/activity', as: 'member' }), ...fetchMock };
}
const rows = () => within(screen.getByRole('list', { name: 'Activity' })).getAllByRole('listitem');
const texts = () => rows().map((r) => within(r).getByText(/Stage changed|Contact added|approved|Owner changed|joined/).textContent);
const live = (a: ActivityItem) => envelope('activity.created', { activity: a });

describe('Activity page', () => {
  it('lists who did what to which record, newest first, with links and relative times', async () => {
    open([{ path: '/api/activity?limit=30', body: feed(firstPage) }]);
    expect(await screen.findByText('Stage changed from Lead to Qualified')).toBeInTheDocument();
    expect(texts()).toEqual(['Acme approved 2 of 3 items — Kit', 'Contact added: Ada Buyer', 'Stage changed from Lead to Qualified']);
    const [client, added, moved] = rows();
    expect(within(client).getByText('Client')).toBeInTheDocument();
    expect(within(added).getByText('Olive Owner')).toBeInTheDocument();
    expect(within(added).getByRole('link', { name: 'Ada Buyer' })).toHaveAttribute('href', '/contacts/k-ada');
    expect(within(moved).getByText('Rita Rep')).toBeInTheDocument();
    expect(within(moved).getByRole('link', { name: 'Acme' })).toHaveAttribute('href', '/companies/c-acme');
    expect(within(moved).getByText('5 minutes ago')).toBeInTheDocument();
  });

  it('filters by person and kind through the API', async () => {
    const { calls } = open([
      { path: '/api/activity?limit=30', body: feed(firstPage) },
      { path: '/api/activity?actor=u-rita&limit=30', body: feed([stage]) },
      { path: '/api/activity?actor=u-rita&kind=proposal&limit=30', body: feed([]) },
    ]);
    await screen.findByText('Stage changed from Lead to Qualified');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Person' }), 'Rita Rep');
    await screen.findByText('Stage changed from Lead to Qualified');
    expect(rows()).toHaveLength(1);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Proposals');
    expect(await screen.findByText('No activity matches these filters')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith('/api/activity')).map((c) => c.url)).toEqual([
      '/api/activity?limit=30',
      '/api/activity?actor=u-rita&limit=30',
      '/api/activity?actor=u-rita&kind=proposal&limit=30',
    ]);
  });

  it('loads older pages by cursor', async () => {
    const older = item({ kind: 'member.joined', actor: olive, subject: { type: 'member', id: 'u-olive', name: 'Olive Owner' }, text: 'Olive Owner joined as owner' });
    const { calls } = open([
      { path: '/api/activity?limit=30', body: feed(firstPage, String(stage.id)) },
      { path: `/api/activity?limit=30&cursor=${stage.id}`, body: feed([older]) },
    ]);
    await screen.findByText('Stage changed from Lead to Qualified');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Olive Owner joined as owner')).toBeInTheDocument();
    expect(rows()).toHaveLength(4);
    expect(calls.map((c) => c.url)).toContain(`/api/activity?limit=30&cursor=${stage.id}`);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('prepends a live item when it matches the filters, and leaves out one that does not', async () => {
    const owned = item({ kind: 'company.owner', text: 'Owner changed to Rita Rep' });
    const { store } = open([
      { path: '/api/activity?limit=30', body: feed(firstPage) },
      // Read after the owner change: it is in the page.
      { path: '/api/activity?kind=company&limit=30', body: feed([owned, stage]) },
    ]);
    await screen.findByText('Stage changed from Lead to Qualified');
    act(() => applyEvent(live(owned), store));
    expect(texts()[0]).toBe('Owner changed to Rita Rep');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Companies');
    await screen.findByText('Stage changed from Lead to Qualified');
    expect(rows()).toHaveLength(2);
    const joined = item({ kind: 'member.joined', subject: { type: 'member', id: 'u-nina', name: 'Nina New' }, text: 'Nina New joined as viewer' });
    const proposal = item({ kind: 'company.proposal_client_action', actor: null, text: 'Acme approved 1 of 1 items' });
    const moved = item({ text: 'Stage changed from Qualified to Won' });
    act(() => {
      applyEvent(live(joined), store);
      applyEvent(live(proposal), store);
      applyEvent(live(moved), store);
    });
    expect(texts()).toEqual(['Stage changed from Qualified to Won', 'Owner changed to Rita Rep', 'Stage changed from Lead to Qualified']);
  });

  it('says when there is nothing yet', async () => {
    open([{ path: '/api/activity?limit=30', body: feed([]) }]);
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
  });

  it('offers Try again when loading fails', async () => {
    const { calls } = open([{ path: '/api/activity?limit=30', status: 500, body: { error: { code: 'internal', message: 'x' } } }]);
    expect(await screen.findByText('Activity could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(calls.filter((c) => c.url === '/api/activity?limit=30')).toHaveLength(2);
  });
});

describe('Recent activity card', () => {
  it('shows the latest eight with a View all link, and takes new ones live', async () => {
    const eight = Array.from({ length: 8 }, (_, i) => item({ text: `Stage changed ${i}` })).reverse();
    mockFetch([{ path: '/api/activity?limit=8', body: feed(eight, String(eight[7].id)) }]);
    const { store } = renderPage(<RecentActivityCard />, { path: '/' });
    const list = await screen.findByRole('list', { name: 'Recent activity' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    expect(screen.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/activity');
    act(() => applyEvent(live(item({ kind: 'company.owner', text: 'Owner changed to Olive Owner' })), store));
    const shown = within(list).getAllByRole('listitem');
    expect(shown).toHaveLength(8);
    expect(shown[0]).toHaveTextContent('Owner changed to Olive Owner');
    expect(within(list).queryByText('Stage changed 0')).not.toBeInTheDocument();
  });
});
