import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatPage } from '../../ui/pages/chat/ChatPage.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { buildCompany, envelope } from './company-factories.js';
import { buildChatMessage, buildProduct, buildSession } from './chat-factories.js';
import { chooseOption, mockFetch, renderPage } from './render.js';

const acme = buildCompany({ name: 'Acme Robotics' });
const session = buildSession({ companyId: acme.id });
const general = buildSession({ companyName: 'Globex', projectName: null, createdAt: '2026-03-01T09:05:00.000Z' });

function open(path: string, routes: Parameters<typeof mockFetch>[0] = []) {
  const fetchMock = mockFetch([
    { path: '/api/chat/sessions', body: { items: [session, general] } },
    { path: '/api/companies?limit=20', body: { items: [acme], nextCursor: null } },
    ...routes,
  ]);
  return { ...renderPage(<><ChatPage /><Toaster /></>, { path }), ...fetchMock };
}

describe('Chat page: start dialog', () => {
  it('opens by itself on /chat; Start Chat stays disabled until a company is chosen, then creates and opens the chat', async () => {
    const created = buildSession({ companyId: acme.id, projectName: 'Q3 Kickoff' });
    const { calls, location } = open('/chat', [{ method: 'POST', path: '/api/chat/sessions', status: 201, body: { session: created } }]);
    const dialog = await screen.findByRole('dialog', { name: 'Start a New Chat' });
    const start = within(dialog).getByRole('button', { name: 'Start Chat' });
    expect(start).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Project Name'), '  Q3 Kickoff ');
    expect(start).toBeDisabled();
    await userEvent.click(within(dialog).getByLabelText('Company'));
    await chooseOption(document.body, 'Acme Robotics');
    expect(start).toBeEnabled();
    await userEvent.click(start);
    await waitFor(() => expect(location.history?.at(-1)).toBe(`/chat/${created.id}`));
    expect(calls.find((c) => c.method === 'POST' && c.url === '/api/chat/sessions')?.body).toEqual({ companyId: acme.id, projectName: 'Q3 Kickoff' });
  });

  it('says when starting fails', async () => {
    open('/chat', [{ method: 'POST', path: '/api/chat/sessions', status: 500, body: { error: { code: 'internal', message: '' } } }]);
    const dialog = await screen.findByRole('dialog', { name: 'Start a New Chat' });
    await userEvent.click(within(dialog).getByLabelText('Company'));
    await chooseOption(document.body, 'Acme Robotics');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start Chat' }));
    expect(await screen.findByText('Failed to start new chat')).toBeInTheDocument();
  });

  it('does not open on a chat\'s own page; the sidebar lists chats with their labels and dates', async () => {
    const errors = vi.spyOn(console, 'error');
    open(`/chat/${session.id}`, [{ path: `/api/chat/sessions/${session.id}`, body: { session, messages: [] } }]);
    await screen.findByRole('heading', { name: 'Acme Robotics - Spring Gala' });
    // The chat's documents and its conversation are siblings: React must not see one key twice.
    expect(errors.mock.calls.filter((args) => String(args[0]).includes('same key'))).toEqual([]);
    errors.mockRestore();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const chats = screen.getByRole('complementary', { name: 'Chats' });
    expect(within(chats).getByRole('link', { name: /Acme Robotics - Spring Gala/ })).toHaveAttribute('href', `/chat/${session.id}`);
    // Issue 8: a chat without a project is labelled by its company, not 'General Chat'.
    expect(within(chats).getByRole('link', { name: /^Globex/ })).toBeInTheDocument();
    expect(within(chats).queryByText('General Chat')).not.toBeInTheDocument();
    expect(within(chats).getByText('Mar 1, 2026 • 9:05 AM')).toBeInTheDocument();
    expect(screen.getByText("Hello! I'm your product research assistant powered by AI. How can I help you today?")).toBeInTheDocument();
  });
});

describe('Chat page: conversation', () => {
  it('sends with Enter, waits for the reply and shows it live', async () => {
    const question = buildChatMessage(session.id, { content: '250 mugs' });
    const { calls, store } = open(`/chat/${session.id}`, [
      { path: `/api/chat/sessions/${session.id}`, body: { session, messages: [] } },
      { method: 'POST', path: `/api/chat/sessions/${session.id}/messages`, status: 202, body: { message: question } },
    ]);
    const input = await screen.findByPlaceholderText('Ask about promotional products...');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await userEvent.type(input, 'first line{Shift>}{Enter}{/Shift}second');
    expect(input).toHaveValue('first line\nsecond');
    await userEvent.clear(input);
    await userEvent.type(input, '250 mugs{Enter}');
    expect(calls.find((c) => c.method === 'POST' && c.url === `/api/chat/sessions/${session.id}/messages`)?.body).toEqual({ message: '250 mugs' });
    await screen.findByText('250 mugs');
    expect(input).toHaveValue('');
    expect(screen.getByText('Researching products...')).toBeInTheDocument();
    await userEvent.type(input, 'more');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();

    const reply = buildChatMessage(session.id, { role: 'assistant', content: 'Here are mugs', provider: 'SwagScout built-in', products: [buildProduct(), buildProduct({ name: 'Harbor Mug', price: { min: 3, max: 3 } })], createdAt: '2026-03-05T14:32:00.000Z' });
    act(() => applyEvent(envelope('chat.message.created', { message: reply }), store));
    await screen.findByText('Here are mugs');
    expect(screen.getByText(/Answered by SwagScout built-in/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Product Recommendations (2)' })).toBeInTheDocument();
    expect(screen.queryByText('Researching products...')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('shows a failed reply as such, and the fallback text when sending fails', async () => {
    const failed = buildChatMessage(session.id, { role: 'assistant', status: 'failed', content: 'The AI provider rejected the API key', createdAt: '2026-03-05T14:32:00.000Z' });
    open(`/chat/${session.id}`, [
      { path: `/api/chat/sessions/${session.id}`, body: { session, messages: [buildChatMessage(session.id), failed] } },
      { method: 'POST', path: `/api/chat/sessions/${session.id}/messages`, status: 500, body: { error: { code: 'internal', message: 'boom' } } },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('The AI provider rejected the API key');
    await userEvent.type(screen.getByPlaceholderText('Ask about promotional products...'), 'again{Enter}');
    expect(await screen.findByText('Failed to process your message')).toBeInTheDocument();
    expect(screen.getByText("Sorry, I couldn't process your request. Please try again later.")).toBeInTheDocument();
  });

  it('the history drawer filters by company or project name', async () => {
    open(`/chat/${session.id}`, [{ path: `/api/chat/sessions/${session.id}`, body: { session, messages: [] } }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Open chat history' }));
    const drawer = await screen.findByRole('dialog', { name: 'Chat History' });
    expect(within(drawer).getByRole('link', { name: /New Chat/ })).toHaveAttribute('href', '/chat');
    expect(within(drawer).getByText('Acme Robotics - Spring Gala')).toBeInTheDocument();
    expect(within(drawer).getByText('Globex')).toBeInTheDocument();
    await userEvent.type(within(drawer).getByPlaceholderText('Search chat history...'), 'GLOB');
    expect(within(drawer).queryByText('Acme Robotics - Spring Gala')).not.toBeInTheDocument();
    expect(within(drawer).getByText('Globex')).toBeInTheDocument();
    await userEvent.type(within(drawer).getByPlaceholderText('Search chat history...'), 'zzz');
    expect(within(drawer).getByText('No matches found')).toBeInTheDocument();
  });

  it('says no chat is selected for a missing session', async () => {
    open(`/chat/${session.id}`, [{ path: `/api/chat/sessions/${session.id}`, status: 404, body: { error: { code: 'not_found', message: 'Chat session not found' } } }]);
    expect(await screen.findByText('No chat selected')).toBeInTheDocument();
    expect(screen.getByText('Select a chat from the sidebar or start a new one')).toBeInTheDocument();
  });
});
