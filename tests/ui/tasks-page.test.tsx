// docs/product.md#tasks: My tasks (grouped on the server's today, done and snooze with one click,
// live, filtered by owner), the sidebar's count, and the task actions on company, alert and proposal screens.
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from '../../contracts/tasks.js';
import { TasksPage } from '../../ui/pages/tasks/TasksPage.js';
import { TasksCard } from '../../ui/pages/tasks/TasksCard.js';
import { ProposalFollowUpButton } from '../../ui/pages/tasks/ProposalFollowUpButton.js';
import { AlertActions } from '../../ui/pages/alerts/AlertActions.js';
import { Sidebar } from '../../ui/components/Sidebar.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { buildAlert, buildCompany, envelope } from './company-factories.js';
import { mockFetch, renderPage } from './render.js';

// The server's today: Wednesday 4 March 2026. The browser's own clock plays no part.
const TODAY = '2026-03-04';
let n = 0;
function buildTask(over: Partial<Task> = {}): Task {
  const id = `00000000-0000-4000-9000-${String(++n).padStart(12, '0')}`;
  const dueDay = over.dueDay ?? TODAY;
  return {
    id,
    title: `Task ${n}`,
    notes: null,
    dueAt: `${dueDay}T00:00:00.000Z`,
    dueHasTime: false,
    dueDay,
    status: 'open',
    doneAt: null,
    ownerId: 'u-signed-in',
    owner: { id: 'u-signed-in', fullName: 'Rita Rep' },
    createdBy: 'u-signed-in',
    companyId: null,
    company: null,
    contactId: null,
    contact: null,
    source: 'manual',
    sourceId: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...over,
  };
}

const harbor = buildCompany({ name: 'Harbor Health Partners' });
const call = buildTask({ title: 'Call Dana', companyId: harbor.id, company: { id: harbor.id, name: harbor.name }, contactId: 'c-1', contact: { id: 'c-1', name: 'Dana Okafor' } });
const samples = buildTask({ title: 'Check samples' });
const late = buildTask({ title: 'Send the catalogue', dueDay: '2026-03-02' });
const review = buildTask({ title: 'Quarterly review', dueDay: '2026-03-05', source: 'proposal', sourceId: 'p-1' });
const done = buildTask({ title: 'Old win', status: 'done', doneAt: '2026-03-03T09:00:00.000Z', dueDay: '2026-03-03' });
const mine = [call, samples, late, review, done];
const members = { members: [{ userId: 'u-signed-in', fullName: 'Rita Rep', email: 'rep@example.com', avatarUrl: null, role: 'member', joinedAt: '2026-01-01T00:00:00.000Z' }, { userId: 'u-teammate', fullName: 'Tom Mate', email: 'tom@example.com', avatarUrl: null, role: 'member', joinedAt: '2026-01-02T00:00:00.000Z' }] };

const section = (name: string) => screen.getByRole('list', { name: `${name} tasks` });
const titlesIn = (name: string) => within(section(name)).getAllByRole('listitem').map((li) => within(li).getAllByText(/./)[0].textContent);

function open(routes: Parameters<typeof mockFetch>[0] = [], as: 'member' | 'owner' | 'viewer' = 'member') {
  const fetchMock = mockFetch([
    { path: '/api/tasks?owner=me&limit=200', body: { today: TODAY, items: mine } },
    { path: '/api/workspace/members', body: members },
    ...routes,
  ]);
  return { ...renderPage(<><TasksPage /><Toaster /></>, { path: '/tasks', as }), ...fetchMock };
}

describe('My tasks', () => {
  it('groups my tasks into Today, Overdue, Upcoming and Done on the server’s today', async () => {
    open();
    expect(await screen.findByRole('list', { name: 'Today tasks' })).toBeInTheDocument();
    expect(titlesIn('Today')).toEqual(['Call Dana', 'Check samples']);
    expect(titlesIn('Overdue')).toEqual(['Send the catalogue']);
    expect(titlesIn('Upcoming')).toEqual(['Quarterly review']);
    expect(titlesIn('Done')).toEqual(['Old win']);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Today2', 'Overdue1', 'Upcoming1', 'Done1']);
    // Days told on the server's today; the company, the contact and where it came from.
    const row = within(section('Today')).getAllByRole('listitem')[0];
    expect(within(row).getByText('Today')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Harbor Health Partners' })).toHaveAttribute('href', `/companies/${harbor.id}`);
    expect(within(row).getByRole('link', { name: 'Dana Okafor' })).toHaveAttribute('href', '/contacts/c-1');
    expect(within(section('Overdue')).getByText('Overdue · Mon, Mar 2')).toBeInTheDocument();
    expect(within(section('Upcoming')).getByText('Tomorrow')).toBeInTheDocument();
    expect(within(section('Upcoming')).getByText('From a proposal')).toBeInTheDocument();
  });

  it('marks a task done with one click (and undoes it from the toast)', async () => {
    const { calls } = open([{ method: 'PATCH', path: `/api/tasks/${late.id}`, body: { task: { ...late, status: 'done', doneAt: '2026-03-04T12:00:00.000Z', updatedAt: '2026-03-04T12:00:00.000Z' } } }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark done: Send the catalogue' }));
    expect(await screen.findByText('Task done')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'done' });
    expect(screen.queryByRole('list', { name: 'Overdue tasks' })).not.toBeInTheDocument();
    expect(titlesIn('Done')).toEqual(['Send the catalogue', 'Old win']);
    expect(screen.getByRole('button', { name: 'Open again: Send the catalogue' })).toBeInTheDocument();
  });

  it('snoozes to tomorrow with one click, or further from the menu', async () => {
    const { calls } = open([
      { method: 'POST', path: `/api/tasks/${samples.id}/snooze`, body: { task: { ...samples, dueDay: '2026-03-05', dueAt: '2026-03-05T00:00:00.000Z', updatedAt: '2026-03-04T12:00:00.000Z' } } },
      { method: 'POST', path: `/api/tasks/${call.id}/snooze`, body: { task: { ...call, dueDay: '2026-03-09', dueAt: '2026-03-09T00:00:00.000Z', updatedAt: '2026-03-04T12:00:00.000Z' } } },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Snooze to tomorrow: Check samples' }));
    expect(await screen.findByText('Snoozed to Tomorrow')).toBeInTheDocument();
    expect(titlesIn('Upcoming')).toEqual(['Check samples', 'Quarterly review']);

    await userEvent.click(screen.getByRole('button', { name: 'More snooze options: Call Dana' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['Tomorrow (1 business day)', 'In 3 business days', 'Next week (Monday)']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Next week (Monday)' }));
    expect(await screen.findByText('Snoozed to Mon, Mar 9')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith('/snooze')).map((c) => c.body)).toEqual([{ option: '1d' }, { option: 'next-week' }]);
    // Nothing is due today any more.
    expect(screen.getByText('Nothing due today.')).toBeInTheDocument();
  });

  it('follows other tabs live: a new task of mine shows, a teammate’s does not under Mine, a deleted one goes', async () => {
    const { store } = open();
    await screen.findByRole('list', { name: 'Today tasks' });
    act(() => applyEvent(envelope('task.created', { task: buildTask({ title: 'From a reply', source: 'reply' }) }), store));
    act(() => applyEvent(envelope('task.created', { task: buildTask({ title: 'Tom’s task', ownerId: 'u-teammate', owner: { id: 'u-teammate', fullName: 'Tom Mate' } }) }), store));
    expect(titlesIn('Today')).toEqual(['Call Dana', 'Check samples', 'From a reply']);
    act(() => applyEvent(envelope('task.deleted', { id: samples.id, companyId: null, contactId: null }), store));
    expect(titlesIn('Today')).toEqual(['Call Dana', 'From a reply']);
  });

  it('lets a member switch between Mine and the team; owners and admins pick any member or Everyone', async () => {
    const teamTask = buildTask({ title: 'Tom’s task', ownerId: 'u-teammate', owner: { id: 'u-teammate', fullName: 'Tom Mate' } });
    const { calls } = open([{ path: '/api/tasks?limit=200', body: { today: TODAY, items: [...mine, teamTask] } }]);
    await screen.findByRole('list', { name: 'Today tasks' });
    expect(screen.queryByRole('combobox', { name: 'Whose tasks' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Team' }));
    await waitFor(() => expect(titlesIn('Today')).toContain('Tom’s task'));
    expect(calls.map((c) => c.url)).toContain('/api/tasks?limit=200');
    // Under the team's tasks, each says whose it is.
    expect(within(section('Today')).getByText('Tom Mate')).toBeInTheDocument();
  });

  it('offers owners and admins a member picker', async () => {
    const tomsOnly = buildTask({ title: 'Tom only', ownerId: 'u-teammate', owner: { id: 'u-teammate', fullName: 'Tom Mate' } });
    open([{ path: '/api/tasks?owner=u-teammate&limit=200', body: { today: TODAY, items: [tomsOnly] } }], 'owner');
    await screen.findByRole('list', { name: 'Today tasks' });
    const picker = screen.getByRole('combobox', { name: 'Whose tasks' });
    await waitFor(() => expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual(['Mine', 'Everyone', 'Tom Mate']));
    await userEvent.selectOptions(picker, 'Tom Mate');
    await waitFor(() => expect(titlesIn('Today')).toEqual(['Tom only']));
  });

  it('shows a viewer the tasks without actions', async () => {
    open([], 'viewer');
    await screen.findByRole('list', { name: 'Today tasks' });
    expect(screen.queryByRole('button', { name: /Mark done|Snooze|New task/ })).not.toBeInTheDocument();
  });

  it('adds a task from the dialog, starting on the server’s today', async () => {
    const created = buildTask({ title: 'Prepare samples' });
    const { calls } = open([{ method: 'POST', path: '/api/tasks', status: 201, body: { task: created } }]);
    await userEvent.click(await screen.findByRole('button', { name: 'New task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add task' });
    expect(within(dialog).getByLabelText('Due date')).toHaveValue(TODAY);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add task' }));
    expect(within(dialog).getByText('Please enter what the task is')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Prepare samples');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add task' }));
    expect(await screen.findByText('Task added')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ title: 'Prepare samples', dueAt: TODAY, notes: '', ownerId: 'u-signed-in', source: 'manual' });
    expect(titlesIn('Today')).toContain('Prepare samples');
  });

  it('says when there are no tasks, and offers Try again when they fail to load', async () => {
    mockFetch([{ path: '/api/tasks?owner=me&limit=200', status: 500, body: { error: { code: 'internal', message: 'x' } } }]);
    renderPage(<TasksPage />, { path: '/tasks' });
    expect(await screen.findByText('Failed to load the tasks.')).toBeInTheDocument();
    mockFetch([{ path: '/api/tasks?owner=me&limit=200', body: { today: TODAY, items: [] } }]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No tasks yet/)).toBeInTheDocument();
  });
});

describe('the Tasks badge', () => {
  it('counts my tasks due today or overdue, and reads again when a task changes', async () => {
    let due = 2;
    const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    const fetchMock = vi.fn(async (url: RequestInfo | URL) =>
      json(String(url) === '/api/tasks/badge' ? { due, today: TODAY } : String(url) === '/api/workspaces' ? { workspaces: [] } : { unread: 0 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { store } = renderPage(<Sidebar />, { path: '/' });
    expect(await screen.findAllByText('2 tasks due today or overdue')).not.toHaveLength(0);
    const nav = screen.getAllByRole('navigation', { name: 'Navigation' })[0];
    expect(within(nav).getByRole('link', { name: /^Tasks/ })).toHaveAttribute('href', '/tasks');
    due = 3;
    act(() => applyEvent(envelope('task.created', { task: buildTask() }), store));
    expect(await screen.findAllByText('3 tasks due today or overdue')).not.toHaveLength(0);
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/api/tasks/badge')).toHaveLength(2);
  });
});

describe('tasks elsewhere', () => {
  it('lists a company’s open tasks on its page and adds one for it', async () => {
    const created = buildTask({ title: 'Send a quote', companyId: harbor.id, company: { id: harbor.id, name: harbor.name } });
    const { calls } = mockFetch([
      { path: `/api/tasks?companyId=${harbor.id}&status=open`, body: { today: TODAY, items: [call] } },
      { path: '/api/workspace/members', body: members },
      { method: 'POST', path: '/api/tasks', status: 201, body: { task: created } },
    ]);
    renderPage(<><TasksCard companyId={harbor.id} companyName={harbor.name} /><Toaster /></>);
    const list = await screen.findByRole('list', { name: 'Open tasks' });
    expect(within(list).getByText('Call Dana')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add task' });
    expect(within(dialog).getByText('For Harbor Health Partners')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Send a quote');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add task' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ title: 'Send a quote', companyId: harbor.id, source: 'manual' });
  });

  it('adds a task from an alert, prefilled and linked to it', async () => {
    const alert = buildAlert(harbor, { signalType: 'Hiring Surge' });
    const { calls } = mockFetch([
      { path: '/api/workspace/members', body: members },
      { method: 'POST', path: '/api/tasks', status: 201, body: { task: buildTask({ source: 'alert' }) } },
    ]);
    renderPage(<><AlertActions alert={alert} /><Toaster /></>);
    await userEvent.click(screen.getByRole('button', { name: 'Add task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add task' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Follow up: Hiring Surge at Harbor Health Partners');
    await userEvent.type(within(dialog).getByLabelText('Due date'), '2026-03-06');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add task' }));
    expect(await screen.findByText('Task added')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ dueAt: '2026-03-06', companyId: harbor.id, source: 'alert', sourceId: alert.id });
  });

  it('makes a proposal’s follow-up in one click: 3 business days out, from the proposal', async () => {
    const { calls } = mockFetch([{ method: 'POST', path: '/api/tasks', status: 201, body: { task: buildTask({ dueDay: '2026-03-09', source: 'proposal' }) } }]);
    renderPage(<><ProposalFollowUpButton proposal={{ id: 'p-9', title: 'Harbor kits', status: 'sent', companyId: harbor.id }} /><Toaster /></>);
    await userEvent.click(screen.getByRole('button', { name: 'Follow up if not approved in 3 days' }));
    expect(await screen.findByText('Follow-up task added')).toBeInTheDocument();
    expect(calls[0].body).toEqual({ title: 'Follow up on “Harbor kits” if not approved', dueInBusinessDays: 3, source: 'proposal', sourceId: 'p-9', companyId: harbor.id });
  });
});
