import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductRecommendations } from '../../ui/pages/chat/ProductRecommendations.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { flushAnalytics } from '../../ui/api/analytics.js';
import { ChatPage } from '../../ui/pages/chat/ChatPage.js';
import { buildProduct, buildSession } from './chat-factories.js';
import { mockFetch, renderPage } from './render.js';

afterEach(() => vi.unstubAllGlobals());

const sessionId = '4d7f1c8e-8f0a-4a47-9d1e-2b1f0c6a7e11';
const mug = buildProduct({ name: 'Mid Mug', itemNum: 'MM-2' });
const pen = buildProduct({ name: 'Sage Pen', itemNum: 'SP-9' });

function open() {
  const fetchMock = mockFetch([
    { method: 'POST', path: '/api/analytics/events', status: 204 },
    { method: 'POST', path: '/api/proposals', status: 201, body: { proposal: { id: 'doc-1' } } },
  ]);
  renderPage(<><ProductRecommendations products={[mug, pen]} sessionId={sessionId} canCreateDocument /><Toaster /></>, { path: '/chat/x' });
  return fetchMock;
}
const sentEvents = (calls: { method: string; url: string; body: unknown }[]) =>
  calls.filter((c) => c.url === '/api/analytics/events').flatMap((c) => (c.body as { events: unknown[] }).events);

describe('Product recommendations analytics', () => {
  it('tracks compare when a product is added (not removed) and click for View product / Larger image, in one batch', async () => {
    const { calls } = open();
    const card = screen.getByText('Mid Mug').closest('li')!;
    await userEvent.click(within(card).getByRole('button', { name: /Add to comparison/ }));
    await userEvent.click(within(card).getByRole('button', { name: /Remove from comparison/ }));
    fireEvent.click(within(card).getByRole('link', { name: 'View product' }));
    fireEvent.click(within(card).getByRole('link', { name: 'Larger image' }));
    expect(sentEvents(calls)).toEqual([]); // batched, not sent per event
    await flushAnalytics();
    const base = { kind: 'product_interaction', sessionId, productId: mug.id, productName: 'Mid Mug' };
    expect(sentEvents(calls)).toEqual([
      { ...base, interactionType: 'compare' },
      { ...base, interactionType: 'click' },
      { ...base, interactionType: 'click' },
    ]);
    expect(calls.filter((c) => c.url === '/api/analytics/events')).toHaveLength(1);
  });

  it('tracks document for each product included when a document is created', async () => {
    const { calls } = open();
    await userEvent.click(screen.getByRole('button', { name: /Create Document/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Document' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/proposals')).toBe(true));
    await flushAnalytics();
    expect(sentEvents(calls)).toEqual(
      [mug, pen].map((p) => ({ kind: 'product_interaction', sessionId, productId: p.id, productName: p.name, interactionType: 'document' })),
    );
  });

  it('swallows a refused request (logged only)', async () => {
    mockFetch([]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderPage(<ProductRecommendations products={[mug, pen]} sessionId={null} canCreateDocument={false} />, { path: '/chat/x' });
    await userEvent.click(within(screen.getByText('Sage Pen').closest('li')!).getByRole('button', { name: /Add to comparison/ }));
    await expect(flushAnalytics()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('analytics: events were refused (404)');
    warn.mockRestore();
  });
});

describe('Chat page analytics', () => {
  it('sends chat_page_view when a chat page opens', async () => {
    const session = buildSession();
    const { calls } = mockFetch([
      { path: '/api/chat/sessions', body: { items: [session] } },
      { path: `/api/chat/sessions/${session.id}`, body: { session, messages: [] } },
      { method: 'POST', path: '/api/analytics/events', status: 204 },
    ]);
    renderPage(<ChatPage />, { path: `/chat/${session.id}` });
    await screen.findAllByText(/Hello! I'm your product research assistant/);
    await flushAnalytics();
    expect(sentEvents(calls)).toEqual([{ kind: 'feature', feature: 'chat_page_view', metadata: { sessionId: session.id } }]);
  });
});
