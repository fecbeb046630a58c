import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MessagesPage } from '../../ui/pages/messages/MessagesPage.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { envelope } from './company-factories.js';
import { buildMessage } from './message-factories.js';
import { mockFetch, renderPage } from './render.js';

const email = buildMessage();
const connect = buildMessage({
  messageType: 'connection_request',
  subject: null,
  message: 'Hi Sam! Saw the new office — we help teams like yours. Let us connect!',
  contact: { id: 'c2', firstName: 'Sam', lastName: 'Lee' },
  company: { id: 'co2', name: 'Acme Outdoor Co.' },
  createdAt: '2026-03-04T10:00:00.000Z',
});

function open(routes: Parameters<typeof mockFetch>[0]) {
  const fetchMock = mockFetch(routes);
  return { ...renderPage(<><MessagesPage /><Toaster /></>, { path: '/messages' }), ...fetchMock };
}
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('Messages page', () => {
  it('says it is loading, then lists date, type, subject, "company - first name" and a 20-character preview', async () => {
    open([{ path: '/api/messages?limit=25', body: { items: [email, connect], nextCursor: null } }]);
    expect(screen.getByText('Loading messages...')).toBeInTheDocument();
    await screen.findByText('Harbor Health - Dana');
    for (const header of ['Date', 'Type', 'Subject', 'Name', 'Message', 'Actions']) expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    const row = rowOf('Harbor Health - Dana');
    expect(within(row).getByText('Mar 5, 2026')).toBeInTheDocument();
    expect(within(row).getByText('Email')).toBeInTheDocument();
    expect(within(row).getByText('Onboarding kits for Harbor Health')).toBeInTheDocument();
    expect(within(row).getByText('Hi Dana, congratulat...')).toBeInTheDocument();
    const other = rowOf('Acme Outdoor Co. - Sam');
    expect(within(other).getByText('Connection Request Message')).toBeInTheDocument();
    expect(within(other).getByText('Hi Sam! Saw the new ...')).toBeInTheDocument();
  });

  it('expands a message to its full text and back', async () => {
    open([{ path: '/api/messages?limit=25', body: { items: [email], nextCursor: null } }]);
    await screen.findByText('Hi Dana, congratulat...');
    await userEvent.click(screen.getByRole('button', { name: 'Show full message' }));
    expect(screen.getByText(email.message!)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.getByText('Hi Dana, congratulat...')).toBeInTheDocument();
  });

  it('copies the full message and says Copied!', async () => {
    open([{ path: '/api/messages?limit=25', body: { items: [email], nextCursor: null } }]);
    await screen.findByText('Harbor Health - Dana');
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy message to Harbor Health - Dana' }));
    expect(writeText).toHaveBeenCalledWith(email.message);
    expect(await screen.findByText('Copied!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(email.message);
  });

  it('shows the empty state', async () => {
    open([{ path: '/api/messages?limit=25', body: { items: [], nextCursor: null } }]);
    expect(await screen.findByText('No messages found')).toBeInTheDocument();
  });

  it('shows the load error', async () => {
    open([{ path: '/api/messages?limit=25', status: 500, body: { error: { code: 'internal', message: 'Database unavailable' } } }]);
    expect(await screen.findByText('Failed to load messages: Database unavailable')).toBeInTheDocument();
  });

  it('shows a pending message as generating, then ready when message.updated arrives; a new one appears on top', async () => {
    const pending = buildMessage({ status: 'pending', subject: 'Message in progress', message: 'Your message is being generated. Please check back shortly.', provider: null });
    const { store } = open([{ path: '/api/messages?limit=25', body: { items: [pending], nextCursor: null } }]);
    await screen.findByText('Generating...');
    expect(screen.getByRole('button', { name: /^Copy message/ })).toBeDisabled();
    act(() => applyEvent(envelope('message.updated', { message: { ...pending, status: 'ready', subject: 'Kits for Harbor', message: 'Hi Dana, here are some ideas.', updatedAt: '2026-03-05T10:00:05.000Z' } }), store));
    // The row re-renders from the store; on a loaded CI machine that may take a moment after the event.
    expect(await screen.findByText('Kits for Harbor')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Generating...')).not.toBeInTheDocument());
    expect(screen.getByText('Hi Dana, here are so...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Copy message/ })).toBeEnabled();

    const fresh = buildMessage({ subject: 'A brand new one', createdAt: '2026-03-06T10:00:00.000Z' });
    act(() => applyEvent(envelope('message.created', { message: fresh }), store));
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText('A brand new one')).toBeInTheDocument();

    act(() => applyEvent(envelope('message.updated', { message: { ...pending, status: 'failed', subject: null, message: null, error: 'The AI provider failed (HTTP 500)', updatedAt: '2026-03-05T10:00:09.000Z' } }), store));
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(screen.getByText('The AI provider failed (HTTP 500)')).toBeInTheDocument();
  });

  it('loads more pages with the cursor', async () => {
    const older = buildMessage({ subject: 'Older message', createdAt: '2026-02-01T10:00:00.000Z' });
    const { calls } = open([
      { path: '/api/messages?limit=25', body: { items: [email], nextCursor: 'CUR' } },
      { path: '/api/messages?limit=25&cursor=CUR', body: { items: [older], nextCursor: null } },
    ]);
    await screen.findByText('Harbor Health - Dana');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Older message')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/api/messages?limit=25', '/api/messages?limit=25&cursor=CUR']);
  });
});
