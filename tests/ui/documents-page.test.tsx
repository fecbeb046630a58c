import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import type { ProposalDocument } from '../../contracts/documents.js';
import { DocumentPage } from '../../ui/pages/documents/DocumentPage.js';
import { Toaster } from '../../ui/components/Toaster.js';
import { applyEvent } from '../../ui/state/event-handlers.js';
import { envelope } from './company-factories.js';
import { buildProduct } from './chat-factories.js';
import { mockFetch, renderPage } from './render.js';

const id = '0b8c2f36-5c59-4f1e-9d43-9e8a4b8f7c21';
const a = buildProduct({ name: 'Summit Tumbler', itemNum: 'ST-1', priceText: '$6.34', minQuantity: 25, leadTime: '9 business days' });
const b = buildProduct({ name: 'Harbor Mug', itemNum: 'HM-2', priceText: '$3.10', thumbUrl: null });
const doc: ProposalDocument = { id, title: 'Gala Proposal', notes: 'Blue preferred', sessionId: null, products: [a, b], createdAt: '2026-03-05T14:30:00.000Z', updatedAt: '2026-03-05T14:30:00.000Z' };
const branding = { branding: { companyName: 'Bright Promo Co', primaryColor: '#7E69AB', secondaryColor: '#1EAEDB', logoUrl: null } };

function open(routes: Parameters<typeof mockFetch>[0]) {
  const fetchMock = mockFetch([{ path: '/api/branding', body: branding }, ...routes]);
  return { ...renderPage(<><Route path="/documents/:id" component={DocumentPage} /><Toaster /></>, { path: `/documents/${id}` }), ...fetchMock };
}

describe('Document page', () => {
  it('shows the proposal with branding, notes and a product table', async () => {
    open([{ path: `/api/documents/${id}`, body: { document: doc } }]);
    expect(await screen.findByRole('heading', { name: 'Gala Proposal', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Bright Promo Co')).toBeInTheDocument();
    expect(screen.getAllByText('Blue preferred').length).toBeGreaterThan(0);
    for (const h of ['Image', 'Item #', 'Product', 'Price', 'Min Qty', 'Production Time', 'Supplier']) expect(screen.getByRole('columnheader', { name: h })).toBeInTheDocument();
    const row = screen.getByRole('link', { name: 'Summit Tumbler' }).closest('tr')!;
    for (const text of ['ST-1', '$6.34', '25', '9 business days', 'Harbor Promo']) expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: 'Harbor Mug' }).closest('tr')!).getByText('No Image')).toBeInTheDocument();
  });

  it('saves the title and notes, removes a product and prints', async () => {
    const saved = { ...doc, title: 'Final Proposal', updatedAt: '2026-03-05T15:00:00.000Z' };
    const { calls } = open([
      { path: `/api/documents/${id}`, body: { document: doc } },
      { method: 'PATCH', path: `/api/documents/${id}`, body: { document: saved } },
    ]);
    const title = await screen.findByLabelText('Document Title');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.clear(title);
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    await userEvent.type(title, 'Final Proposal');
    await userEvent.click(save);
    expect(await screen.findByRole('heading', { name: 'Final Proposal', level: 1 })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ title: 'Final Proposal', notes: 'Blue preferred' });

    await userEvent.click(screen.getByRole('button', { name: 'Remove Harbor Mug' }));
    expect(calls.filter((c) => c.method === 'PATCH')[1].body).toEqual({ products: [a] });

    const print = vi.fn();
    vi.stubGlobal('print', print);
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
  });

  it('applies an edit made in another tab', async () => {
    const { store } = open([{ path: `/api/documents/${id}`, body: { document: doc } }]);
    await screen.findByRole('heading', { name: 'Gala Proposal', level: 1 });
    act(() => applyEvent(envelope('document.updated', { document: { ...doc, products: [b], updatedAt: '2026-03-05T16:00:00.000Z' } }), store));
    expect(screen.queryByRole('link', { name: 'Summit Tumbler' })).not.toBeInTheDocument();
  });

  it('says when the document does not exist', async () => {
    open([{ path: `/api/documents/${id}`, status: 404, body: { error: { code: 'not_found', message: 'Document not found' } } }]);
    expect(await screen.findByRole('heading', { name: 'Document not found' })).toBeInTheDocument();
  });
});
