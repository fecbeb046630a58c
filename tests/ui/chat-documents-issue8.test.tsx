import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sidebarLabel } from '../../contracts/chat.js';
import { ChatsSidebar } from '../../ui/pages/chat/ChatsSidebar.js';
import { ChatDocuments } from '../../ui/pages/chat/ChatDocuments.js';
import { ProductRecommendations } from '../../ui/pages/chat/ProductRecommendations.js';
import { StartChatDialog } from '../../ui/pages/chat/StartChatDialog.js';
import { chatMessageRecords, chatSessionRecords, chatSessionsAtom } from '../../ui/state/chat.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { buildCompany, envelope } from './company-factories.js';
import { buildChatMessage, buildProduct, buildSession } from './chat-factories.js';
import { mockFetch, renderPage } from './render.js';

// Issue 8, "Chat and documents" (the UI half; tests/e2e/chat-documents.test.ts drives Chromium).

const mid = buildProduct({ name: 'Mid Mug', itemNum: 'MM-2', price: { min: 5, max: 5 }, priceText: '$5.00' });
const cheap = buildProduct({ name: 'Cheap Mug', itemNum: 'CM-1', price: { min: 2.5, max: 2.5 }, priceText: '$2.50' });
const dear = buildProduct({ name: 'Dear Mug', itemNum: 'DM-3', price: { min: 9.75, max: 9.75 }, priceText: '$9.75' });

describe("chat titles: not every client's chat is 'General Chat'", () => {
  it('labels a chat without a project by its company and first question', () => {
    expect(sidebarLabel({ companyName: 'Acme Corp', projectName: null, firstQuestion: '250 blue tumblers under $10' })).toBe('Acme Corp - 250 blue tumblers under $10');
    expect(sidebarLabel({ companyName: 'Globex', projectName: null, firstQuestion: null })).toBe('Globex');
    expect(sidebarLabel({ companyName: 'Globex', projectName: 'Gala', firstQuestion: 'mugs' })).toBe('Globex - Gala');
    const long = sidebarLabel({ companyName: 'Globex', projectName: null, firstQuestion: 'x'.repeat(200) });
    expect(long.length).toBeLessThan(80);
    expect(long.endsWith('…')).toBe(true);
  });

  it('shows two clients’ chats apart in the sidebar, and names a new chat by its first question live', () => {
    const acme = buildSession({ companyName: 'Acme Corp', projectName: null, firstQuestion: null });
    const globex = buildSession({ companyName: 'Globex', projectName: null, firstQuestion: 'Desk clocks for 40 staff' });
    mockFetch([]);
    const { store } = renderPage(<ChatsSidebar sessions={[acme, globex]} error={null} activeId={null} onNew={() => {}} />);
    const chats = screen.getByRole('complementary', { name: 'Chats' });
    expect(within(chats).getByRole('link', { name: /^Acme Corp/ })).toBeInTheDocument();
    expect(within(chats).getByRole('link', { name: /^Globex - Desk clocks for 40 staff/ })).toBeInTheDocument();
    expect(within(chats).queryByText('General Chat')).not.toBeInTheDocument();

    // The atom behind the real sidebar learns the first question from the message event.
    chatSessionRecords.setList(store, [acme]);
    store.set(chatMessageRecords.listOf(acme.id), []);
    act(() => applyEvent(envelope('chat.message.created', { message: buildChatMessage(acme.id, { content: '300 water bottles' }) }), store));
    expect(store.get(chatSessionsAtom)?.[0].firstQuestion).toBe('300 water bottles');
  });
});

describe('Start a New Chat: the company is required', () => {
  it('offers no "No company" option, and shows each company’s domain beside its name', async () => {
    const acme = buildCompany({ name: 'Acme Corp', domain: 'acme-corp.example' });
    const acme2 = buildCompany({ name: 'Acme Corp', domain: 'acme.example' });
    mockFetch([{ path: /\/api\/companies\?/, body: { items: [acme, acme2], nextCursor: null } }]);
    renderPage(<StartChatDialog open onClose={() => {}} />, { path: '/chat' });
    const dialog = await screen.findByRole('dialog', { name: 'Start a New Chat' });
    await userEvent.click(within(dialog).getByLabelText('Company'));
    const options = await screen.findAllByRole('option', { name: 'Acme Corp' });
    expect(options).toHaveLength(2);
    expect(screen.queryByRole('option', { name: 'No company' })).not.toBeInTheDocument();
    expect(options[0]).toHaveTextContent('acme-corp.example');
    expect(options[1]).toHaveTextContent('acme.example');
    expect(within(dialog).getByLabelText('Company')).toHaveAttribute('aria-required', 'true');
  });
});

describe('Product recommendations: comparison and counts', () => {
  const open = () => {
    mockFetch([]);
    return renderPage(<ProductRecommendations products={[mid, cheap, dear]} sessionId={null} canCreateDocument={false} />);
  };

  it('shows the comparison table as soon as two products are picked (no Compare click)', async () => {
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Add to comparison: Mid Mug' }));
    expect(screen.queryByRole('table', { name: 'Product comparison' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to comparison: Dear Mug' }));
    const table = screen.getByRole('table', { name: 'Product comparison' });
    expect(within(table).getByText('MM-2')).toBeInTheDocument();
    expect(within(table).getByText('$9.75')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove from comparison: Dear Mug' }));
    expect(screen.queryByRole('table', { name: 'Product comparison' })).not.toBeInTheDocument();
  });

  it('the count follows the applied filters', async () => {
    open();
    expect(screen.getByRole('heading', { name: 'Product Recommendations (3)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Filter Products' }));
    fireEvent.change(screen.getByLabelText('Maximum price'), { target: { value: '6' } });
    await userEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(screen.getByRole('heading', { name: 'Product Recommendations (2 of 3)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('heading', { name: 'Product Recommendations (3)' })).toBeInTheDocument();
  });

  it('keeps visually hidden labels inside a positioned card (they stretched the page)', () => {
    open();
    const label = screen.getByText(': Mid Mug');
    expect(label).toHaveClass('sr-only');
    expect(label.closest('li')).toHaveClass('relative');
  });
});

describe('Proposals can be found again from their chat', () => {
  it("links a chat's proposals from the chat", async () => {
    const sessionId = '4d7f1c8e-8f0a-4a47-9d1e-2b1f0c6a7e11';
    const summary = { id: '0b8c2f36-5c59-4f1e-9d43-9e8a4b8f7c21', title: 'Acme Gala Proposal', status: 'draft', companyId: null, companyName: 'Acme Corp', sessionId, lineCount: 3, approvedCount: 0, grandTotalCents: 120000, profitCents: 40000, createdAt: '2026-03-05T14:30:00.000Z', updatedAt: '2026-03-05T14:30:00.000Z' };
    const { calls } = mockFetch([{ path: `/api/proposals?sessionId=${sessionId}`, body: { items: [summary] } }]);
    renderPage(<ChatDocuments sessionId={sessionId} />, { path: `/chat/${sessionId}` });
    const nav = await screen.findByRole('navigation', { name: 'Documents from this chat' });
    expect(within(nav).getByRole('link', { name: 'Acme Gala Proposal' })).toHaveAttribute('href', '/proposals/0b8c2f36-5c59-4f1e-9d43-9e8a4b8f7c21');
    await waitFor(() => expect(calls.filter((c) => c.url.startsWith('/api/proposals'))).toHaveLength(1));
  });
});
